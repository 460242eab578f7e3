import { expect, test } from "@playwright/test";
import { seedWeeks } from "../../app/domain/weekly-data.server";
import { marketHistoryOf } from "../../app/server/history-source.server";
import { quarterView } from "../../app/features/trends/quarter-view";
import { LAYOUT } from "./tags";
import { testedWithoutJavaScript } from "./hydrated";
import { axeBuilder } from "./axe";

// These pages ship no JavaScript: tested once, with it off (decision 124).
testedWithoutJavaScript("/quarterly-report");

// Quarterly reports computed from the history (the seed weeks and the sample years
// before them), the same with JavaScript on and off; the page ships none.
const history = marketHistoryOf(seedWeeks());
const expected = quarterView(history.contracts, history, "2024-q1")!;

// The page ships no JavaScript: the same with it on and off, checked with it off (decision 124).
test.describe("quarterly report, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  // No sideways scroll depends on the window's width: both widths.
  test(
    "/quarterly-report opens the newest complete quarter, with no script and no sideways scroll",
    LAYOUT,
    async ({ page }) => {
      const response = await page.goto("/quarterly-report");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Greenwich Market Report: Q3 2025");
      await expect(page.locator("[data-sample-notice]")).toContainText("Sample data");
      // The quarter's supply (decision 138): seven measures as cards, each beside Q2 2025 and Q3 2024.
      const supply = page.locator("section", {
        has: page.getByRole("heading", { name: "Homes for sale and sales, Q3 2025" }),
      });
      await expect(supply.locator("[data-measure]")).toHaveCount(7);
      await expect(supply.locator("[data-measure='homes-for-sale']")).toContainText("Q2 2025");
      await expect(supply.locator("[data-measure='homes-for-sale']")).toContainText("Q3 2024");
      await expect(supply.locator("[data-section-sample-notice]")).toContainText("Sample data: the figures");
      await expect(page.locator("script[src], link[rel='modulepreload']")).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );

  test("a named quarter shows the figures computed from the history, beside the quarter before and a year earlier", async ({
    page,
  }) => {
    await page.goto("/quarterly-report/2024-q1");
    const table = page.getByRole("table", { name: "Q1 2024 beside Q4 2023 and Q1 2023" });
    for (const row of expected.figures) {
      const cells = table.getByRole("row", { name: row.label }).getByRole("cell");
      await expect(cells).toHaveText([row.now, row.previous, row.previousChange, row.yearBefore, row.yearBeforeChange]);
    }
    const bands = page.getByRole("table", { name: /Sale contracts by contract price, Q1 2024/ });
    for (const band of expected.priceBands) {
      await expect(bands.getByRole("row", { name: band.label }).getByRole("cell")).toHaveText([
        band.now,
        band.yearBefore,
      ]);
    }
    // The links to the quarters beside it work as plain links.
    await page
      .getByRole("navigation", { name: "Other quarters" })
      .getByRole("link", { name: "After: Q2 2024" })
      .click();
    await expect(page).toHaveURL(/\/quarterly-report\/2024-q2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Greenwich Market Report: Q2 2024");
  });

  test("an unknown or malformed quarter answers 404 with links to the quarters that exist", async ({ page }) => {
    for (const path of ["/quarterly-report/2031-q1", "/quarterly-report/2025-Q3", "/quarterly-report/%00"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await page.goto("/quarterly-report/2031-q1");
    await page.getByRole("link", { name: "Q1 2024" }).click();
    await expect(page).toHaveURL(/\/quarterly-report\/2024-q1$/);
  });
});

test("a quarter's PDF holds its figures and says sample data; an unknown quarter's PDF is the 404 page", async ({
  page,
  request,
}) => {
  await page.goto("/quarterly-report/2024-q1");
  const link = page.getByRole("navigation", { name: "Other quarters" }).getByRole("link", { name: "Q1 2024 as PDF" });
  await expect(link).toHaveAttribute("href", "/quarterly-report/2024-q1.pdf");
  const response = await request.get("/quarterly-report/2024-q1.pdf");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const { extractText, getDocumentProxy } = await import("unpdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.body())), {
    mergePages: true,
  });
  expect(text).toContain("Greenwich Market Report: Q1 2024");
  // The quarter's sale contracts, beside the quarter before and a year earlier, as on the page.
  const contracts = expected.figures[0]!;
  expect(text).toMatch(new RegExp(`Sale contracts\\s+${contracts.now}\\s+${contracts.previous}\\s`));
  expect(text).toContain("Sample data");
  for (const path of ["/quarterly-report/2031-q1.pdf", "/quarterly-report/2025-Q3.pdf", "/quarterly-report/x.pdf"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

// axe runs inside the page, so only with JavaScript on; the HTML is the same without it.
test("the quarterly report has no serious axe violation", async ({ page }) => {
  await page.goto("/quarterly-report/2025-q3");
  const results = await axeBuilder(page).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => v.id)).toEqual([]);
});
