import { expect, test } from "@playwright/test";
import { marketNowSection } from "../../content/home";
import { MARKET_NOW_MEASURES } from "../../app/domain/market-now";
import { MEASURES } from "../../app/domain/measures";

/** The strip's labels, in order (decision 139). */
const labels = MARKET_NOW_MEASURES.map(({ measure }) => MEASURES[measure].label);

// Issue 33, item 5: the home page's market strip printed half its figures (the scrolling strip was
// cut at the edge of the paper) and its pause checkbox. On paper every figure prints, once, within
// the page, and no form control does.

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the home page in print, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("prints every market figure within the page, once, and no form control", async ({ page }) => {
      await page.goto("/", { waitUntil: "load" });
      await page.emulateMedia({ media: "print" });
      const width = page.viewportSize()!.width;

      const strip = page.getByRole("list", { name: marketNowSection.statisticsLabel });
      const figures = strip.getByRole("listitem");
      await expect(figures).toHaveCount(labels.length);
      for (const [index, label] of labels.entries()) {
        const figure = figures.nth(index);
        await expect(figure).toContainText(label);
        await expect(figure).toBeVisible();
        const box = (await figure.boundingBox())!;
        expect(box.x, label).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, label).toBeLessThanOrEqual(width);
      }

      // The strip's copies for the seamless loop stay off paper: each figure prints once.
      const section = page.getByRole("region", { name: marketNowSection.title });
      for (const label of labels) {
        const printed = section.getByRole("listitem").filter({ hasText: new RegExp(`^${label},`), visible: true });
        await expect(printed, label).toHaveCount(1);
      }

      const controls = page.locator("input, select, textarea, button").filter({ visible: true });
      await expect(controls).toHaveCount(0);
    });
  });
}
