import { describe, expect, it } from "vitest";
import { riskTone, trendTone } from "~/lib/colour-rules";
import { marketNowSection } from "../home";
import { buyerConditions, buyerNeighborhoods } from "./buyer";
import { investorStrategies, investorTools } from "./investor";
import { sellerResults } from "./seller";

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
      "Central Greenwich": "neutral",
      "Cos Cob": "green",
      Backcountry: "red",
    });
  });

  it("takes shared figures from the home page, so the pages agree", () => {
    const riverside = marketNowSection.topAreas.areas.find((area) => area.name === "Riverside")!;
    expect(buyerNeighborhoods[0]!.trend).toBe(`Up ${riverside.figure.slice(1)} year over year`);
    expect(buyerConditions.map((c) => c.statistic.label)).toEqual([
      "Inventory",
      "Average Days on Market",
      "Median Sale Price",
    ]);
  });

  it("keeps the spec's seller sample results", () => {
    expect(sellerResults.map((r) => r.value)).toEqual(["28 days", "97.2%", "$856"]);
  });

  it("gives the four strategies every risk colour of spec 4, and every tool somewhere to go", () => {
    expect(investorStrategies.map((s) => riskTone(s.riskLevel))).toEqual(["green", "yellow", "yellow", "red"]);
    expect(investorTools.map((t) => t.title)).toEqual(["Portfolio Tracking", "Opportunity Alerts", "ROI Calculator"]);
  });
});
