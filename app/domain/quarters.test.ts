import { describe, expect, it } from "vitest";
import { sale } from "~/domain/test-sale";
import { completeQuarters, parseQuarterId, quarterDates, quarterId, quarterOf, quarterReport } from "./quarters";

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

  it("leaves out of the list a quarter with days the history does not cover", () => {
    const holed = [
      { from: "2024-12-30", to: "2025-05-04" },
      { from: "2025-05-19", to: "2025-10-05" },
    ];
    expect(completeQuarters("2024-12-30", "2025-10-05", holed).map(quarterId)).toEqual(["2025-q3", "2025-q1"]);
  });

  const covered = [{ from: "2024-01-01", to: "2025-10-05" }];
  const prices = (date: string, list: number[], extra: Parameters<typeof sale>[2] = {}) =>
    list.map((price) => sale(date, price, extra));
  const contracts = [
    ...prices("2025-07-01", [2_000_000, 2_500_000], { dom: 10 }),
    ...prices("2025-08-15", [4_000_000, 4_200_000], { dom: 30, zip: "06878" }),
    ...prices("2025-09-30", [7_000_000, 8_000_000], { dom: 90 }),
    sale("2025-09-12", 15_000, { type: "rental" }),
    ...prices("2025-04-10", [3_000_000, 3_000_000, 3_000_000, 3_000_000, 3_000_000]),
    ...prices("2024-08-01", [1_500_000, 1_500_000, 1_500_000, 1_600_000, 1_600_000]),
  ];

  it("computes a quarter beside the quarter before and the same quarter a year earlier", () => {
    const report = quarterReport(contracts, { year: 2025, quarter: 3 }, covered);
    expect(report.figures.held).toBe(true);
    expect(report.figures.leases).toBe(1);
    // A quarter's count is its total.
    expect(report.figures.measures.contracts).toEqual({ value: 6, basis: 6, status: "ok" });
    expect(report.figures.measures["median-price"].value).toBe(4_100_000);
    expect(report.figures.measures["median-days-on-market"].value).toBe(30);
    expect(report.figures.priceBands.map((band) => band.contracts.value)).toEqual([0, 2, 2, 2]);
    // Two sales in Riverside: a count, but too few for a median.
    expect(report.figures.villages.find((village) => village.zip === "06878")).toMatchObject({
      contracts: { value: 2, basis: 2 },
      medianPrice: { value: null, basis: 2, status: "few" },
    });
    expect(report.previous.quarter).toEqual({ year: 2025, quarter: 2 });
    expect(report.previous.figures.measures["median-price"].value).toBe(3_000_000);
    expect(report.yearBefore.figures.measures["median-price"].value).toBe(1_500_000);
  });

  it("a quarter the history holds only in part has no figures: no history, never a zero", () => {
    const partly = [{ from: "2024-08-01", to: "2025-10-05" }];
    const report = quarterReport(contracts, { year: 2025, quarter: 3 }, partly);
    expect(report.yearBefore.figures.held).toBe(false);
    expect(report.yearBefore.figures.measures.contracts.status).toBe("gap");
    expect(report.yearBefore.figures.measures["median-price"].status).toBe("gap");
    expect(report.figures.held).toBe(true);
  });
});
