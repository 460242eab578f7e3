import { describe, expect, it } from "vitest";
import { closingBudgetPercent, closingCostItems, insuranceTypes, sampleEstimate } from "./insurance-education";

// Spec section 9 "Conveyance tax and costs": the editorial figures, as given.
describe("insurance and closing-cost content matches the spec", () => {
  it("insurance ranges, with homeowner's and title required", () => {
    expect(insuranceTypes.map((type) => [type.title, type.cost.min, type.cost.max, type.required])).toEqual([
      ["Homeowner's Insurance", 2_500, 8_000, true],
      ["Title Insurance", 1_500, 4_000, true],
      ["Flood Insurance", 700, 2_000, false],
      ["Umbrella Liability", 200, 500, false],
    ]);
  });

  it("closing-cost ranges", () => {
    expect(closingCostItems.map((item) => [item.cost.min, item.cost.max])).toEqual([
      [1_500, 3_500],
      [500, 1_200],
      [600, 1_000],
      [100, 300],
      [800, 2_000],
    ]);
  });

  it("the sample estimate's typed lines and the 1.5-2 % tip", () => {
    expect(sampleEstimate.price).toBe(3_000_000);
    expect(sampleEstimate.items.map((item) => item.amount)).toEqual([3_000, 2_500, 800, 800, 1_200, 200]);
    expect(closingBudgetPercent).toEqual({ min: 1.5, max: 2 });
  });
});
