import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { journeySteps } from "~content/calculators/first-time-guide";
import { testTownMedian } from "~/domain/test-town-median";
import { renderFirstTimeGuidePdf } from "./first-time-guide-pdf.server";

describe("first-time guide PDF", () => {
  it("is a PDF with the guide's sections, steps and computed figures", async () => {
    const bytes = await renderFirstTimeGuidePdf(testTownMedian(true));
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
    // The history's town median (decision 141), its definition and the sample sentence of its year.
    expect(flat).toContain("$712,500 for the town median");
    expect(flat).toContain("the town's 6 sale contracts signed from January 1 to December 31, 2024");
    expect(flat).toContain("Sample data: the figures through December 31, 2024 are generated");
  }, 20_000);
});
