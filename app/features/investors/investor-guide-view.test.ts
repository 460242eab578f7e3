import { describe, expect, it } from "vitest";
import { contactRequestHref } from "~/lib/contact-link";
import { testQuotes } from "~/domain/test-market-quotes";
import { testTownDaysOnMarket, testTownMedian } from "~/domain/test-town-median";
import { defaultFactBook } from "~content/facts";
import { investmentTrendsContent } from "~content/investors/investment-trends";
import { knockdownRebuildContent } from "~content/investors/knockdown-rebuild";
import { investmentTrendsPageView, knockdownRebuildPageView } from "./investor-guide-view";

describe("investment trends page view", () => {
  const { investmentTrendsPage } = investmentTrendsContent();
  const view = investmentTrendsPageView(defaultFactBook, {
    townMedian: testTownMedian(true),
    daysOnMarket: testTownDaysOnMarket(true),
    quotes: testQuotes(true),
  });

  it("puts the history's town median, days on market and sale-to-list price first and the computed tax figure last", () => {
    const labels = view.headline.stats.map((stat) => stat.label);
    expect(labels).toHaveLength(investmentTrendsPage.headline.figures.length + 4);
    expect(view.headline.stats[0]).toMatchObject({ label: "Town median contract price", value: "$2.85M" });
    expect(view.headline.stats[0]!.detail).toMatch(/^Median contract price, all home types, 2024; Byram/);
    expect(view.headline.stats[1]).toEqual({
      label: "Median days on market",
      value: "30 days",
      detail: "Median days on market, all home types, 2024, listing to signed contract",
    });
    expect(view.headline.stats[2]).toEqual({
      label: "Sale price to list price",
      value: "98.0%",
      detail: "Sale-to-list price, all home types, 52 weeks to June 29, 2025: little room below asking on good homes",
    });
    expect(view.headline.notes.slice(0, 3)).toEqual([
      testTownMedian(true).note,
      testTownDaysOnMarket(true).note,
      testQuotes(true).saleToList.note,
    ]);
    // One sample sentence, over the year and the 52 weeks (decision 120).
    expect(view.headline.notes.filter((note) => note.startsWith("Sample data"))).toEqual([
      "Sample data: the figures through June 29, 2025 are generated for this demonstration; the broker's own history replaces them.",
    ]);
    expect(labels.at(-1)).toBe(investmentTrendsPage.headline.taxLabel);
    expect(view.headline.stats.at(-1)!.value).toMatch(/^\d\.\d\d%$/);
  });

  it("colours each strategy's risk (Low green, Medium yellow, above red)", () => {
    const tones = Object.fromEntries(view.strategies.items.map((item) => [item.riskLevel, item.riskTone]));
    for (const [level, tone] of Object.entries(tones)) {
      expect(tone).toBe(level === "Low" ? "green" : level === "Medium" || level === "Low-Medium" ? "yellow" : "red");
    }
  });

  it("carries each trend's implication as the card's closing line, and the contact request in both bands", () => {
    expect(view.trends.cards[0]!.note).toBe(investmentTrendsPage.trends.items[0]!.implication);
    const contact = contactRequestHref(investmentTrendsPage.hero.contactRequest);
    expect(view.hero.links.map((link) => link.to)).toEqual(["/market-report", contact]);
    expect(view.cta.links.map((link) => link.to)).toEqual(["/subscribe", contact]);
  });
});

describe("knockdown and rebuild page view", () => {
  const { knockdownRebuildPage } = knockdownRebuildContent();
  const view = knockdownRebuildPageView(defaultFactBook);

  it("assesses each stage at 70% and formats it: the finished $6,500,000 house at $4,550,000", () => {
    const finished = view.tax.rows.find((row) => row.stage === "Finished house")!;
    expect(finished.marketValue).toBe("$6,500,000");
    expect(finished.assessedValue).toBe("$4,550,000");
    expect(finished.annualTax).toMatch(/^\$\d{2},\d{3}$/);
    expect(view.tax.caption).toMatch(/^Annual property tax through a knockdown project \(FY \d{4}-\d{2}\)$/);
  });

  it("sends both contact buttons with the site-review request", () => {
    const contact = contactRequestHref(knockdownRebuildPage.hero.contactRequest);
    expect(view.hero.links[0]!.to).toBe(contact);
    expect(view.cta.links[0]).toEqual({ label: knockdownRebuildPage.cta.contactAction, to: contact });
  });
});
