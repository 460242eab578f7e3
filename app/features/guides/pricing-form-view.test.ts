import { describe, expect, it } from "vitest";
import { pricingGuideContent } from "~content/guides/pricing-guide";
import { pricingFromQuery } from "./pricing-estimate";
import { pricingFormView } from "./pricing-form-view";

const { pricingNeighbourhoods } = pricingGuideContent();
const viewOf = (query: string) =>
  pricingFormView(pricingFromQuery(new URLSearchParams(query), pricingNeighbourhoods), pricingNeighbourhoods);

describe("pricingFormView", () => {
  it("states the range and how it was worked out (Byram $445, 2,500 sq ft, move-in ready)", () => {
    const view = viewOf("sqft=2500&neighborhood=byram&condition=move-in-ready");
    // 2,500 x 445 = 1,112,500, rounded to $10,000; +-7.5 %.
    expect(view.result).toEqual({
      range: "$1,030,000 – $1,200,000",
      summary: "Midpoint $1,110,000 for 2,500 sq ft in Byram, move-in ready.",
      steps: [
        "Byram average: $445 per sq ft.",
        "Condition “Move-in ready”: 0%, so $445 per sq ft.",
        "2,500 sq ft × $445 = $1,110,000 (rounded to $10,000).",
        "Range: 7.5% either side of that figure.",
      ],
    });
    expect(view.errors).toEqual({});
  });

  it("signs the condition's adjustment", () => {
    const view = viewOf("sqft=2500&neighborhood=byram&condition=needs-renovation");
    expect(view.result?.steps[1]).toBe("Condition “Needs major renovation”: -25%, so $334 per sq ft.");
  });

  it("keeps what was typed and names the wrong field, with no result", () => {
    const view = viewOf("sqft=12&neighborhood=byram&condition=");
    expect(view.result).toBeNull();
    expect(view.values).toEqual({ sqft: "12", neighborhood: "byram", condition: "" });
    expect(Object.keys(view.errors).sort()).toEqual(["condition", "sqft"]);
  });

  it("lists every condition's adjustment before a query", () => {
    const view = viewOf("");
    expect(view.result).toBeNull();
    expect(view.assumptions).toContain("Newly renovated or built: +12% on the price per sq ft.");
    expect(view.assumptions).toContain("Needs major renovation: -25% on the price per sq ft.");
    expect(view.assumptions.at(-1)).toBe("The range is 7.5% either side, rounded to $10,000.");
    expect(view.neighbourhoodOptions).toContainEqual({ value: "byram", label: "Byram ($445/sq ft)" });
  });
});
