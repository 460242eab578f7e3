import { describe, expect, it } from "vitest";
import { closingBudgetPercent, sampleEstimate } from "~content/calculators/insurance-education";
import { closingBudgetRange, closingCostEstimate } from "./closing-costs";

describe("closing-cost estimate for the spec's $3,000,000 purchase", () => {
  const estimate = closingCostEstimate(sampleEstimate.price, sampleEstimate.items);

  it("uses the law's conveyance tax ($46,000), not the spec's typed $28,000", () => {
    expect(estimate.conveyance.total).toBe(46_000);
    expect(estimate.conveyance.stateTax).toBe(38_500);
  });

  it("sums the typed items: 3,000 + 2,500 + 800 + 800 + 1,200 + 200 = 8,500", () => {
    expect(estimate.buyerTotal).toBe(8_500);
  });

  it("the transaction total is 54,500 (the spec's 36,500 used the wrong tax)", () => {
    expect(estimate.transactionTotal).toBe(54_500);
  });

  it("the 1.5-2 % budgeting tip on $3,000,000 is $45,000 to $60,000", () => {
    expect(closingBudgetRange(sampleEstimate.price, closingBudgetPercent)).toEqual({ min: 45_000, max: 60_000 });
  });
});
