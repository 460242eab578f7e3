import { describe, expect, it } from "vitest";
import { testMarket, WHOLE_COVERAGE } from "~/domain/test-supply";
import { weekSupply } from "./week-supply";

const history = (coverage = WHOLE_COVERAGE, sample: { from: string; to: string }[] = []) => ({
  market: testMarket(coverage),
  sample,
});
const rows = (supply: ReturnType<typeof weekSupply>) =>
  Object.fromEntries(
    supply.cards.map((card) => [card.id, [card.now.text, ...card.comparisons.map((entry) => entry.figure.text)]]),
  );

describe("the weekly report's supply block (decision 138)", () => {
  it("gives the week's figures beside its 13 weeks and the same week a year earlier", () => {
    const supply = weekSupply(history(), { startDate: "2025-10-13", endDate: "2025-10-19" });
    expect(supply.weekStart).toBe("2025-10-13");
    expect(supply.intro).toMatch(/^This report's week, October 13, 2025 to October 19, 2025:/);
    expect(rows(supply)).toEqual({
      // 13 homes on each Sunday of 2025, 10 on each of 2024.
      "homes-for-sale": ["13", "13", "10"],
      "new-listings": ["3", "3", "3"],
      "closed-sales": ["1", "1", "1"],
      // No sale contract in the fixture, and the contracts are covered: a true zero.
      contracts: ["0", "0", "0"],
      // 13 homes against 2 contracts a week (26 over 13 weeks, 52/12 weeks a month): 1.5 months;
      // a year earlier 10 homes: 1.15 months.
      "months-of-supply": ["1.5 months", "1.5 months", "1.2 months"],
    });
    expect(supply.cards.find((card) => card.id === "months-of-supply")!.now.basis).toBe("on 26 listings");
    expect(supply.condition).toBe("Months of supply over the 13 weeks: 1.5 months, a seller's market.");
    expect(supply.sampleNote).toBeNull();
  });

  it("takes the newest whole Monday-to-Sunday week of a report that ends on a Tuesday", () => {
    const supply = weekSupply(history(), { startDate: "2025-10-15", endDate: "2025-10-21" });
    expect(supply.weekStart).toBe("2025-10-13");
    expect(supply.intro).toMatch(/^The newest Monday-to-Sunday week this report holds whole/);
  });

  it("writes a week the listings do not cover as No history, never a zero, and says there is no condition", () => {
    const holed = { ...WHOLE_COVERAGE, listings: [{ from: "2024-01-01", to: "2025-10-12" }] };
    const supply = weekSupply(history(holed), { startDate: "2025-10-13", endDate: "2025-10-19" });
    expect(rows(supply)["homes-for-sale"]![0]).toBe("No history");
    expect(rows(supply)["new-listings"]![0]).toBe("No history");
    // The contracts are a source apart.
    expect(rows(supply).contracts![0]).toBe("0");
    expect(supply.condition).toBe(
      "No market condition: the broker's listings do not give months of supply for these 13 weeks.",
    );
  });

  it("marks the block by the one sample sentence where its figures reach a sample day", () => {
    const supply = weekSupply(history(WHOLE_COVERAGE, [{ from: "2024-01-01", to: "2024-12-31" }]), {
      startDate: "2025-10-13",
      endDate: "2025-10-19",
    });
    expect(supply.sampleNote).toMatch(/^Sample data: the figures /);
  });
});
