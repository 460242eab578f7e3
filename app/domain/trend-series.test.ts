import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sale } from "./test-sale";
import { median } from "~/lib/statistics";
import { ALL_SALES, inSegment, measureOf, priceBandOf, TREND_MEASURE_IDS, weekStartOf } from "./market-history";
import { middleOf, trendSeries, weekInContext, weeklyHistory } from "./trend-series";

describe("weeks", () => {
  it("a week runs Monday to Sunday", () => {
    expect(weekStartOf("2025-09-01")).toBe("2025-09-01"); // a Monday
    expect(weekStartOf("2025-09-07")).toBe("2025-09-01"); // the Sunday after
    expect(weekStartOf("2025-09-08")).toBe("2025-09-08");
    expect(weekStartOf("2024-01-01")).toBe("2024-01-01");
    expect(weekStartOf("2023-12-31")).toBe("2023-12-25");
  });

  it("price bands hold their lower bound, not their upper one", () => {
    expect(priceBandOf(1_999_999)).toBe("under-2m");
    expect(priceBandOf(2_000_000)).toBe("2m-4m");
    expect(priceBandOf(6_000_000)).toBe("6m-plus");
  });
});

describe("measures", () => {
  const pool = [
    sale("2025-09-01", 1_000_000, { dom: 10 }),
    sale("2025-09-02", 5_000_000, { dom: 50, sqft: null }),
    sale("2025-09-03", 3_000_000, { dom: 20, sqft: 1_500 }),
  ];

  it("medians are the middle value; price per sq ft leaves out contracts without square feet", () => {
    expect(measureOf("median-price", pool)).toBe(3_000_000);
    expect(measureOf("median-days-on-market", pool)).toBe(20);
    // 1,000,000 / 2,000 = 500 and 3,000,000 / 1,500 = 2,000: the mean of the two middle ones.
    expect(measureOf("median-price-per-sq-ft", pool)).toBe(1_250);
    expect(measureOf("share-above-4m", pool)).toBeCloseTo(100 / 3);
    expect(measureOf("contracts", pool)).toBe(3);
    expect(measureOf("contracts", pool, 3)).toBe(1);
  });

  it("a period without contracts has no median, and 0 contracts", () => {
    expect(measureOf("median-price", [])).toBeNull();
    expect(measureOf("contracts", [])).toBe(0);
  });
});

describe("trendSeries", () => {
  // 60 weeks from Monday 2024-01-01, week i holding i + 1 contracts priced 1M, 2M, ... (i + 1)M.
  const contracts = Array.from({ length: 60 }, (_, week) =>
    Array.from({ length: week + 1 }, (_, n) => {
      const day = new Date(Date.UTC(2024, 0, 1 + week * 7 + (n % 7)));
      return sale(day.toISOString().slice(0, 10), (n + 1) * 1_000_000);
    }),
  ).flat();
  const history = weeklyHistory(contracts);

  it("covers every week of the period, the last one last", () => {
    const series = trendSeries(history, { measure: "contracts", segment: ALL_SALES, period: "13w" });
    expect(series).toHaveLength(13);
    expect(series.at(-1)).toMatchObject({ weekStart: "2025-02-17", weekEnd: "2025-02-23", count: 60, value: 60 });
    expect(trendSeries(history, { measure: "contracts", segment: ALL_SALES, period: "all" })).toHaveLength(60);
  });

  it("rolling lines pool their weeks' contracts; a year earlier is the week 52 weeks before", () => {
    const last = trendSeries(history, { measure: "median-price", segment: ALL_SALES, period: "1y" }).at(-1)!;
    // Week 59 holds 1M..60M: median 30.5M. Weeks 56-59 hold 57+58+59+60 contracts; their median
    // is the middle of the pooled prices.
    expect(last.value).toBe(30_500_000);
    const pooled = [57, 58, 59, 60].flatMap((count) => Array.from({ length: count }, (_, n) => (n + 1) * 1_000_000));
    pooled.sort((a, b) => a - b);
    expect(last.rolling4).toBe((pooled[116]! + pooled[117]!) / 2);
    // Week 7 holds 1M..8M: median 4.5M.
    expect(last.yearAgo).toBe(4_500_000);
    const contractsPerWeek = trendSeries(history, { measure: "contracts", segment: ALL_SALES, period: "1y" }).at(-1)!;
    expect(contractsPerWeek.rolling13).toBe((48 + 49 + 50 + 51 + 52 + 53 + 54 + 55 + 56 + 57 + 58 + 59 + 60) / 13);
  });

  it("has no rolling or year-ago value before the history has those weeks", () => {
    const first = trendSeries(history, { measure: "median-price", segment: ALL_SALES, period: "all" })[0]!;
    expect(first).toMatchObject({
      weekStart: "2024-01-01",
      value: 1_000_000,
      rolling4: null,
      rolling13: null,
      yearAgo: null,
    });
  });

  it("a segment keeps only its contracts, and never leases", () => {
    const mixed = weeklyHistory([
      sale("2025-09-01", 1_000_000),
      sale("2025-09-02", 9_000_000, { zip: "06831" }),
      sale("2025-09-03", 12_000, { type: "rental" }),
    ]);
    const [all] = trendSeries(mixed, { measure: "contracts", segment: ALL_SALES, period: "13w" });
    expect(all!.value).toBe(2);
    const [north] = trendSeries(mixed, {
      measure: "median-price",
      segment: { ...ALL_SALES, zip: "06831" },
      period: "13w",
    });
    expect(north!.value).toBe(9_000_000);
    const [band] = trendSeries(mixed, {
      measure: "contracts",
      segment: { ...ALL_SALES, band: "under-2m" },
      period: "13w",
    });
    expect(band!.value).toBe(1);
  });

  it("places a week among the 13 before it and the same week a year earlier", () => {
    expect(weekInContext(history, "2025-02-19", "contracts", ALL_SALES)).toEqual({
      value: 60,
      rolling13: (48 + 60) / 2,
      yearAgo: 8,
    });
    expect(weekInContext(history, "2030-01-07", "contracts", ALL_SALES)).toBeNull();
  });

  it("property: every contract of the history is in exactly one week, and the weekly counts add up", () => {
    const arbitraryContract = fc.record({
      type: fc.constantFrom("single-family", "condo", "land", "rental" as const),
      zip: fc.constantFrom("06830", "06831", "06807" as const),
      price: fc.integer({ min: 100_000, max: 20_000_000 }),
      sqft: fc.option(fc.integer({ min: 500, max: 12_000 })),
      dom: fc.integer({ min: 0, max: 400 }),
      contractDate: fc
        .integer({ min: 0, max: 3 * 365 })
        .map((offset) => new Date(Date.UTC(2022, 8, 1 + offset)).toISOString().slice(0, 10)),
    });
    fc.assert(
      fc.property(fc.array(arbitraryContract, { minLength: 1, maxLength: 300 }), (contracts) => {
        const grouped = weeklyHistory(contracts);
        expect(grouped.weeks.flat()).toHaveLength(contracts.length);
        const series = trendSeries(grouped, { measure: "contracts", segment: ALL_SALES, period: "all" });
        const counted = series.reduce((sum, point) => sum + point.count, 0);
        expect(counted).toBe(contracts.filter((contract) => contract.type !== "rental").length);
        for (const point of series) {
          expect(
            grouped.weeks.flat().filter((c) => weekStartOf(c.contractDate) === point.weekStart && c.type !== "rental"),
          ).toHaveLength(point.count);
        }
      }),
      { numRuns: 50 },
    );
  });

  it("property: the series' figures are measureOf over each week, its 4 and 13 weeks, and the week a year earlier", () => {
    const arbitraryContract = fc.record({
      type: fc.constantFrom("single-family", "condo", "land", "rental" as const),
      zip: fc.constantFrom("06830", "06831" as const),
      price: fc.integer({ min: 100_000, max: 9_000_000 }),
      sqft: fc.option(fc.integer({ min: 500, max: 12_000 })),
      dom: fc.integer({ min: 0, max: 400 }),
      contractDate: fc
        .integer({ min: 0, max: 2 * 365 })
        .map((offset) => new Date(Date.UTC(2023, 0, 2 + offset)).toISOString().slice(0, 10)),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryContract, { minLength: 1, maxLength: 400 }),
        fc.constantFrom(...TREND_MEASURE_IDS),
        fc.constantFrom(ALL_SALES, { type: "all", zip: "06831", band: "2m-4m" } as const),
        (contracts, measure, segment) => {
          const grouped = weeklyHistory(contracts);
          const weeks = grouped.weeks.map((week) => week.filter((contract) => inSegment(contract, segment)));
          const pool = (end: number, span: number) =>
            end - span + 1 < 0 ? null : measureOf(measure, weeks.slice(end - span + 1, end + 1).flat(), span);
          trendSeries(grouped, { measure, segment, period: "all" }).forEach((point, index) => {
            expect(point.value).toBe(measureOf(measure, weeks[index]!));
            expect(point.rolling4).toBe(pool(index, 4));
            expect(point.rolling13).toBe(pool(index, 13));
            expect(point.yearAgo).toBe(index < 52 ? null : measureOf(measure, weeks[index - 52]!));
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it("property: the series' median (selected, not sorted) is lib/statistics' median", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e7, noNaN: true }), { minLength: 1, maxLength: 200 }),
        (values) => {
          expect(middleOf(Float64Array.from(values))).toBe(median(values));
        },
      ),
    );
  });

  it("property: a median is the middle of the sorted values", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 1, maxLength: 101 }), (prices) => {
        const value = measureOf(
          "median-price",
          prices.map((price) => sale("2025-09-01", price)),
        )!;
        const below = prices.filter((price) => price < value).length;
        const above = prices.filter((price) => price > value).length;
        expect(below).toBeLessThanOrEqual(prices.length / 2);
        expect(above).toBeLessThanOrEqual(prices.length / 2);
      }),
    );
  });
});
