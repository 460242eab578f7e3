import { describe, expect, it } from "vitest";
import { investmentTrendsContent } from "../investors/investment-trends";
import { knockdownRebuildContent } from "../investors/knockdown-rebuild";
import { footerGroups, headerLinks, legalLinks } from "../navigation";
import { buyerAttractionPage } from "./buyer-attraction";
import { digitalToolsPage } from "./digital-tools";

const { investmentTrendsPage } = investmentTrendsContent();
const { knockdownRebuildPage } = knockdownRebuildContent();

// Every page of the spec's route table is in the header or the footer: a link these pages give
// must be one of them (a typo would otherwise only show up as a 404 after the merge).
const knownPaths = new Set([
  ...headerLinks.map((link) => link.to),
  ...footerGroups.flatMap((group) => group.links.map((link) => link.to)),
  ...legalLinks.map((link) => link.to),
]);

const pathOf = (to: string) => to.split("#")[0]!;

describe("links of the investor and brokerage pages", () => {
  const links = [
    ...investmentTrendsPage.related.links,
    ...knockdownRebuildPage.related.links,
    ...buyerAttractionPage.resources.links,
    ...digitalToolsPage.tools.items.map((tool) => ({ label: tool.linkLabel, to: tool.to })),
  ];

  it.each(links)("$label -> $to is a page of the site", ({ to }) => {
    expect(knownPaths.has(pathOf(to))).toBe(true);
  });
});

describe("zone labels on the knockdown page", () => {
  it("follow the report's rule: 'Luxury/Estate Zone' for zones starting with RA, else 'Residential Zone'", () => {
    for (const row of knockdownRebuildPage.zoning.rows) {
      expect(row.label).toBe(row.zone.startsWith("RA") ? "Luxury/Estate Zone" : "Residential Zone");
    }
  });
});
