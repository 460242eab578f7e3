import { describe, expect, it } from "vitest";
import { benefitsSection, hero, marketNowSection, testimonialsSection } from "./home";

describe("home page content (spec sections 1 and 9)", () => {
  it("has four audience buttons leading to the four audience pages", () => {
    expect(hero.audienceButtons.map((button) => button.path)).toEqual(["/buyer", "/investor", "/seller", "/brokerage"]);
    for (const button of hero.audienceButtons) expect(button.label.trim()).not.toBe("");
  });

  it("links the report buttons to the weekly report and the yearly summary", () => {
    expect(hero.reportLinks.market.to).toBe("/market-report");
    expect(hero.reportLinks.quarterly.to).toBe("/yearly-market-summary");
  });

  it("dates the market-now figures by their week, and names the luxury band's counts and period", () => {
    expect(marketNowSection.dated("2025-10-13")).toBe("Week of October 13, 2025, from the broker's history.");
    expect(
      marketNowSection.luxury.caption("$6M and up", "48 contracts", "40 contracts", "the 52 weeks to October 19, 2025"),
    ).toBe(
      "change in sale contracts at $6M and up: 48 contracts in the 52 weeks to October 19, 2025, against 40 contracts in the 52 weeks before",
    );
  });

  it("dates the Top Areas and the fast market by their 52 weeks, with the fast market's count", () => {
    expect(marketNowSection.topAreas.caption("52 weeks to October 19, 2025")).toBe(
      "Median contract price by village, change on the 52 weeks before (52 weeks to October 19, 2025)",
    );
    expect(
      marketNowSection.fastMarket.caption(
        "36 of 298 sale contracts under $3M",
        "52 weeks to October 19, 2025",
        "$3M",
        14,
      ),
    ).toBe(
      "of sale contracts under $3M went under contract within 14 days (52 weeks to October 19, 2025: 36 of 298 sale contracts under $3M)",
    );
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
