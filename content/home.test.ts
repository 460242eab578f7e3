import { describe, expect, it } from "vitest";
import { benefitsSection, hero, marketStatistics, testimonialsSection, topAreaFigures } from "./home";

const statistics = marketStatistics({ year: 2024, averageDaysOnMarket: 32 });

describe("home page content (spec sections 1 and 9)", () => {
  it("has four audience buttons leading to the four audience pages", () => {
    expect(hero.audienceButtons.map((button) => button.path)).toEqual(["/buyer", "/investor", "/seller", "/brokerage"]);
    for (const button of hero.audienceButtons) expect(button.label.trim()).not.toBe("");
  });

  it("links the report buttons to the weekly report and the yearly summary", () => {
    expect(hero.reportLinks.market.to).toBe("/market-report");
    expect(hero.reportLinks.quarterly.to).toBe("/yearly-market-summary");
  });

  it("shows the spec's four market statistics, days on market from the yearly data", () => {
    expect(statistics.map(({ label, value }) => [label, value])).toEqual([
      ["Average Days on Market", "32"],
      ["Median Sale Price", "$3.2M"],
      ["Inventory: single-family homes for sale", "142"],
      ["Price per Sq Ft", "$856"],
    ]);
  });

  it("gives every statistic a signed percent change that agrees with its trend", () => {
    for (const statistic of statistics) {
      expect(statistic.change).toMatch(/^[+-]\d+(\.\d)?%$/);
      expect(statistic.change.startsWith("+")).toBe(statistic.trend === "up");
    }
  });

  it("says for when each statistic is and what its change compares", () => {
    expect(statistics.map(({ period, comparison }) => [period, comparison])).toEqual([
      ["2024", "2024, against 2023"],
      ["12 months to September 2025", "12 months to September 2025, against the 12 months before"],
      ["September 2025", "September 2025, against September 2024"],
      ["12 months to September 2025", "12 months to September 2025, against the 12 months before"],
    ]);
  });

  it("lists the four neighbourhoods with the largest median-price change, largest first", () => {
    expect(topAreaFigures()).toEqual([
      { name: "Byram", figure: "+7.8%" },
      { name: "Cos Cob", figure: "+7.1%" },
      { name: "Riverside", figure: "+6.4%" },
      { name: "Old Greenwich", figure: "+5.9%" },
    ]);
  });

  it("has three testimonials, each with a quote, a name and a role", () => {
    expect(testimonialsSection.testimonials).toHaveLength(3);
    for (const testimonial of testimonialsSection.testimonials) {
      expect(testimonial.quote.length).toBeGreaterThan(40);
      expect(testimonial.name).not.toBe("");
      expect(testimonial.role).not.toBe("");
    }
    // Names key the carousel's slides and dots, so they must be unique.
    expect(new Set(testimonialsSection.testimonials.map((t) => t.name)).size).toBe(3);
  });

  it("has the four benefits, each with an audience badge and a percentage gain", () => {
    expect(benefitsSection.benefits.map((benefit) => benefit.title)).toEqual([
      "Save Money as a Buyer",
      "Maximize Seller Profits",
      "Spot Investment Opportunities",
      "Perfect Market Timing",
    ]);
    for (const benefit of benefitsSection.benefits) {
      expect(benefit.badge).toMatch(/^For \w+/);
      expect(benefit.gain).toMatch(/\d+%/);
    }
  });
});
