import { describe, expect, it } from "vitest";
import { testMarket, WHOLE_COVERAGE } from "~/domain/test-supply";
import { PERIOD_SUPPLY_MEASURES } from "~/domain/period-supply";
import { quarterSupply } from "./quarter-supply";

const history = { market: testMarket(), coverage: WHOLE_COVERAGE, sample: [] };

describe("a quarter's supply section (decision 138)", () => {
  const supply = quarterSupply(history, { year: 2025, quarter: 3 });
  const card = (id: string) => supply.cards.find((entry) => entry.id === id)!;

  it("sets the quarter beside the quarter before and the same quarter a year earlier, with the change", () => {
    expect(supply.cards.map((entry) => entry.id)).toEqual([...PERIOD_SUPPLY_MEASURES]);
    expect(card("homes-for-sale").comparisons.map((entry) => entry.term)).toEqual(["Q2 2025", "Q3 2024"]);
    // 13 homes on each of Q3 2025's 13 Sundays, 13 in Q2, 10 in Q3 2024: +30%.
    expect(card("homes-for-sale").now).toEqual({ text: "13", basis: null });
    expect(card("homes-for-sale").comparisons.map((entry) => [entry.figure.text, entry.change])).toEqual([
      ["13", "0.0%"],
      ["10", "+30.0%"],
    ]);
    // Three listed a week: 39 in each 13-Sunday quarter (the Wednesdays July 2 to September 24).
    expect(card("new-listings").now.text).toBe("39");
    // 13 homes counted on each of the 13 Sundays (169), each 30 days on the market.
    expect(card("median-days-for-sale").now).toEqual({
      text: "30 days",
      basis: "on 169 homes for sale over 13 week ends",
    });
    expect(card("sale-to-list").now).toEqual({ text: "100.0%", basis: "on 13 closed sales" });
    expect(supply.sampleNote).toBeNull();
  });

  it("writes a quarter the listings do not cover as No history, and gives no change against it", () => {
    const early = quarterSupply(history, { year: 2024, quarter: 1 });
    const homes = early.cards.find((entry) => entry.id === "homes-for-sale")!;
    expect(homes.comparisons.map((entry) => [entry.figure.text, entry.change ?? null])).toEqual([
      ["No history", null],
      ["No history", null],
    ]);
  });
});
