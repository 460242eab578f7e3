import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { publicRoutes } from "../../app/lib/public-routes";
import { gotoHydrated } from "./hydrated";
import { LAYOUT } from "./tags";

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const route of publicRoutes) {
  test.describe(`route ${route}`, () => {
    // The page as laid out, and axe's view of it (contrast, scrollable regions, the phone menu): both widths.
    test(
      "answers 200 with an h1, no console error, no sideways scroll and no serious axe violation",
      LAYOUT,
      async ({ page }) => {
        const errors = watchErrors(page);
        const response = await gotoHydrated(page, route);
        expect(response?.status()).toBe(200);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "scrolls sideways").toBeLessThanOrEqual(0);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual(
          [],
        );
        expect(errors).toEqual([]);
      },
    );

    test("reads without JavaScript: the h1 and main content are in the HTML", async ({ browser, request }) => {
      const html = await (await request.get(route)).text();
      expect(html).toMatch(/<h1[\s>]/);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
      const mainText = (await page.locator("main").innerText()).trim();
      expect(mainText.length).toBeGreaterThan(200);
      await expect(page.locator("#contact")).toBeAttached();
      await context.close();
    });
  });
}
