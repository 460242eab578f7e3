import { MARKET_NOW_MEASURES, type MarketNowStatistic } from "~/domain/market-now";
import { describe, expect, it } from "vitest";
import { toneClasses } from "~/lib/colour-rules";
import { testQuotes } from "~/domain/test-market-quotes";
import { buyerConditions, buyerFacts } from "~content/audiences/buyer";
import { defaultFactBook } from "~content/facts";
import { marketConditionCards, neighborhoodCards } from "./buyer-cards.server";

const { buyerNeighborhoods } = buyerFacts();
const cards = () => neighborhoodCards(buyerNeighborhoods, testQuotes(), defaultFactBook);

describe("neighborhoodCards (decision 159)", () => {
  it("gives each neighborhood its village's median and trend, colored by the colour rule: up green, else neutral", () => {
    const [riverside, oldGreenwich, central, cosCob, backcountry] = cards();
    // Riverside is its own village: +20.0%, up, green.
    expect(riverside).toMatchObject({
      priceLabel: "Median contract price",
      medianPrice: "$2.40M",
      trend: "Up: +20.0% on a year earlier",
      basis: "Riverside, $2.40M on 5 contracts, against $2.00M on 5 contracts in the 52 weeks before.",
      trendClass: toneClasses.green.text,
    });
    expect(riverside?.trendIcon.name).toBe("trending-up");
    expect(oldGreenwich?.trend).toBe("Up: +2.9% on a year earlier");
    // Cos Cob at 0.0% reads stable, neutral.
    expect(cosCob).toMatchObject({ trend: "Stable: 0.0% on a year earlier", trendClass: toneClasses.neutral.text });
    expect(cosCob?.trendIcon.name).toBe("minus");
    // Central Greenwich and the Backcountry are parts of their villages: their own medians are facts,
    // the trend names the village; no change below the minimum.
    expect(central).toMatchObject({
      priceLabel: "Median sale price",
      medianPrice: "$2.9M",
      trend: "No change given, Greenwich (06830)",
      basis: "Greenwich (06830), no median and no change: only 3 contracts in these weeks.",
      trendClass: toneClasses.neutral.text,
    });
    expect(backcountry).toMatchObject({ priceLabel: "Median sale price", medianPrice: "$4.4M" });
  });

  it("keeps every neighborhood of the guide, in order", () => {
    expect(cards().map((card) => card.name)).toEqual(buyerNeighborhoods.map((neighborhood) => neighborhood.name));
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
