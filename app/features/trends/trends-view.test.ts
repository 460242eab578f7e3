import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALL_SALES, type HistoryContract } from "~/domain/market-history";
import { trendSeries, weeklyHistory } from "~/domain/trend-series";
import {
  DEFAULT_TRENDS_QUERY,
  formatMeasure,
  parseTrendsQuery,
  segmentLabel,
  trendRows,
  trendsCsvRows,
  trendsFileName,
  trendsQueryString,
  TRENDS_CHOICES,
  yearOverYear,
  type TrendsQuery,
} from "./trends-view";
import { median } from "~/lib/statistics";

const params = (query: string) => new URLSearchParams(query);

describe("parseTrendsQuery", () => {
  it("reads every field, and takes the default for a field left out or empty", () => {
    expect(parseTrendsQuery(params(""))).toEqual({ query: DEFAULT_TRENDS_QUERY, notices: [] });
    expect(parseTrendsQuery(params("measure=contracts&period=3y&type=condo&zip=06878&band=2m-4m&zip=06807"))).toEqual({
      query: { measure: "contracts", period: "3y", segment: { type: "condo", zip: "06878", band: "2m-4m" } },
      notices: [],
    });
    expect(parseTrendsQuery(params("measure=&type="))).toEqual({ query: DEFAULT_TRENDS_QUERY, notices: [] });
  });

  it("names an unknown value and shows the default instead, never a lease or another town", () => {
    const { query, notices } = parseTrendsQuery(params("measure=price&period=5y&type=rental&zip=10001&band=cheap"));
    expect(query).toEqual(DEFAULT_TRENDS_QUERY);
    expect(notices).toEqual([
      "“price” is not a measure this page offers: showing Median contract price.",
      "“5y” is not a period this page offers: showing 1 year.",
      "“rental” is not a property type this page offers: showing All sale types.",
      "“10001” is not a village this page offers: showing All of Greenwich.",
      "“cheap” is not a price band this page offers: showing All prices.",
    ]);
  });

  it("echoes at most 40 characters of a value", () => {
    const [notice] = parseTrendsQuery(params(`measure=${"x".repeat(500)}`)).notices;
    expect(notice).toBe(`“${"x".repeat(40)}…” is not a measure this page offers: showing Median contract price.`);
  });

  it("property: a view's query string reads back as the same view", () => {
    const pick = <T>(choices: readonly { value: T }[]) => fc.constantFrom(...choices.map((choice) => choice.value));
    const arbitraryQuery = fc.record({
      measure: pick(TRENDS_CHOICES.measure),
      period: pick(TRENDS_CHOICES.period),
      segment: fc.record({
        type: pick(TRENDS_CHOICES.type),
        zip: pick(TRENDS_CHOICES.zip),
        band: pick(TRENDS_CHOICES.band),
      }),
    }) as fc.Arbitrary<TrendsQuery>;
    fc.assert(
      fc.property(arbitraryQuery, (query) => {
        expect(parseTrendsQuery(params(trendsQueryString(query)))).toEqual({ query, notices: [] });
      }),
    );
  });

  it("names the view in words and in the download's file name", () => {
    const query: TrendsQuery = {
      measure: "contracts",
      period: "13w",
      segment: { type: "condo", zip: "06878", band: "all" },
    };
    expect(segmentLabel(query.segment)).toBe("Condo, Riverside (06878)");
    expect(segmentLabel(ALL_SALES)).toBe("All sale contracts");
    expect(trendsFileName(query)).toBe("greenwich-contracts-13w-condo-06878-all-prices");
  });
});

describe("figures", () => {
  it("rounds once, to each measure's decimals, and writes them for the page", () => {
    const [row] = trendRows("contracts", [
      {
        weekStart: "2025-09-01",
        weekEnd: "2025-09-07",
        count: 9,
        value: 9,
        rolling4: 10.25,
        rolling13: 140 / 13,
        yearAgo: null,
      },
    ]);
    expect(row).toMatchObject({ value: 9, rolling4: 10.25, rolling13: 10.77, yearAgo: null });
    expect(formatMeasure("contracts", 10.25)).toBe("10.3");
    expect(formatMeasure("contracts", 9)).toBe("9");
    expect(formatMeasure("median-price", 2_952_500)).toBe("$2.95M");
    expect(formatMeasure("median-price-per-sq-ft", 904.6)).toBe("$905");
    expect(formatMeasure("median-days-on-market", 32.5)).toBe("32.5 days");
    expect(formatMeasure("share-above-4m", 100 / 3)).toBe("33.3%");
    expect(formatMeasure("median-price", null)).toBe("No contracts");
  });

  it("gives the change from a year earlier in percent, and for a share in points", () => {
    expect(yearOverYear("median-price", 3_300_000, 3_000_000)).toBe("+10.0%");
    expect(yearOverYear("contracts", 9, 12)).toBe("-25.0%");
    expect(yearOverYear("share-above-4m", 20, 25.5)).toBe("-5.5 pts");
    expect(yearOverYear("contracts", 4, 0)).toBeNull();
    expect(yearOverYear("median-price", 3_000_000, null)).toBeNull();
  });

  it("a 4-week median pools the 4 weeks' contracts, and the CSV holds it raw", () => {
    const sale = (contractDate: string, price: number): HistoryContract => ({
      type: "single-family",
      zip: "06830",
      price,
      sqft: 2_000,
      dom: 30,
      contractDate,
    });
    const prices = [[1_000_000, 9_000_000, 8_000_000], [2_000_000], [3_000_000, 3_500_000], [7_000_000]];
    const history = weeklyHistory(
      prices.flatMap((week, index) =>
        week.map((price) => sale(`2025-09-${String(1 + index * 7).padStart(2, "0")}`, price)),
      ),
    );
    const rows = trendRows(
      "median-price",
      trendSeries(history, { measure: "median-price", segment: ALL_SALES, period: "13w" }),
    );
    // Pooled: the median of all seven prices (3.5M), not the median of the weekly medians (2.5M to 8M: 5.5M).
    expect(rows.at(-1)!.rolling4).toBe(median(prices.flat()));
    expect(rows.at(-1)!.rolling4).toBe(3_500_000);
    expect(trendsCsvRows(rows).at(-1)).toEqual(["2025-09-22", "2025-09-28", 1, 7_000_000, 3_500_000, null, null]);
  });
});
