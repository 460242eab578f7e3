import { readFileSync } from "node:fs";
import path from "node:path";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { listingsCsv } from "./export-csv.server";
import { listingsPdf } from "./export-pdf.server";
import { exportFileName } from "./export-summary";
import { dashboardView } from "./dashboard";
import { filterListings, parseDashboardQuery } from "./filters";
import { parseListingsCsv } from "./parse-listings.server";

const sample = parseListingsCsv(
  readFileSync(path.resolve(__dirname, "../../../data/listings/sample.csv"), "utf8"),
  "sample.csv",
);

describe("exports", () => {
  it("the CSV export starts with a UTF-8 byte-order mark, then the header", () => {
    const bytes = Buffer.from(listingsCsv(sample), "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toMatch(/^#,Type,Status,List Date,Contract Date/);
  });

  it("the CSV export reads back as the same listings", () => {
    const csv = listingsCsv(sample);
    expect(parseListingsCsv(csv, "export.csv")).toEqual(sample);
  });

  it("a listing without above-grade square feet has empty square-feet and $/SF cells, and reads back the same", () => {
    const bare = { ...sample[0]!, sfAboveGrade: null, pricePerSf: null, adjustedPricePerSf: null };
    const csv = listingsCsv([bare]);
    const [head, row] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    const cells = Object.fromEntries(head!.split(",").map((column, index) => [column, row!.split(",")[index]]));
    expect([cells["SF (Above-Grade)"], cells["$/SF (Above-Grade)"], cells["$/SF (Adjusted)"]]).toEqual(["", "", ""]);
    expect(cells["List @ Contract ($)"]).toBe(String(bare.listPrice));
    expect(parseListingsCsv(csv, "export.csv")).toEqual([bare]);
  });

  it("the PDF lists the filtered listings under the active filters", async () => {
    const view = dashboardView(sample, new URLSearchParams("week=41&firm=shoreline realty"), "2026-11-24");
    const pdf = await listingsPdf(
      filterListings(view.weekListings, view.query.filters),
      view.query,
      view.weeks.week,
      sample.length,
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain("Active filters: Firm: Shoreline Realty");
    expect(text).toContain("Calendar Week 41 - Oct 6-12, 2025");
    expect(text).toContain("Mock data: 10 sample listings");
    expect(text).toContain("14 Shore Road");
    expect(text).toContain("7 Valley Drive");
    expect(text).not.toContain("9 Lake Avenue");
    // Two deals: the summary withholds their medians and average, as the page does (decision 160).
    expect(text).toContain("2 deals - median ADOM Only 2 deals - typical cut (median, all deals) Only 2 deals");
  });

  it("names the file after the week and the filters", () => {
    const query = parseDashboardQuery(new URLSearchParams("week=43&type=Single Family&band=2.001M-4M"));
    expect(exportFileName(query)).toBe("listings-week-43-type-single-family-band-2-001m-4m");
  });
});
