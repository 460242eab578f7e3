import { describe, expect, it } from "vitest";
import { parseContractsCsv, readContractsCsv } from "./contracts-csv.server";
import { DataFileError } from "./data-file-error";

const HEADER = "address,type,zone,zip,acres,sqft,price,dom,contract_date";
const GOOD = "14 Lockwood Road,single-family,R-20,06878,0.52,3850,3295000,12,2025-09-02";

describe("parseContractsCsv", () => {
  it("reads typed contracts", () => {
    expect(
      parseContractsCsv(
        `${HEADER}\n${GOOD}\nLot 3 Porchuck Road,land,RA-4,06831,4.10,,3200000,38,2025-09-06\n`,
        "x.csv",
      ),
    ).toEqual([
      {
        address: "14 Lockwood Road",
        type: "single-family",
        zone: "R-20",
        zip: "06878",
        acres: 0.52,
        sqft: 3850,
        price: 3_295_000,
        dom: 12,
        contractDate: "2025-09-02",
      },
      expect.objectContaining({ type: "land", sqft: null, acres: 4.1 }),
    ]);
  });

  it("names file, line and column of a bad value", () => {
    const text = `${HEADER}\n${GOOD}\n8 Mead Avenue,single-family,R-6,06830,0.14,1850,a lot,41,2025-09-02\n`;
    expect(() => parseContractsCsv(text, "data/weekly/1/contracts.csv")).toThrow(
      'data/weekly/1/contracts.csv, line 3, column "price": price must be a whole number of at least 1, got "a lot"',
    );
  });

  it("rejects an unknown type, a ZIP outside Greenwich and a building without sq ft", () => {
    const text = [
      HEADER,
      "1 A Road,mansion,R-6,06830,0.1,1000,1000000,1,2025-09-02",
      "2 B Road,condo,R-6,10001,,1000,1000000,1,2025-09-02",
      "3 C Road,condo,R-6,06830,,,1000000,1,2025-09-02",
    ].join("\n");
    const { problems } = readContractsCsv(text);
    expect(problems.map((problem) => [problem.line, problem.column])).toEqual([
      [2, "type"],
      [3, "zip"],
      [4, "sqft"],
    ]);
  });

  it("rejects a contract date outside the week", () => {
    try {
      parseContractsCsv(`${HEADER}\n${GOOD}`, "w.csv", { startDate: "2025-09-08", endDate: "2025-09-14" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DataFileError);
      expect(error).toMatchObject({ line: 2, column: "contract_date" });
    }
  });

  it("names a missing column", () => {
    expect(() => parseContractsCsv("address,type\n1 A Road,condo", "w.csv")).toThrow(/missing column\(s\) zone, zip/);
  });

  it("quotes the rejected value in the reason", () => {
    const text = [
      HEADER,
      "1 A Road,mansion,R-6,06830,0.1,1000,1000000,1,2025-09-02",
      "2 B Road,condo,R-6,10001,,1000,1000000,1,2025-09-02",
      "3 C Road,condo,r6,06830,,1000,1000000,1,2025-09-02",
    ].join("\n");
    expect(readContractsCsv(text).problems.map((problem) => problem.reason)).toEqual([
      expect.stringContaining('got "mansion"'),
      expect.stringContaining('got "10001"'),
      expect.stringContaining('got "r6"'),
    ]);
  });

  it("refuses dates before 2000 or more than a week ahead, prices above $200M and DOM above 5,000, by row", () => {
    const today = new Date("2025-10-01T12:00:00Z");
    const text = [
      HEADER,
      "1 A Road,condo,R-6,06830,,1000,1000000,1,1999-12-31",
      "2 B Road,condo,R-6,06830,,1000,1000000,1,2025-10-09",
      "3 C Road,condo,R-6,06830,,1000,200000001,1,2025-09-30",
      "4 D Road,condo,R-6,06830,,1000,1000000,5001,2025-09-30",
      "5 E Road,condo,R-6,06830,,1000,200000000,5000,2025-10-08",
    ].join("\n");
    const { contracts, problems } = readContractsCsv(text, undefined, today);
    expect(contracts.map((contract) => contract.address)).toEqual(["5 E Road"]);
    expect(problems.map((problem) => [problem.line, problem.column])).toEqual([
      [2, "contract_date"],
      [3, "contract_date"],
      [4, "price"],
      [5, "dom"],
    ]);
    expect(problems[0]?.reason).toBe(
      "contract date 1999-12-31 is not between 2000-01-01 and 2025-10-08 (a week from today)",
    );
    expect(problems[2]?.reason).toBe('price is at most 200,000,000, got "200000001"');
  });

  it("refuses a NUL character in a cell by line and column (PostgreSQL cannot store it)", () => {
    const { contracts, problems } = readContractsCsv(
      `${HEADER}\n1 A\u0000Road,condo,R-6,06830,,1000,1000000,1,2025-09-02`,
    );
    expect(contracts).toEqual([]);
    expect(problems).toEqual([
      {
        line: 2,
        column: "address",
        reason: 'address holds a NUL character (byte 0), which cannot be stored: "1 A\\0Road"',
      },
    ]);
  });
});
