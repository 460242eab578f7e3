import { expect, test, type Page } from "@playwright/test";
import { hydratedPaths } from "../../app/lib/public-routes";
import { seedWeeks } from "../../app/domain/weekly-data.server";

/** A weekly report, a guide, a calculator guide and the yearly review: every report and guide page prints. */
const PRINTED_PAGES = [
  "/market-report?week=4",
  "/buyers/byram-guide",
  "/insurance-education",
  "/yearly-market-summary",
];

// A page that ships no JavaScript (decision 014) prints the same with it on and off: it runs with it
// off; a page that hydrates runs both ways. Paper has its own width, whatever the window's: these run
// at 1280 px only (decision 124).
for (const url of PRINTED_PAGES) {
  const pathname = new URL(url, "http://localhost").pathname;
  for (const javaScriptEnabled of hydratedPaths.includes(pathname) ? [true, false] : [false]) {
    test.describe(`print, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

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
    });
  }
}

/** The printed PDF's text, page by page. */
async function printedPages(page: Page): Promise<string[]> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "Letter" });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)));
  return text.map((pageText) => pageText.replace(/\s+/g, " "));
}

// The weekly report ships no JavaScript: printed with it off.
test.describe("weekly report on paper, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("week 4 prints every column of every table, whole prices, in a few pages that start with the report", async ({
    page,
  }) => {
    await page.goto("/market-report?week=4", { waitUntil: "load" });
    const pages = await printedPages(page);
    const text = pages.join(" ");
    // The first page is the report's (its title, words the broker may edit: the seed week's here),
    // not a blank one; the whole report fits in six Letter pages.
    expect(pages[0]).toContain(seedWeeks().find((week) => week.week === 4)!.title);
    expect(pages.length).toBeLessThanOrEqual(6);
    // Single-family and condo tables each print their $/sq ft and DOM columns; the rental table its DOM.
    expect(text.match(/\$\/Sq Ft/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    for (const price of ["$14,950,000", "$1,395,000", "$895,000", "$12,500/mo", "$6,200/mo"]) {
      expect(text, price).toContain(price);
    }
    // The DOM badges of the last column: one per contract (12), never cut at the page's edge.
    expect(text.match(/\b\d+ days?\b/g)?.length ?? 0).toBeGreaterThanOrEqual(12);
    for (const days of ["312 days", "95 days", "97 days", "65 days"]) expect(text, days).toContain(days);
  });
});

test("on screen, the print foot is not shown", async ({ page }) => {
  await page.goto("/buyers/byram-guide");
  await expect(page.locator(".print-footer")).toBeHidden();
});
