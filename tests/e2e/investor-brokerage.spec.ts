import { expect, test, type Page } from "@playwright/test";
import { differentiationPage } from "../../content/brokerages/differentiation";
import { buyerAttractionPage } from "../../content/brokerages/buyer-attraction";
import { digitalToolsPage } from "../../content/brokerages/digital-tools";
import { marketDataPage } from "../../content/brokerages/market-data";
import { marketReportsPage } from "../../content/brokerages/market-reports";
import { investmentTrendsContent } from "../../content/investors/investment-trends";
import { knockdownRebuildContent } from "../../content/investors/knockdown-rebuild";
import { greenwichMillRates, millRatesPage } from "../../content/investors/mill-rates";
import { seedQuotes, seedTownDaysOnMarket } from "../support/seed-town-median";
import { gotoHydrated } from "./hydrated";
import { axeBuilder } from "./axe";

const { investmentTrendsPage } = investmentTrendsContent();
const { knockdownRebuildPage } = knockdownRebuildContent();

const calculator = millRatesPage.calculator;

/** The estimate panel of the calculator. */
function resultPanel(page: Page) {
  return page.getByRole("region", { name: calculator.resultHeading });
}

test.describe("mill-rate calculator with JavaScript", () => {
  test("updates as the visitor types, explains bad input and follows the fiscal year", async ({ page }) => {
    await gotoHydrated(page, "/investors/mill-rates");
    const value = page.getByLabel(calculator.valueLabel, { exact: true });
    const result = resultPanel(page);
    await expect(result).toContainText(calculator.emptyPrompt);

    await value.fill("3,000,000");
    // No submit: the result follows the field.
    await expect(result).toContainText("$2,100,000");
    await expect(result).toContainText("$25,286.10");
    await expect(result).toContainText("$12,643.05");
    expect(page.url()).not.toContain("value=");

    await value.fill("three million");
    await expect(
      page.getByText("Enter the market value in dollars using digits, for example 2,500,000."),
    ).toBeVisible();
    await expect(value).toHaveAttribute("aria-invalid", "true");
    await expect(result).toContainText(calculator.invalidPrompt);
    await expect(page.getByRole("main")).not.toContainText("NaN");

    await value.fill("2M");
    await page.getByLabel(calculator.yearLabel).selectOption("2023-24");
    // $2,000,000 -> $1,400,000 assessed -> 11.393 mills -> $15,950.20.
    await expect(result).toContainText("$1,400,000");
    await expect(result).toContainText("$15,950.20");
    await expect(result).toContainText("11.393 mills");
  });

  test("submitting puts the inputs in the address, so the estimate can be shared", async ({ page }) => {
    await gotoHydrated(page, "/investors/mill-rates");
    await page.getByLabel(calculator.valueLabel, { exact: true }).fill("1200000");
    await page.getByRole("button", { name: calculator.submitLabel }).click();
    await expect(page).toHaveURL(/value=1200000/);
    await expect(page).toHaveURL(/year=2025-26/);
    await expect(resultPanel(page)).toContainText("$840,000");
    await expect(resultPanel(page)).toContainText("$10,114.44");
  });
});

test("submitting an invalid value with JavaScript keeps the page and the message", async ({ page }) => {
  await gotoHydrated(page, "/investors/mill-rates");
  await page.getByLabel(calculator.valueLabel, { exact: true }).fill("a lot");
  await page.getByRole("button", { name: calculator.submitLabel }).click();
  await expect(page).toHaveURL(/value=a\+lot/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(millRatesPage.hero.title);
  await expect(page.getByText("Enter the market value in dollars using digits, for example 2,500,000.")).toBeVisible();
  await expect(page.getByLabel(calculator.valueLabel, { exact: true })).toHaveValue("a lot");
});

test.describe("mill-rate calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers the GET form with the estimate", async ({ page }) => {
    await page.goto("/investors/mill-rates");
    await page.getByLabel(calculator.valueLabel, { exact: true }).fill("$10,000,000");
    await page.getByLabel(calculator.yearLabel).selectOption("2024-25");
    await page.getByRole("button", { name: calculator.submitLabel }).click();
    await expect(page).toHaveURL(/year=2024-25/);
    // $7,000,000 assessed x 11.712 mills = $81,984.
    await expect(resultPanel(page)).toContainText("$7,000,000");
    await expect(resultPanel(page)).toContainText("$81,984.00");
    await expect(page.getByLabel(calculator.valueLabel, { exact: true })).toHaveValue("$10,000,000");
  });

  test("bad input gets a clear message and a 400, never NaN", async ({ page }) => {
    const response = await page.goto("/investors/mill-rates?value=-5&year=2025-26");
    expect(response?.status()).toBe(400);
    await expect(
      page.getByText("Enter the market value in dollars using digits, for example 2,500,000."),
    ).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("NaN");
  });

  test("an unknown fiscal year falls back to the latest rate", async ({ page }) => {
    const response = await page.goto("/investors/mill-rates?value=1000000&year=1999-00");
    expect(response?.status()).toBe(200);
    await expect(resultPanel(page)).toContainText(`${greenwichMillRates[0].millRate} mills`);
  });
});

test.describe("mill-rates page content", () => {
  for (const query of ["?value=3000000&year=2025-26", "?value=abc"]) {
    test(`has no serious axe violation with a result or an error (${query})`, async ({ page }) => {
      await gotoHydrated(page, `/investors/mill-rates${query}`);
      const results = await axeBuilder(page).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => v.id)).toEqual([]);
    });
  }

  test("lists every fiscal year with its rate and the note to confirm with the town", async ({ page }) => {
    await page.goto("/investors/mill-rates");
    const table = page.getByRole("table", { name: millRatesPage.history.caption });
    for (const year of greenwichMillRates) {
      const row = table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: `FY ${year.fiscalYear}` }) });
      await expect(row).toContainText(year.millRate.toFixed(3));
    }
    await expect(page.getByText(millRatesPage.history.confirmNote)).toBeVisible();
    // Greenwich pays the least tax of the five towns on the same home.
    const towns = page.getByRole("table", { name: /Annual tax on a \$2,000,000 market value/ });
    await expect(towns.getByRole("rowheader").first()).toHaveText("Greenwich");
  });
});

const pages = [
  {
    path: "/investors/investment-trends",
    h1: investmentTrendsPage.hero.title,
    text: [
      investmentTrendsPage.trends.items[0]!.title,
      investmentTrendsPage.strategies.items[3]!.strategy,
      // The history's days on market and sale-to-list price, as the server computes them (decision 159).
      seedTownDaysOnMarket.value,
      seedTownDaysOnMarket.note,
      seedQuotes.saleToList.value,
      seedQuotes.saleToList.note,
    ],
    links: ["/market-report", "/subscribe"],
  },
  {
    path: "/investors/knockdown-rebuild",
    h1: knockdownRebuildPage.hero.title,
    // The finished $6,500,000 house is assessed at $4,550,000.
    text: [knockdownRebuildPage.signals.items[0]!.title, "$4,550,000", "Luxury/Estate Zone"],
    links: ["/market-report", "/investors/mill-rates#calculator"],
  },
  {
    path: "/brokerages/differentiation",
    h1: differentiationPage.hero.title,
    text: [differentiationPage.why.items[0]!.title, differentiationPage.rules.title],
    links: ["/market-report", "/subscribe"],
  },
  {
    path: "/brokerages/market-data",
    h1: marketDataPage.hero.title,
    text: [marketDataPage.fields.rows[0]!.field, marketDataPage.limits.items[0]!.title],
    links: ["/market-report", "/archive"],
  },
  {
    path: "/brokerages/buyer-attraction",
    h1: buyerAttractionPage.hero.title,
    text: [buyerAttractionPage.plays.steps[0]!.title],
    links: ["/subscribe", "/buyers/first-time-guide", "/investors/mill-rates"],
  },
  {
    path: "/brokerages/digital-tools",
    h1: digitalToolsPage.hero.title,
    text: digitalToolsPage.tools.items.map((tool) => tool.title),
    links: ["/market-report", "/archive", "/mock-market-report", "/subscribe"],
  },
  {
    path: "/brokerages/market-reports",
    h1: marketReportsPage.hero.title,
    text: [
      "Upload and check every row",
      "Luxury/Estate Zone",
      "Green: 30 days or fewer",
      "Yellow: 31-60 days",
      "Red: above 60 days",
    ],
    links: ["/archive", "/market-report"],
  },
];

for (const entry of pages) {
  test(`${entry.path} has its heading, key content and calls to action`, async ({ page }) => {
    await page.goto(entry.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.h1);
    const main = page.getByRole("main");
    for (const text of entry.text) await expect(main).toContainText(text);
    for (const href of entry.links) await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    // Every page offers the contact form or the report: a clear call to action.
    await expect(
      main.locator('a[href^="/contact?request="], a[href="/subscribe"], a[href="/market-report"]').first(),
    ).toBeVisible();
  });
}

test("a contact call to action carries the request to the contact page", async ({ page }) => {
  await page.goto("/investors/knockdown-rebuild");
  const link = page.getByRole("link", { name: knockdownRebuildPage.hero.contactAction }).first();
  await expect(link).toHaveAttribute("href", /^\/contact\?request=/);
});
