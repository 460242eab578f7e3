import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { millRatesPage } from "../../content/investors/mill-rates";
import { facts } from "../../content/facts";
import { DOWN_PAYMENT_SHARE } from "../../app/features/calculators/affordability";
import { formatUsd } from "../../app/lib/format";
import { CPU_SLOWDOWNS, gotoAtLoad, gotoHydrated, PRE_HYDRATION_TRIES, waitForHydration } from "./hydrated";
import { seedTownMedian } from "../support/seed-town-median";

/** "$300,000 down for a median Byram home": the calculator's down payment on Byram's median (a fact). */
const BYRAM_DOWN_PAYMENT = `${formatUsd(facts.byramMedianSalePrice.value * DOWN_PAYMENT_SHARE)} down for a median Byram home`;

/** Opens `path` and, when JavaScript runs, waits for hydration (without it there is nothing to wait for). */
async function open(page: Page, path: string, javaScriptEnabled: boolean): Promise<void> {
  if (javaScriptEnabled) await gotoHydrated(page, path);
  else await page.goto(path);
}

const result = (page: Page) => page.getByRole("table", { name: /^Conveyance tax on a/ });
const totalRow = (page: Page) => result(page).getByRole("row", { name: /Total conveyance tax/ });

test.describe("insurance & tax guide: conveyance calculator", () => {
  test("with JavaScript the result follows the typing, and the type select", async ({ page }) => {
    await gotoHydrated(page, "/insurance-education");
    await expect(page.getByRole("tab", { name: "Conveyance Tax" })).toHaveAttribute("aria-selected", "true");
    await expect(result(page)).toHaveCount(0);
    await page.getByLabel("Sale price").fill("3000000");
    await expect(totalRow(page)).toContainText("$46,000");
    await expect(result(page).getByRole("row", { name: /^State tax/ })).toContainText("$38,500");
    await expect(result(page).getByRole("row", { name: /Greenwich municipal tax/ })).toContainText("$7,500");
    await page.getByLabel("Property type").selectOption({ label: "Commercial or other nonresidential" });
    await expect(totalRow(page)).toContainText("$45,000");
    await page.getByLabel("Sale price").fill("");
    await expect(result(page)).toHaveCount(0);
  });

  test("without JavaScript the GET form is answered by the server", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/insurance-education");
    await page.getByLabel("Sale price").fill("800000");
    await page.getByRole("button", { name: "Calculate tax" }).click();
    await expect(page).toHaveURL(/price=800000/);
    await expect(result(page).getByRole("row")).toHaveCount(3); // one state line, municipal, total
    await expect(totalRow(page)).toContainText("$8,000");
    await context.close();
  });

  test("tabs move with the arrow keys, Home and End, and the address follows", async ({ page }) => {
    await gotoHydrated(page, "/insurance-education");
    await page.getByRole("tab", { name: "Conveyance Tax" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/[?&]tab=insurance(&|#|$)/);
    await expect(page.getByRole("tab", { name: "Insurance Types" })).toBeFocused();
    const insurance = page.getByRole("tabpanel", { name: "Insurance Types" });
    await expect(insurance.getByRole("listitem").filter({ hasText: "Homeowner's Insurance" })).toContainText(
      "Required",
    );
    await expect(insurance).toContainText("$2,500-$8,000");
    await expect(insurance.getByRole("heading", { name: "Coastal properties" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(page).toHaveURL(/[?&]tab=costs(&|#|$)/);
    const costs = page.getByRole("tabpanel", { name: "Additional Costs" });
    const estimate = costs.getByRole("table", { name: "Sample closing costs on a $3,000,000 purchase" });
    await expect(estimate.getByRole("row", { name: /Conveyance tax/ })).toContainText("$46,000");
    await expect(estimate.getByRole("row", { name: /Total, both sides/ })).toContainText("$54,500");
    await expect(costs).toContainText("$45,000 to $60,000");
    await page.keyboard.press("Home");
    await expect(page).toHaveURL(/[?&]tab=conveyance(&|#|$)/);
    await expect(page.getByRole("tab", { name: "Conveyance Tax" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Additional Costs" })).toHaveAttribute("aria-selected", "true");
  });

  test("the address's tab opens that tab", async ({ page }) => {
    await page.goto("/insurance-education?tab=costs");
    await expect(page.getByRole("tab", { name: "Additional Costs" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Real Estate Attorney" })).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
  });

  // The tabs submit the calculator's form, so the typed price travels with them.
  for (const javaScriptEnabled of [true, false]) {
    test(`a typed price survives switching tabs and back (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await open(page, "/insurance-education", javaScriptEnabled);
      await page.getByLabel("Sale price").fill("3000000");
      await page.getByRole("tab", { name: "Insurance Types" }).click();
      await expect(page.getByRole("tabpanel", { name: "Insurance Types" })).toBeVisible();
      await expect(page).toHaveURL(/[?&]tab=insurance(&|#|$)/);
      await expect(page).toHaveURL(/[?&]price=3000000(&|#|$)/);
      await page.getByRole("tab", { name: "Additional Costs" }).click();
      await expect(page.getByRole("heading", { name: "Real Estate Attorney" })).toBeVisible();
      await page.getByRole("tab", { name: "Conveyance Tax" }).click();
      await expect(page.getByRole("tab", { name: "Conveyance Tax" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByLabel("Sale price")).toHaveValue("3000000");
      await expect(totalRow(page)).toContainText("$46,000");
      await context.close();
    });
  }

  // The same selected tab, address, focus and history with and without JavaScript.
  for (const javaScriptEnabled of [true, false]) {
    test(`tabs: the selected tab, the address, focus and the back button (JavaScript ${
      javaScriptEnabled ? "on" : "off"
    })`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await open(page, "/insurance-education", javaScriptEnabled);
      const tab = (name: string) => page.getByRole("tab", { name });
      const address = () => {
        const url = new URL(page.url());
        return { path: url.pathname, query: Object.fromEntries(url.searchParams), hash: url.hash };
      };
      // Every tab is a stop of the Tab key; Enter chooses the focused one.
      await tab("Conveyance Tax").focus();
      await page.keyboard.press("Tab");
      await expect(tab("Insurance Types")).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#guide-tab-insurance$/);
      expect(address()).toEqual({
        path: "/insurance-education",
        query: { tab: "insurance", price: "", type: "residential" },
        hash: "#guide-tab-insurance",
      });
      await expect(tab("Insurance Types")).toHaveAttribute("aria-selected", "true");
      await expect(tab("Insurance Types")).toBeFocused();
      await tab("Additional Costs").click();
      await expect(page).toHaveURL(/[?&]tab=costs&price=&type=residential#guide-tab-costs$/);
      await expect(tab("Additional Costs")).toHaveAttribute("aria-selected", "true");
      await expect(tab("Additional Costs")).toBeFocused();
      // Back returns to the tab before, then to the page as first opened.
      await page.goBack();
      await expect(page).toHaveURL(/[?&]tab=insurance&price=&type=residential#guide-tab-insurance$/);
      await expect(tab("Insurance Types")).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: "Insurance Types" })).toBeVisible();
      // The back button reloads the page without JavaScript: focus is on no tab, so with it neither.
      await expect(page.getByRole("tab").and(page.locator(":focus"))).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/insurance-education$/);
      await expect(tab("Conveyance Tax")).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: "Conveyance Tax" })).toBeVisible();
      await context.close();
    });
  }

  test("the call to action leads to the contact form and the market report", async ({ page }) => {
    await page.goto("/insurance-education");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute(
      "href",
      /^\/contact\?request=/,
    );
    await expect(main.getByRole("link", { name: "See the Market Report" })).toHaveAttribute("href", "/market-report");
  });
});

test.describe("seller conveyance tax guide", () => {
  test("free-text price: commas stripped, tiers split, garbage explained, never NaN", async ({ page }) => {
    await gotoHydrated(page, "/sellers/conveyance-tax");
    const price = page.getByLabel("Sale price");
    await price.fill("2,500,001");
    await expect(result(page).getByRole("row", { name: /^State tax/ })).toContainText("$27,250.02");
    await expect(result(page).getByRole("row", { name: /2\.25% of the \$1 above \$2,500,000/ })).toContainText("$0.02");
    await price.fill("three million");
    await expect(
      page.getByText("Sale price: “three million” is not an amount we can read.", { exact: false }),
    ).toBeVisible();
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(result(page)).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText("NaN");
    await price.fill("800,001");
    await expect(result(page).getByRole("row", { name: /0\.75% of the first \$800,000/ })).toContainText("$6,000");
  });

  test("without JavaScript: the server computes, and answers bad input with a message and 400", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/sellers/conveyance-tax");
    await page.getByLabel("Sale price").fill("3,000,000");
    await page.getByRole("button", { name: "Calculate tax" }).click();
    await expect(totalRow(page)).toContainText("$46,000");
    await page.getByLabel("Sale price").fill("12abc");
    await page.getByRole("button", { name: "Calculate tax" }).click();
    await expect(page.getByText("Sale price: “12abc” is not an amount we can read.", { exact: false })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("NaN");
    await context.close();
    expect((await request.get("/sellers/conveyance-tax?price=12abc")).status()).toBe(400);
    expect((await request.get("/insurance-education?price=abc")).status()).toBe(400);
    const short = await request.get("/sellers/conveyance-tax?price=3M");
    expect(short.status()).toBe(200);
    expect(await short.text()).toContain("$46,000");
    expect((await request.get("/sellers/conveyance-tax?price=3%2C000%2C000&type=castle")).status()).toBe(200);
  });

  test("with JavaScript, submitting garbage shows the message, not an error page", async ({ page }) => {
    await gotoHydrated(page, "/sellers/conveyance-tax");
    await page.getByLabel("Sale price").fill("abc");
    await page.getByRole("button", { name: "Calculate tax" }).click();
    await expect(page).toHaveURL(/price=abc/);
    await expect(page.getByText("Sale price: “abc” is not an amount we can read.", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connecticut Conveyance Tax Guide");
  });

  test("says who pays and sends sellers to a consultation", async ({ page }) => {
    await page.goto("/sellers/conveyance-tax");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Who pays in Connecticut" })).toBeVisible();
    await expect(main).toContainText("confirms the property's classification");
    await expect(main.getByRole("heading", { name: "Transfers between spouses" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Schedule a seller consultation" }).last()).toHaveAttribute(
      "href",
      /^\/contact\?request=/,
    );
  });
});

test.describe("first-time buyer guide", () => {
  const income = (page: Page) => page.getByLabel("Annual gross income");
  const down = (page: Page) => page.getByLabel("Available down payment");
  const debts = (page: Page) => page.getByLabel("Monthly debt payments");

  test("with JavaScript the affordability result follows the typing", async ({ page }) => {
    await gotoHydrated(page, "/buyers/first-time-guide");
    await expect(income(page)).toHaveAttribute("placeholder", "$200,000");
    await expect(down(page)).toHaveAttribute("placeholder", "$500,000");
    await expect(debts(page)).toHaveAttribute("placeholder", "$2,000");
    await expect(page.getByText("Enter your annual income to see an estimate.")).toBeVisible();
    await income(page).fill("200,000");
    await expect(page.getByText("$5,833 a month")).toBeVisible();
    await expect(page.getByText("Add your down payment to estimate a home price.")).toBeVisible();
    await debts(page).fill("2,000");
    await expect(page.getByText("$5,500 a month")).toBeVisible();
    await down(page).fill("500,000");
    await expect(page.getByText("$2,000,000", { exact: true })).toBeVisible();
    await debts(page).fill("lots");
    await expect(
      page.getByText("Monthly debt payments: “lots” is not an amount we can read.", { exact: false }),
    ).toHaveCount(2);
    await expect(page.getByText(/ a month$/)).toHaveCount(0);
    await debts(page).fill("9000");
    await expect(page.getByText("$0 a month")).toBeVisible();
  });

  test("without JavaScript the GET form is answered by the server", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/buyers/first-time-guide");
    await income(page).fill("120000");
    await down(page).fill("300000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/income=120000/);
    await expect(page.getByText("$3,500 a month")).toBeVisible();
    await expect(page.getByText("$1,200,000", { exact: true })).toBeVisible();
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`reads 200k and 0.5M as 200,000 and 500,000, and blames debts only when some were entered (JavaScript ${
      javaScriptEnabled ? "on" : "off"
    })`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await open(page, "/buyers/first-time-guide", javaScriptEnabled);
      const calculate = async () => {
        if (!javaScriptEnabled) await page.getByRole("button", { name: "Calculate" }).click();
      };
      await income(page).fill("200k");
      await down(page).fill("0.5M");
      await debts(page).fill("2k");
      await calculate();
      await expect(page.getByText("$5,500 a month")).toBeVisible();
      await expect(page.getByText(/is not an amount we can read/)).toHaveCount(0);
      await income(page).fill("0");
      await debts(page).fill("");
      await calculate();
      await expect(page.getByText("$0 a month")).toBeVisible();
      await expect(page.getByText(/Your monthly debts/)).toHaveCount(0);
      await debts(page).fill("500");
      await calculate();
      await expect(page.getByText(/Your monthly debts already use the whole debt allowance/)).toBeVisible();
      await context.close();
    });
  }

  for (const javaScriptEnabled of [true, false]) {
    test(`the estimate is the lower of what the down payment covers and the budget carries (JavaScript ${
      javaScriptEnabled ? "on" : "off"
    })`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await open(page, "/buyers/first-time-guide", javaScriptEnabled);
      await expect(page.getByLabel(/Mortgage rate/)).toHaveValue("6.25");
      await income(page).fill("50,000");
      await down(page).fill("2,000,000");
      await debts(page).fill("5,000");
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Calculate" }).click();
      const estimate = page.getByRole("heading", { name: "Estimated home price" }).locator("..");
      // No "$0 a month" beside "$8,000,000": the debts leave no housing budget, so no home.
      await expect(page.getByText("$0 a month")).toBeVisible();
      await expect(estimate).toContainText("What your down payment covers$8,000,000");
      await expect(estimate).toContainText("What your monthly budget carries$0");
      await expect(estimate.getByText("$0", { exact: true }).first()).toBeVisible();
      await expect(estimate).toContainText("Your monthly budget sets this estimate");

      // $1,000,000 a year, $500,000 down, 6 %: the budget carries more than $2,000,000, the down payment limits.
      await income(page).fill("1,000,000");
      await down(page).fill("500,000");
      await debts(page).fill("0");
      await page.getByLabel(/Mortgage rate/).fill("6");
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Calculate" }).click();
      await expect(estimate).toContainText("Your down payment sets this estimate");
      await expect(estimate.getByText("$2,000,000", { exact: true }).first()).toBeVisible();
      // $1,500,000 at 6 % over 30 years: $8,993.26 a month.
      await expect(estimate.getByRole("row", { name: /on a loan of \$1,500,000/ })).toContainText("$8,993");
      await context.close();
    });
  }

  test("the guide's sections and calls to action", async ({ page }) => {
    await page.goto("/buyers/first-time-guide");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: /^Step \d:/ })).toHaveCount(6);
    await expect(main.getByRole("table", { name: "Budget guidelines for first-time buyers" })).toBeVisible();
    // The town median is the history's (decision 141); Byram's is a fact the broker edits in the
    // studio, and the down payment the calculator's rule makes of it.
    await expect(main).toContainText(`about ${seedTownMedian.value} (${seedTownMedian.label.toLowerCase()})`);
    await expect(main).toContainText(BYRAM_DOWN_PAYMENT);
    await expect(main.getByRole("link", { name: "Schedule Buyer Consultation" })).toHaveAttribute(
      "href",
      /^\/contact\?request=/,
    );
  });

  test("Download First-Time Guide downloads a real PDF of the guide", async ({ page }) => {
    await gotoHydrated(page, "/buyers/first-time-guide");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download First-Time Guide" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("greenwich-first-time-buyer-guide.pdf");
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const extracted = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const text = extracted.text.replace(/\s+/g, " ");
    expect(text).toContain("First-Time Buyer's Guide to Greenwich");
    expect(text).toContain("Common first-time buyer mistakes");
    expect(text).toContain(BYRAM_DOWN_PAYMENT);
  });
});

// The main control used the moment the page has loaded, before React has taken over, at
// full speed and with the CPU slowed: the typed value is kept and computed once the page hydrates.
const preHydrationChecks = [
  { path: "/insurance-education", label: "Sale price", value: "3000000", result: /Total conveyance tax\s*\$46,000/ },
  {
    path: "/sellers/conveyance-tax",
    label: "Sale price",
    value: "3,000,000",
    result: /Total conveyance tax\s*\$46,000/,
  },
  { path: "/buyers/first-time-guide", label: "Annual gross income", value: "120,000", result: /\$3,500 a month/ },
  {
    path: "/investors/mill-rates",
    label: millRatesPage.calculator.valueLabel,
    value: "3,000,000",
    result: /\$25,286\.10/,
  },
];

test.describe("typed before hydration", () => {
  for (const check of preHydrationChecks) {
    for (const cpuSlowdown of CPU_SLOWDOWNS) {
      test(`${check.path}: every try at load is kept and computed, CPU slowed ${cpuSlowdown}x`, async ({ page }) => {
        test.setTimeout(120_000);
        for (let attempt = 1; attempt <= PRE_HYDRATION_TRIES; attempt++) {
          const cdp = await gotoAtLoad(page, check.path, cpuSlowdown);
          const field = page.getByLabel(check.label, { exact: true });
          await field.pressSequentially(check.value);
          await waitForHydration(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
          await expect(field, `try ${attempt}`).toHaveValue(check.value);
          await expect(page.getByRole("main"), `try ${attempt}`).toContainText(check.result);
          await cdp.detach();
        }
      });
    }
  }
});

// Forms and tab buttons do not print; every panel of the guide does, unscrolled.
test.describe("print", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the guide prints all three panels and no form (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await open(page, "/insurance-education?price=3000000", javaScriptEnabled);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("tablist")).toBeHidden();
      await expect(page.getByLabel("Sale price")).toBeHidden();
      await expect(page.getByRole("heading", { name: "Insurance for a Greenwich home" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Closing costs beyond the price" })).toBeVisible();
      await expect(totalRow(page)).toBeVisible();
      await context.close();
    });
  }

  test("the calculators' forms do not print, their results do", async ({ page }) => {
    await page.emulateMedia({ media: "print" });
    await page.goto("/buyers/first-time-guide?income=200000&downPayment=500000&monthlyDebts=2000");
    await expect(page.getByLabel("Annual gross income")).toBeHidden();
    await expect(page.getByText("$5,500 a month")).toBeVisible();
    await page.goto("/investors/mill-rates?value=3000000");
    await expect(page.getByLabel(millRatesPage.calculator.valueLabel, { exact: true })).toBeHidden();
    await expect(page.getByRole("main")).toContainText("$25,286.10");
  });
});

// Decision 131: a field the calculator cannot read is named, with what was typed and how to write it,
// under the field and (for the affordability calculator) in place of the figures it feeds; never read
// as $0 or guessed ("1,5M" is not $15,000,000). The same with JavaScript (computed as the visitor
// types) and without (the GET form answered by the server, with a 400).
test.describe("every unreadable field is named, with and without JavaScript (decision 131)", () => {
  const income = (page: Page) => page.getByLabel("Annual gross income");
  const down = (page: Page) => page.getByLabel("Available down payment");
  const named = (page: Page, text: string) => page.getByText(text, { exact: false });

  for (const javaScriptEnabled of [true, false]) {
    const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;
    const submit = async (page: Page, name: string) => {
      if (!javaScriptEnabled) await page.getByRole("button", { name, exact: true }).click();
    };

    test(`affordability: ?income=3M&downPayment=abc names the down payment and shows no $0 estimate (${js})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const response = await page.goto("/buyers/first-time-guide?income=3M&downPayment=abc");
      expect(response?.status()).toBe(400);
      if (javaScriptEnabled) await waitForHydration(page);
      // Under the field and in place of the estimate.
      await expect(named(page, "Available down payment: “abc” is not an amount we can read.")).toHaveCount(2);
      await expect(down(page)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("$87,500 a month")).toBeVisible();
      await expect(page.getByRole("main")).not.toContainText("so the estimate is $0");
      await expect(page.getByRole("heading", { name: "Estimated home price" })).toHaveCount(0);
      await context.close();
    });

    test(`affordability: 1,5M and 1e6 are named, not read as $15,000,000 and $0 (${js})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await open(page, "/buyers/first-time-guide", javaScriptEnabled);
      await income(page).fill("1,5M");
      await down(page).fill("1e6");
      await submit(page, "Calculate");
      await expect(named(page, "Annual gross income: “1,5M” could mean two amounts")).toHaveCount(2);
      await expect(named(page, "Available down payment: “1e6” is not an amount we can read.")).toHaveCount(2);
      await expect(page.getByText(/ a month$/)).toHaveCount(0);
      await income(page).fill("1.5M");
      await down(page).fill("1,000,000");
      await submit(page, "Calculate");
      await expect(page.getByText("$43,750 a month")).toBeVisible();
      await expect(page.getByText(/is not an amount we can read|could mean two amounts/)).toHaveCount(0);
      await context.close();
    });

    for (const path of ["/sellers/conveyance-tax", "/insurance-education"]) {
      test(`${path}: abc and 1,5M are named under the sale price, 1.5M is computed (${js})`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await open(page, path, javaScriptEnabled);
        const price = page.getByLabel("Sale price");
        await price.fill("abc");
        await submit(page, "Calculate tax");
        await expect(named(page, "Sale price: “abc” is not an amount we can read.")).toBeVisible();
        await expect(price).toHaveAttribute("aria-invalid", "true");
        await expect(result(page)).toHaveCount(0);
        await price.fill("1,5M");
        await submit(page, "Calculate tax");
        await expect(named(page, "Sale price: “1,5M” could mean two amounts")).toBeVisible();
        await expect(result(page)).toHaveCount(0);
        await price.fill("1.5M");
        await submit(page, "Calculate tax");
        await expect(page.getByRole("table", { name: /^Conveyance tax on a \$1,500,000 / })).toBeVisible();
        await context.close();
      });
    }

    test(`quick pricing form: abc and 1e3 are refused under the square footage, with a 400 (${js})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/sellers/pricing-guide");
      await page.getByLabel("Neighborhood", { exact: true }).selectOption("byram");
      await page.getByLabel("Condition", { exact: true }).selectOption("move-in-ready");
      for (const sqft of ["abc", "1e3"]) {
        await page.getByLabel("Finished square footage").fill(sqft);
        const answered = page.waitForResponse((response) => response.url().includes("sqft="));
        await page.getByRole("button", { name: "Calculate", exact: true }).click();
        expect((await answered).status(), sqft).toBe(400);
        await expect(page.getByText("Enter the finished square footage as a number from 500 to 20,000.")).toBeVisible();
        await expect(page.getByLabel("Finished square footage")).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByRole("main")).not.toContainText("Midpoint");
      }
      await context.close();
    });

    test(`renovation assessment: 2M is read, 1e6 and 1,5M are named (${js})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/sellers/renovate-vs-knockdown");
      await page.getByLabel("Home size (sq ft)").fill("3,000");
      await page.getByLabel("Year built").fill("1958");
      for (const [value, message] of [
        ["1e6", "Property value: “1e6” is not an amount we can read."],
        ["1,5M", "Property value: “1,5M” could mean two amounts"],
      ] as const) {
        await page.getByLabel("Property value").fill(value);
        await page.getByRole("button", { name: "Compare" }).click();
        await expect(named(page, message)).toBeVisible();
        await expect(page.getByRole("table", { name: "Indicative costs of each path" })).toHaveCount(0);
      }
      await page.getByLabel("Property value").fill("2M");
      await page.getByRole("button", { name: "Compare" }).click();
      await expect(page.getByRole("table", { name: "Indicative costs of each path" })).toBeVisible();
      await context.close();
    });

    test(`mill rates: 1,5M is named, not taxed as $15,000,000 (${js})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await open(page, "/investors/mill-rates", javaScriptEnabled);
      const value = page.getByLabel(millRatesPage.calculator.valueLabel, { exact: true });
      await value.fill("1,5M");
      await submit(page, millRatesPage.calculator.submitLabel);
      await expect(value).toHaveAttribute("aria-invalid", "true");
      await expect(named(page, "Enter the market value in dollars")).toBeVisible();
      await expect(page.getByRole("main")).not.toContainText("$126,430");
      await context.close();
    });
  }
});
