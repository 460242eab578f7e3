import { describe, expect, it } from "vitest";
import {
  columnOfHeader,
  decodeExport,
  importExport,
  normalizeDate,
  normalizeType,
  reportSkeleton,
} from "./mls-import.server";
import { parseReportNotes } from "~/features/reports/report-notes.server";

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

  it("never reads a list price as the contract price (issue 31, item 1)", () => {
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
});
