import { expect, test } from "@playwright/test";
import { archiveCopy as copy } from "../../content/reports/archive";
import { gotoHydrated } from "./hydrated";

test.describe("market report archive", () => {
  test("lists every week with a View Report link", async ({ page }) => {
    await gotoHydrated(page, "/archive");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
    for (const n of [1, 2, 3, 4]) {
      await expect(page.getByRole("heading", { name: `Week ${n} - September 2025` })).toBeVisible();
    }
    await expect(page.getByText("September 22 - October 21, 2025")).toBeVisible();
    await page.getByRole("link", { name: `${copy.viewReport}: Week 3 - September 2025` }).click();
    await expect(page).toHaveURL(/\/market-report\?week=3$/);
  });

  test("search filters as you type, counts, finds nothing, and clears", async ({ page }) => {
    await gotoHydrated(page, "/archive");
    const search = page.getByRole("searchbox", { name: copy.searchLabel });
    await expect(search).toHaveAttribute("placeholder", copy.searchPlaceholder);
    await expect(page.getByText(/Showing \d+ of \d+ weeks/)).toHaveCount(0);
    await search.fill("sep 8");
    await expect(page.getByText("Showing 1 of 4 weeks")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Week 2 - September 2025" })).toBeVisible();
    await expect(page).toHaveURL(/\?q=sep\+8$/);
    await search.fill("WEEK 4");
    await expect(page.getByText("Showing 1 of 4 weeks")).toBeVisible();
    await search.fill("september 2025");
    await expect(page.getByText("Showing 4 of 4 weeks")).toBeVisible();
    await search.fill("   ");
    await expect(page.getByText(/Showing \d+ of \d+ weeks/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: new RegExp(copy.viewReport) })).toHaveCount(4);
    await search.fill("march");
    await expect(page.getByText(copy.noResultsTitle)).toBeVisible();
    await expect(page.getByText(copy.noResultsHint)).toBeVisible();
    await page.getByRole("button", { name: copy.clearSearch }).click();
    await expect(search).toHaveValue("");
    await expect(page.getByRole("link", { name: new RegExp(copy.viewReport) })).toHaveCount(4);
  });

  test("search works without JavaScript (GET ?q=)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/archive");
    await page.getByRole("searchbox", { name: copy.searchLabel }).fill("sep 15");
    await page.getByRole("button", { name: copy.searchSubmit }).click();
    await expect(page).toHaveURL(/\?q=sep\+15/);
    await expect(page.getByText("Showing 1 of 4 weeks")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Week 3 - September 2025" })).toBeVisible();
    await page.goto("/archive?q=zzz");
    await expect(page.getByText(copy.noResultsTitle)).toBeVisible();
    await page.getByRole("link", { name: copy.clearSearch }).click();
    await expect(page).toHaveURL(/\/archive$/);
    await expect(page.getByRole("link", { name: new RegExp(copy.viewReport) })).toHaveCount(4);
    await context.close();
  });
});
