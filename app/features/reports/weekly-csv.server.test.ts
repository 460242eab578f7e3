import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { parseContractsCsv } from "~/domain/contracts-csv.server";
import { weeklyContractsCsv } from "./weekly-csv.server";
import { seedWeeks } from "~/domain/weekly-data.server";

const rowsOf = (csv: string) =>
  parse(csv.replace(/^\uFEFF/, ""), { columns: true, skip_empty_lines: true }) as Record<string, string>[];

describe("a week's contracts as CSV (the Take Action comparables)", () => {
  it("keeps leases apart: a sale has a price and no rent, a lease a monthly rent and no price (decision 093)", () => {
    const week4 = seedWeeks().find((week) => week.week === 4)!;
    const rows = rowsOf(weeklyContractsCsv(week4));
    const leases = rows.filter((row) => row.type === "rental");
    expect(leases).toHaveLength(4);
    for (const lease of leases) {
      expect(lease.price).toBe("");
      expect(Number(lease.monthly_rent)).toBeGreaterThan(0);
    }
    for (const sale of rows.filter((row) => row.type !== "rental")) {
      expect(Number(sale.price)).toBeGreaterThan(0);
      expect(sale.monthly_rent).toBe("");
    }
  });

  it("holds every contract of the week: read back (a rent as the data files write it), the same contracts", () => {
    for (const week of seedWeeks()) {
      const rows = rowsOf(weeklyContractsCsv(week));
      // The data files keep a lease's monthly rent in `price` (data/README.md).
      const asDataFile = [
        "address,type,zone,zip,acres,sqft,price,dom,contract_date",
        ...rows.map((row) =>
          [
            `"${row.address}"`,
            row.type,
            row.zone,
            row.zip,
            row.acres,
            row.sqft,
            row.price || row.monthly_rent,
            row.dom,
            row.contract_date,
          ].join(","),
        ),
      ].join("\n");
      const { contracts, ...notes } = week;
      const back = parseContractsCsv(asDataFile, `week-${week.week}.csv`, notes);
      const key = (row: { address: string }) => row.address;
      expect([...back].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
        [...contracts].sort((a, b) => key(a).localeCompare(key(b))),
      );
    }
  });
});
