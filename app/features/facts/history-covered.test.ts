import { describe, expect, it } from "vitest";
import { seedWeeks } from "~/domain/weekly-data.server";
import { marketHistoryOf } from "~/server/history-source.server";
import { facts, type Fact } from "~content/facts";
import { factSpan, factsTheHistoryCovers, historyMeasureOf } from "./history-covered";

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
    expect(factSpan({ period: "Zoning in force in 2025", asOf: "2025-12-31" })).toBeNull();
  });

  it("finds a typed town-wide median for a period the history covers, and none outside it", () => {
    expect(historyMeasureOf(townMedian2024, coverage)).toBe("median-sale-price");
    // Before the history's first day, about a neighborhood, or an average: not the registry's figure.
    expect(historyMeasureOf({ ...townMedian2024, period: "2021", asOf: "2021-12-31" }, coverage)).toBeNull();
    expect(historyMeasureOf({ ...townMedian2024, segment: "Byram" }, coverage)).toBeNull();
    // The single-family median the home page once typed: a segment of the history's series.
    const singleFamily = {
      ...townMedian2024,
      segment: "Greenwich, single-family homes",
      period: "12 months to September 2025",
      asOf: "2025-09-30",
    };
    expect(historyMeasureOf(singleFamily, coverage)).toBe("median-sale-price");
    expect(historyMeasureOf({ ...townMedian2024, measure: "price-per-sq-ft" }, coverage)).toBeNull();
    expect(factsTheHistoryCovers({ townMedian2024, ...facts }, coverage)).toContain("townMedian2024");
  });

  it("types no fact the history computes", () => {
    // The home page's market figures and luxury change (decision 139) and the guides' town median
    // (decision 141) are computed from the history: a typed fact of a measure and period it holds
    // fails here.
    expect(factsTheHistoryCovers(facts, coverage)).toEqual([]);
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
