import { describe, expect, it } from "vitest";
import { yearContracts, yearHistory } from "./test-year-history";
import { completeYears } from "~/domain/quarters";
import { parseYear, yearReport } from "./year-figures";

describe("completeYears", () => {
  it("lists the years whose every quarter the history holds, newest first", () => {
    expect(completeYears(yearHistory)).toEqual([2025, 2024]);
  });

  it("leaves out a year with a day no source covers", () => {
    const gap = {
      ...yearHistory,
      coverage: {
        contracts: [
          { from: "2023-07-03", to: "2025-03-02" },
          { from: "2025-03-10", to: "2026-01-04" },
        ],
      },
    };
    expect(completeYears(gap)).toEqual([2024]);
  });

  it("holds no year before the history covers one whole", () => {
    expect(completeYears({ firstDay: "", lastDay: "", coverage: { contracts: [] } })).toEqual([]);
    expect(completeYears({ ...yearHistory, lastDay: "2024-12-29" })).toEqual([]);
  });
});

describe("parseYear", () => {
  it("reads four digits only", () => {
    expect(parseYear("2025")).toBe(2025);
    expect(parseYear("25")).toBeNull();
    expect(parseYear("2025a")).toBeNull();
    expect(parseYear(" 2025")).toBeNull();
  });
});

describe("yearReport", () => {
  const coverage = yearHistory.coverage.contracts;
  const report = yearReport(yearContracts, 2025, coverage);

  it("counts the year's sale contracts and leases apart, with their medians", () => {
    // 6 + 1 land + 4 + 2 + 5 = 18 sales; 1 lease.
    expect(report.figures.measures.contracts).toEqual({ value: 18, basis: 18, status: "ok" });
    expect(report.figures.leases).toBe(1);
    // Sorted prices: $1M, 6 x $2M, 4 x $3M, 2 x $4M, 5 x $7M: the 9th and 10th are $3M.
    expect(report.figures.measures["median-price"].value).toBe(3_000_000);
    // Per sq ft without the lot: 6 x 1,000, 4 x 1,500, 2 x 2,000, 5 x 3,500: the 9th of 17 is 1,500.
    expect(report.figures.measures["median-price-per-sq-ft"]).toEqual({ value: 1_500, basis: 17, status: "ok" });
    expect(report.figures.measures["median-days-on-market"].value).toBe(30);
    expect(report.yearBefore.measures.contracts.basis).toBe(15);
    expect(report.yearBefore.leases).toBe(2);
  });

  it("gives each quarter beside the same quarter a year earlier", () => {
    expect(report.quarters.map((quarter) => quarter.figures.measures.contracts.basis)).toEqual([7, 4, 2, 5]);
    expect(report.quarters.map((quarter) => quarter.yearBefore.measures.contracts.basis)).toEqual([5, 5, 0, 5]);
  });

  it("bands the year's sales by contract price: $2M is in $2M to $4M", () => {
    expect(report.figures.priceBands.map((band) => [band.id, band.contracts.basis])).toEqual([
      ["under-2m", 1],
      ["2m-4m", 10],
      ["4m-6m", 2],
      ["6m-plus", 5],
    ]);
  });

  it("lists the villages and the sale types, co-ops with condominiums", () => {
    const village = (zip: string) => report.figures.villages.find((entry) => entry.zip === zip)!;
    expect(village("06830").contracts.basis).toBe(13);
    expect(village("06878").contracts.basis).toBe(5);
    expect(report.types.map((type) => [type.id, type.figures.measures.contracts.basis])).toEqual([
      ["single-family", 11],
      ["condo", 6],
      ["multifamily", 0],
      ["land", 1],
    ]);
  });

  it("filters the quarters by property type, leases by the rental filter", () => {
    const condo = yearReport(yearContracts, 2025, coverage, "condo");
    expect(condo.quarters.map((quarter) => quarter.figures.measures.contracts.basis)).toEqual([0, 4, 2, 0]);
    expect(condo.figures.measures.contracts.basis).toBe(18);
    const rental = yearReport(yearContracts, 2025, coverage, "rental");
    expect(rental.quarters.map((quarter) => [quarter.figures.leases, quarter.yearBefore.leases])).toEqual([
      [1, 1],
      [0, 0],
      [0, 1],
      [0, 0],
    ]);
  });

  it("marks the year before a gap where the history does not hold all of it", () => {
    const first = yearReport(yearContracts, 2024, coverage);
    expect(first.figures.measures.contracts.basis).toBe(15);
    expect(first.yearBefore.held).toBe(false);
    expect(first.yearBefore.measures.contracts.status).toBe("gap");
    // The history starts on Monday, July 3, 2023: of 2023 it holds the fourth quarter whole, and only it.
    expect(first.quarters.map((quarter) => quarter.yearBefore.held)).toEqual([false, false, false, true]);
    expect(first.quarters[3]!.yearBefore.measures.contracts.basis).toBe(3);
  });
});
