import { describe, expect, it } from "vitest";
import { facts } from "../facts";
import { byramContent, byramPropertyTypes, investmentFactors } from "./byram-guide";
import { pricingConditions, pricingGuideContent, valueFactors } from "./pricing-guide";
import { westernGreenwichContent } from "./western-greenwich";

const { byramProjection } = byramContent();
const { pricingNeighbourhoods, townAveragePriceSqFt } = pricingGuideContent();
const { buyingConsiderations, investmentOutlook, westernNeighbourhoods } = westernGreenwichContent();

// The spec's editorial figures (sections 2 and 9) are the publisher's claims: these tests keep the
// content modules from drifting away from them, and check the counts the spec gives each guide.
describe("pricing guide content", () => {
  it("has six neighbourhoods including Byram at $445 per sq ft and its own median", () => {
    expect(pricingNeighbourhoods).toHaveLength(6);
    const byram = pricingNeighbourhoods.find((n) => n.id === "byram");
    expect(byram).toMatchObject({
      avgPriceSqFt: 445,
      medianPrice: "byramMedianSalePrice",
    });
    // The whole villages' medians and every change are the villages', from the history (decision 159).
    expect(pricingNeighbourhoods.filter((n) => "medianPrice" in n).map((n) => n.id)).toEqual([
      "central-greenwich",
      "backcountry",
      "byram",
    ]);
    expect(townAveragePriceSqFt).toBe(856);
    expect(new Set(pricingNeighbourhoods.map((n) => n.id)).size).toBe(6);
  });

  it("has four value factors rated High or Medium and a neutral condition", () => {
    expect(valueFactors).toHaveLength(4);
    expect(valueFactors.every((f) => f.impact === "High" || f.impact === "Medium")).toBe(true);
    expect(pricingConditions.some((c) => c.adjustmentPercent === 0)).toBe(true);
  });
});

describe("Byram guide content", () => {
  it("splits the market 65 / 25 / 10 % (summing to 100)", () => {
    expect(byramPropertyTypes.map((t) => t.marketSharePercent)).toEqual([65, 25, 10]);
  });

  it("projects the $1.2M median 25-40 % over five years to 2030", () => {
    expect(byramProjection).toMatchObject({
      medianToday: 1_200_000,
      lowPercent: 25,
      highPercent: 40,
      targetYear: 2030,
    });
    expect(investmentFactors).toHaveLength(4);
  });
});

describe("western Greenwich content", () => {
  it("keeps the four median prices (the Backcountry's is the pricing guide's, decision 098) and the 8.3 % appreciation", () => {
    expect(westernNeighbourhoods.map((n) => [n.name, n.medianPrice && facts[n.medianPrice].value])).toEqual([
      ["Backcountry", 4_400_000],
      ["North Street Corridor", 3_200_000],
      ["Round Hill", 4_100_000],
      ["Conyers Farm", 5_800_000],
    ]);
    expect(investmentOutlook.appreciationPercent).toBe(8.3);
    expect(buyingConsiderations).toHaveLength(5);
  });
});
