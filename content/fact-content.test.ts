import { describe, expect, it } from "vitest";
import { sellerResultsContent } from "./audiences/seller";
import { firstTimeGuideContent } from "./calculators/first-time-guide";
import { defaultFactBook, facts, type FactBook, type FactName } from "./facts";
import { byramContent } from "./guides/byram-guide";
import { familyNeighbourhoodsContent } from "./guides/family-neighborhoods";
import { listingMistakesContent } from "./guides/listing-mistakes";
import { pricingGuideContent } from "./guides/pricing-guide";
import { renovateVsKnockdownContent } from "./guides/renovate-vs-knockdown";
import { westernGreenwichContent } from "./guides/western-greenwich";
import { investmentTrendsContent } from "./investors/investment-trends";
import { knockdownRebuildContent } from "./investors/knockdown-rebuild";

// Decision 111: each page module quotes the facts of the book it is given, and its notes say when
// an edited fact changed and what it was.

const CHANGED_ON = "2026-11-20";

/** The defaults with `name` given `value` for October 2026, changed on CHANGED_ON from `was`. */
function bookWith(name: FactName, value: number, was: string, upTo?: number): FactBook {
  return {
    facts: {
      ...facts,
      [name]: { ...facts[name], value, period: "October 2026", ...(upTo === undefined ? {} : { upTo }) },
    },
    changes: { [name]: { on: CHANGED_ON, previousValue: was } },
  };
}

const text = (content: unknown) => JSON.stringify(content);
const UPDATED = "Updated November 20, 2026";

describe("page modules read the fact book they are given", () => {
  it("the seller page's results", () => {
    const book = bookWith("clientSaleToListPercent", 99.1, "98.2%");
    const { sellerResults, sellerResultFacts } = sellerResultsContent(book);
    expect(sellerResults[1]!.value).toBe("99.1%");
    expect(sellerResultFacts.notes.join(" ")).toContain(`${UPDATED}; was 98.2%.`);
    expect(sellerResultsContent()).toBe(sellerResultsContent(defaultFactBook));
    expect(sellerResultsContent(book)).toBe(sellerResultsContent(book));
  });

  it("the Byram guide's statistics and its 2030 projection", () => {
    const book = bookWith("byramMedianSalePrice", 1_300_000, "$1.2M");
    const { byramStatistics, byramStatisticFacts, byramProjection } = byramContent(book);
    const townMedian = { value: "$2.85M", label: "Median contract price, all home types, 2024" };
    const village = {
      text: "+4.0% on a year earlier in Greenwich (06830), Byram's ZIP code area",
      trend: "up",
    } as const;
    expect(byramStatistics(townMedian, village)[0]).toMatchObject({
      value: "$1.3M",
      change: village.text,
      trend: "up",
    });
    expect(byramProjection.medianToday).toBe(1_300_000);
    expect(byramStatisticFacts.notes.join(" ")).toContain("Byram updated November 20, 2026; was $1.2M.");
    expect(byramContent().byramStatistics(townMedian, village)[0]!.value).toBe("$1.2M");
  });

  it("the pricing guide's neighbourhoods, town average and notes", () => {
    const book = bookWith("riversidePricePerSqFt", 1_111, "$1,020");
    const { pricingNeighbourhoods, pricingNeighbourhoodNotes, townAveragePriceSqFt } = pricingGuideContent(book);
    expect(pricingNeighbourhoods[0]!.avgPriceSqFt).toBe(1_111);
    expect(townAveragePriceSqFt).toBe(facts.townPricePerSqFt.value);
    expect(pricingNeighbourhoodNotes.join(" ")).toContain("Riverside updated November 20, 2026; was $1,020.");
    const central = pricingGuideContent(bookWith("centralGreenwichMedianSalePrice", 3_100_000, "$2.9M"));
    expect(central.pricingNeighbourhoodNotes.join(" ")).toContain(
      "Central Greenwich updated November 20, 2026; was $2.9M.",
    );
  });

  it("the family and western guides' notes and the western outlook", () => {
    const family = familyNeighbourhoodsContent(bookWith("byramMedianSalePrice", 1_300_000, "$1.2M"));
    expect(family.rankedNeighbourhoodNotes.join(" ")).toContain("Byram updated November 20, 2026; was $1.2M.");
    const western = westernGreenwichContent(bookWith("westernGreenwichAppreciation", 9.1, "8.3%"));
    expect(western.investmentOutlook.appreciationPercent).toBe(9.1);
    expect(western.investmentOutlook.appreciationLabel).toBe("Average annual appreciation, October 2026");
    expect(western.investmentOutlook.notes.join(" ")).toContain(`${UPDATED}; was 8.3%.`);
    const lots = westernGreenwichContent(bookWith("backcountryMinimumLotAcres", 5, "4"));
    expect(lots.westernNeighbourhoods[0]!.lotSize).toBe("5 acres and up");
  });

  it("the listing mistakes' costs and the renovate-or-rebuild comparison", () => {
    const mistakes = listingMistakesContent(bookWith("clientAverageDaysOnMarket", 31, "24"));
    const saleToList = { value: "97.9%", label: "Sale-to-list price, all home types, 52 weeks to October 19, 2025" };
    const costs = mistakes.costStatistics(saleToList);
    expect(costs[0]).toMatchObject({ value: "31 days" });
    expect(costs[0]!.note).toContain("(October 2026)");
    // The town's sale-to-list price is the history's (decision 159), as the page hands it in.
    expect(costs[1]).toMatchObject({ value: "97.9%" });
    expect(costs[1]!.note).toBe(
      "the town's median sale-to-list price, all home types, 52 weeks to October 19, 2025: priced right, sellers keep almost all of their asking price.",
    );
    expect(mistakes.costStatisticFacts.notes.join(" ")).toContain(`${UPDATED}; was 24.`);
    const cost = bookWith("newConstructionCostPerSqFt", 650, "$600-$1,100", 1_200);
    expect(renovateVsKnockdownContent(cost).comparisonRows[0]!.rebuild).toBe("$650-$1,200 plus demolition");
    expect(text(knockdownRebuildContent(cost).knockdownRebuildPage.costs)).toContain("$650-$1,200 per sq ft");
  });

  it("the investment trends' headline figures", () => {
    const { headline } = investmentTrendsContent(
      bookWith("westernGreenwichAppreciation", 9.1, "8.3%"),
    ).investmentTrendsPage;
    expect(headline.figures[0]!.value).toBe("9.1%");
    expect(headline.facts.notes.join(" ")).toContain(`${UPDATED}; was 8.3%.`);
  });

  it("the first-time buyer guide's town cards and medians", () => {
    const book = bookWith("byramPricePerSqFt", 470, "$445");
    const { townCards, townCardFacts, editorialMedians } = firstTimeGuideContent(book);
    expect(townCards[0]!.highlights[0]).toContain("around $470");
    expect(townCardFacts.notes.join(" ")).toContain("Byram updated November 20, 2026; was $445.");
    expect(firstTimeGuideContent(bookWith("byramMedianSalePrice", 1_300_000, "$1.2M")).editorialMedians.byram).toBe(
      1_300_000,
    );
    expect(editorialMedians.byram).toBe(facts.byramMedianSalePrice.value);
  });
});
