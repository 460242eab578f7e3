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
});
