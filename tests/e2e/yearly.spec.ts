import { expect, test, type Browser, type Page } from "@playwright/test";
import { yearlyPage } from "../../content/yearly/yearly-page";
import { testedWithoutJavaScript } from "./hydrated";

// These pages ship no JavaScript: tested once, with it off (decision 124).
testedWithoutJavaScript("/yearly-market-summary");

const PATH = "/yearly-market-summary";
const velocity = () => yearlyPage.velocity;

async function expectFilter(page: Page, label: string, summary: RegExp, quarterCounts: number[]) {
  const filters = page.getByRole("navigation", { name: velocity().filterLabel });
  await expect(filters.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "true");
  await expect(filters.locator("[aria-current]")).toHaveCount(1);
  const section = page.locator(`section[aria-labelledby="${velocity().id}"]`);
  await expect(section.getByText(summary)).toBeVisible();
  const cards = section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards).toHaveCount(4);
  for (const [index, count] of quarterCounts.entries()) {
    await expect(cards.nth(index).getByText(`${count} contracts`, { exact: true })).toBeVisible();
  }
}

/**
 * The page is HTML and CSS only (decision 014): the same with JavaScript on and off, so every test
 * runs with it off (decision 124).
 */
const open = async (browser: Browser) => (await browser.newContext({ javaScriptEnabled: false })).newPage();

test.describe("yearly market summary (JavaScript off)", () => {
  test("shows at once: no loading screen, no script, every figure named with its year", async ({ browser }) => {
    const page = await open(browser);
    const response = await page.goto(PATH);
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain('role="progressbar"');
    // No script to run: the only <script> is the publisher's structured data (JSON-LD).
    expect(html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "December 2024 Market Review" })).toBeVisible();

    const headline = page.locator(`section[aria-labelledby="${yearlyPage.headline.id}"]`);
    for (const [label, value] of [
      ["Contract growth, 2024 vs 2023", "+12%"],
      ["Average days on market, 2024", "32 days"],
      ["Homes sold in 2024", "192"],
    ] as const) {
      const card = headline.getByRole("listitem").filter({ hasText: label });
      await expect(card.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: /Homes sold by price band, 2024/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Days on Market by Zone, 2024" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Luxury and Rental Markets, 2024" })).toBeVisible();
    for (const probability of ["High", "Medium-High", "Medium"]) {
      await expect(page.getByText(`Probability: ${probability}`, { exact: true }).first()).toBeVisible();
    }
    // Issue 23 item 11: no link in the review is named for a quarterly report it does not open.
    await expect(page.getByRole("main").getByRole("link", { name: /quarterly/i })).toHaveCount(0);
    await page.context().close();
  });

  test("headline, price bands, zones and links", async ({ browser }) => {
    const page = await open(browser);
    await page.goto(PATH);
    const chart = page.getByRole("img", { name: /Homes sold by price band, 2024/ });
    for (const band of ["Under $2M: 52 sales", "$2-4M: 78 sales", "$4-6M: 38 sales", "$6M and up: 24 sales"]) {
      await expect(chart).toHaveAccessibleName(new RegExp(band.replace(/\$/g, "\\$")));
    }
    await page.getByText("Show the figures as a table").click();
    await expect(page.getByRole("table", { name: /Homes sold by price band/ }).getByRole("row")).toHaveCount(5);

    const zones = page.getByRole("list", { name: yearlyPage.zones.listLabel });
    for (const [zone, word] of [
      ["RA-4", "Slow"],
      ["RA-2", "Moderate"],
      ["R-12", "Fast"],
    ] as const) {
      await expect(
        zones.getByRole("listitem").filter({ hasText: zone }).getByText(word, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByText("Town-wide average, 2024: 32 days")).toBeVisible();

    const more = page.locator(`section[aria-labelledby="${yearlyPage.more.id}"]`);
    for (const href of ["/market-report", "/subscribe", "/yearly-market-summary", "/insurance-education"]) {
      await expect(more.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await page.context().close();
  });

  test("the contract velocity filter changes the cards and the address, back on the section", async ({ browser }) => {
    const page = await open(browser);
    await page.goto(PATH);
    await expectFilter(page, "All types", /224 contracts for all property types in 2024, 32 of them leases/, [43, 77, 62, 42]);
    const filters = page.getByRole("navigation", { name: velocity().filterLabel });
    await filters.getByRole("link", { name: "Single-family", exact: true }).click();
    await expect(page).toHaveURL(/\?type=single-family#contract-velocity$/);
    await expectFilter(page, "Single-family", /150 contracts for single-family homes in 2024/, [30, 52, 40, 28]);
    await expect(page.getByText("+10.3% vs 136 in 2023", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: velocity().title })).toBeInViewport();
    await filters.getByRole("link", { name: "Condo", exact: true }).click();
    await expect(page).toHaveURL(/\?type=condo#contract-velocity$/);
    await expectFilter(page, "Condo", /30 contracts for condominiums in 2024/, [6, 10, 8, 6]);
    await filters.getByRole("link", { name: "Rental", exact: true }).click();
    await expectFilter(page, "Rental", /32 contracts for rentals/, [5, 11, 10, 6]);
    await filters.getByRole("link", { name: "Multifamily", exact: true }).click();
    await expectFilter(page, "Multifamily", /12 contracts for multifamily houses/, [2, 4, 4, 2]);
    await filters.getByRole("link", { name: "All types", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}#contract-velocity$`));
    await expectFilter(page, "All types", /224 contracts/, [43, 77, 62, 42]);
    await page.context().close();
  });

  test("an unknown filter value shows every property type", async ({ browser }) => {
    const page = await open(browser);
    const response = await page.goto(`${PATH}?type=castle`);
    expect(response?.status()).toBe(200);
    await expectFilter(page, "All types", /224 contracts for all property types/, [43, 77, 62, 42]);
    await page.context().close();
  });

  test("printed, without scrolling: figures and charts, no filter chips or buttons", async ({ browser }) => {
    const page = await open(browser);
    await page.goto(PATH);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: velocity().filterLabel })).toBeHidden();
    await expect(page.getByRole("main").getByRole("link", { name: yearlyPage.heroActions.weekly })).toBeHidden();
    await expect(page.getByRole("main").getByRole("link", { name: yearlyPage.cta.contact })).toBeHidden();
    await expect(page.getByRole("img", { name: /Homes sold by price band, 2024/ })).toBeVisible();
    await expect(page.getByText("224 contracts for all property types in 2024, 32 of them leases")).toBeVisible();
    await page.context().close();
  });
});
