import { describe, expect, it } from "vitest";
import { reportInContext } from "./report-context";
import { sale } from "./test-sale";
import type { Coverage } from "./weekly-market";

const five = (date: string, prices: number[], extra: Parameters<typeof sale>[2] = {}) =>
  prices.map((price) => sale(date, price, extra));

const contracts = [
  // The report: Monday 2025-09-01 to Sunday 2025-09-07, five sales and a lease.
  ...five("2025-09-02", [1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000], { dom: 10 }),
  sale("2025-09-06", 12_000, { type: "rental" }),
  // Within the 13 weeks ending 2025-09-07 (from 2025-06-09), before the report.
  ...five("2025-06-09", [6_000_000, 7_000_000, 8_000_000, 9_000_000, 10_000_000], { dom: 50 }),
  // Just before those 13 weeks: in neither.
  sale("2025-06-08", 90_000_000),
  // The same days a year earlier: 2024-09-02 to 2024-09-08 (52 weeks back): three sales only.
  ...five("2024-09-02", [2_000_000, 2_100_000, 2_200_000]),
];
const covered: Coverage = { contracts: [{ from: "2024-01-01", to: "2025-09-07" }], listings: [] };

describe("reportInContext", () => {
  it("gives each median of the report beside the 13 weeks ending with it and the same days a year earlier", () => {
    const [price, perSqFt, days] = reportInContext(
      { contracts, coverage: covered },
      { startDate: "2025-09-01", endDate: "2025-09-07" },
    );
    expect(price).toEqual({
      measure: "median-price",
      report: { value: 3_000_000, basis: 5, status: "ok" },
      thirteenWeeks: { value: 5_500_000, basis: 10, status: "ok" },
      // Three sales a year earlier: fewer than the minimum, withheld with their count.
      yearEarlier: { value: null, basis: 3, status: "few" },
    });
    // Every sale gives 2,000 sq ft.
    expect(perSqFt!.report.value).toBe(1_500);
    expect(days!.thirteenWeeks.value).toBe(30);
  });

  it("has no figure where the history does not cover the days, and none from no sale", () => {
    const short = reportInContext(
      { contracts, coverage: { contracts: [{ from: "2025-08-01", to: "2025-09-07" }], listings: [] } },
      { startDate: "2025-09-01", endDate: "2025-09-07" },
    );
    expect(short.map((figure) => [figure.thirteenWeeks.status, figure.yearEarlier.status])).toEqual([
      ["gap", "gap"],
      ["gap", "gap"],
      ["gap", "gap"],
    ]);
    const empty = reportInContext(
      { contracts: [], coverage: covered },
      { startDate: "2025-09-01", endDate: "2025-09-07" },
    );
    expect(empty[0]!.report).toEqual({ value: null, basis: 0, status: "empty" });
  });

  it("a gap in the broker's weeks inside the 13 weeks is no history, not a quiet quarter", () => {
    const holed: Coverage = {
      contracts: [
        { from: "2024-01-01", to: "2025-07-06" },
        { from: "2025-07-21", to: "2025-09-07" },
      ],
      listings: [],
    };
    const [price] = reportInContext({ contracts, coverage: holed }, { startDate: "2025-09-01", endDate: "2025-09-07" });
    expect(price!.thirteenWeeks.status).toBe("gap");
  });
});
