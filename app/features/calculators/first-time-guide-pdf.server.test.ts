import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { journeySteps } from "~content/calculators/first-time-guide";
import { renderFirstTimeGuidePdf } from "./first-time-guide-pdf.server";

describe("first-time guide PDF", () => {
  it("is a PDF with the guide's sections, steps and computed figures", async () => {
    const bytes = await renderFirstTimeGuidePdf();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(totalPages).toBeGreaterThan(1);
    for (const step of journeySteps) expect(flat).toContain(step.title);
    expect(flat).toContain(
      "the smaller of 35% of monthly gross income and 45% of monthly gross income minus monthly debt",
    );
    expect(flat).toContain("Up to 45% of gross income");
    expect(flat).toContain("Estimated home price = the lower of the two");
    expect(flat).toContain("Greenwich property tax (12.041 mills, FY 2025-26)");
    expect(flat).toContain("$725,000 for the town median");
  }, 20_000);
});
