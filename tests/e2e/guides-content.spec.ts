import { expect, test, type Page } from "@playwright/test";
import { byramGuidePageView } from "../../app/features/guides/byram-guide-view";
import { westernGreenwichPageView } from "../../app/features/guides/western-greenwich-view";
import { pricingGuidePageView } from "../../app/features/guides/pricing-guide-view";
import { defaultFactBook, factValue } from "../../content/facts";
import { seedQuotes, seedTownMedian } from "../support/seed-town-median";

// The guides as the server renders them with the fact book's defaults (the test server's database
// holds no edited fact), for the figures the broker can change in the studio.
const byram = byramGuidePageView(defaultFactBook, seedTownMedian, seedQuotes);
const pricing = pricingGuidePageView(defaultFactBook, seedQuotes, new URLSearchParams());
const western = westernGreenwichPageView(defaultFactBook);

// What a reader must find on each guide, as the server sends it (read with JavaScript off, so the
// content is proven to be in the first HTML response).
test.use({ javaScriptEnabled: false });

function section(page: Page, heading: string | RegExp) {
  return page.locator("section", { has: page.getByRole("heading", { level: 2, name: heading }) });
}

test("pricing guide: six neighborhood cards with trends, four value factors, three tips", async ({ page }) => {
  await page.goto("/sellers/pricing-guide");
  const cards = section(page, "Price per square foot by neighborhood").getByRole("listitem");
  await expect(cards).toHaveCount(6);
  // Byram's price per sq ft and median are facts the broker edits in the studio (decision 111); its
  // change is its village's, the history's (decision 159), and the trend's word follows its sign.
  const byramCard = cards.filter({ has: page.getByRole("heading", { name: "Byram" }) });
  await expect(byramCard).toContainText(factValue("byramPricePerSqFt"));
  await expect(byramCard).toContainText(factValue("byramMedianSalePrice"));
  // Every card's change and its village's figures, as the history the server holds gives them.
  for (const card of pricing.pricingNeighbourhoods) {
    const shown = cards.filter({ has: page.getByRole("heading", { name: card.name, exact: true }) });
    const word = card.trend === null ? "" : `${{ up: "Rising", down: "Falling", stable: "Stable" }[card.trend]}: `;
    await expect(shown).toContainText(`${word}${card.change}`);
    for (const fact of card.facts) await expect(shown).toContainText(fact.value);
    await expect(shown).toContainText(card.notes[0]!.text);
  }
  await expect(page.getByRole("main")).toContainText(seedQuotes.villageNote);
  await expect(section(page, "What moves a Greenwich home's value").getByRole("listitem")).toHaveCount(4);
  await expect(section(page, "What moves a Greenwich home's value").getByText("High impact")).toHaveCount(2);
  await expect(section(page, "Three pricing tips from the listing desk").getByRole("listitem")).toHaveCount(3);
});

test("listing mistakes: six mistakes, four strategies, four town mistakes, three cost figures", async ({ page }) => {
  await page.goto("/sellers/listing-mistakes");
  await expect(section(page, "Six listing mistakes and how to avoid them").locator("ol > li")).toHaveCount(6);
  await expect(section(page, "Four strategies that work").locator("ol > li")).toHaveCount(4);
  await expect(section(page, "Greenwich-specific mistakes").locator("ul > li")).toHaveCount(4);
  const costs = section(page, "What the mistakes cost");
  await expect(costs.locator("ul > li")).toHaveCount(3);
  // The town's sale-to-list price is the history's (decision 159).
  await expect(costs).toContainText(seedQuotes.saleToList.value);
  await expect(page.getByRole("main")).toContainText(seedQuotes.saleToList.note);
});

test("renovate or rebuild: comparison table, scenarios, town rules and stories", async ({ page }) => {
  await page.goto("/sellers/renovate-vs-knockdown");
  const table = page.getByRole("table", { name: "How renovating and knocking down compare, factor by factor" });
  await expect(table.getByRole("columnheader")).toHaveText(["Factor", "Renovate", "Knock down and rebuild"]);
  await expect(table.getByRole("rowheader", { name: "Flood zone" })).toBeVisible();
  await expect(
    section(page, "Three renovation scenarios")
      .locator("ul > li")
      .filter({ has: page.locator("h3") }),
  ).toHaveCount(3);
  await expect(
    section(page, "Two rebuild scenarios")
      .locator("ul > li")
      .filter({ has: page.locator("h3") }),
  ).toHaveCount(2);
  await expect(section(page, "Greenwich rules that decide it").locator("h3")).toHaveCount(4);
  await expect(section(page, "Two recent outcomes").locator("h3")).toHaveCount(2);
});

test("buyer appeal: three neighborhoods, four upgrades with cost and impact, five mistakes", async ({ page }) => {
  await page.goto("/sellers/buyer-appeal");
  const neighbourhoods = section(page, "Neighborhood by neighborhood");
  for (const name of ["Byram", "Cos Cob", "Old Greenwich"]) {
    const card = neighbourhoods.locator("li").filter({ has: page.getByRole("heading", { level: 3, name }) });
    await expect(card.getByRole("heading", { name: "Buyer profile" })).toBeVisible();
    await expect(card.getByRole("heading", { name: "Staging tips" })).toBeVisible();
  }
  const upgrades = section(page, "Four upgrade categories: cost and impact");
  await expect(upgrades.locator("ul > li")).toHaveCount(4);
  await expect(upgrades.getByText(/^Typical cost:/)).toHaveCount(4);
  await expect(section(page, "Five common mistakes").locator("ol > li")).toHaveCount(5);
  await expect(section(page, "What preparation returns").locator("ul > li")).toHaveCount(3);
});

test("Greenwich vs Stamford: metrics table, pros and cons, three pairs, who should choose", async ({ page }) => {
  await page.goto("/buyers/greenwich-vs-stamford");
  const table = page.getByRole("table", { name: "Greenwich and Stamford compared, metric by metric" });
  // The town median is the history's (decision 141), defined under the table with its sample sentence.
  await expect(table.getByRole("row", { name: /Median contract price, all home types, 2024/ })).toContainText(
    seedTownMedian.value,
  );
  await expect(page.getByRole("main")).toContainText(seedTownMedian.note);
  await expect(page.getByRole("main")).toContainText(seedTownMedian.sampleNote!);
  await expect(section(page, "Pros and cons").getByRole("heading", { level: 3 })).toHaveText(["Greenwich", "Stamford"]);
  await expect(section(page, "Three neighborhood pairs").locator("ul > li")).toHaveCount(3);
  await expect(section(page, "Who should choose which").getByRole("heading", { level: 3 })).toHaveText([
    "Choose Greenwich if...",
    "Choose Stamford if...",
  ]);
});

test("family neighborhoods: four ranked neighborhoods, three schools, amenities and activities", async ({ page }) => {
  await page.goto("/buyers/family-neighborhoods");
  const ranked = section(page, "Four neighborhoods, ranked for families").locator("ol > li");
  await expect(ranked).toHaveCount(4);
  await expect(ranked.first()).toContainText("1. Old Greenwich");
  // A whole village's median is the history's (decision 159); Byram's is its own fact.
  const village = (name: string) => seedQuotes.villages.find((candidate) => candidate.name === name)!.value;
  await expect(ranked.first()).toContainText(village("Old Greenwich"));
  await expect(ranked.nth(1)).toContainText(village("Riverside"));
  await expect(ranked.last()).toContainText(factValue("byramMedianSalePrice"));
  await expect(
    section(page, "Three schools families ask about")
      .locator("ul > li")
      .filter({ has: page.locator("h3") }),
  ).toHaveCount(3);
  await expect(section(page, "Four groups of family amenities").locator("h3")).toHaveCount(4);
  await expect(section(page, "Activities by age group").locator("h3")).toHaveCount(3);
});

test("Byram guide: headline figures, neighborhoods, impact colors, property mix and projection", async ({ page }) => {
  await page.goto("/buyers/byram-guide");
  // Each figure and its comparison, the facts among them as the book has them (decision 111).
  const stats = section(page, "Byram against the town average");
  for (const statistic of byram.byramStatistics) {
    await expect(stats).toContainText(statistic.value);
    await expect(stats).toContainText(statistic.comparison);
    // The median's change is Byram's village's, the history's (decision 159).
    await expect(stats).toContainText(statistic.change);
  }
  await expect(section(page, "Byram's three neighborhoods").getByRole("heading", { level: 3 })).toHaveText([
    "Byram Shore",
    "Byram Ridge",
    "Central Byram",
  ]);
  const factors = section(page, "Investment factors");
  // Spec: impact High is green, any other yellow.
  await expect(factors.getByText("High impact").first()).toHaveClass(/emerald/);
  await expect(factors.getByText("Medium impact").first()).toHaveClass(/amber/);
  const types = section(page, "Property types");
  for (const share of ["65% of market", "25% of market", "10% of market"]) await expect(types).toContainText(share);
  const outlook = section(page, "Market outlook");
  for (const period of ["1-2 years", "3-5 years", "5-10 years"]) await expect(outlook.getByText(period)).toBeVisible();
  // Today's median (a fact) grown by the projection's percentages.
  await expect(outlook).toContainText(byram.projection.headline);
  const tour = page.getByRole("link", { name: "Schedule Byram Tour" }).first();
  // The contact page, its message box filled in with the request.
  await expect(tour).toHaveAttribute("href", /^\/contact\?request=Schedule\+a\+Byram\+tour$/);
  await expect(page.getByRole("link", { name: "Get Byram Market Report" }).first()).toHaveAttribute(
    "href",
    /^\/contact\?request=/,
  );
});

test("western Greenwich: four estate areas, importance colors and the 8.3 % outlook", async ({ page }) => {
  await page.goto("/buyers/western-greenwich");
  // The areas' median prices and the appreciation are facts the broker edits (decision 111).
  const areas = section(page, "Four estate neighborhoods");
  expect(western.westernNeighbourhoods.map((area) => area.name)).toEqual([
    "Backcountry",
    "North Street Corridor",
    "Round Hill",
    "Conyers Farm",
  ]);
  for (const area of western.westernNeighbourhoods) {
    const card = areas.locator("li").filter({ has: page.getByRole("heading", { level: 3, name: area.name }) });
    const price = area.facts[0]!.value ?? "";
    expect(price).toMatch(/^\$[\d.]+M$/);
    await expect(card).toContainText(price);
    await expect(card).toContainText("Market status:");
    await expect(card).toContainText("Typical residents:");
  }
  await expect(section(page, "The western Greenwich lifestyle").locator("h3")).toHaveCount(4);
  await expect(section(page, "Four property styles").locator("h3")).toHaveCount(4);
  await expect(section(page, "Market trends").getByRole("row")).toHaveCount(5);
  const considerations = section(page, "Five things to weigh before buying");
  await expect(considerations.locator("ul > li")).toHaveCount(5);
  // Spec: importance High is red, any other yellow.
  await expect(considerations.getByText("High importance").first()).toHaveClass(/red/);
  await expect(considerations.getByText("Medium importance").first()).toHaveClass(/amber/);
  await expect(section(page, "Investment outlook")).toContainText(western.investmentOutlook.appreciation);
  await expect(page.getByRole("link", { name: "Schedule Private Tour" }).first()).toHaveAttribute(
    "href",
    /^\/contact\?request=/,
  );
  await expect(page.getByRole("link", { name: "View Exclusive Listings" }).first()).toHaveAttribute(
    "href",
    /^\/contact\?request=/,
  );
});
