import { describe, expect, it } from "vitest";
import type { Contract } from "~/features/reports/contract-types";
import { marketHistoryOf } from "./history-source.server";

const contract = (contractDate: string): Contract => ({
  address: "1 Test Lane",
  type: "single-family",
  zone: "R-20",
  zip: "06878",
  acres: 0.5,
  sqft: 3_000,
  price: 3_000_000,
  dom: 20,
  contractDate,
});

describe("marketHistoryOf", () => {
  it("puts three years of sample history before the first published week, and says until when", () => {
    const history = marketHistoryOf([
      { startDate: "2025-09-08", endDate: "2025-09-14", contracts: [contract("2025-09-09")] },
      { startDate: "2025-09-01", endDate: "2025-09-07", contracts: [contract("2025-09-02"), contract("2025-09-03")] },
    ]);
    expect(history.sampleUntil).toBe("2025-08-31");
    expect(history).toMatchObject({ firstDay: "2022-09-05", lastDay: "2025-09-14" });
    const sample = history.contracts.filter((row) => row.contractDate <= "2025-08-31");
    expect(sample.length).toBeGreaterThan(1_000);
    expect(sample.every((row) => row.contractDate >= "2022-09-05")).toBe(true);
    expect(history.contracts.length - sample.length).toBe(3);
    expect(history.weekly.weeks.at(-1)).toHaveLength(1);
  });

  it("is empty without published weeks", () => {
    expect(marketHistoryOf([])).toMatchObject({ contracts: [], sampleUntil: null });
  });
});
