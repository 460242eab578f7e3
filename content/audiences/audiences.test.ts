import { describe, expect, it } from "vitest";
import { riskTone, trendTone } from "~/lib/colour-rules";
import { buyerConditions, buyerFacts } from "./buyer";
import { investorContent } from "./investor";

const { buyerNeighborhoods } = buyerFacts();
const { investorStrategies, investorTools } = investorContent();

describe("audience page content", () => {
  it("the buyer guide covers the spec's five neighborhoods, with trends the colour rule reads", () => {
    expect(buyerNeighborhoods.map((n) => n.name)).toEqual([
      "Riverside",
      "Old Greenwich",
      "Central Greenwich",
      "Cos Cob",
      "Backcountry",
    ]);
    const tones = Object.fromEntries(buyerNeighborhoods.map((n) => [n.name, trendTone(n.trend)]));
    expect(tones).toEqual({
      Riverside: "green",
      "Old Greenwich": "green",
      "Central Greenwich": "green",
      "Cos Cob": "green",
      Backcountry: "neutral",
    });
  });

  it("takes shared figures from the facts and the home page, so the pages agree", () => {
    expect(buyerNeighborhoods[0]!.trend).toBe("Up: +6.4% year over year");
    expect(buyerNeighborhoods[4]!.trend).toBe("Stable: +1.2% year over year");
    // Each condition names a figure of the home page's market-now strip (decision 139).
    expect(buyerConditions.map((c) => c.measure)).toEqual([
      "homes-for-sale",
      "median-days-on-market",
      "median-sale-price",
    ]);
  });

  it("gives the four strategies every risk colour, and every tool somewhere to go", () => {
    expect(investorStrategies.map((s) => riskTone(s.riskLevel))).toEqual(["green", "yellow", "yellow", "red"]);
    expect(investorTools.map((t) => t.title)).toEqual(["Portfolio Tracking", "Opportunity Alerts", "ROI Calculator"]);
  });
});
