import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { quarterView } from "./quarter-view";
import { renderQuarterlyPdf } from "./quarterly-pdf.server";
import { sale } from "~/domain/test-sale";
import { testMarket, WHOLE_COVERAGE } from "~/domain/test-supply";
import { quarterSupply, type QuarterSupply } from "./quarter-supply";

const many = (count: number, date: string, price: number, extra: Parameters<typeof sale>[2] = {}) =>
  Array.from({ length: count }, () => sale(date, price, extra));
const contracts = [
  ...many(5, "2024-08-01", 2_000_000),
  ...many(5, "2025-05-01", 3_000_000),
  ...many(5, "2025-07-10", 4_000_000, { zip: "06878" }),
  ...many(5, "2025-08-10", 5_000_000),
  sale("2025-09-10", 9_000, { type: "rental" }),
];
const history = {
  firstDay: "2024-07-01",
  lastDay: "2025-10-05",
  coverage: { contracts: [{ from: "2024-07-01", to: "2025-10-05" }] },
};

async function pdfText(sampleThrough: string | null, supply?: QuarterSupply): Promise<string> {
  const sample = sampleThrough ? [{ from: "2022-09-05", to: sampleThrough }] : [];
  const view = quarterView(contracts, { ...history, sample }, "2025-q3")!;
  const buffer = await renderQuarterlyPdf(view, "Harbor Point Market Report", supply);
  expect(buffer.subarray(0, 4).toString()).toBe("%PDF");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(buffer)), { mergePages: true });
  return text;
}

describe("renderQuarterlyPdf", () => {
  it("writes the quarter's figures beside the quarter before and a year earlier, its bands and villages", async () => {
    const text = await pdfText(null);
    expect(text).toContain("Harbor Point Market Report: Q3 2025");
    expect(text).toContain("July 1 - September 30, 2025");
    expect(text).toMatch(/Sale contracts\s+10\s+5\s+\+100\.0%\s+5\s+\+100\.0%/);
    expect(text).toMatch(/Median contract price\s+\$4\.50M\s+\$3\.00M\s+\+50\.0%/);
    expect(text).toMatch(/Riverside\s+5\s+\$4\.00M/);
    expect(text).toContain("$4M to $6M");
  });

  it("says sample data only where the quarter or a quarter beside it holds sample contracts", async () => {
    expect((await pdfText(null)).toLowerCase()).not.toContain("sample");
    const sample = await pdfText("2025-08-31");
    // The page's one sentence, naming the sample days among those the report shows.
    expect(sample.replace(/\s+/g, " ")).toContain(
      "Sample data: the figures through September 30, 2024 and from April 1, 2025 to August 31, 2025 are generated for this demonstration",
    );
    expect(sample).toContain("page 1 of 1 - Sample data");
    expect(await pdfText("2023-12-31")).not.toMatch(/sample/i);
  });

  it("writes the quarter's supply beside the quarter before and a year earlier, with the changes (decision 138)", async () => {
    const supply = quarterSupply(
      { market: testMarket(), coverage: WHOLE_COVERAGE, sample: [] },
      { year: 2025, quarter: 3 },
    );
    const text = await pdfText(null, supply);
    expect(text).toContain("Homes for sale and sales, Q3 2025");
    // 13 homes each Sunday of 2025, 10 in 2024 (app/domain/test-market.ts).
    expect(text).toMatch(/Homes for sale, average at the week's end\s+13\s+13\s+0\.0%\s+10\s+\+30\.0%/);
    expect(text).toMatch(/New listings, total\s+39\s+39/);
  });
});
