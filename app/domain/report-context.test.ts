import { describe, expect, it } from "vitest";
import { reportInContext } from "./report-context";
import { sale } from "./test-sale";

const contracts = [
  // The report: Monday 2025-09-01 to Sunday 2025-09-07.
  sale("2025-09-02", 3_000_000, { dom: 10, sqft: 2_000 }),
  sale("2025-09-05", 5_000_000, { dom: 30, sqft: null }),
  sale("2025-09-06", 12_000, { type: "rental" }),
  // Within the 13 weeks ending 2025-09-07 (from 2025-06-09), before the report.
  sale("2025-06-09", 1_000_000, { dom: 50, sqft: 1_000 }),
  // Just before those 13 weeks: in neither.
  sale("2025-06-08", 9_000_000),
  // The same days a year earlier: 2024-09-02 to 2024-09-08 (52 weeks back).
  sale("2024-09-02", 2_000_000, { dom: 40, sqft: 1_000 }),
  sale("2024-09-09", 8_000_000),
];

describe("reportInContext", () => {
  it("gives each median of the report beside the 13 weeks ending with it and the same days a year earlier", () => {
    const figures = reportInContext(
      contracts,
      { firstDay: "2024-01-01" },
      { startDate: "2025-09-01", endDate: "2025-09-07" },
    );
    expect(figures).toEqual([
      { measure: "median-price", report: 4_000_000, thirteenWeeks: 3_000_000, yearEarlier: 2_000_000 },
      { measure: "median-price-per-sq-ft", report: 1_500, thirteenWeeks: 1_250, yearEarlier: 2_000 },
      { measure: "median-days-on-market", report: 20, thirteenWeeks: 30, yearEarlier: 40 },
    ]);
  });

  it("has no figure where the history does not reach back, or a period has no sale", () => {
    const short = reportInContext(
      contracts,
      { firstDay: "2025-08-01" },
      { startDate: "2025-09-01", endDate: "2025-09-07" },
    );
    expect(short.map((figure) => [figure.thirteenWeeks, figure.yearEarlier])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    const empty = reportInContext([], { firstDay: "2020-01-06" }, { startDate: "2025-09-01", endDate: "2025-09-07" });
    expect(empty[0]).toEqual({ measure: "median-price", report: null, thirteenWeeks: null, yearEarlier: null });
  });
});
