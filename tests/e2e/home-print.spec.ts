import { expect, test } from "@playwright/test";
import { marketNowSection } from "../../content/home";
import { LAYOUT } from "./tags";
import { testedWithoutJavaScript } from "./hydrated";
import { MARKET_NOW_MEASURES } from "../../app/domain/market-now";
import { MEASURES } from "../../app/domain/measures";

/** The strip's labels, in order (decision 139). */
const labels = MARKET_NOW_MEASURES.map(({ measure }) => MEASURES[measure].label);

// These pages ship no JavaScript: tested once, with it off (decision 124).
testedWithoutJavaScript("/");

// The home page's market strip printed half its figures (the scrolling strip was
// cut at the edge of the paper) and its pause checkbox. On paper every figure prints, once, within
// the page, and no form control does.

// The home page ships no JavaScript (decision 014): the same with it on and off, so it runs with it
// off. The strip must fit the width it is laid out at: both widths (decision 124).
test.describe("the home page in print", () => {
  test.use({ javaScriptEnabled: false });

  test("prints every market figure within the page, once, and no form control", LAYOUT, async ({ page }) => {
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
