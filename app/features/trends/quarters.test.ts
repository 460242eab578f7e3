import { describe, expect, it } from "vitest";
import { sale } from "~/domain/test-sale";
import {
  completeQuarters,
  parseQuarterId,
  percentChange,
  quarterDates,
  quarterId,
  quarterOf,
  quarterReport,
} from "./quarters";

describe("quarters", () => {
  it("names, parses and bounds a quarter", () => {
    expect(parseQuarterId("2025-q3")).toEqual({ year: 2025, quarter: 3 });
    for (const bad of ["2025-q5", "2025-Q3", "2025q3", "25-q1", "2025-q3 ", ""]) expect(parseQuarterId(bad)).toBeNull();
    expect(quarterId({ year: 2025, quarter: 3 })).toBe("2025-q3");
    expect(quarterOf("2025-09-30")).toEqual({ year: 2025, quarter: 3 });
    expect(quarterOf("2025-10-01")).toEqual({ year: 2025, quarter: 4 });
    expect(quarterDates({ year: 2024, quarter: 1 })).toEqual({ start: "2024-01-01", end: "2024-03-31" });
    expect(quarterDates({ year: 2025, quarter: 4 })).toEqual({ start: "2025-10-01", end: "2025-12-31" });
  });

  it("lists the quarters the history covers completely, newest first", () => {
    expect(completeQuarters("2024-12-30", "2025-10-05").map(quarterId)).toEqual(["2025-q3", "2025-q2", "2025-q1"]);
    expect(completeQuarters("2025-01-01", "2025-09-30").map(quarterId)).toEqual(["2025-q3", "2025-q2", "2025-q1"]);
    expect(completeQuarters("2025-07-02", "2025-10-05")).toEqual([]);
  });

  it("computes a quarter beside the quarter before and the same quarter a year earlier", () => {
    const contracts = [
      sale("2025-07-01", 2_000_000, { dom: 10 }),
      sale("2025-08-15", 4_000_000, { dom: 30, zip: "06878" }),
      sale("2025-09-30", 7_000_000, { dom: 90 }),
      sale("2025-09-12", 15_000, { type: "rental" }),
      sale("2025-04-10", 3_000_000),
      sale("2024-08-01", 1_500_000),
    ];
    const report = quarterReport(contracts, { year: 2025, quarter: 3 });
    expect(report.figures).toMatchObject({ contracts: 3, leases: 1, medianPrice: 4_000_000, medianDaysOnMarket: 30 });
    expect(report.figures.priceBands.map((band) => band.contracts)).toEqual([0, 1, 1, 1]);
    expect(report.figures.villages.find((village) => village.zip === "06878")).toMatchObject({
      contracts: 1,
      medianPrice: 4_000_000,
    });
    expect(report.previous.quarter).toEqual({ year: 2025, quarter: 2 });
    expect(report.previous.figures.medianPrice).toBe(3_000_000);
    expect(report.yearBefore.figures.medianPrice).toBe(1_500_000);
    expect(percentChange(report.figures.medianPrice, report.yearBefore.figures.medianPrice)).toBeCloseTo(166.667, 2);
    expect(percentChange(4, 0)).toBeNull();
    expect(percentChange(null, 3)).toBeNull();
  });
});
