import { describe, expect, it } from "vitest";
import { testContract } from "~/domain/test-contract";
import { marketHistoryFrom, marketHistoryOf } from "~/server/history-source.server";

const contract = (contractDate: string, address = "1 Real Lane") => testContract(contractDate, { address });

// Decision 116: the sample history fills only the weeks before the earliest real week.
describe("marketHistoryFrom with imported history weeks", () => {
  const published = [{ startDate: "2025-09-01", endDate: "2025-09-07" }];
  const alone = marketHistoryOf([{ ...published[0]!, contracts: [contract("2025-09-02")] }]);

  it("steps the sample aside before the earliest history week, keeping the same sample before it", () => {
    const imported = [contract("2024-03-05", "Imported"), contract("2025-09-02")];
    const history = marketHistoryFrom(published, imported, [{ startDate: "2024-03-04", endDate: "2024-03-10" }]);
    expect(history.sampleUntil).toBe("2024-03-03");
    expect(history).toMatchObject({ firstDay: "2022-09-05", lastDay: "2025-09-07" });
    const sample = history.contracts.filter((row) => row.contractDate <= "2024-03-03");
    // The same seeded sample as without the import, cut at the import's first Monday.
    expect(sample).toEqual(alone.contracts.filter((row) => row.contractDate <= "2024-03-03"));
    expect(history.contracts.filter((row) => row.contractDate > "2024-03-03")).toEqual(imported);
  });

  it("holds no sample at all when the real history reaches three years before the first published week", () => {
    const imported = [contract("2022-01-04", "Old"), contract("2025-09-02")];
    const history = marketHistoryFrom(published, imported, [{ startDate: "2022-01-03", endDate: "2024-12-29" }]);
    expect(history).toMatchObject({ sampleUntil: null, firstDay: "2022-01-03", lastDay: "2025-09-07" });
    expect(history.contracts).toEqual(imported);
  });
});
