import fc from "fast-check";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  badRowCount,
  columnOfHeader,
  importExport,
  isContractStatus,
  NO_COLUMN,
  reportSkeleton,
} from "./mls-import.server";
import {
  decodeExport,
  exportHeaders,
  headersKey,
  normalizeDate,
  normalizeMoney,
  normalizeType,
  normalizeZip,
} from "~/domain/mls-export.server";
import { parseReportNotes } from "~/domain/report-notes.server";

const WEEK = { startDate: "2025-09-29", endDate: "2025-10-05" };

describe("MLS export import", () => {
  it("maps header aliases without regard to case", () => {
    expect(columnOfHeader("Contract Price")).toBe("price");
    expect(columnOfHeader("SOLD PRICE")).toBe("price");
    expect(columnOfHeader("Days on Market")).toBe("dom");
    expect(columnOfHeader("dom")).toBe("dom");
    expect(columnOfHeader("SqFt Above Grade")).toBe("sqft");
    expect(columnOfHeader("Sq Ft")).toBe("sqft");
    expect(columnOfHeader("Zip Code")).toBe("zip");
    expect(columnOfHeader("MLS #")).toBeUndefined();
  });

  it("normalizes types and US dates", () => {
    expect(normalizeType("Single Family")).toBe("single-family");
    expect(normalizeType("Condominium")).toBe("condo");
    expect(normalizeType("Residential Lease")).toBe("rental");
    expect(normalizeDate("9/30/2025")).toBe("2025-09-30");
  });

  it("imports good rows and reports each bad row with its line and reason", () => {
    const exported = [
      "MLS #,Address,Property Type,Zoning,Zip Code,Lot Acres,SqFt Above Grade,Sold Price,Days on Market,Contract Date",
      '1001,12 Lockwood Road,Single Family,R-20,06878,0.5,"3,400","$3,100,000",21,9/30/2025',
      "1002,4 Arch Street Unit 2,Condo,R-6,06830,,1200,950000,40,2025-10-02",
      "1003,9 Nowhere Lane,Castle,R-6,06830,0.2,2000,1000000,5,2025-10-01",
      "1004,3 Early Road,Single Family,R-6,06830,0.2,2000,1000000,5,2025-09-01",
    ].join("\n");
    const result = importExport(exported, WEEK);
    expect(result.contracts.map((contract) => [contract.address, contract.price, contract.contractDate])).toEqual([
      ["12 Lockwood Road", 3_100_000, "2025-09-30"],
      ["4 Arch Street Unit 2", 950_000, "2025-10-02"],
    ]);
    expect(result.problems.map((problem) => [problem.line, problem.column])).toEqual([
      [4, "type"],
      [5, "contract_date"],
    ]);
    expect(result.csv.split("\n")[0]).toBe("address,type,zone,zip,acres,sqft,price,dom,contract_date");
    expect(result.csv).toContain("12 Lockwood Road,single-family,R-20,06878,0.5,3400,3100000,21,2025-09-30");
  });

  it("names the columns it cannot find, and the columns the file has", () => {
    const result = importExport("Address,Price\n1 A Road,1000000", WEEK);
    expect(result.problems[0]?.reason).toMatch(/no column for type/);
    expect(result.problems[0]?.reason).toMatch(/the file's columns are "Address", "Price"$/);
  });

  const HEADER = "Address,Property Type,Zoning,Zip Code,Lot Acres,Sq Ft";
  const TAIL = "Days on Market,Contract Date";

  it("never reads a list price as the contract price (item 1)", () => {
    expect(columnOfHeader("List Price")).toBeUndefined();
    expect(columnOfHeader("List @ Contract ($)")).toBeUndefined();
    const both = [
      `${HEADER},List Price,Contract Price,${TAIL}`,
      '12 Indian Head Road,Single Family,RA-2,06870,2.1,6100,"$4,500,000","$4,300,000",30,2025-09-30',
      '3 Lake Avenue,Single Family,RA-2,06830,2,5000,,"$2,100,000",12,2025-10-01',
    ].join("\n");
    const result = importExport(both, WEEK);
    expect(result.problems).toEqual([]);
    expect(result.contracts.map((contract) => [contract.address, contract.price])).toEqual([
      ["12 Indian Head Road", 4_300_000],
      ["3 Lake Avenue", 2_100_000],
    ]);
    const listOnly = importExport(
      `${HEADER},List Price,${TAIL}\n1 A Road,Condo,R-6,06830,,900,950000,3,2025-10-01`,
      WEEK,
    );
    expect(listOnly.contracts).toEqual([]);
    expect(listOnly.problems[0]?.reason).toMatch(/"List Price" is the list \(asking\) price, not the contract price/);
  });

  it("names the columns that could each be the price and reads the one chosen", () => {
    const text = [
      `${HEADER},Sold Price,Contract Price,${TAIL}`,
      "1 A Road,Condo,R-6,06830,,900,910000,950000,3,2025-10-01",
    ].join("\n");
    const asked = importExport(text, WEEK);
    expect(asked.contracts).toEqual([]);
    expect(asked.priceCandidates).toEqual(["Sold Price", "Contract Price"]);
    expect(asked.problems[0]?.reason).toMatch(
      /several columns could be the contract price: "Sold Price", "Contract Price"/,
    );
    expect(importExport(text, WEEK, { priceColumn: "Contract Price" }).contracts[0]?.price).toBe(950_000);
    expect(importExport(text, WEEK, { priceColumn: "Sold Price" }).contracts[0]?.price).toBe(910_000);
    // A choice saved for these headers is read without asking, however the next file spells them.
    const next = text.replace("Contract Price", "CONTRACT PRICE");
    expect(importExport(next, WEEK, { columnMap: { price: "Contract Price" } }).contracts[0]?.price).toBe(950_000);
  });

  it("says a file is empty, or has a header and no rows", () => {
    expect(importExport("", WEEK).problems[0]?.reason).toMatch(/the file is empty/);
    expect(importExport(`${HEADER},Contract Price,${TAIL}\n`, WEEK).problems[0]?.reason).toMatch(
      /has a header line \("Address", .*\) but no rows/,
    );
  });

  it("reads UTF-16 (with or without its byte order mark), UTF-8 and Windows-1252 exports", () => {
    const text = `${HEADER},Contract Price,${TAIL}\n1 Caf\u00e9 Road,Condo,R-6,06830,,900,950000,3,2025-10-01\n`;
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const utf16be = Buffer.from(text, "utf16le").swap16();
    const windows1252 = Buffer.from(text, "latin1");
    expect(decodeExport(utf16le)).toEqual({ text, encoding: "UTF-16LE" });
    expect(decodeExport(utf16be)).toEqual({ text, encoding: "UTF-16BE" });
    expect(decodeExport(Buffer.from(text, "utf8"))).toEqual({ text, encoding: "UTF-8" });
    expect(decodeExport(windows1252)).toEqual({ text, encoding: "Windows-1252" });
    expect(importExport(decodeExport(utf16le).text, WEEK).contracts[0]?.address).toBe("1 Caf\u00e9 Road");
  });

  it("writes a report.md skeleton the site accepts", () => {
    expect(parseReportNotes(reportSkeleton(5, WEEK.startDate, WEEK.endDate), "report.md")).toMatchObject({
      week: 5,
      startDate: "2025-09-29",
    });
  });

  const SMARTMLS = readFileSync(new URL("../../../tests/fixtures/smartmls-export.csv", import.meta.url), "utf8");
  const NOVEMBER = { startDate: "2025-11-03", endDate: "2025-11-09" };

  it("reads a SmartMLS export of 40 columns in its own order, extra columns ignored (item 5)", () => {
    expect(exportHeaders(SMARTMLS)).toHaveLength(40);
    const result = importExport(SMARTMLS, NOVEMBER);
    expect(result.problems).toEqual([]);
    expect(result.contracts).toEqual([
      {
        address: "12 Ridgeway Lane",
        type: "single-family",
        zone: "R-20",
        zip: "06830",
        acres: 0.52,
        sqft: 3120,
        price: 1_295_000,
        dom: 62,
        contractDate: "2025-11-03",
      },
      expect.objectContaining({ address: "4 Arch Street Unit 2", type: "condo", zip: "06830", price: 975_000 }),
      expect.objectContaining({ address: "0 Stanwich Road", type: "land", sqft: null, acres: 4, dom: 212 }),
      expect.objectContaining({ address: "31 Church Street", type: "multi-family", contractDate: "2025-11-07" }),
    ]);
    // Line 3's remark runs over two lines: the rows after it are named by the export's own lines.
    expect(result.skipped).toEqual([
      { line: 5, address: "88 Lake Avenue", status: "Active" },
      { line: 6, address: "7 Sound Beach Avenue", status: "Closed" },
      { line: 8, address: "10 River Road Unit 5", status: "Withdrawn" },
      { line: 10, address: "19 Hillcrest Park Road", status: "Expired" },
    ]);
  });

  it("keeps under contract, pending and contingent rows; every other status is skipped", () => {
    for (const kept of [
      "Under Contract",
      "Under Contract - Continue to Show",
      "UNDER CONTRACT-NO SHOW",
      "Pending",
      "Contingent",
      "Active Under Contract",
    ]) {
      expect(isContractStatus(kept), kept).toBe(true);
    }
    for (const skipped of ["Active", "Closed", "Sold", "Withdrawn", "Expired", "Canceled", "Coming Soon", ""]) {
      expect(isContractStatus(skipped), skipped).toBe(false);
    }
  });

  it("names a bad row by the export's line when rows before it were skipped", () => {
    const text = [
      `Status,${HEADER},Sale Price,${TAIL}`,
      "Active,1 A Road,Condo,R-6,06830,,900,950000,3,11/4/2025",
      "Pending,2 B Road,Condo,R-6,06830,,900,lots,3,11/4/2025",
      "Pending,3 C Road,Condo,R-6,06830,,900,950000,3,11/4/2025",
    ].join("\n");
    const result = importExport(text, NOVEMBER);
    expect(result.skipped).toEqual([{ line: 2, address: "1 A Road", status: "Active" }]);
    expect(result.problems.map((problem) => [problem.line, problem.column])).toEqual([[3, "price"]]);
    expect(result.contracts.map((contract) => contract.address)).toEqual(["3 C Road"]);
  });

  it("reads money, US dates (with Excel's time), and ZIP codes as exports write them", () => {
    expect(normalizeMoney("$1,295,000")).toBe("1295000");
    expect(normalizeMoney(" $1,295,000.00 ")).toBe("1295000");
    expect(normalizeDate("9/2/2025")).toBe("2025-09-02");
    expect(normalizeDate("09/02/2025 12:00 AM")).toBe("2025-09-02");
    expect(normalizeDate("9/2/25")).toBe("2025-09-02");
    expect(normalizeDate("2025-09-02")).toBe("2025-09-02");
    expect(normalizeDate("Sept 2")).toBe("Sept 2");
    expect(normalizeZip("6830")).toBe("06830");
    expect(normalizeZip("06830-1234")).toBe("06830");
    expect(normalizeType("Lots and Land For Sale")).toBe("land");
    expect(normalizeType("Single Family For Sale")).toBe("single-family");
    expect(columnOfHeader("Approx Sq Ft")).toBe("sqft");
    expect(columnOfHeader("Pending Date")).toBe("contract_date");
    expect(columnOfHeader("Sale Price")).toBe("price");
  });

  it("asks for the columns it cannot match, listing the file's headers, and reads them once mapped", () => {
    const text = [
      "Street,Class,Zoning,Zip,Lot Sz,Interior Sq Ft,Contract Price,DOM,Pending Date",
      '5 Mapped Road,Single Family,RA-1,06830,1.5,"4,100","$3,400,000",12,11/6/2025',
    ].join("\n");
    const asked = importExport(text, NOVEMBER);
    expect(asked.contracts).toEqual([]);
    expect(asked.missingColumns).toEqual(["address", "type", "acres", "sqft"]);
    expect(asked.headers).toHaveLength(9);
    const columnMap = { address: "Street", type: "Class", acres: "Lot Sz", sqft: "Interior Sq Ft" };
    const mapped = importExport(text, NOVEMBER, { columnMap });
    expect(mapped.problems).toEqual([]);
    expect(mapped.contracts[0]).toMatchObject({ address: "5 Mapped Road", acres: 1.5, sqft: 4100, price: 3_400_000 });
    // A column mapped to none is read as empty (acres only); a header the file lacks is still missing.
    const noAcres = importExport(text, NOVEMBER, { columnMap: { ...columnMap, acres: NO_COLUMN } });
    expect(noAcres.contracts[0]?.acres).toBeNull();
    const wrong = importExport(text, NOVEMBER, { columnMap: { ...columnMap, sqft: "Not There" } });
    expect(wrong.missingColumns).toEqual(["sqft"]);
  });

  it("keys a mapping by the headers, whatever their order, case or spacing", () => {
    expect(headersKey(["MLS #", "Address", "Zip"])).toBe(headersKey(["zip", " address ", "MLS#"]));
    expect(headersKey(["Address", "Zip"])).not.toBe(headersKey(["Address", "Zip", "Acres"]));
  });
});

describe("the check of a row lists every problem, each in the file's own words", () => {
  const COLUMNS =
    "Address,Property Type,Zoning,Zip Code,Lot Acres,Living Area,Contract Price,Days on Market,Contract Date";
  const ORDER = ["address", "type", "zone", "zip", "acres", "sqft", "price", "dom", "contract_date"] as const;
  type Column = (typeof ORDER)[number];
  /** A good row, as an export writes it (the price quoted: it holds commas). */
  const GOOD: Record<Column, string> = {
    address: "12 Test Lane",
    type: "Single Family",
    zone: "RA-1",
    zip: "06830",
    acres: "1.1",
    sqft: "4200",
    price: '"$3,950,000"',
    dom: "21",
    contract_date: "10/28/2025",
  };
  /** Cells the check refuses, as an export may write them: several are changed by reading (a date, a ZIP, money). */
  const BAD: Record<Exclude<Column, "address">, readonly string[]> = {
    type: ["Castle", "Barn For Sale"],
    zone: ["r-2", "RA 1"],
    zip: ["99999", "1234", "06830-12"],
    acres: ["-1", "lots"],
    sqft: ["huge", "-5", "$ 0"],
    price: ["call us", "$1,2x", "0"],
    dom: ["-3", "soon", "1.5"],
    contract_date: ["13/45/26", "2/30/2025", "someday", "1/5/24"],
  };
  const WEEK_OF_GOOD = { startDate: "2025-10-27", endDate: "2025-11-02" };
  /** The row as a CSV line: a cell holding a comma is quoted, as an export quotes it. */
  const rowOf = (cells: Record<Column, string>) =>
    ORDER.map((column) => cells[column])
      .map((cell) => (cell.includes(",") && !cell.startsWith('"') ? `"${cell}"` : cell))
      .join(",");

  it("a row with a bad type, ZIP, price and date: four problems, each quoting the cell as the file has it", () => {
    const row = { ...GOOD, type: "Castle", zip: "1234", price: "call us", contract_date: "13/45/26" };
    const result = importExport([COLUMNS, rowOf(row)].join("\n"), WEEK_OF_GOOD);
    expect(result.problems.map((problem) => [problem.line, problem.column])).toEqual([
      [2, "type"],
      [2, "zip"],
      [2, "price"],
      [2, "contract_date"],
    ]);
    expect(result.problems.map((problem) => problem.reason)).toEqual([
      expect.stringContaining('got "Castle"'),
      expect.stringContaining('got "1234"'),
      expect.stringContaining('got "call us"'),
      expect.stringContaining('"13/45/26"'),
    ]);
    expect(result.problems[3]!.reason).not.toContain("2026-13-45");
    expect(badRowCount(result.problems)).toBe(1);
  });

  it("a missing living area and a date outside the week are both named", () => {
    const row = { ...GOOD, sqft: "", contract_date: "1/5/24" };
    const result = importExport([COLUMNS, rowOf(row)].join("\n"), WEEK_OF_GOOD);
    expect(result.problems.map((problem) => problem.column)).toEqual(["sqft", "contract_date"]);
    expect(result.problems[1]!.reason).toContain('"1/5/24"');
    expect(result.problems[1]!.reason).toContain("outside the week 2025-10-27 to 2025-11-02");
  });

  it("whatever cells are bad: one problem per bad cell, in column order, quoting the file's text, never its reading", () => {
    const badCells = fc.dictionary(fc.constantFrom(...(Object.keys(BAD) as (keyof typeof BAD)[])), fc.nat(), {
      minKeys: 1,
    });
    fc.assert(
      fc.property(badCells, (chosen) => {
        const row: Record<Column, string> = { ...GOOD };
        const cells = Object.entries(chosen).map(([column, pick]) => {
          const options = BAD[column as keyof typeof BAD];
          const cell = options[pick % options.length]!;
          row[column as Column] = cell;
          return [column, cell] as const;
        });
        const result = importExport([COLUMNS, rowOf(row)].join("\n"), WEEK_OF_GOOD);
        expect(result.contracts).toEqual([]);
        const expected = ORDER.filter((column) => column in chosen);
        // A living area is judged by the type: with a type the check cannot read, none is required.
        expect(result.problems.map((problem) => problem.column)).toEqual(expected);
        for (const [column, cell] of cells) {
          const problem = result.problems.find((candidate) => candidate.column === column)!;
          expect(problem.reason, column).toContain(`"${cell}"`);
          expect(problem.line).toBe(2);
        }
      }),
      { numRuns: 200 },
    );
  });
});
