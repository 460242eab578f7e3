import { expect, test } from "@playwright/test";
import { publicRoutes } from "../../app/lib/public-routes";

// Every public route without JavaScript. With it, at both widths (one h1, no console error, axe,
// no sideways scroll), each route is accessibility.spec.ts's.
for (const route of publicRoutes) {
  test.describe(`route ${route}`, () => {
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
