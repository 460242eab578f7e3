import { expect, test, type Page } from "@playwright/test";
import { yearlyPage } from "../../content/yearly/yearly-page";
import { gotoHydrated } from "./hydrated";

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
    await expect(cards.nth(index).getByText(`${count} ${velocity().contracts}`, { exact: true })).toBeVisible();
  }
}

test.describe("yearly market summary", () => {
  test("opens behind the one-second loading screen, then shows the review", async ({ page }) => {
    await page.goto(PATH);
    const bar = page.getByRole("progressbar", { name: /Loading December 2024 Market Review/ });
    await expect(bar).toBeVisible();
    await expect(bar).toBeHidden({ timeout: 3000 });
    await expect(page.getByRole("heading", { level: 1, name: "December 2024 Market Review" })).toBeVisible();
  });

  test("without JavaScript there is no loading screen and the whole review reads", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PATH);
    await expect(page.getByRole("progressbar")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "December 2024 Market Review" })).toBeVisible();
    const headline = page.locator(`section[aria-labelledby="${yearlyPage.headline.id}"]`);
    await expect(headline.getByText("+12%", { exact: true })).toBeVisible();
    await expect(headline.getByText("32 days", { exact: true })).toBeVisible();
    await expect(headline.getByText("192", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /Homes sold by price band, 2024/ })).toBeVisible();
    for (const probability of ["High", "Medium-High", "Medium"]) {
      await expect(page.getByText(`Probability: ${probability}`, { exact: true }).first()).toBeVisible();
    }
    await context.close();
  });

  test("headline, price bands, zones and links", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const chart = page.getByRole("img", { name: /Homes sold by price band, 2024/ });
    for (const band of ["Under $2M: 52 sales", "$2-4M: 78 sales", "$4-6M: 38 sales", "$6M and up: 24 sales"]) {
      await expect(chart).toHaveAccessibleName(new RegExp(band.replace(/\$/g, "\\$")));
    }
    await page.getByText("Show the figures as a table").click();
    await expect(page.getByRole("table", { name: /Homes sold by price band/ }).getByRole("row")).toHaveCount(5);

    const zones = page.getByRole("list", { name: yearlyPage.zones.listLabel });
    await expect(
      zones.getByRole("listitem").filter({ hasText: "RA-4" }).getByText("Slow", { exact: true }),
    ).toBeVisible();
    await expect(
      zones.getByRole("listitem").filter({ hasText: "RA-2" }).getByText("Moderate", { exact: true }),
    ).toBeVisible();
    await expect(
      zones.getByRole("listitem").filter({ hasText: "R-12" }).getByText("Fast", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Town-wide average: 32 days")).toBeVisible();

    const more = page.locator(`section[aria-labelledby="${yearlyPage.more.id}"]`);
    for (const href of ["/market-report", "/subscribe", "/yearly-market-summary", "/insurance-education"]) {
      await expect(more.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test("the contract velocity filter changes the cards and the address (JavaScript on)", async ({ page }) => {
    await gotoHydrated(page, PATH);
    await expect(page.getByRole("progressbar")).toBeHidden({ timeout: 3000 });
    await expectFilter(page, "All types", /224 contracts for all property types in 2024/, [43, 77, 62, 42]);
    const filters = page.getByRole("navigation", { name: velocity().filterLabel });
    await filters.getByRole("link", { name: "Condo", exact: true }).click();
    await expect(page).toHaveURL(/\?type=condo$/);
    await expectFilter(page, "Condo", /30 contracts for condominiums in 2024/, [6, 10, 8, 6]);
    await filters.getByRole("link", { name: "Rental", exact: true }).click();
    await expect(page).toHaveURL(/\?type=rental$/);
    await expectFilter(page, "Rental", /32 contracts for rentals/, [5, 11, 10, 6]);
    await filters.getByRole("link", { name: "All types", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expectFilter(page, "All types", /224 contracts/, [43, 77, 62, 42]);
  });

  test("the filter works without JavaScript and lands back on the section", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PATH);
    const filters = page.getByRole("navigation", { name: velocity().filterLabel });
    await filters.getByRole("link", { name: "Single-family", exact: true }).click();
    await expect(page).toHaveURL(/\?type=single-family#contract-velocity$/);
    await expectFilter(page, "Single-family", /150 contracts for single-family homes in 2024/, [30, 52, 40, 28]);
    await expect(page.getByText("+10.3% vs 136 in 2023", { exact: true })).toBeVisible();
    await filters.getByRole("link", { name: "Multifamily", exact: true }).click();
    await expectFilter(page, "Multifamily", /12 contracts for multifamily houses/, [2, 4, 4, 2]);
    await context.close();
  });

  test("an unknown filter value shows every property type", async ({ page }) => {
    const response = await page.goto(`${PATH}?type=castle`);
    expect(response?.status()).toBe(200);
    await expectFilter(page, "All types", /224 contracts for all property types/, [43, 77, 62, 42]);
  });
});
