import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pricingGuideContent } from "~content/guides/pricing-guide";
import { defaultFactBook } from "~content/facts";
import { estimatePriceRange, pricingFromQuery } from "./pricing-estimate";

const byramBase = {
  pricePerSqFt: 445,
  conditionAdjustmentPercent: 0,
  rangeHalfWidthPercent: 7.5,
  roundToDollars: 10_000,
};

describe("estimatePriceRange", () => {
  it("multiplies square footage by the neighbourhood's $/sq ft (Byram $445, 2,500 sq ft)", () => {
    // 2,500 x 445 = 1,112,500; +-7.5 % = 1,029,062.50 and 1,195,937.50; rounded to $10,000.
    expect(estimatePriceRange({ ...byramBase, squareFeet: 2_500 })).toEqual({
      adjustedPricePerSqFt: 445,
      estimate: 1_110_000,
      low: 1_030_000,
      high: 1_200_000,
    });
  });

  it("adjusts the price per sq ft by the condition", () => {
    // 445 x 0.75 = 333.75 per sq ft; 2,500 sq ft = 834,375.
    const result = estimatePriceRange({ ...byramBase, squareFeet: 2_500, conditionAdjustmentPercent: -25 });
    expect(result.adjustedPricePerSqFt).toBeCloseTo(333.75);
    expect(result.estimate).toBe(830_000);
    expect(result.low).toBe(770_000);
    expect(result.high).toBe(900_000);
  });

  it("keeps low <= estimate <= high for any valid input", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 20_000 }),
        fc.integer({ min: 300, max: 2_000 }),
        fc.constantFrom(-25, -10, 0, 12),
        (squareFeet, pricePerSqFt, conditionAdjustmentPercent) => {
          const r = estimatePriceRange({ ...byramBase, squareFeet, pricePerSqFt, conditionAdjustmentPercent });
          return r.low <= r.estimate && r.estimate <= r.high && r.low % 10_000 === 0;
        },
      ),
    );
  });
});

const { pricingNeighbourhoods } = pricingGuideContent();
const fromQuery = (query: string | Record<string, string>) =>
  pricingFromQuery(new URLSearchParams(query), pricingNeighbourhoods);

describe("pricingFromQuery", () => {
  it("shows an empty form when no field is in the address", () => {
    expect(fromQuery("").status).toBe("empty");
    expect(fromQuery("request=x").status).toBe("empty");
  });

  it("computes the Riverside estimate for a renovated 4,000 sq ft home", () => {
    const outcome = fromQuery("sqft=4,000&neighborhood=riverside&condition=renovated");
    expect(outcome.status).toBe("valid");
    if (outcome.status !== "valid") return;
    // 1,020 x 1.12 = 1,142.40 per sq ft; x 4,000 = 4,569,600.
    expect(outcome.result.squareFeet).toBe(4_000);
    expect(outcome.result.estimate.estimate).toBe(4_570_000);
    expect(outcome.result.estimate.low).toBe(4_230_000);
    expect(outcome.result.estimate.high).toBe(4_910_000);
  });

  it("names every invalid field", () => {
    const outcome = fromQuery("sqft=12ab&neighborhood=manhattan&condition=");
    expect(outcome.status).toBe("invalid");
    if (outcome.status !== "invalid") return;
    expect(Object.keys(outcome.errors).sort()).toEqual(["condition", "neighborhood", "sqft"]);
    expect(outcome.errors.sqft).toMatch(/500 to 20,000/);
  });

  it("refuses sizes outside 500-20,000 sq ft, fractional sizes and numbers written as 1e3 (decision 131)", () => {
    for (const sqft of ["499", "20001", "1500.5", "-2000", "", "1e3", "0x7D0", "2,5", "2.5k"]) {
      const outcome = fromQuery({ sqft, neighborhood: "byram", condition: "move-in-ready" });
      expect(outcome.status, sqft).toBe("invalid");
    }
  });
});

describe("pricingFromQuery with the facts current at render time (decision 111)", () => {
  it("prices from the neighbourhood's price per sq ft in the book it is given", () => {
    const book = {
      ...defaultFactBook,
      facts: {
        ...defaultFactBook.facts,
        byramPricePerSqFt: { ...defaultFactBook.facts.byramPricePerSqFt, value: 500 },
      },
    };
    const query = new URLSearchParams("sqft=1000&neighborhood=byram&condition=move-in-ready");
    const outcome = pricingFromQuery(query, pricingGuideContent(book).pricingNeighbourhoods);
    expect(outcome.status === "valid" && outcome.result.estimate.estimate).toBe(500_000);
    const defaults = pricingFromQuery(query, pricingNeighbourhoods);
    expect(defaults.status === "valid" && defaults.result.estimate.estimate).toBe(450_000); // $445 a sq ft, rounded
  });
});
