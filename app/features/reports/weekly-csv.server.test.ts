import { describe, expect, it } from "vitest";
import { parseContractsCsv } from "~/domain/contracts-csv.server";
import { weeklyContractsCsv } from "./weekly-csv.server";
import { seedWeeks } from "~/domain/weekly-data.server";

describe("a week's contracts as CSV (the Take Action comparables, issue 33 item 4)", () => {
  it("holds every contract of the week and reads back as the same contracts", () => {
    for (const week of seedWeeks()) {
      const csv = weeklyContractsCsv(week).replace(/^\uFEFF/, "");
      const { contracts, ...notes } = week;
      const back = parseContractsCsv(csv, `week-${week.week}.csv`, notes);
      const key = (row: { address: string }) => row.address;
      expect([...back].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
        [...contracts].sort((a, b) => key(a).localeCompare(key(b))),
      );
    }
  });
});
