import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { studioSpecServer } from "./studio-server";
import { readFileSync } from "node:fs";
import { axeBuilder } from "./axe";

// Many weeks from one export, in the browser (decision 112): an export of three months (tests/fixtures) is
// checked on the Weekly reports page, shown week by week (the week the seed data already has as a
// conflict, the days of the 30-day seed week 4 as skipped) and imported, with JavaScript off and
// on. On a server of its own with its own database (TEST_PORT + 1 and + 2).

const HISTORY = readFileSync(new URL("../fixtures/history-export.csv", import.meta.url));
const BASE_PORT = Number(process.env.TEST_PORT ?? 3100);

const server = studioSpecServer({ name: "bulk", ports: { desktop: BASE_PORT + 1, mobile: BASE_PORT + 2 } });

async function studioPage(browser: Browser, testInfo: TestInfo, javaScriptEnabled: boolean, phone = false) {
  const context = await server.signedIn(browser, testInfo, { javaScriptEnabled, phone });
  return { context, page: await context.newPage() };
}

async function checkExport(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel("Export of many weeks (CSV)").setInputFiles({ name, mimeType: "text/csv", buffer });
  await page.getByRole("button", { name: "Check the export" }).click();
}

test("three months of history: checked, shown week by week with a conflict, imported; JavaScript off and on", async ({
  browser,
}, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 };

  // JavaScript off: the first import publishes seven new weeks and replaces week 3's contracts.
  {
    const { context, page } = await studioPage(browser, testInfo, false);
    await page.goto(`${server.url}/studio/weeks`);
    await checkExport(page, "history.csv", HISTORY);
    const weeks = page.getByRole("table", { name: /39 contracts in 13 weeks/ });
    await expect(weeks).toContainText("1 row not under contract or pending left out");
    await expect(weeks.getByRole("row")).toHaveCount(14);
    const conflict = weeks.getByRole("row", { name: /2025-09-15 to 2025-09-21/ });
    await expect(conflict.getByRole("group", { name: "Week 3 already has these dates" })).toBeVisible();
    await expect(weeks.getByRole("row", { name: /2025-10-06 to 2025-10-12/ })).toContainText(
      "week 4 (2025-09-22 to 2025-10-21) already covers some of these days",
    );
    await expect(weeks.getByRole("row", { name: /2025-10-27 to 2025-11-02/ })).toContainText("New week 5");
    await expect(weeks.getByRole("row", { name: /2025-12-08 to 2025-12-14/ })).toContainText("New week 11");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: testInfo.outputPath("bulk-checked.png"), fullPage: true });

    await conflict.getByLabel("Replace its contracts").check();
    await page.getByLabel(/Publish them, with words written from each week/).check();
    await page.getByRole("button", { name: "Import (8 weeks new or in conflict)" }).click();
    await expect(page).toHaveURL(/\/studio\/weeks\?imported=8&importedPublished=8$/);
    await expect(
      page.getByText("Imported 8 weeks of history: 8 published, 0 kept as drafts. No report e-mail was sent."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Week 11" })).toBeVisible();

    // The public page of an imported week shows the words computed from its figures.
    await page.goto(`${server.url}/market-report?week=5`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/Greenwich recorded 3 sale contracts and 0 leases/)).toBeVisible();
    await context.close();
  }

  // JavaScript on: the same export again finds every week stored; all skipped, nothing stored.
  {
    const { context, page } = await studioPage(browser, testInfo, true);
    await page.goto(`${server.url}/studio/weeks`);
    await checkExport(page, "history-again.csv", HISTORY);
    const weeks = page.getByRole("table", { name: /39 contracts in 13 weeks/ });
    await expect(weeks.getByRole("group", { name: /already has these dates/ })).toHaveCount(8);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.getByLabel(/Keep them as drafts/).check();
    await page.getByRole("button", { name: "Import (8 weeks new or in conflict)" }).click();
    await expect(page.getByText("The import stored no week: every week of the export was skipped.")).toBeVisible();

    // Mixed date formats: named, with the line to fix, and no import offered.
    const mixed = HISTORY.toString().replace("9/17/2025", "2025-09-17");
    await checkExport(page, "mixed.csv", Buffer.from(mixed));
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("cannot be imported as it is");
    await expect(alert).toContainText('1 as YYYY-MM-DD (first on line 3: "2025-09-17")');
    await expect(page.getByRole("button", { name: /^Import/ })).toHaveCount(0);
    await context.close();
  }
});

// The journey above runs at 1280 px; at a phone's width (decisions 124 and 156) what depends on it: the
// checked export, week by week, without a sideways scroll, and axe's view of it.
test("on a phone, the checked export fits the screen", async ({ browser }, testInfo) => {
  const { context, page } = await studioPage(browser, testInfo, true, true);
  await page.goto(`${server.url}/studio/weeks`);
  await checkExport(page, "history.csv", HISTORY);
  await expect(page.getByRole("table", { name: /39 contracts in 13 weeks/ }).getByRole("row")).toHaveCount(14);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  await context.close();
});
