import { MARKET_NOW_MEASURES, type MarketNowStatistic } from "~/domain/market-now";
import { describe, expect, it } from "vitest";
import { toneClasses } from "~/lib/colour-rules";
import { defaultFactBook } from "~content/facts";
import { buyerConditions, buyerFacts } from "~content/audiences/buyer";
import { marketConditionCards, neighborhoodCards } from "./buyer-cards.server";

const { buyerNeighborhoods } = buyerFacts();

const base = {
  name: "Riverside",
  medianPrice: "riversideMedianSalePrice",
  activity: "High",
  description: "Shoreline streets.",
} as const;

describe("neighborhoodCards", () => {
  it("formats the median sale price and colors the trend by the colour rule: down red, up green, else neutral", () => {
    const [down, up, stable] = neighborhoodCards(
      [
        { ...base, trend: "Down 1.5% year over year" },
        { ...base, trend: "Up 8.2% year over year" },
        { ...base, trend: "Stable" },
      ],
      defaultFactBook,
    );
    expect(down?.medianPrice).toBe("$3.4M");
    expect([down?.trendClass, up?.trendClass, stable?.trendClass]).toEqual([
      toneClasses.red.text,
      toneClasses.green.text,
      toneClasses.neutral.text,
    ]);
    expect([down?.trendIcon.name, up?.trendIcon.name, stable?.trendIcon.name]).toEqual([
      "trending-down",
      "trending-up",
      "minus",
    ]);
  });

  it("keeps every neighborhood of the guide, in order", () => {
    expect(neighborhoodCards(buyerNeighborhoods, defaultFactBook).map((card) => card.name)).toEqual(
      buyerNeighborhoods.map((neighborhood) => neighborhood.name),
    );
  });
});

const statistic = (measure: MarketNowStatistic["measure"], direction: MarketNowStatistic["direction"]) =>
  ({
    measure,
    label: measure,
    value: "1",
    basis: null,
    period: "13 weeks to October 19, 2025",
    change: direction === "steady" ? null : direction === "up" ? "+4.0%" : "-4.0%",
    comparison: "against the same 13 weeks a year earlier",
    direction,
    goodNews: null,
  }) satisfies MarketNowStatistic;

describe("marketConditionCards", () => {
  it("says what each figure's move means, with its arrow: up, down, or steady where no change is given", () => {
    const cards = marketConditionCards(buyerConditions, [
      statistic("homes-for-sale", "down"),
      statistic("median-days-on-market", "up"),
      statistic("median-sale-price", "steady"),
    ]);
    expect(cards.map((card) => [card.title, card.trendIcon.name])).toEqual([
      ["Inventory Is Tight", "trending-down"],
      ["Homes Take Longer to Sell", "trending-up"],
      ["Prices Hold Steady", "minus"],
    ]);
  });

  it("names only figures of the home page's market-now strip, so the two pages agree", () => {
    const strip: readonly string[] = MARKET_NOW_MEASURES.map((entry) => entry.measure);
    expect(buyerConditions.filter((condition) => !strip.includes(condition.measure))).toEqual([]);
  });

  it("shows no card for a figure the history does not give", () => {
    expect(marketConditionCards(buyerConditions, [])).toEqual([]);
  });
});
