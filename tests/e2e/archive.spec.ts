import { expect, test } from "@playwright/test";
import { SAMPLE_BADGE } from "../../app/domain/sample-data";
import { archiveCopy as copy } from "../../content/reports/archive";
import { testedWithoutJavaScript } from "./hydrated";

// These pages ship no JavaScript: tested once, with it off (decision 124).
testedWithoutJavaScript("/archive");

/**
 * The page ships no JavaScript (decision 014): the search is a GET form, the same with JavaScript on
 * and off, checked with it off (decision 124).
 */
test.describe("market report archive, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("lists every week with a View Report link", async ({ page }) => {
    await page.goto("/archive");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
    for (const n of [1, 2, 3, 4]) {
      await expect(page.getByRole("heading", { name: `Week ${n} - September 2025` })).toBeVisible();
    }
    await expect(page.getByText("September 22 - October 21, 2025")).toBeVisible();
    await page.getByRole("link", { name: `${copy.viewReport}: Week 3 - September 2025` }).click();
    await expect(page).toHaveURL(/\/market-report\?week=3$/);
  });

  test("lists the newest week first, and finds each card by its own title", async ({ page }) => {
    await page.goto("/archive");
    const titles = page.getByRole("main").getByRole("heading", { level: 3, name: /^Week \d+ - / });
    await expect(titles).toHaveText([4, 3, 2, 1].map((n) => `Week ${n} - September 2025`));
    for (const title of await titles.allTextContents()) {
      await page.goto("/archive");
      await page.getByRole("searchbox", { name: copy.searchLabel }).fill(title);
      await page.getByRole("button", { name: copy.searchSubmit }).click();
      await expect(page.getByText("Showing 1 of 4 weeks"), title).toBeVisible();
      await expect(page.getByRole("heading", { name: title }), title).toBeVisible();
    }
  });

  test("search (GET ?q=) counts, finds nothing, and clears", async ({ page }) => {
    await page.goto("/archive");
    const search = page.getByRole("searchbox", { name: copy.searchLabel });
    await expect(search).toHaveAttribute("placeholder", copy.searchPlaceholder);
    await expect(page.getByText(/Showing \d+ of \d+ weeks/)).toHaveCount(0);
    await search.fill("sep 8");
    await page.getByRole("button", { name: copy.searchSubmit }).click();
    await expect(page).toHaveURL(/\?q=sep\+8$/);
    await expect(page.getByText("Showing 1 of 4 weeks")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Week 2 - September 2025" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: copy.searchLabel })).toHaveValue("sep 8");
    await page.goto("/archive?q=WEEK+4");
    await expect(page.getByText("Showing 1 of 4 weeks")).toBeVisible();
    await page.goto("/archive?q=september+2025");
    await expect(page.getByText("Showing 4 of 4 weeks")).toBeVisible();
    await page.goto("/archive?q=+++");
    await expect(page.getByText(/Showing \d+ of \d+ weeks/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: new RegExp(copy.viewReport) })).toHaveCount(4);
    // "march" alone finds the first quarters of the history: a year without reports finds nothing.
    await page.goto("/archive?q=march+2019");
    await expect(page.getByText(copy.noResultsTitle)).toBeVisible();
    await expect(page.getByText(copy.noResultsHint)).toBeVisible();
    await page.getByRole("link", { name: copy.clearSearch }).click();
    await expect(page).toHaveURL(/\/archive$/);
    await expect(page.getByRole("searchbox", { name: copy.searchLabel })).toHaveValue("");
    await expect(page.getByRole("link", { name: new RegExp(copy.viewReport) })).toHaveCount(4);
  });

  test("lists the quarterly reports beside the weeks, newest first, sample ones marked", async ({ page }) => {
    await page.goto("/archive");
    const section = page.getByRole("region", { name: copy.quartersTitle });
    const titles = section.getByRole("heading", { level: 3 });
    // The spec's weeks end in October 2025 and three years of sample history precede them.
    await expect(titles.first()).toHaveText("Q3 2025 Quarterly Report");
    await expect(titles.nth(1)).toHaveText("Q2 2025 Quarterly Report");
    expect(await titles.count()).toBeGreaterThanOrEqual(11);
    const cards = section.getByRole("listitem");
    await expect(cards.first()).toContainText(SAMPLE_BADGE);
    // The weeks are badged by the same rule: every seed week shows sample figures.
    const weekCards = page.getByRole("region", { name: copy.listTitle }).getByRole("listitem");
    await expect(weekCards.filter({ hasText: SAMPLE_BADGE })).toHaveCount(await weekCards.count());
    await expect(cards.first()).toContainText("July 1 - September 30, 2025");
    await page.getByRole("link", { name: `${copy.viewQuarter}: Q2 2025 Quarterly Report` }).click();
    await expect(page).toHaveURL(/\/quarterly-report\/2025-q2$/);
    await expect(page.locator("[data-sample-notice]")).toBeVisible();
  });

  test("search finds a quarter by its own title, and a week's title finds no quarter", async ({ page }) => {
    await page.goto("/archive");
    await page.getByRole("searchbox", { name: copy.searchLabel }).fill("Q2 2025 Quarterly Report");
    await page.getByRole("button", { name: copy.searchSubmit }).click();
    await expect(page.getByText(/Showing 0 of 4 weeks and 1 of \d+ quarters/)).toBeVisible();
    await expect(page.getByText(copy.noWeeks)).toBeVisible();
    const section = page.getByRole("region", { name: copy.quartersTitle });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(["Q2 2025 Quarterly Report"]);
    await page.goto("/archive?q=Week+2+-+September+2025");
    await expect(page.getByText(/Showing 1 of 4 weeks and 0 of \d+ quarters/)).toBeVisible();
    await expect(page.getByText(copy.noQuarters)).toBeVisible();
  });

  test("search finds dates as readers write them", async ({ page }) => {
    const cases = [
      ["September 22", 4],
      ["Sep 10", 2],
      ["22 September", 4],
      ["9/17", 3],
      ["09/22/2025", 4],
      ["2025-09-03", 1],
    ] as const;
    for (const [query, found] of cases) {
      await page.goto("/archive");
      await page.getByRole("searchbox", { name: copy.searchLabel }).fill(query);
      await page.getByRole("button", { name: copy.searchSubmit }).click();
      await expect(page.getByText("Showing 1 of 4 weeks"), query).toBeVisible();
      await expect(page.getByRole("heading", { name: `Week ${found} - September 2025` }), query).toBeVisible();
    }
  });
});

test("the archive ships no JavaScript", async ({ request }) => {
  for (const path of ["/archive", "/archive?q=sep+8"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<script\b[^>]*type="module"|modulepreload|__reactRouterContext/);
  }
});

test("printing the archive leaves out the search form", async ({ page }) => {
  await page.goto("/archive");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Week 1 - September 2025" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: copy.searchLabel })).toBeHidden();
});
