import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { PROPERTY_TYPE_LABELS, type WeeklyReportData } from "./contract-types";
import { contractsInTableOrder } from "./report-figures";
import { renderWeeklyPdf } from "./weekly-pdf.server";
import { seedWeeks } from "./weekly-data.server";

const weeklyReports = seedWeeks();

async function pdfText(weekNumber: number): Promise<string> {
  const week = weeklyReports.find((report) => report.week === weekNumber)!;
  const buffer = await renderWeeklyPdf(week, { sampleNotice: null });
  expect(buffer.subarray(0, 4).toString()).toBe("%PDF");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(buffer)), { mergePages: true });
  return text;
}

describe("renderWeeklyPdf", () => {
  it("writes a PDF with the week's dates, summary and every contract", async () => {
    const text = await pdfText(4);
    expect(text).toContain("September 22 - October 21, 2025");
    expect(text).toContain("Report period");
    expect(text).toContain("30 days");
    expect(text).toContain("Average days on market (sales)");
    expect(text).toContain("174 days");
    expect(text).toContain("Average days on market (leases)");
    // Four leases: too few for an average (decision 136).
    expect(text).toContain("Only 4 leases");
    for (const contract of weeklyReports.find((report) => report.week === 4)!.contracts) {
      expect(text).toContain(contract.address);
    }
    expect(text).toContain("$12,500/mo");
  });

  it("shows every contract price whole, and lists every type's contracts in its own table (issues 31.9, 33.1)", async () => {
    for (const week of weeklyReports) {
      const text = await pdfText(week.week);
      for (const contract of week.contracts.filter((row) => row.type !== "rental")) {
        expect(text, contract.address).toContain(`$${contract.price.toLocaleString("en-US")}`);
      }
      for (const type of new Set(week.contracts.map((row) => row.type))) {
        const heading = type === "rental" ? "Rental leases" : `${PROPERTY_TYPE_LABELS[type]} contracts`;
        expect(text, `week ${week.week}`).toContain(heading);
      }
    }
  });

  it("lists each type's rows in the page's table order", async () => {
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

describe("the weekly PDF's pages", () => {
  /** Each page's lines of content, without the publisher's line and the page footer under them. */
  async function pageLines(week: WeeklyReportData): Promise<string[][]> {
    const buffer = await renderWeeklyPdf(week, {
      sampleNotice: "Sample data: the figures of this week are generated for this demonstration.",
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(buffer)));
    return (text as string[]).map((page) => page.split("\n").slice(0, -2));
  }
  const headings = () =>
    new Set(["Summary", "Rental leases", ...Object.values(PROPERTY_TYPE_LABELS).map((label) => `${label} contracts`)]);
  const addresses = (week: WeeklyReportData) => week.contracts.map((contract) => contract.address);

  // Week 4 as it is and with more sales, so the tables end at every height of a page.
  const week4 = weeklyReports.find((report) => report.week === 4)!;
  const variants = [0, 3, 6, 9, 12, 15, 18, 21].map((extra) => ({
    ...week4,
    contracts: [
      ...week4.contracts,
      ...Array.from({ length: extra }, (_, index) => ({ ...week4.contracts[0]!, address: `${index + 1} Added Lane` })),
    ],
  }));

  it("never ends with a page of notes alone, nor a page with a heading or a table header and no row under it", async () => {
    for (const week of [...weeklyReports, ...variants]) {
      const pages = await pageLines(week);
      const last = pages.at(-1)!;
      expect(
        addresses(week).some((address) => last.some((line) => line.includes(address))),
        `week ${week.week} with ${week.contracts.length} contracts: its last page holds a contract`,
      ).toBe(true);
      for (const [index, lines] of pages.entries()) {
        const end = lines.at(-1) ?? "";
        // Neither a heading nor a table's header row ends a page.
        expect(headings().has(end) || end.startsWith("Address Zone"), `page ${index + 1} ends with "${end}"`).toBe(
          false,
        );
      }
    }
  });
});
