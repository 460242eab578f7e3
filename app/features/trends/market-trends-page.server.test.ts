import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Contract } from "~/domain/contract-types";
import { addDays } from "~/lib/calendar";
import { SALE_TYPES } from "~/domain/market-records";
import { weeklyMarket, type Coverage } from "~/domain/weekly-market";
import type { MarketHistory } from "~/server/history-source.server";
import { marketTrendsCsv, marketTrendsPageData, trendsRows } from "./market-trends-page.server";
import { parseTrendsQuery, TRENDS_CHOICES, trendsQueryString, type TrendsQuery } from "./trends-view";

const historyOf = (contracts: Contract[], lastDay: string): MarketHistory => {
  const firstDay = contracts.map((contract) => contract.contractDate).sort()[0] ?? "";
  const coverage: Coverage = { contracts: firstDay ? [{ from: firstDay, to: lastDay }] : [], listings: [] };
  return {
    contracts,
    market: weeklyMarket({ contracts: contracts.filter((contract) => contract.type !== "rental") }, coverage),
    coverage,
    sample: [],
    firstDay,
    lastDay,
    listings: [],
  };
};

/** Five single-family contracts in 06878 a week for `weeks` weeks from `firstMonday`, priced by their week. */
const weeklyContracts = (weeks: number, firstMonday: string, priceOf: (week: number) => number): Contract[] =>
  Array.from({ length: weeks * 5 }, (_, index) => ({
    address: "1 Test Lane",
    type: "single-family" as const,
    zone: "R-20",
    zip: "06878" as const,
    acres: null,
    sqft: 2_000,
    price: priceOf(Math.floor(index / 5)),
    dom: 20,
    contractDate: addDays(firstMonday, Math.floor(index / 5) * 7),
  }));

const arbitraryContract = fc.record({
  address: fc.constant("1 Test Lane"),
  type: fc.constantFrom(...SALE_TYPES, "rental" as const),
  zone: fc.constant("R-20"),
  zip: fc.constantFrom("06830", "06831", "06807", "06870", "06878" as const),
  acres: fc.constant(null),
  sqft: fc.option(fc.integer({ min: 400, max: 15_000 })),
  price: fc.integer({ min: 100_000, max: 30_000_000 }),
  dom: fc.integer({ min: 0, max: 500 }),
  contractDate: fc
    .integer({ min: 0, max: 2 * 365 })
    .map((offset) => new Date(Date.UTC(2023, 8, 4 + offset)).toISOString().slice(0, 10)),
}) as fc.Arbitrary<Contract>;

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

const cellNumber = (cell: string) => (cell === "" ? null : Number(cell));

describe("the CSV download", () => {
  it("property: every download re-parses to the numbers the chart draws", () => {
    fc.assert(
      fc.property(fc.array(arbitraryContract, { minLength: 1, maxLength: 200 }), arbitraryQuery, (contracts, query) => {
        const history = historyOf(contracts, "2025-09-07");
        const params = new URLSearchParams(trendsQueryString(query));
        const result = marketTrendsCsv(history, params);
        if (!result.ok) throw new Error(result.message);
        const [header, ...records] = parse(result.csv, { bom: true }) as string[][];
        expect(header).toHaveLength(15);
        const rows = trendsRows(history, query);
        const figures = ["week", "rolling4", "rolling13", "rolling52", "yearAgo", "rolling52YearAgo"] as const;
        expect(records.map((record) => [record[0], record[1], ...record.slice(2, 14).map(cellNumber)])).toEqual(
          rows.map((row) => [
            row.weekStart,
            row.weekEnd,
            ...figures.flatMap((field) => [
              row.figures[field].value,
              row.figures[field].status === "gap" ? null : row.figures[field].basis,
            ]),
          ]),
        );
        // The chart draws those numbers: each weekly dot, read back on the value axis, is the CSV's value.
        const { geometry } = marketTrendsPageData(history, params).chart;
        for (const layout of [geometry.wide, geometry.narrow]) {
          const drawn = new Map(
            layout.dots.map((dot) => [
              dot.weekStart,
              (layout.domainMax * (layout.plot.bottom - dot.y)) / (layout.plot.bottom - layout.plot.top),
            ]),
          );
          for (const record of records) {
            const value = cellNumber(record[2]!);
            if (value === null) expect(drawn.has(record[0]!)).toBe(false);
            else expect(drawn.get(record[0]!)).toBeCloseTo(value, 6);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it("names the view in its file name and refuses an unknown value", () => {
    const history = historyOf([], "");
    const ok = marketTrendsCsv(history, new URLSearchParams("measure=contracts&period=13w&zip=06878"));
    expect(ok).toMatchObject({ ok: true, fileName: "greenwich-contracts-13w-all-types-06878-all-prices.csv" });
    expect(marketTrendsCsv(history, new URLSearchParams("measure=rent"))).toEqual({
      ok: false,
      message: "“rent” is not a measure this page offers: showing Median contract price.",
    });
  });
});

describe("the page", () => {
  it("names in the chart's description the week where its sample history ends", () => {
    // 20 weeks from Monday, January 6, 2025, five contracts each; the first 8 weeks are sample.
    const contracts = weeklyContracts(20, "2025-01-06", () => 1_000_000);
    const history = { ...historyOf(contracts, "2025-05-25"), sample: [{ from: "2025-01-06", to: "2025-03-02" }] };
    const view = marketTrendsPageData(history, new URLSearchParams("period=1y"));
    expect(view.chart.description).toContain(
      "A dashed line marks where sample history ends: the weeks before that of March 3, 2025 are sample data.",
    );
    expect(view.chart.geometry.wide.sampleEnds.map((end) => end.firstRealWeek)).toEqual(["2025-03-03"]);
    expect(view.chart.geometry.narrow.sampleEnds.map((end) => end.firstRealWeek)).toEqual(["2025-03-03"]);
    const withoutSample = marketTrendsPageData(historyOf(contracts, "2025-05-25"), new URLSearchParams("period=1y"));
    expect(withoutSample.chart.description).not.toContain("sample");
  });
  it("links its download to the same query and shows the newest week of every measure", () => {
    // 70 weeks from 2024-01-01, each with five contracts at one price: 1M, 1.05M, 1.1M, ...
    const contracts = weeklyContracts(70, "2024-01-01", (week) => 1_000_000 + week * 50_000);
    const view = marketTrendsPageData(historyOf(contracts, "2025-05-04"), new URLSearchParams("zip=06878&period=bad"));
    expect(view.notices).toEqual(["“bad” is not a period this page offers: showing 1 year."]);
    expect(view.chart.csvHref).toBe("/market-trends.csv?measure=median-price&period=1y&type=all&zip=06878&band=all");
    expect(parseTrendsQuery(new URLSearchParams(view.chart.csvHref.split("?")[1])).notices).toEqual([]);
    expect(view.chart.rows).toHaveLength(52);
    expect(view.headline.title).toBe("The week of April 28, 2025");
    const [contractCards, listingCards] = view.headline.groups;
    const price = contractCards!.items.find((item) => item.measure === "median-price")!;
    // Week 69 is priced 4.45M. Weeks 18-69 (the 52 weeks ending with it) have a median of the
    // middle weeks 43 and 44: (3.15M + 3.2M) / 2. The 52 weeks a year earlier start before the history.
    expect(price).toMatchObject({ value: "$4.45M", rolling52: "$3.18M", rolling52YearAgo: "No history", change: null });
    const contracts52 = contractCards!.items.find((item) => item.measure === "contracts")!;
    expect(contracts52).toMatchObject({ value: "5", rolling13: "5 a week" });
    expect(contractCards!.items).toHaveLength(5);
    // No listings export covers these weeks: every supply card says there is no history, none reads zero.
    expect(listingCards!.items.map((item) => item.value)).toEqual(Array(6).fill("No history"));
    expect(view.headline.condition).toBeNull();
  });
});

// A week never imported between two that were is a gap, never a zero: no 4-, 13- or 52-week figure
// spans it, so it cannot drag an average of contracts per week down.
describe("a gap in the broker's weeks", () => {
  const weekly = (from: string, weeks: number) =>
    Array.from({ length: weeks * 5 }, (_, index) => ({
      address: "1 Test Lane",
      type: "single-family" as const,
      zone: "R-20",
      zip: "06830" as const,
      acres: null,
      sqft: 3000,
      price: 2_000_000,
      dom: 20,
      contractDate: new Date(Date.UTC(2025, 0, 6 + 7 * Math.floor(index / 5) + (from === "late" ? 7 * 14 : 0)))
        .toISOString()
        .slice(0, 10),
    })) as Contract[];
  // Weeks of January 6 to March 31, 2025 and from April 14 on; the week of April 7 never imported.
  const contracts = [...weekly("early", 13), ...weekly("late", 13)];
  const coverage: Coverage = {
    contracts: [
      { from: "2025-01-06", to: "2025-04-06" },
      { from: "2025-04-14", to: "2025-07-13" },
    ],
    listings: [],
  };
  const history: MarketHistory = {
    contracts,
    market: weeklyMarket({ contracts }, coverage),
    coverage,
    sample: [],
    firstDay: "2025-01-06",
    lastDay: "2025-07-13",
    listings: [],
  };

  it("draws no 13-week figure over the missing week, and the full 5 a week where none is missing", () => {
    const rows = trendsRows(history, parseTrendsQuery(new URLSearchParams("measure=contracts&period=1y")).query);
    const gapWeek = rows.find((row) => row.weekStart === "2025-04-07")!;
    expect(gapWeek.value).toBeNull();
    for (const row of rows.filter((candidate) => candidate.rolling13 !== null)) {
      expect(row.rolling13, row.weekStart).toBe(5);
    }
    // Every 13-week window that holds the week of April 7 is a gap.
    expect(rows.filter((row) => row.weekStart >= "2025-04-07" && row.weekStart <= "2025-06-30")).not.toHaveLength(0);
    expect(
      rows.filter((row) => row.weekStart >= "2025-04-07" && row.weekStart <= "2025-06-30").map((row) => row.rolling13),
    ).toEqual(rows.filter((row) => row.weekStart >= "2025-04-07" && row.weekStart <= "2025-06-30").map(() => null));
    expect(rows.find((row) => row.weekStart === "2025-07-07")!.rolling13).toBe(5);
  });
});
