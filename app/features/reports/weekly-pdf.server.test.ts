import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { contractsInTableOrder } from "./report-figures";
import { renderWeeklyPdf } from "./weekly-pdf.server";
import { seedWeeks } from "./weekly-data.server";

const weeklyReports = seedWeeks();

async function pdfText(weekNumber: number): Promise<string> {
  const week = weeklyReports.find((report) => report.week === weekNumber)!;
  const buffer = await renderWeeklyPdf(week, { sample: true });
  expect(buffer.subarray(0, 4).toString()).toBe("%PDF");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(buffer)), { mergePages: true });
  return text;
}

describe("renderWeeklyPdf", () => {
  it("writes a PDF with the week's dates, summary and every contract", async () => {
    const text = await pdfText(4);
    expect(text).toContain("September 22 - October 21, 2025");
    expect(text).toContain("Average days on market");
    expect(text).toContain("138");
    for (const contract of weeklyReports.find((report) => report.week === 4)!.contracts) {
      expect(text).toContain(contract.address);
    }
    expect(text).toContain("$12,500/mo");
  });

  it("lists each type's rows in the page's table order (issue 23 item 4)", async () => {
    for (const week of weeklyReports) {
      const text = await pdfText(week.week);
      for (const type of ["single-family", "condo", "rental"] as const) {
        const positions = contractsInTableOrder(week.contracts, type).map((contract) => text.indexOf(contract.address));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }
    }
  });
});
