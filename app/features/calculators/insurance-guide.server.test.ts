import { describe, expect, it } from "vitest";
import { closingCostsView, formatCostRange, insuranceTypesView } from "./insurance-guide.server";

describe("the insurance guide's tabs as the page receives them", () => {
  it("formats a cost range as whole dollars", () => {
    expect(formatCostRange({ min: 2_500, max: 8_000 })).toBe("$2,500-$8,000");
    expect(insuranceTypesView().types[0]!.cost).toBe("$2,500-$8,000");
  });

  it("shows the sample estimate's totals and the 1.5-2 % tip on $3,000,000", () => {
    const { estimate, budget } = closingCostsView();
    expect(estimate.caption).toBe("Sample closing costs on a $3,000,000 purchase");
    expect([estimate.buyerTotal, estimate.conveyanceTotal, estimate.transactionTotal]).toEqual([
      "$8,500",
      "$46,000",
      "$54,500",
    ]);
    expect([estimate.stateTax, estimate.municipalTax]).toEqual(["$38,500", "$7,500"]);
    expect(budget).toEqual({ percentRange: "1.5%-2%", price: "$3,000,000", min: "$45,000", max: "$60,000" });
  });
});
