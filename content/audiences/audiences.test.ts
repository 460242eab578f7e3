import { describe, expect, it } from "vitest";
import { riskTone } from "~/lib/colour-rules";
import { buyerConditions, buyerFacts } from "./buyer";
import { investorContent } from "./investor";
const { buyerNeighborhoods } = buyerFacts();
const { investorStrategies, investorTools } = investorContent();

describe("audience page content", () => {
  it("the buyer guide covers the spec's five neighborhoods", () => {
    expect(buyerNeighborhoods.map((n) => n.name)).toEqual([
      "Riverside",
      "Old Greenwich",
      "Central Greenwich",
      "Cos Cob",
      "Backcountry",
    ]);
  });

  it("takes shared figures from the home page, so the pages agree", () => {
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
