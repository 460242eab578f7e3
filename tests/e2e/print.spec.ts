import { expect, test } from "@playwright/test";

/** A weekly report, a guide, a calculator guide and the yearly review: every report and guide page prints. */
const PRINTED_PAGES = [
  "/market-report?week=4",
  "/buyers/byram-guide",
  "/insurance-education",
  "/yearly-market-summary",
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`print, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const url of PRINTED_PAGES) {
      test(`${url} prints its content whole, without scrolling, and nothing interactive`, async ({ page }) => {
        await page.goto(url, { waitUntil: "load" });
        await page.emulateMedia({ media: "print" });

        // Every chart, table and figure is fully shown, whether or not it was scrolled into view.
        const hidden = await page.locator("main").evaluate((main) => {
          const problems: string[] = [];
          for (const element of main.querySelectorAll("table, svg, figure, img, h2, dl")) {
            if (!element.checkVisibility({ visibilityProperty: true })) continue;
            for (let node: Element | null = element; node && node !== main; node = node.parentElement) {
              const style = getComputedStyle(node);
              if (style.opacity !== "1" || (style.transform !== "none" && style.transform !== "")) {
                problems.push(
                  `${element.tagName.toLowerCase()} under ${node.tagName.toLowerCase()}: opacity ${style.opacity}, transform ${style.transform}`,
                );
                break;
              }
            }
          }
          return problems;
        });
        expect(hidden).toEqual([]);
        expect(await page.locator("main table, main svg").count()).toBeGreaterThan(0);

        // Navigation, forms, buttons, embedded viewers and the footer stay off paper.
        for (const selector of [
          "header.site-header",
          "nav",
          "form",
          "button",
          "iframe",
          "object",
          "footer.site-footer",
        ]) {
          const visible = await page
            .locator(selector)
            .evaluateAll((elements) =>
              elements.filter((element) => element.checkVisibility()).map((element) => element.outerHTML.slice(0, 80)),
            );
          expect(visible, `${selector} printed`).toEqual([]);
        }

        // A table row or a chart is never cut by a page break; the address and the date end the printout.
        const rows = page.locator("main tr");
        if ((await rows.count()) > 0) await expect(rows.first()).toHaveCSS("break-inside", "avoid");
        const foot = page.locator(".print-footer");
        await expect(foot).toBeVisible();
        await expect(foot).toContainText(url);
        await expect(foot).toContainText(/as of \w+ \d{1,2}, \d{4}/);
      });
    }
  });
}

test("on screen, the print foot is not shown", async ({ page }) => {
  await page.goto("/buyers/byram-guide");
  await expect(page.locator(".print-footer")).toBeHidden();
});
