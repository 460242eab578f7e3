import { expect, test, type Page } from "@playwright/test";
import { brokerageBenefits, brokerageCta, brokerageFeatures } from "../../content/audiences/brokerage";
import { buyerConditions, buyerCta, buyerFacts, buyerProcess } from "../../content/audiences/buyer";
import { investorContent } from "../../content/audiences/investor";
import { sellerCta, sellerResultsContent, sellerStrategy } from "../../content/audiences/seller";
import type { AudienceCta } from "../../content/audiences/types";
import { villageOf } from "../../app/domain/market-quotes";
import { toneClasses, trendTone } from "../../app/lib/colour-rules";
import { factValue } from "../../content/facts";
import { seedQuotes } from "../support/seed-town-median";
import { gotoHydrated } from "./hydrated";

const { buyerNeighborhoods } = buyerFacts();
const { investorCta, investorStrategies, investorTools } = investorContent();
const { sellerResults } = sellerResultsContent();

/** Both calls to action (hero and closing band): the contact form with the request, and the weekly report. */
async function expectCallsToAction(page: Page, cta: AudienceCta) {
  const contact = page.getByRole("link", { name: cta.contactLabel, exact: true });
  await expect(contact).toHaveCount(2);
  await expect(contact.first()).toHaveAttribute("href", /^\/contact\?request=.+/);
  await expect(page.getByRole("link", { name: cta.reportLabel, exact: true }).first()).toHaveAttribute(
    "href",
    "/market-report",
  );
}

function section(page: Page, id: string) {
  return page.locator(`section[aria-labelledby="${id}"]`);
}

test.describe("audience pages", () => {
  test("For Brokerages: four features, six benefits", async ({ page }) => {
    await page.goto("/brokerage");
    await expect(section(page, "features").getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(section(page, "benefits").getByRole("heading", { level: 3 })).toHaveCount(6);
    expect(brokerageFeatures).toHaveLength(4);
    expect(brokerageBenefits).toHaveLength(6);
    await expectCallsToAction(page, brokerageCta);
  });

  test("For Sellers: four steps and the sample results, the fact book's figures", async ({ page }) => {
    await page.goto("/seller");
    const steps = section(page, "strategy")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });
    await expect(steps).toHaveCount(4);
    await expect(steps.first().getByRole("heading")).toHaveText(`Step 1: ${sellerStrategy[0]!.title}`);
    // Days on market, share of list price and price per sq ft: facts the broker edits in the studio
    // (decision 111), so each is read from the book, not written here.
    const results = section(page, "results");
    expect(sellerResults).toHaveLength(3);
    for (const { value } of sellerResults) await expect(results.getByText(value, { exact: true })).toBeVisible();
    await expectCallsToAction(page, sellerCta);
  });

  test("For Buyers: conditions, the five neighborhoods with trend colours, four steps", async ({ page }) => {
    await page.goto("/buyer");
    const conditions = section(page, "market-conditions");
    await expect(conditions.getByRole("heading", { level: 3 })).toHaveCount(buyerConditions.length);
    // The home page's market-now figures, from the history (decision 139): the seed's homes for sale
    // fell from a year earlier, so the first card says inventory is tight, dated by its week.
    await expect(conditions.getByRole("heading", { level: 3 }).first()).toHaveText("Inventory Is Tight");
    await expect(conditions).toContainText("Homes for sale, October 19, 2025");
    await expect(conditions).toContainText("Sample data: the figures through October 19, 2025");
    const guide = section(page, "neighborhood-guide");
    const names = ["Riverside", "Old Greenwich", "Central Greenwich", "Cos Cob", "Backcountry"];
    await expect(guide.getByRole("heading", { level: 3 })).toHaveText(names);
    // Each trend is worded from its village's change in median contract price, as the history the
    // server holds gives it (decision 159), and colored by the colour rule: up green, down red, else
    // neutral; each median is its village's, or the neighborhood's own fact where it is part of one.
    for (const neighborhood of buyerNeighborhoods) {
      const { village, whole } = villageOf(seedQuotes, neighborhood.name);
      const shown = guide.getByRole("listitem").filter({ has: page.getByRole("heading", { name: neighborhood.name }) });
      const trend = village.changeText ?? "No change given";
      await expect(shown.getByText(trend)).toHaveClass(
        new RegExp(`\\b${toneClasses[trendTone(village.trend ?? "stable")].text}\\b`),
      );
      if (!whole) await expect(shown.getByText(trend)).toContainText(village.name);
      await expect(shown.getByRole("definition").first()).toHaveText(
        neighborhood.medianPrice ? factValue(neighborhood.medianPrice) : village.value,
      );
      await expect(shown).toContainText(village.summary);
    }
    await expect(guide).toContainText(seedQuotes.villageNote);
    expect(buyerNeighborhoods.map((n) => n.name)).toEqual(names);
    await expect(section(page, "buying-process").getByRole("heading", { level: 3 })).toHaveCount(buyerProcess.length);
    await expectCallsToAction(page, buyerCta);
  });

  test("For Investors: strategies with risk colours, the segment table, three tools that lead somewhere", async ({
    page,
  }) => {
    await page.goto("/investor");
    // The town's sale-to-list price is the history's (decision 159), defined under the figures.
    const performance = section(page, "performance");
    await expect(performance.getByRole("listitem").filter({ hasText: "Sale price to list price" })).toContainText(
      seedQuotes.saleToList.value,
    );
    await expect(performance).toContainText(seedQuotes.saleToList.note);
    const strategies = section(page, "strategies");
    for (const strategy of investorStrategies) {
      const card = strategies.getByRole("listitem").filter({ hasText: strategy.strategy });
      await expect(card.getByText(strategy.targetReturn)).toBeVisible();
      await expect(card.getByText(strategy.timeframe)).toBeVisible();
      const expected = { Low: "emerald", "Low-Medium": "amber", Medium: "amber", High: "red" }[strategy.riskLevel];
      await expect(card.getByText(strategy.riskLevel, { exact: true })).toHaveClass(new RegExp(`bg-${expected}-100`));
    }
    const table = page.getByRole("table", { name: "Greenwich price segments for investors" });
    await expect(table.getByRole("rowheader")).toHaveText(["Under $2M", "$2-4M", "$4-6M", "$6M and up"]);
    const tools = section(page, "tools");
    await expect(tools.getByRole("heading", { level: 3 })).toHaveText(investorTools.map((tool) => tool.title));
    await expect(tools.getByRole("link", { name: "Subscribe to the newsletter" })).toHaveAttribute(
      "href",
      "/subscribe",
    );
    await expect(tools.getByRole("link", { name: "Request an ROI analysis" })).toHaveAttribute(
      "href",
      /^\/contact\?request=ROI/,
    );
    await expectCallsToAction(page, investorCta);
  });

  test("a contact call to action opens the contact form with the request in its message box", async ({ page }) => {
    await gotoHydrated(page, "/seller");
    await page.getByRole("link", { name: sellerCta.contactLabel }).first().click();
    await expect(page).toHaveURL(/\/contact\?request=Pricing\+review\+for\+my\+home$/);
    await expect(page.getByRole("textbox", { name: /Message/ })).toHaveValue("Pricing review for my home");
  });
});
