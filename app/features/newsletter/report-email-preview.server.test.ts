import { describe, expect, it } from "vitest";
import type { Contract, WeeklyReportData } from "~/domain/contract-types";
import { testContract } from "~/domain/test-contract";
import { marketHistoryFrom } from "~/server/history-source.server";
import { previewTrend } from "./report-email-preview.server";

const contract = (contractDate: string, type: Contract["type"] = "single-family") =>
  testContract(contractDate, { type });

// The studio's preview draws the e-mail's 13-week trend from what the e-mail itself reads
// (server/delivery.ts): the published weeks, the one previewed and the imported history weeks,
// never the sample history that fills the weeks before them.
describe("the preview's 13-week trend", () => {
  const report = { startDate: "2025-09-01", endDate: "2025-09-07" } as WeeklyReportData;
  const week = [contract("2025-09-02"), contract("2025-09-03"), contract("2025-09-04", "rental")];
  // Five history weeks imported before the first published week, one sale contract in each but
  // the third (a week with none).
  const imported = ["2025-07-29", "2025-08-05", "2025-08-19", "2025-08-26"].map((day) => contract(day));
  const history = marketHistoryFrom(
    [report],
    [...imported, ...week],
    { history: [{ startDate: "2025-07-28", endDate: "2025-08-31" }] },
  );

  it("counts the imported history weeks and the previewed week, from the earliest real week on", () => {
    expect(history.sampleUntil).toBe("2025-07-27");
    const trend = previewTrend(report, history);
    expect(trend.map((point) => [point.weekStart, point.contracts])).toEqual([
      ["2025-07-28", 1],
      ["2025-08-04", 1],
      ["2025-08-11", 0],
      ["2025-08-18", 1],
      ["2025-08-25", 1],
      ["2025-09-01", 2],
    ]);
  });

  it("draws no sample week, though the history holds sample contracts before the import", () => {
    expect(history.contracts.some((row) => row.contractDate <= "2025-07-27")).toBe(true);
    expect(previewTrend(report, history).every((point) => point.weekStart >= "2025-07-28")).toBe(true);
  });

  it("with no import, starts at the first published week", () => {
    const alone = marketHistoryFrom([report], week);
    expect(previewTrend(report, alone).map((point) => [point.weekStart, point.contracts])).toEqual([["2025-09-01", 2]]);
  });
});
