import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LISTING_COLUMNS } from "./listing-record";
import { ListingsFileError, parseListingsCsv } from "./parse-listings.server";

const samplePath = path.resolve(__dirname, "../../../data/listings/sample.csv");
const sample = readFileSync(samplePath, "utf8");
const [header = "", ...lines] = sample.trim().split("\n");

function problemsOf(csv: string): readonly string[] {
  try {
    parseListingsCsv(csv, "test.csv");
  } catch (error) {
    if (error instanceof ListingsFileError) return error.problems;
    throw error;
  }
  return [];
}

/** The sample with one cell of one data row (1-based) replaced. */
function withCell(row: number, column: string, value: string): string {
  const index = header.split(",").indexOf(column);
  const cells = lines[row - 1]!.split(",");
  cells[index] = value;
  return [header, ...lines.map((line, i) => (i === row - 1 ? cells.join(",") : line))].join("\n");
}

describe("parseListingsCsv", () => {
  it("reads the ten mock rows of the sample (weeks 38, 40 and 41 of 2025) with the spec's columns", () => {
    expect(header.split(",")).toEqual([...LISTING_COLUMNS]);
    const listings = parseListingsCsv(sample, "sample.csv");
    expect(listings).toHaveLength(10);
    expect(new Set(listings.map((listing) => listing.type))).toEqual(new Set(["Condo", "Single Family"]));
    expect(new Set(listings.map((listing) => listing.status))).toEqual(new Set(["Contingent"]));
    expect(new Set(listings.map((listing) => listing.district))).toEqual(
      new Set(["Old Greenwich", "Greenwich", "Cos Cob", "Riverside"]),
    );
    const first = listings[0]!;
    expect(first).toMatchObject({
      id: 1,
      listPrice: 2_995_000,
      originalAsk: 3_195_000,
      cutPercent: 6.3,
      band: "2.001M-4M",
      contractToPendingDays: 2,
      contractToCloseDays: 0,
      closedDate: null,
      zip: "06870",
    });
  });

  it("computes the derived columns when a file leaves them out", () => {
    const derived = new Set([
      "List→Contract Cut (%)",
      "Total Reduction ($)",
      "$/SF (Above-Grade)",
      "$/SF (Adjusted)",
      "Contract→Pending (days)",
      "Contract→Close (days)",
      "Price Band",
    ]);
    const keep = header.split(",").map((column) => !derived.has(column));
    const strip = (line: string) =>
      line
        .split(",")
        .filter((_, i) => keep[i])
        .join(",");
    const listings = parseListingsCsv([header, ...lines].map(strip).join("\n"), "lean.csv");
    const third = listings[2]!;
    // 2,395,000 / (3,400 + 0.5 x 1,200 + 0.25 x 400) = 2,395,000 / 4,100
    expect(third.adjustedPricePerSf).toBeCloseTo(2_395_000 / 4_100, 6);
    expect(third.pricePerSf).toBeCloseTo(2_395_000 / 3_400, 6);
    expect(third.cutPercent).toBeCloseTo((300_000 / 2_695_000) * 100, 6);
    expect(third.totalReduction).toBe(300_000);
    expect(third.band).toBe("2.001M-4M");
    expect(third.contractToPendingDays).toBe(1);
    expect(listings[1]!.contractToCloseDays).toBe(37);
  });

  it("names the line and column of a derived value that disagrees", () => {
    expect(problemsOf(withCell(2, "$/SF (Adjusted)", "900"))).toEqual([
      'line 3, column "$/SF (Adjusted)": is 900 but the other columns give 841.55',
    ]);
    expect(problemsOf(withCell(1, "Price Band", "6M+"))).toEqual([
      'line 2, column "Price Band": is 6M+ but a list price of 2995000 is 2.001M-4M',
    ]);
  });

  it("reads a row without above-grade square feet, its $/SF not recorded, and refuses a $/SF given without them", () => {
    // Row 3 (2,395,000, 3,400 sq ft above grade) with its square feet and both $/SF left empty.
    const bare = withCell(3, "SF (Above-Grade)", "")
      .split("\n")
      .map((line, i) => {
        if (i !== 3) return line;
        const cells = line.split(",");
        for (const column of ["$/SF (Above-Grade)", "$/SF (Adjusted)"]) cells[header.split(",").indexOf(column)] = "";
        return cells.join(",");
      })
      .join("\n");
    const third = parseListingsCsv(bare, "bare.csv")[2]!;
    expect([third.sfAboveGrade, third.pricePerSf, third.adjustedPricePerSf]).toEqual([null, null, null]);
    // Every other figure is computed as before: the cut of 300,000 on 2,695,000, the band of 2,395,000.
    expect(third.totalReduction).toBe(300_000);
    expect(third.band).toBe("2.001M-4M");
    // The sample's own $/SF cells kept beside an empty square-feet cell contradict it.
    expect(problemsOf(withCell(3, "SF (Above-Grade)", ""))).toEqual([
      'line 4, column "$/SF (Above-Grade)": is 704 but the row gives no above-grade square feet',
      'line 4, column "$/SF (Adjusted)": is 584 but the row gives no above-grade square feet',
    ]);
  });

  it("names the line and column of a bad value", () => {
    expect(problemsOf(withCell(4, "List @ Contract ($)", "lots"))).toEqual([
      'line 5, column "List @ Contract ($)": is not a number',
    ]);
    expect(problemsOf(withCell(1, "Contract Date", "2025-13-40"))).toEqual([
      'line 2, column "Contract Date": is not a date (YYYY-MM-DD or MM/DD/YYYY): "2025-13-40"',
    ]);
    expect(problemsOf(withCell(6, "Listing Firm", ""))).toEqual(['line 7, column "Listing Firm": is required']);
  });

  it("rejects a missing column and a repeated #", () => {
    const noAgent = [header, ...lines]
      .map((line) =>
        line
          .split(",")
          .filter((_, i) => header.split(",")[i] !== "Listing Agent")
          .join(","),
      )
      .join("\n");
    expect(problemsOf(noAgent)).toEqual(["line 1: missing column Listing Agent"]);
    expect(problemsOf(withCell(2, "#", "1"))).toEqual(['line 3, column "#": 1 is already used on line 2']);
  });

  it("accepts the MLS export's MM/DD/YYYY dates and $-formatted figures", () => {
    const csv = withCell(1, "List Date", "8/14/2025");
    expect(parseListingsCsv(csv, "mls.csv")[0]!.listDate).toBe("2025-08-14");
    const quoted = withCell(1, "List @ Contract ($)", '"$2,995,000"');
    expect(parseListingsCsv(quoted, "mls.csv")[0]!.listPrice).toBe(2_995_000);
  });
});
