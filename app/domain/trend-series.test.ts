import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dayNumber, isoDateOf, weekEndOf, weekStartOf } from "~/lib/calendar";
import { sale } from "./test-sale";
import { figureOf, GAP, MEASURE_IDS, PACE_WEEKS, poolingOf, recordKindsOf, type MeasurePool } from "./measures";
import {
  inSegment,
  NO_RECORDS,
  RECORD_KINDS,
  RECORD_SOURCE,
  WHOLE_MARKET,
  type HistoryContract,
  type PoolRecords,
  type RecordKind,
} from "./market-records";
import { pointOfWeek, trendSeries } from "./trend-series";
import { recordDate, weeklyMarket, weekRecords, type Coverage } from "./weekly-market";
import { arbitraryMarketRecords } from "./test-market";

/** Coverage of every day from `from` to `to`, for both sources. */
const everyDay = (from: string, to: string): Coverage => ({
  contracts: [{ from, to }],
  listings: [{ from, to }],
});

describe("trendSeries", () => {
  // 60 weeks from Monday 2024-01-01, week i holding i + 1 contracts priced 1M, 2M, ... (i + 1)M.
  const contracts = Array.from({ length: 60 }, (_, week) =>
    Array.from({ length: week + 1 }, (_, n) => sale(addDays("2024-01-01", week * 7 + (n % 7)), (n + 1) * 1_000_000)),
  ).flat();
  const market = weeklyMarket({ contracts }, everyDay("2024-01-01", "2025-02-23"));

  it("covers every week of the period, the last one last", () => {
    const series = trendSeries(market, { measure: "contracts", segment: WHOLE_MARKET, period: "13w" });
    expect(series).toHaveLength(13);
    expect(series.at(-1)).toMatchObject({
      weekStart: "2025-02-17",
      weekEnd: "2025-02-23",
      week: { value: 60, basis: 60, status: "ok" },
    });
    expect(trendSeries(market, { measure: "contracts", segment: WHOLE_MARKET, period: "all" })).toHaveLength(60);
  });

  it("rolling figures pool their weeks' contracts; a year earlier is the week 52 weeks before", () => {
    const last = trendSeries(market, { measure: "median-price", segment: WHOLE_MARKET, period: "1y" }).at(-1)!;
    // Week 59 holds 1M..60M: median 30.5M. Weeks 56-59 hold 57+58+59+60 contracts; their median
    // is the middle of the pooled prices.
    expect(last.week).toEqual({ value: 30_500_000, basis: 60, status: "ok" });
    const pooled = [57, 58, 59, 60].flatMap((count) => Array.from({ length: count }, (_, n) => (n + 1) * 1_000_000));
    pooled.sort((a, b) => a - b);
    expect(last.rolling4.value).toBe((pooled[116]! + pooled[117]!) / 2);
    // Week 7 holds 1M..8M: median 4.5M.
    expect(last.yearAgo).toEqual({ value: 4_500_000, basis: 8, status: "ok" });
    // Weeks 8-59: 9 + 10 + ... + 60 contracts a week.
    const perWeek = trendSeries(market, { measure: "contracts", segment: WHOLE_MARKET, period: "1y" }).at(-1)!;
    expect(perWeek.rolling13.value).toBe((48 + 49 + 50 + 51 + 52 + 53 + 54 + 55 + 56 + 57 + 58 + 59 + 60) / 13);
    expect(perWeek.rolling52).toEqual({ value: ((9 + 60) * 52) / 2 / 52, basis: ((9 + 60) * 52) / 2, status: "ok" });
    // The 52 weeks a year earlier would start 44 weeks before the history: not available.
    expect(perWeek.rolling52YearAgo.status).toBe("gap");
  });

  it("withholds a median resting on fewer than five contracts, and says how many", () => {
    const first = trendSeries(market, { measure: "median-price", segment: WHOLE_MARKET, period: "all" });
    // Week 0 holds one contract, week 3 four, week 4 five.
    expect(first[0]!.week).toEqual({ value: null, basis: 1, status: "few" });
    expect(first[3]!.week).toEqual({ value: null, basis: 4, status: "few" });
    expect(first[4]!.week).toEqual({ value: 3_000_000, basis: 5, status: "ok" });
    // A count is never withheld.
    const counts = trendSeries(market, { measure: "contracts", segment: WHOLE_MARKET, period: "all" });
    expect(counts[0]!.week).toEqual({ value: 1, basis: 1, status: "ok" });
  });

  it("has no rolling or year-ago figure before the history has those weeks", () => {
    const first = trendSeries(market, { measure: "contracts", segment: WHOLE_MARKET, period: "all" })[0]!;
    expect(first).toMatchObject({ weekStart: "2024-01-01", rolling4: GAP, rolling13: GAP, yearAgo: GAP });
  });

  it("a week the data does not cover is a gap, never a zero, and so is every window over it", () => {
    // Weeks 10 and 11 (2024-03-11 to 2024-03-24) were never imported: no coverage, no contracts.
    const holed = weeklyMarket(
      {
        contracts: contracts.filter(
          (contract) => contract.contractDate < "2024-03-11" || contract.contractDate > "2024-03-24",
        ),
      },
      {
        contracts: [
          { from: "2024-01-01", to: "2024-03-10" },
          { from: "2024-03-25", to: "2025-02-23" },
        ],
        listings: [],
      },
    );
    const series = trendSeries(holed, { measure: "contracts", segment: WHOLE_MARKET, period: "all" });
    expect(series[10]!.week).toEqual(GAP);
    expect(series[11]!.week).toEqual(GAP);
    expect(series[12]!.week.value).toBe(13);
    // 13 weeks ending with week 23 reach week 11; those ending with week 24 start at week 12.
    expect(series[23]!.rolling13).toEqual(GAP);
    expect(series[24]!.rolling13.value).toBe((13 + 14 + 15 + 16 + 17 + 18 + 19 + 20 + 21 + 22 + 23 + 24 + 25) / 13);
  });

  it("a segment keeps only its records, and never leases", () => {
    const mixed = weeklyMarket(
      {
        contracts: [
          sale("2025-09-01", 1_000_000),
          sale("2025-09-02", 9_000_000, { zip: "06831" }),
          sale("2025-09-03", 12_000, { type: "rental" }),
        ],
      },
      everyDay("2025-09-01", "2025-09-07"),
    );
    const [all] = trendSeries(mixed, { measure: "contracts", segment: WHOLE_MARKET, period: "13w" });
    expect(all!.week.value).toBe(2);
    const [band] = trendSeries(mixed, {
      measure: "contracts",
      segment: { ...WHOLE_MARKET, band: "under-2m" },
      period: "13w",
    });
    expect(band!.week.value).toBe(1);
  });

  it("places a week among the 13 before it and the same week a year earlier", () => {
    const point = pointOfWeek(market, "contracts", WHOLE_MARKET, "2025-02-19")!;
    expect(point.week.value).toBe(60);
    expect(point.rolling13.value).toBe((48 + 60) / 2);
    expect(point.yearAgo.value).toBe(8);
    expect(pointOfWeek(market, "contracts", WHOLE_MARKET, "2030-01-07")).toBeNull();
  });
});

/**
 * The plain definition of a window's figure: the registry's `figureOf` over the records of the
 * window's weeks (and of a ratio's pace, the 13 weeks ending with it or the window when longer),
 * or a gap when a week the measure reads is not covered or lies before the history.
 */
function plainFigure(
  weeks: readonly PoolRecords[],
  covered: Record<"contracts" | "listings", Uint8Array>,
  id: (typeof MEASURE_IDS)[number],
  end: number,
  span: number,
) {
  const pooling = poolingOf(id);
  const start = end - span + 1;
  const paceStart = end - Math.max(span, PACE_WEEKS) + 1;
  const usesPace =
    pooling.kind === "ratio" && [pooling.numerator, pooling.denominator].some((side) => side.over === "pace");
  const sources = recordKindsOf(pooling).map((kind) => RECORD_SOURCE[kind]);
  const holds = (from: number) =>
    from >= 0 && sources.every((source) => covered[source].subarray(from, end + 1).every((flag) => flag === 1));
  if (!holds(start) || (usesPace && !holds(paceStart))) return GAP;
  const records = (from: number): PoolRecords =>
    Object.fromEntries(
      RECORD_KINDS.map((kind) => [kind, weeks.slice(from, end + 1).flatMap((week) => week[kind] as never[])]),
    ) as unknown as PoolRecords;
  const pool: MeasurePool = {
    weeks: span,
    records: records(start),
    pace: { weeks: end - paceStart + 1, records: records(Math.max(0, paceStart)) },
  };
  return figureOf(id, pool);
}

describe("the fast series path equals the registry's plain definition", () => {
  it("property: for every measure and segment, every figure of every week is figureOf over the same records", () => {
    fc.assert(
      fc.property(
        arbitraryMarketRecords,
        fc.constantFrom(...MEASURE_IDS),
        fc.constantFrom(
          WHOLE_MARKET,
          { type: "all", zip: "06831", band: "all" } as const,
          { type: "condo", zip: "all", band: "2m-4m" } as const,
        ),
        fc.constantFrom("13w", "1y", "all" as const),
        fc.integer({ min: 60, max: 130 }),
        ({ records, coverage }, id, segment, period, lastOffset) => {
          const market = weeklyMarket(records, coverage);
          const inside = Array.from({ length: market.weekCount }, (_, index) => weekRecords(market, index)).map(
            (week) =>
              Object.fromEntries(
                RECORD_KINDS.map((kind) => [
                  kind,
                  (week[kind] as never[]).filter((record) => inSegment(record, segment)),
                ]),
              ) as unknown as PoolRecords,
          );
          const lastWeek = addDays(market.firstWeek, lastOffset * 7);
          trendSeries(market, { measure: id, segment, period, lastWeek }).forEach((point) => {
            const index = (dayNumber(point.weekStart) - dayNumber(market.firstWeek)) / 7;
            const plain = (end: number, span: number) => plainFigure(inside, market.covered, id, end, span);
            expect(point.week).toEqual(plain(index, 1));
            expect(point.rolling4).toEqual(plain(index, 4));
            expect(point.rolling13).toEqual(plain(index, 13));
            expect(point.rolling52).toEqual(plain(index, 52));
            expect(point.yearAgo).toEqual(plain(index - 52, 1));
            expect(point.rolling52YearAgo).toEqual(plain(index - 52, 52));
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it("property: every record is in exactly one week, the week of its date", () => {
    fc.assert(
      fc.property(arbitraryMarketRecords, ({ records, coverage }) => {
        const market = weeklyMarket(records, coverage);
        for (const kind of RECORD_KINDS) {
          const all = (records[kind] ?? []) as PoolRecords[RecordKind];
          const weeks = Array.from({ length: market.weekCount }, (_, index) => weekRecords(market, index));
          expect(weeks.flatMap((week) => week[kind] as never[])).toHaveLength(all.length);
          weeks.forEach((week, index) => {
            const monday = isoDateOf(dayNumber(market.firstWeek) + index * 7);
            for (const record of week[kind]) expect(weekStartOf(recordDate(kind, record))).toBe(monday);
          });
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("weeklyMarket", () => {
  it("a week is covered only when a source covers all seven of its days", () => {
    const market = weeklyMarket(
      { contracts: [sale("2025-09-03", 1_000_000)] as HistoryContract[] },
      { contracts: [{ from: "2025-09-02", to: "2025-09-21" }], listings: [{ from: "2025-09-01", to: "2025-09-07" }] },
    );
    expect(market.firstWeek).toBe("2025-09-01");
    // The week of September 1 starts a day before the contracts' span; the next two are covered.
    expect([...market.covered.contracts]).toEqual([0, 1, 1]);
    expect([...market.covered.listings]).toEqual([1, 0, 0]);
    expect(weekEndOf(market.firstWeek)).toBe("2025-09-07");
    expect(weekRecords(market, 0)).toEqual({ ...NO_RECORDS, contracts: [sale("2025-09-03", 1_000_000)] });
  });
});
