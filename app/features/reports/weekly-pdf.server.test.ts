import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderWeeklyPdf } from "./weekly-pdf.server";
import { weeklyReports } from "./weekly-data.server";

describe("renderWeeklyPdf", () => {
  it("writes a PDF with the week's dates, summary and every contract", async () => {
    const week = weeklyReports.find((report) => report.week === 4)!;
    const buffer = await renderWeeklyPdf(week);
    expect(buffer.subarray(0, 4).toString()).toBe("%PDF");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(buffer)), { mergePages: true });
    expect(text).toContain("September 22 - October 21, 2025");
    expect(text).toContain("Average days on market");
    expect(text).toContain("138");
    for (const contract of week.contracts) expect(text).toContain(contract.address);
    expect(text).toContain("$12,500/mo");
  });
});
