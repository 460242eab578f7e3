import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeExport } from "~/domain/mls-export.server";
import { fieldOfHeader, readListingExport, readPriceHistory, statusOf } from "./listing-export.server";

// The listings export as SmartMLS (Matrix) writes it, as the spec's listing-record file writes it
// (data/listings/sample.csv), and hand-made rows with every kind of problem.

const SMARTMLS_HEADER =
  "ML #,Status,Prop Type,Address,Zip,List Date,Original List Price,List Price,Under Contract Date,Sold Date,Sold Price,Withdrawn Date,Status Change Date,Price Change Date,# Price Reductions,Total Reduction,DOM,CDOM,Beds,Baths,Approx Living Area,Lot Acres,List Office Name,List Agent Full Name";

const exportOf = (...rows: string[]) => [SMARTMLS_HEADER, ...rows].join("\n");

const ACTIVE =
  '180001,Active,Single Family,12 Shore Road,06870,9/2/25,"$3,195,000","$2,995,000",,,,,,,2,"$200,000",40,40,4,3.5,"3,120",0.5,Example Realty,Pat Lister';

describe("reading a listings export", () => {
  it("knows SmartMLS/Matrix names and the spec's listing-record names for each field", () => {
    const names: [string, string][] = [
      ["ML #", "mls"],
      ["MLS Number", "mls"],
      ["MLS #", "mls"],
      ["Status", "status"],
      ["List Date", "listDate"],
      ["Original List Price", "originalPrice"],
      ["Original Ask ($)", "originalPrice"],
      ["List Price", "listPrice"],
      ["List @ Contract ($)", "listPrice"],
      ["Pending Date", "pendingDate"],
      ["Under Contract Date", "contractDate"],
      ["Contract Date", "contractDate"],
      ["Close Date", "closeDate"],
      ["Sold Date", "closeDate"],
      ["Closed Date", "closeDate"],
      ["Close Price", "closePrice"],
      ["Sold Price", "closePrice"],
      ["Off Market Date", "offMarketDate"],
      ["Withdrawn Date", "offMarketDate"],
      ["Expiration Date", "offMarketDate"],
      ["Status Change Date", "statusDate"],
      ["Price Change Date", "priceChangeDate"],
      ["Price History", "priceHistory"],
      ["# Price Reductions", "reductions"],
      ["Reductions", "reductions"],
      ["Reductions (#)", "reductions"],
      ["Total Reduction", "totalReduction"],
      ["DOM", "dom"],
      ["ADOM @ Contract", "dom"],
      ["CDOM", "cdom"],
      ["Property Type", "type"],
      ["Prop Type", "type"],
      ["Type", "type"],
      ["Address", "address"],
      ["Zip", "zip"],
      ["ZIP", "zip"],
      ["Beds", "beds"],
      ["Baths", "baths"],
      ["SqFt", "sqft"],
      ["Approx Living Area", "sqft"],
      ["SF (Above-Grade)", "sqft"],
      ["Lot Acres", "lotAcres"],
      ["Listing Office", "firm"],
      ["List Office Name", "firm"],
      ["Listing Firm", "firm"],
      ["Listing Agent", "agent"],
      ["List Agent Full Name", "agent"],
      ["District", "district"],
      ["Zoning", "zoning"],
      ["LL SF", "lowerLevelSqft"],
      ["Attic SF", "atticSqft"],
      ["HOA (mo)", "hoaMonthly"],
      ["Taxes (annual)", "taxesAnnual"],
      ["Last OH Date", "lastOpenHouse"],
    ];
    for (const [header, field] of names) expect(fieldOfHeader(header), header).toBe(field);
    expect(fieldOfHeader("Contract Price")).toBeUndefined();
    expect(fieldOfHeader("Public Remarks")).toBeUndefined();
  });

  it("reads every status the MLS writes as the history's", () => {
    const statuses: [string, string][] = [
      ["Active", "active"],
      ["Back on Market", "active"],
      ["Coming Soon", "coming-soon"],
      ["Under Contract - Continue to Show", "under-contract"],
      ["UNDER CONTRACT-NO SHOW", "under-contract"],
      ["Pending", "under-contract"],
      ["Contingent", "under-contract"],
      ["Active Under Contract", "under-contract"],
      ["Closed", "closed"],
      ["Sold", "closed"],
      ["Withdrawn", "withdrawn"],
      ["Expired", "expired"],
      ["Canceled", "canceled"],
      ["Cancelled", "canceled"],
      ["Temporarily Off Market", "temporarily-off-market"],
    ];
    for (const [text, status] of statuses) expect(statusOf(text), text).toBe(status);
    expect(statusOf("Sideways")).toBeUndefined();
    expect(statusOf("")).toBeUndefined();
  });

  it("reads a row with SmartMLS's names, money, M/D/YY dates and ZIP codes as Excel writes them", () => {
    const read = readListingExport(exportOf(ACTIVE.replace(",06870,", ",6870,")), { asOf: "2025-11-01" });
    expect(read.problems).toEqual([]);
    expect(read.rows).toEqual([
      {
        line: 2,
        row: expect.objectContaining({
          mls: "180001",
          mlsStatus: "Active",
          status: "active",
          type: "single-family",
          zip: "06870",
          listDate: "2025-09-02",
          originalPrice: 3_195_000,
          listPrice: 2_995_000,
          reductions: 2,
          totalReduction: 200_000,
          dom: 40,
          beds: 4,
          baths: 3.5,
          sqft: 3120,
          lotAcres: 0.5,
          firm: "Example Realty",
          agent: "Pat Lister",
          closeDate: null,
        }),
      },
    ]);
    expect(read.earliestDate).toBe("2025-09-02");
  });

  it("names every problem of a bad row at once, by line and the export's header, quoting the file's text", () => {
    const bad = '180002,Sideways,Castle,,10001,13/45/26,"$1,000,000",lots,8/1/2025,,,,,,,,-3,,,,,,,';
    const read = readListingExport(exportOf(ACTIVE, bad), { asOf: "2025-11-01" });
    expect(read.rows.map((row) => row.row.mls)).toEqual(["180001"]);
    const problems = read.problems.map((problem) => [problem.line, problem.column, problem.reason]);
    expect(problems).toEqual([
      [3, "Status", expect.stringContaining('"Sideways" is not a status the import knows')],
      [3, "Prop Type", expect.stringContaining('"Castle" is not a property type')],
      [3, "Address", "Address is required"],
      [3, "Zip", expect.stringContaining('"10001" is not a Greenwich ZIP code')],
      [3, "List Date", '"13/45/26" is not a date (M/D/YYYY, M/D/YY or YYYY-MM-DD)'],
      [3, "List Price", '"lots" is not a number'],
      [3, "DOM", '"-3" is negative'],
    ]);
    expect(read.problems.every((problem) => problem.mls === "180002" || problem.line !== 3)).toBe(true);
  });

  it("refuses a row that contradicts itself: dates out of order, after the export's day, closed without a price", () => {
    const rows = [
      // Under contract before it was listed.
      "180003,Pending,Condo,1 Early Road,06830,9/10/2025,900000,900000,9/1/2025,,,,,,,,,,,,,,,",
      // Closed without a close price, and closed before it went under contract.
      "180004,Sold,Condo,2 Quick Road,06830,9/1/2025,900000,900000,9/20/2025,9/15/2025,,,,,,,,,,,,,,",
      // A date after the export's day (November 1, 2025).
      "180005,Withdrawn,Condo,3 Later Road,06830,9/1/2025,900000,900000,,,,12/1/2025,,,,,,,,,,,,",
      // The original less the total reduction is not the list price.
      "180006,Active,Condo,4 Sums Road,06830,9/1/2025,900000,850000,,,,,,,1,25000,,,,,,,,",
    ];
    const read = readListingExport(exportOf(...rows), { asOf: "2025-11-01" });
    expect(read.rows).toEqual([]);
    expect(read.problems.map((problem) => [problem.line, problem.column, problem.reason])).toEqual([
      [2, "Under Contract Date", "under contract on 9/1/2025, before List Date 9/10/2025"],
      [3, "Sold Date", "closed on 9/15/2025, before Under Contract Date 9/20/2025"],
      [3, "Sold Price", '"Sold" without a close price'],
      [4, "Withdrawn Date", '"12/1/2025" is after the export\'s date, November 1, 2025'],
      [
        5,
        "Total Reduction",
        "Original List Price 900000 less Total Reduction 25000 is $875,000, not List Price 850000",
      ],
    ]);
  });

  it("says which column a closed row needs when the export has none", () => {
    const text = [
      "MLS #,Status,Type,Address,Zip,List Date,List Price,Close Date",
      "190001,Closed,Condo,5 Plain Road,06830,9/1/2025,900000,10/1/2025",
    ].join("\n");
    const read = readListingExport(text, { asOf: "2025-11-01" });
    expect(read.problems).toEqual([
      {
        line: 2,
        column: "Close price",
        mls: "190001",
        reason: expect.stringMatching(
          /"Closed" without a close price: the export has no close price column \(close price/,
        ),
      },
    ]);
  });

  it("keeps one row per MLS number: a number on two lines is refused on both", () => {
    const read = readListingExport(exportOf(ACTIVE, ACTIVE), { asOf: "2025-11-01" });
    expect(read.rows).toEqual([]);
    expect(read.problems.map((problem) => [problem.line, problem.reason])).toEqual([
      [2, "MLS number 180001 is on lines 2, 3: keep one row for each listing"],
      [3, "MLS number 180001 is on lines 2, 3: keep one row for each listing"],
    ]);
  });

  it("names the required columns it cannot find, and reads them once mapped", () => {
    const text = [
      "Listing Num,Status,Type,Street,Zip,List Date,Asking",
      "190002,Active,Condo,6 Map Road,06830,9/1/2025,900000",
    ].join("\n");
    const asked = readListingExport(text, { asOf: "2025-11-01" });
    expect(asked.rows).toEqual([]);
    expect(asked.missingRequired).toEqual(["mls", "listPrice", "address"]);
    expect(asked.problems[0]?.reason).toMatch(/^no column for MLS number \(mls # \/ ml # \/ mls number\); List price/);
    expect(asked.problems[0]?.reason).toMatch(/the file's columns are "Listing Num", "Status", "Type", "Street"/);
    const mapped = readListingExport(text, {
      asOf: "2025-11-01",
      columnMap: { mls: "Listing Num", address: "Street", listPrice: "ASKING" },
    });
    expect(mapped.problems).toEqual([]);
    expect(mapped.rows[0]?.row).toMatchObject({ mls: "190002", address: "6 Map Road", listPrice: 900_000 });
    expect(mapped.missingOptional).toContain("closePrice");
  });

  it("reads UTF-16 (with and without its byte order mark) and Windows-1252 exports", () => {
    const text = exportOf(ACTIVE.replace("12 Shore Road", "12 Caf\u00e9 Road"));
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const utf16be = Buffer.from(text, "utf16le").swap16();
    const windows1252 = Buffer.from(text, "latin1");
    for (const bytes of [utf16le, utf16be, windows1252, Buffer.from(text, "utf8")]) {
      const read = readListingExport(decodeExport(bytes).text, { asOf: "2025-11-01" });
      expect(read.problems).toEqual([]);
      expect(read.rows[0]?.row.address).toBe("12 Caf\u00e9 Road");
    }
  });

  it("reads a price history cell, oldest first, and refuses an entry it cannot read", () => {
    expect(readPriceHistory("4/2/2025 $2,995,000; 3/1/2025 $3,195,000")).toEqual({
      value: [
        { date: "2025-03-01", price: 3_195_000 },
        { date: "2025-04-02", price: 2_995_000 },
      ],
    });
    expect(readPriceHistory("$3,195,000 on 2025-03-01 | 2025-04-02: 2995000").value).toHaveLength(2);
    expect(readPriceHistory("soon $3,000,000").problem).toBe(
      '"soon $3,000,000" is not a date and a price (such as "3/1/2025 $3,195,000")',
    );
  });

  it("reads the spec's listing-record file (data/listings/sample.csv): ten rows, each under contract", () => {
    const sample = readFileSync(new URL("../../../data/listings/sample.csv", import.meta.url), "utf8");
    const read = readListingExport(sample, { asOf: "2025-10-19" });
    expect(read.problems).toEqual([]);
    expect(read.rows).toHaveLength(10);
    expect(read.rows[0]?.row).toMatchObject({
      mls: "125001",
      status: "under-contract",
      mlsStatus: "Contingent",
      contractDate: "2025-10-07",
      pendingDate: "2025-10-09",
      originalPrice: 3_195_000,
      listPrice: 2_995_000,
      reductions: 2,
      totalReduction: 200_000,
      district: "Old Greenwich",
      lowerLevelSqft: 900,
      lastOpenHouse: "2025-10-05",
    });
    // A contingent listing's close date is the closing expected: kept, not a closing.
    expect(read.rows[1]?.row).toMatchObject({ status: "under-contract", closeDate: "2025-11-14", closePrice: null });
  });

  it("reads SmartMLS's export of 40 columns: a sold row without a sold price is refused, the rest read", () => {
    const smartmls = readFileSync(new URL("../../../tests/fixtures/smartmls-export.csv", import.meta.url), "utf8");
    const read = readListingExport(smartmls, { asOf: "2025-11-10" });
    expect(read.rowCount).toBe(8);
    expect(read.problems.map((problem) => [problem.line, problem.mls, problem.column])).toEqual([
      [6, "170598765", "Close price"],
    ]);
    expect(read.rows.map(({ row }) => [row.mls, row.status, row.baths])).toEqual([
      ["170601234", "under-contract", 3.5],
      ["170601301", "under-contract", 2],
      ["170600877", "active", 6],
      ["170601555", "under-contract", null],
      ["170599001", "withdrawn", 1],
      ["170601777", "under-contract", 4],
      ["170597321", "expired", 4.5],
    ]);
  });
});
