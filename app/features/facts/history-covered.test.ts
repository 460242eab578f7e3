import { describe, expect, it } from "vitest";
import { seedWeeks } from "~/domain/weekly-data.server";
import { marketHistoryOf } from "~/server/history-source.server";
import { facts, type Fact } from "~content/facts";
import { villageNames } from "~/domain/market-quotes";
import { factSpan, factsTheHistoryCovers, HISTORY_MEASURES, historyMeasureOf, TOWN_SEGMENTS } from "./history-covered";

const weeks = seedWeeks();
// The site as shipped: three sample years of contracts and listings, then the four seed weeks.
const { coverage } = marketHistoryOf(weeks, { sampleWeeks: weeks });

// A town-wide median typed for 2024, a year the history holds.
const townMedian2024: Fact = {
  ...facts.townPricePerSqFt,
  measure: "median-sale-price",
  segment: "Greenwich, all home types",
  period: "2024",
  asOf: "2024-12-31",
};

describe("typed facts against the history (decision 139)", () => {
  it("reads a fact's period as days", () => {
    expect(factSpan({ period: "2024", asOf: "2024-12-31" })).toEqual({ from: "2024-01-01", to: "2024-12-31" });
    expect(factSpan({ period: "12 months to September 2025", asOf: "2025-09-30" })).toEqual({
      from: "2024-10-01",
      to: "2025-09-30",
    });
    // Twelve months to a leap day: from the day after the last of February a year before.
    expect(factSpan({ period: "12 months to February 2024", asOf: "2024-02-29" })).toEqual({
      from: "2023-03-01",
      to: "2024-02-29",
    });
    expect(factSpan({ period: "September 2025", asOf: "2025-09-30" })).toEqual({
      from: "2025-09-01",
      to: "2025-09-30",
    });
    // A change covers the 12 months before too.
    expect(
      factSpan({ period: "12 months to September 2025, against the 12 months before", asOf: "2025-09-30" }),
    ).toEqual({ from: "2023-10-01", to: "2025-09-30" });
    expect(factSpan({ period: "Zoning in force in 2025", asOf: "2025-12-31" })).toBeNull();
    expect(
      factSpan({ period: "Zoning in force in 2025, against the 12 months before", asOf: "2025-12-31" }),
    ).toBeNull();
  });

  it("finds a typed town-wide median for a period the history covers, and none outside it", () => {
    expect(historyMeasureOf(townMedian2024, coverage)).toBe("median-price");
    // Before the history's first day, about a neighborhood, or an average: not the registry's figure.
    expect(historyMeasureOf({ ...townMedian2024, period: "2021", asOf: "2021-12-31" }, coverage)).toBeNull();
    // Byram is part of a village (06830), not one: the history cannot separate it.
    expect(historyMeasureOf({ ...townMedian2024, segment: "Byram" }, coverage)).toBeNull();
    // The single-family median the home page once typed: a segment of the history's series.
    const singleFamily = {
      ...townMedian2024,
      segment: "Greenwich, single-family homes",
      period: "12 months to September 2025",
      asOf: "2025-09-30",
    };
    expect(historyMeasureOf(singleFamily, coverage)).toBe("median-price");
    expect(historyMeasureOf({ ...townMedian2024, measure: "price-per-sq-ft" }, coverage)).toBeNull();
    expect(factsTheHistoryCovers({ townMedian2024, ...facts }, coverage)).toContain("townMedian2024");
  });

  it("types no fact the history computes, with no exception", () => {
    // The home page's market figures and luxury change (decision 139), the guides' town median
    // (decision 141), the villages' medians and changes, the town's sale-to-list price and days on
    // market and the fast market's share (decision 159) are computed from the history: a typed fact
    // of a measure and period it holds fails here.
    expect(factsTheHistoryCovers(facts, coverage)).toEqual([]);
  });

  it("still compares every typed fact of a measure the history gives: the ones it keeps are other segments", () => {
    // The typed medians of the history's measures are of neighborhoods that are part of a village, or
    // outside the villages' lines; the other typed figures are measures the history does not give.
    const kept = Object.entries(facts).filter(([, fact]) => HISTORY_MEASURES[fact.measure] !== undefined);
    expect(kept.map(([name, fact]) => [name, fact.segment])).toEqual([
      ["clientAverageDaysOnMarket", "Our listings"],
      ["clientSaleToListPercent", "Our listings"],
      ["byramMedianSalePrice", "Byram"],
      ["centralGreenwichMedianSalePrice", "Central Greenwich"],
      ["backcountryMedianSalePrice", "Backcountry"],
      ["northStreetMedianSalePrice", "North Street Corridor"],
      ["roundHillMedianSalePrice", "Round Hill"],
      ["conyersFarmMedianSalePrice", "Conyers Farm"],
      ["stamfordMedianSalePrice", "Stamford"],
    ]);
    for (const [name, fact] of kept) {
      expect(villageNames().includes(fact.segment) || TOWN_SEGMENTS.has(fact.segment), name).toBe(false);
    }
  });

  it("would have caught each figure decision 159 took from the history", () => {
    const trailing = { period: "12 months to September 2025", asOf: "2025-09-30" };
    const editorial = { source: "Publisher's editorial figure", ...trailing };
    const typed: Record<string, Fact> = {
      riversideMedianChange: {
        ...editorial,
        measure: "median-sale-price-change",
        segment: "Riverside",
        value: 6.4,
        unit: "change",
        measures: "Riverside median sale price, change year over year",
        period: "12 months to September 2025, against the 12 months before",
      },
      riversideMedianSalePrice: {
        ...editorial,
        measure: "median-sale-price",
        segment: "Riverside",
        value: 3_350_000,
        unit: "usd",
        measures: "Riverside median sale price",
      },
      townSaleToListPercent: {
        ...editorial,
        measure: "sale-to-list",
        segment: "Greenwich, all sales",
        value: 96.7,
        unit: "percent",
        measures: "Sale price as a share of the last list price, town-wide",
      },
      fastContractsUnder3mPercent: {
        ...editorial,
        measure: "share-to-contract-in-14-days",
        segment: "Greenwich, under $3M",
        value: 41,
        unit: "percent",
        measures: "Share of homes under $3M that went to contract within 14 days",
      },
      townAverageDaysOnMarket: {
        ...editorial,
        measure: "days-on-market",
        segment: "Greenwich, all sales",
        value: 32,
        unit: "count",
        measures: "Average days on market, all sales",
        period: "2024",
        asOf: "2024-12-31",
      },
    };
    expect(factsTheHistoryCovers({ ...facts, ...typed }, coverage)).toEqual(Object.keys(typed));
    expect(historyMeasureOf(typed.riversideMedianChange!, coverage)).toBe("median-price change");
    expect(historyMeasureOf(typed.townSaleToListPercent!, coverage)).toBe("sale-to-list");
    expect(historyMeasureOf(typed.fastContractsUnder3mPercent!, coverage)).toBe("fast contracts");
    // A change needs the year before as well: one the history holds only in part is not its figure.
    const early = {
      ...typed.riversideMedianChange!,
      period: "12 months to September 2023, against the 12 months before",
      asOf: "2023-09-30",
    };
    expect(historyMeasureOf(early, coverage)).toBeNull();
    // Nor is a village's median that the history does not name.
    expect(historyMeasureOf({ ...typed.riversideMedianSalePrice!, segment: "Central Greenwich" }, coverage)).toBeNull();
  });

  it("would have caught the town median the guides once typed", () => {
    const typed: Fact = {
      measure: "median-sale-price",
      segment: "Greenwich, all home types",
      value: 2_900_000,
      unit: "usd",
      measures: "Median sale price, all home types",
      period: "2024",
      asOf: "2024-12-31",
      source: "Publisher's editorial figure",
    };
    expect(factsTheHistoryCovers({ ...facts, townMedianSalePrice: typed }, coverage)).toEqual(["townMedianSalePrice"]);
  });
});
