import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WHOLE_MARKET } from "~/domain/market-records";
import { trendSeries } from "~/domain/trend-series";
import { weeklyMarket } from "~/domain/weekly-market";
import { sale } from "~/domain/test-sale";
import type { Figure } from "~/domain/measures";
import {
  DEFAULT_TRENDS_QUERY,
  formatFigure,
  trendsCsvHeader,
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
    const { query, notices } = parseTrendsQuery(params("measure=price&period=7y&type=rental&zip=10001&band=cheap"));
    expect(query).toEqual(DEFAULT_TRENDS_QUERY);
    expect(notices).toEqual([
      "“price” is not a measure this page offers: showing Median contract price.",
      "“7y” is not a period this page offers: showing 1 year.",
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
    expect(segmentLabel(WHOLE_MARKET)).toBe("All sale contracts");
    expect(trendsFileName(query)).toBe("greenwich-contracts-13w-condo-06878-all-prices");
  });
});

const ok = (value: number, basis = 10): Figure => ({ value, basis, status: "ok" });
const GAP: Figure = { value: null, basis: 0, status: "gap" };

describe("figures", () => {
  it("rounds once, to each measure's decimals, and writes them for the page without rounding again", () => {
    const [row] = trendRows("contracts", [
      {
        weekStart: "2025-09-01",
        weekEnd: "2025-09-07",
        week: ok(9, 9),
        rolling4: ok(10.25, 41),
        rolling13: ok(115 / 13, 115),
        rolling52: ok(10.5, 546),
        yearAgo: GAP,
        rolling52YearAgo: GAP,
      },
    ]);
    expect(row).toMatchObject({ value: 9, rolling4: 10.25, rolling13: 8.85, rolling52: 10.5, yearAgo: null, count: 9 });
    // 115 contracts in 13 weeks: 8.85 a week, written as 8.85 (once rounded), never 8.9.
    expect(formatFigure("contracts", row!.figures.rolling13, 13)).toBe("8.85 a week");
    expect(formatFigure("contracts", row!.figures.week)).toBe("9");
    expect(formatFigure("median-price", ok(2_952_500))).toBe("$2.95M");
    expect(formatFigure("median-price-per-sq-ft", ok(904.6))).toBe("$905");
    expect(formatFigure("median-days-on-market", ok(32.5))).toBe("32.5 days");
    expect(formatFigure("share-above-4m", ok(100 / 3))).toBe("33.3%");
    expect(formatFigure("median-price", { value: null, basis: 0, status: "empty" })).toBe("No contracts");
    expect(formatFigure("median-price", { value: null, basis: 3, status: "few" })).toBe("Only 3 contracts");
  });

  it("gives the change from a year earlier in percent, and for a share in points", () => {
    expect(yearOverYear("median-price", ok(3_300_000), ok(3_000_000))).toBe("+10.0%");
    expect(yearOverYear("contracts", ok(9, 9), ok(12, 12))).toBe("-25.0%");
    expect(yearOverYear("share-above-4m", ok(20), ok(25.5))).toBe("-5.5 pts");
    expect(yearOverYear("contracts", ok(4, 20), ok(0, 0))).toBeNull();
    expect(yearOverYear("median-price", ok(3_000_000), GAP)).toBeNull();
  });

  it("a 4-week median pools the 4 weeks' contracts, and the CSV holds it raw beside its count", () => {
    const prices = [[1_000_000, 9_000_000, 8_000_000], [2_000_000], [3_000_000, 3_500_000], [7_000_000]];
    const market = weeklyMarket(
      {
        contracts: prices.flatMap((week, index) =>
          week.map((price) => sale(`2025-09-${String(1 + index * 7).padStart(2, "0")}`, price)),
        ),
      },
      { contracts: [{ from: "2025-09-01", to: "2025-09-28" }], listings: [] },
    );
    const rows = trendRows(
      "median-price",
      trendSeries(market, { measure: "median-price", segment: WHOLE_MARKET, period: "13w" }),
    );
    // Pooled: the median of all seven prices (3.5M), not the median of the weekly medians (2.5M to 8M: 5.5M).
    expect(rows.at(-1)!.rolling4).toBe(median(prices.flat()));
    expect(rows.at(-1)!.rolling4).toBe(3_500_000);
    expect(trendsCsvHeader("median-price")).toEqual([
      "Week start",
      "Week end",
      "Median contract price",
      "Contracts counted",
      "Median contract price, 4 weeks",
      "Contracts counted, 4 weeks",
      "Median contract price, 13 weeks",
      "Contracts counted, 13 weeks",
      "Median contract price, 52 weeks",
      "Contracts counted, 52 weeks",
      "Median contract price, same week a year earlier",
      "Contracts counted, same week a year earlier",
      "Median contract price, 52 weeks a year earlier",
      "Contracts counted, 52 weeks a year earlier",
      "Median contract price, 52 weeks, change from a year earlier",
    ]);
    // The last week holds one contract: too few for a median, so its cell is empty beside its count.
    expect(trendsCsvRows("median-price", rows).at(-1)).toEqual([
      "2025-09-22",
      "2025-09-28",
      null,
      1,
      3_500_000,
      7,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
