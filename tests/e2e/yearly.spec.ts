import { expect, test, type Browser, type Page } from "@playwright/test";
import { yearlyPage } from "../../content/yearly/yearly-page";

// The yearly review computed from the history (decision 140). The test server holds the seed weeks
// (September and October 2025) and the sample years before them: 2024 is the newest whole year,
// 2023 the one before, and both are sample data.
const PATH = "/yearly-market-summary";

const quartersTable = (page: Page) =>
  page.locator(`section[aria-labelledby="${yearlyPage.quarters.id}"]`).getByRole("table");

/** A table's body rows as the text of their cells. */
async function rowsOf(table: ReturnType<Page["getByRole"]>): Promise<string[][]> {
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim())),
    );
}

/** The page is HTML and CSS only (decision 014): every test runs with JavaScript on and off. */
for (const javaScriptEnabled of [true, false]) {
  const js = javaScriptEnabled ? "JavaScript on" : "JavaScript off";
  const open = async (browser: Browser) => (await browser.newContext({ javaScriptEnabled })).newPage();

  test.describe(`yearly market summary (${js})`, () => {
    test("shows the newest whole year at once, from its figures alone, sample data said", async ({ browser }) => {
      const page = await open(browser);
      const response = await page.goto(PATH);
      const html = (await response?.text()) ?? "";
      // No script to run: the only <script> is the publisher's structured data (JSON-LD).
      expect(html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
      await expect(page.getByRole("heading", { level: 1, name: "2024 Greenwich Market Review" })).toBeVisible();
      await expect(
        page.getByText(/^Sample data: the figures through .* are generated for this demonstration/),
      ).toBeVisible();

      const headline = page.locator(`section[aria-labelledby="${yearlyPage.headline.id}"]`);
      for (const label of [
        "Sale contracts, 2024",
        "Median contract price, 2024",
        "Median price per sq ft, 2024",
        "Median days on market, 2024",
      ]) {
        await expect(headline.getByRole("listitem").filter({ hasText: label })).toContainText(/on 2023/);
      }
      await expect(
        headline.getByText(/^Greenwich saw [\d,]+ sale contracts in 2024 and \d+ leases, counted apart\.$/),
      ).toBeVisible();
      await expect(
        headline.getByText(
          /^Against the same quarter a year earlier|^Sale contracts were (up|down) on the year before in every quarter\.$/,
        ),
      ).toBeVisible();
      await expect(page.getByRole("img", { name: /Sale contracts by contract price, 2024/ })).toBeVisible();
      for (const heading of ["Quarter by Quarter", "Sale Contracts by Price", "Villages", "Property Types"]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByRole("table", { name: /Contracts by property type, 2024/ })).toContainText(
        "Leases (counted apart)",
      );
      // No words written in the studio: no empty section for them.
      await expect(page.getByRole("heading", { level: 2, name: "2024 in Our Words" })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 2, name: "2025 Outlook" })).toHaveCount(0);
      await page.context().close();
    });

    test("each quarter's sale contracts are its quarterly report's", async ({ browser }) => {
      const page = await open(browser);
      await page.goto(PATH);
      const rows = await rowsOf(quartersTable(page));
      expect(rows.map((row) => row[0])).toEqual(["Q1 2024", "Q2 2024", "Q3 2024", "Q4 2024"]);
      let total = 0;
      for (const [index, row] of rows.entries()) {
        await page.goto(`/quarterly-report/2024-q${index + 1}`);
        const quarter = page.getByRole("table", { name: /at a glance|beside/ }).first();
        const sales = quarter.getByRole("row").filter({ hasText: "Sale contracts" });
        const cells = await sales.locator("th, td").allTextContents();
        // Quarter, its sale contracts, the year-earlier quarter's (columns 1 and 4 of the quarterly table).
        expect([row[1], row[2]]).toEqual([cells[1]!.trim(), cells[4]!.trim()]);
        total += Number(row[1]!.replace(",", ""));
      }
      await page.goto(PATH);
      await expect(
        page
          .getByRole("listitem")
          .filter({ hasText: "Sale contracts, 2024" })
          .getByText(total.toLocaleString("en-US"), { exact: true }),
      ).toBeVisible();
      await page.context().close();
    });

    test("the property type filter changes the quarters and the address, back on the section", async ({ browser }) => {
      const page = await open(browser);
      await page.goto(PATH);
      const filters = page.getByRole("navigation", { name: yearlyPage.quarters.filterLabel });
      await expect(filters.getByRole("link", { name: "All sales", exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
      const all = await rowsOf(quartersTable(page));
      await filters.getByRole("link", { name: "Condo and co-op", exact: true }).click();
      await expect(page).toHaveURL(/\?type=condo#quarters$/);
      await expect(filters.getByRole("link", { name: "Condo and co-op", exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(filters.locator("[aria-current]")).toHaveCount(1);
      const condo = await rowsOf(quartersTable(page));
      for (const [index, row] of condo.entries()) {
        expect(Number(row[1]!.replace(",", ""))).toBeLessThan(Number(all[index]![1]!.replace(",", "")));
      }
      await expect(page.getByRole("heading", { level: 2, name: "Quarter by Quarter" })).toBeInViewport();
      await filters.getByRole("link", { name: "Leases", exact: true }).click();
      await expect(page).toHaveURL(/\?type=rental#quarters$/);
      await expect(quartersTable(page).getByRole("columnheader", { name: "Leases, 2024" })).toBeVisible();
      await expect(quartersTable(page).getByRole("columnheader", { name: "Median price" })).toHaveCount(0);
      await filters.getByRole("link", { name: "All sales", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${PATH}#quarters$`));
      expect(await rowsOf(quartersTable(page))).toEqual(all);
      // An unknown value shows every sale.
      expect((await page.goto(`${PATH}?type=castle`))?.status()).toBe(200);
      expect(await rowsOf(quartersTable(page))).toEqual(all);
      await page.context().close();
    });

    test("an earlier year by a plain link, No history before the history; 404 for a year it does not hold", async ({
      browser,
    }) => {
      const page = await open(browser);
      await page.goto(PATH);
      await page.getByRole("link", { name: "2023", exact: true }).click();
      await expect(page).toHaveURL(/\?year=2023$/);
      await expect(page.getByRole("heading", { level: 1, name: "2023 Greenwich Market Review" })).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: "Sale contracts, 2023" })).toContainText(
        "No history for 2022",
      );
      await expect(page.getByRole("link", { name: "2023", exact: true })).toHaveAttribute("aria-current", "page");
      const missing = await page.goto(`${PATH}?year=2019`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByText(/There is no yearly review for "2019"/)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "2024", exact: true })).toHaveAttribute(
        "href",
        PATH,
      );
      await page.context().close();
    });

    test("printed: figures and chart, no filter, year links or buttons", async ({ browser }) => {
      const page = await open(browser);
      await page.goto(PATH);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("navigation", { name: yearlyPage.quarters.filterLabel })).toBeHidden();
      await expect(page.getByRole("main").getByRole("link", { name: yearlyPage.heroActions.weekly })).toBeHidden();
      await expect(page.getByRole("main").getByRole("link", { name: yearlyPage.cta.contact })).toBeHidden();
      await expect(page.getByRole("img", { name: /Sale contracts by contract price, 2024/ })).toBeVisible();
      await expect(quartersTable(page)).toBeVisible();
      await page.context().close();
    });
  });
}
