import { describe, expect, it } from "vitest";
import { digitalToolsPage } from "~content/brokerages/digital-tools";
import { marketReportsPage } from "~content/brokerages/market-reports";
import {
  buyerAttractionPageView,
  daysOnMarketBands,
  differentiationPageView,
  digitalToolsPageView,
  marketDataPageView,
  marketReportsPageView,
} from "./brokerage-page-view";

describe("days-on-market bands", () => {
  it("days on market: green to 30 days, yellow 31-60, red above 60, coloured by the rule", () => {
    expect(daysOnMarketBands(marketReportsPage.bands).map(({ label, tone }) => ({ label, tone }))).toEqual([
      { label: "Green: 30 days or fewer", tone: "green" },
      { label: "Yellow: 31-60 days", tone: "yellow" },
      { label: "Red: above 60 days", tone: "red" },
    ]);
  });
});

describe("brokerage page views", () => {
  const views = [
    marketReportsPageView(),
    marketDataPageView(),
    differentiationPageView(),
    buyerAttractionPageView(),
    digitalToolsPageView(),
  ];

  it.each(views)("$hero.title: a contact request link is filled in, and every table row fits its headers", (view) => {
    for (const link of [...view.hero.links, ...view.cta.links]) {
      expect(link.to).toMatch(/^\/(market-report|archive|subscribe|contact\?request=.+)$/);
    }
    for (const section of view.sections) {
      if (section.kind !== "table") continue;
      for (const row of section.table.rows) expect(row).toHaveLength(section.table.headers.length);
    }
  });

  it("sends the differentiation page's contact button with its request", () => {
    const [contact] = differentiationPageView().hero.links;
    expect(contact!.to).toBe("/contact?request=Brokerage+partnership%3A+using+the+weekly+report+with+our+team");
  });
});

describe("digital tools", () => {
  it("links every tool to its page and says how a team uses it", () => {
    const tools = digitalToolsPageView().sections[0]!;
    if (tools.kind !== "cards") throw new Error(`The tools are ${tools.kind}, not cards`);
    expect(tools.cards.map((card) => card.link?.to)).toEqual(digitalToolsPage.tools.items.map((tool) => tool.to));
    for (const card of tools.cards) expect(card.note).toBeTruthy();
  });
});
