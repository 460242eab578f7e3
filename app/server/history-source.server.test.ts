import { describe, expect, it } from "vitest";
import { testContract } from "~/domain/test-contract";
import { marketHistoryFrom, marketHistoryOf } from "~/server/history-source.server";
import { weekRecords } from "~/domain/weekly-market";

const contract = (contractDate: string, address = "1 Real Lane") => testContract(contractDate, { address });

// Decision 116: the sample history fills only the weeks before the earliest real week.
describe("marketHistoryFrom with imported history weeks", () => {
  const published = [{ startDate: "2025-09-01", endDate: "2025-09-07" }];
  const alone = marketHistoryOf([{ ...published[0]!, contracts: [contract("2025-09-02")] }]);

  it("steps the sample aside before the earliest history week, keeping the same sample before it", () => {
    const imported = [contract("2024-03-05", "Imported"), contract("2025-09-02")];
    const history = marketHistoryFrom(published, imported, {
      history: [{ startDate: "2024-03-04", endDate: "2024-03-10" }],
    });
    expect(history.sample).toEqual([{ from: "2022-09-05", to: "2024-03-03" }]);
    expect(history).toMatchObject({ firstDay: "2022-09-05", lastDay: "2025-09-07" });
    const sample = history.contracts.filter((row) => row.contractDate <= "2024-03-03");
    // The same seeded sample as without the import, cut at the import's first Monday.
    expect(sample).toEqual(alone.contracts.filter((row) => row.contractDate <= "2024-03-03"));
    expect(history.contracts.filter((row) => row.contractDate > "2024-03-03")).toEqual(imported);
  });

  it("holds no sample at all when the real history reaches three years before the first published week", () => {
    const imported = [contract("2022-01-04", "Old"), contract("2025-09-02")];
    const history = marketHistoryFrom(published, imported, {
      history: [{ startDate: "2022-01-03", endDate: "2024-12-29" }],
    });
    expect(history).toMatchObject({ sample: [], firstDay: "2022-01-03", lastDay: "2025-09-07" });
    expect(history.contracts).toEqual(imported);
  });
});

// Decision 120: one rule says which days are sample data, and the sample listings run with them.
describe("the sample days and the sample listings", () => {
  const week1 = { startDate: "2025-09-01", endDate: "2025-09-07", contracts: [contract("2025-09-02")] };
  const week2 = { startDate: "2025-09-08", endDate: "2025-09-14", contracts: [contract("2025-09-09")] };

  it("counts the seed weeks still holding their shipped contracts as sample, with the generated years", () => {
    const history = marketHistoryOf([week1, week2], { sampleWeeks: [week1] });
    expect(history.sample).toEqual([{ from: "2022-09-05", to: "2025-09-07" }]);
    // A broker's week is no sample: without seed weeks, the sample ends with the generated years.
    expect(marketHistoryOf([week1, week2]).sample).toEqual([{ from: "2022-09-05", to: "2025-08-31" }]);
  });

  it("generates listings with the sample contracts over the sample days, and covers them for the supply measures", () => {
    const history = marketHistoryOf([week1, week2], { sampleWeeks: [week1] });
    expect(history.coverage.listings).toEqual([{ from: "2022-09-05", to: "2025-09-07" }]);
    const { columns, weekCount } = history.market;
    const forSale = columns.forSale.entry.length;
    expect(forSale).toBeGreaterThan(10_000);
    // Every generated sale contract went under contract as a listing on its date.
    const sales = history.contracts.filter((row) => row.type !== "rental" && row.contractDate <= "2025-09-07").length;
    expect(columns.underContract.entry.length).toBe(sales);
    // No listing record after the sample's last day: the broker's listings would start there.
    expect(weekRecords(history.market, weekCount - 1).forSale).toEqual([]);
  });

  it("steps the sample listings aside where the broker's listings exports start", () => {
    const history = marketHistoryOf([week1, week2], {
      sampleWeeks: [week1],
      listings: { histories: [], coverage: [{ from: "2025-06-01", to: "2025-09-14" }] },
    });
    expect(history.coverage.listings).toEqual([
      { from: "2025-06-01", to: "2025-09-14" },
      { from: "2022-09-05", to: "2025-05-31" },
    ]);
  });
});
