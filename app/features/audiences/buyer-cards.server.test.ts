import { marketStatistics } from "~content/home";
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
  it("formats the median sale price and colors the trend by spec 4: down red, up green, else neutral", () => {
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

describe("marketConditionCards", () => {
  it("draws a rising statistic with the up arrow and a falling one with the down arrow", () => {
    const cards = marketConditionCards(buyerConditions, marketStatistics({ year: 2024, averageDaysOnMarket: 32 }));
    expect(cards.map((card) => card.statistic.label)).toEqual(buyerConditions.map((c) => c.statisticLabel));
    expect(cards.map((card) => card.trendIcon.name)).toEqual(cards.map((card) => `trending-${card.statistic.trend}`));
    expect(new Set(cards.map((card) => card.trendIcon.name))).toEqual(new Set(["trending-up", "trending-down"]));
  });
});
