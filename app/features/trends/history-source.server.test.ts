import { describe, expect, it } from "vitest";
import { testContract as contract } from "~/domain/test-contract";
import { seedWeeks } from "~/domain/weekly-data.server";
import { marketHistoryOf } from "~/server/history-source.server";
import { weekRecords } from "~/domain/weekly-market";
import { announcedQuarters, quarterEntries } from "./quarter-view";

describe("marketHistoryOf", () => {
  it("puts three years of sample history before the first published week, and says until when", () => {
    const history = marketHistoryOf([
      { startDate: "2025-09-08", endDate: "2025-09-14", contracts: [contract("2025-09-09")] },
      { startDate: "2025-09-01", endDate: "2025-09-07", contracts: [contract("2025-09-02"), contract("2025-09-03")] },
    ]);
    expect(history.sample).toEqual([{ from: "2022-09-05", to: "2025-08-31" }]);
    expect(history).toMatchObject({ firstDay: "2022-09-05", lastDay: "2025-09-14" });
    const sample = history.contracts.filter((row) => row.contractDate <= "2025-08-31");
    expect(sample.length).toBeGreaterThan(1_000);
    expect(sample.every((row) => row.contractDate >= "2022-09-05")).toBe(true);
    expect(history.contracts.length - sample.length).toBe(3);
    expect(weekRecords(history.market, history.market.weekCount - 1).contracts).toHaveLength(1);
    // The sample years and the two published weeks cover every day from the first to the last.
    expect(history.coverage.contracts).toEqual([
      { from: "2022-09-05", to: "2025-08-31" },
      { from: "2025-09-08", to: "2025-09-14" },
      { from: "2025-09-01", to: "2025-09-07" },
    ]);
  });

  it("is empty without published weeks", () => {
    expect(marketHistoryOf([])).toMatchObject({ contracts: [], sample: [] });
  });
});

describe("the spec's weeks as history", () => {
  const weeks = seedWeeks();
  const history = marketHistoryOf(weeks);

  it("lists in the archive every complete quarter from the sample's first to Q3 2025, all showing sample contracts", () => {
    const entries = quarterEntries(history.contracts, history);
    expect(entries[0]).toMatchObject({ id: "2025-q3", sample: true });
    expect(entries.at(-1)).toMatchObject({ id: "2022-q4" });
    expect(entries).toHaveLength(12);
  });

  it("announces in the feed only Q3 2025, which week 4 completes: the sample quarters have no published week", () => {
    expect(announcedQuarters(history.contracts, history, weeks)).toEqual([
      expect.objectContaining({ id: "2025-q3", date: "2025-10-21", end: "2025-09-30" }),
    ]);
  });
});
