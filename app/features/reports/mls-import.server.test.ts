import { describe, expect, it } from "vitest";
import { columnOfHeader, importExport, normalizeDate, normalizeType, reportSkeleton } from "./mls-import.server";
import { parseReportNotes } from "./report-notes.server";

const WEEK = { startDate: "2025-09-29", endDate: "2025-10-05" };

describe("MLS export import", () => {
  it("maps header aliases without regard to case", () => {
    expect(columnOfHeader("List Price")).toBe("price");
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

  it("names the columns it cannot find", () => {
    const result = importExport("Address,Price\n1 A Road,1000000", WEEK);
    expect(result.problems[0]?.reason).toMatch(/no column for type/);
  });

  it("writes a report.md skeleton the site accepts", () => {
    expect(parseReportNotes(reportSkeleton(5, WEEK.startDate, WEEK.endDate), "report.md")).toMatchObject({
      week: 5,
      startDate: "2025-09-29",
    });
  });
});
