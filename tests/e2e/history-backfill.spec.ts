import { expect, test, type Browser, type TestInfo } from "@playwright/test";
import { studioSpecServer } from "./studio-server";
import { addDays, daysBetween, parseIsoDate } from "../../app/lib/calendar";
import { axeBuilder } from "./axe";

// Decision 116, in the browser with JavaScript off: an export spanning two years before
// the seed weeks and a week after them is checked on the Weekly reports page (the earlier weeks
// shown as history weeks, the later one as new week 5) and imported; /market-trends and the
// quarterly reports then read the imported history, and the sample line leaves the periods it
// covers; removing the history brings the sample back. On a server of its own with its own
// database (TEST_PORT + 3 and + 4; studio-bulk-import.spec.ts takes + 1 and + 2).

const BASE_PORT = Number(process.env.TEST_PORT ?? 3100);
const FIRST_MONDAY = "2023-07-03";
/** Weeks from FIRST_MONDAY to the Sunday before seed week 1 (2025-09-01). */
const HISTORY_WEEKS = daysBetween(FIRST_MONDAY, "2025-09-01") / 7;

/** Three contracts a week before the seed weeks, two in the week of 2025-10-27 (after week 4), US dates. */
function exportCsv(): Buffer {
  const lines = ["MLS #,Address,Status,Property Type,Zoning,Zip,Acres,Sq Ft,Contract Price,DOM,Contract Date"];
  const row = (mls: number, address: string, date: Date, price: number) =>
    `${mls},${address},Pending,Single Family,R-20,06878,0.5,3000,"$${price.toLocaleString("en-US")}",21,${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
  for (let week = 0; week < HISTORY_WEEKS; week += 1) {
    for (let index = 0; index < 3; index += 1) {
      const date = parseIsoDate(addDays(FIRST_MONDAY, week * 7 + index * 2));
      lines.push(
        row(1_000 + week * 3 + index, `${week * 3 + index + 1} Backfill Lane`, date, 2_400_000 + index * 300_000),
      );
    }
  }
  lines.push(row(9_001, "1 After Road", new Date(Date.parse("2025-10-28")), 3_100_000));
  lines.push(row(9_002, "2 After Road", new Date(Date.parse("2025-10-30")), 2_900_000));
  return Buffer.from(lines.join("\n"));
}

const studio = studioSpecServer({ name: "backfill", ports: { desktop: BASE_PORT + 3, mobile: BASE_PORT + 4 } });

async function pageWithoutJavaScript(browser: Browser, testInfo: TestInfo, phone = false) {
  const context = await studio.signedIn(browser, testInfo, { javaScriptEnabled: false, phone });
  return { context, page: await context.newPage() };
}

test("two years before the seed weeks become history: imported without JavaScript, read by the trends and quarters, the sample line gone where they reach", async ({
  browser,
}, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 };
  const { context, page } = await pageWithoutJavaScript(browser, testInfo);
  const sampleLine = page.locator("[data-sample-notice]");

  // Before: the sample history precedes the seed weeks, and every quarter says so.
  await page.goto(`${studio.url}/quarterly-report/2025-q2`);
  await expect(sampleLine).toContainText("Sample data");

  await page.goto(`${studio.url}/studio/weeks`);
  await page
    .getByLabel("Export of many weeks (CSV)")
    .setInputFiles({ name: "two-years.csv", mimeType: "text/csv", buffer: exportCsv() });
  await page.getByRole("button", { name: "Check the export" }).click();
  const weeks = page.getByRole("table", {
    name: new RegExp(`${HISTORY_WEEKS * 3 + 2} contracts in ${HISTORY_WEEKS + 1} weeks`),
  });
  await expect(weeks.getByRole("row", { name: /2023-07-03 to 2023-07-09/ })).toContainText(
    "History week (before week 4, not a weekly report)",
  );
  await expect(weeks.getByRole("row", { name: /2025-10-27 to 2025-11-02/ })).toContainText("New week 5");
  await expect(
    page.getByText(`${HISTORY_WEEKS} history weeks are stored as history whatever you choose below`),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

  await page.getByLabel(/Publish them, with words written from each week/).check();
  await page.getByRole("button", { name: `Import (${HISTORY_WEEKS + 1} weeks new or in conflict)` }).click();
  await expect(page).toHaveURL(/\/studio\/weeks\?imported=1&importedPublished=1&importedHistory=/);
  await expect(
    page.getByText(`Also ${HISTORY_WEEKS} history weeks (${HISTORY_WEEKS * 3} contracts) stored as history`),
  ).toBeVisible();
  const imported = page.getByRole("region", { name: "Imported history" });
  await expect(imported).toContainText("July 3, 2023 - August 31, 2025");
  await expect(imported).toContainText(`${HISTORY_WEEKS} weeks, ${HISTORY_WEEKS * 3} contracts, from two-years.csv`);
  await expect(page.getByRole("link", { name: "Week 5", exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  {
    // axe runs in the page's own scripts: the same page with JavaScript on.
    const scripted = await studio.signedIn(browser, testInfo);
    const axePage = await scripted.newPage();
    await axePage.goto(`${studio.url}/studio/weeks`);
    await expect(axePage.getByRole("button", { name: "Remove this history" })).toBeVisible();
    expect((await axeBuilder(axePage).analyze()).violations).toEqual([]);
    await scripted.close();
  }
  await page.screenshot({ path: testInfo.outputPath("history-imported.png"), fullPage: true });

  // /market-trends over a year: the imported weeks, three contracts each. The sample line names only
  // the seed weeks, which still hold the contracts shipped with the site (decisions 120 and 136):
  // none of the imported days.
  await page.goto(`${studio.url}/market-trends?measure=contracts&period=1y`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(sampleLine).toHaveText(
    "Sample data: the figures from September 1, 2025 to October 21, 2025 are generated for this demonstration; the broker's own history replaces them.",
  );
  const csv = await (await page.request.get(`${studio.url}/market-trends.csv?measure=contracts&period=1y`)).text();
  const august = csv.split("\n").find((line) => line.startsWith("2025-08-04,"));
  expect(august?.split(",")[2]).toBe("3");
  // Three years reach back before the import: the sample line names the generated days they show.
  await page.goto(`${studio.url}/market-trends?measure=contracts&period=3y`);
  await expect(sampleLine).toContainText(
    "the figures from September 5, 2022 to July 2, 2023 and from September 1, 2025 to October 21, 2025",
  );

  // Q2 2025 beside Q2 2024: all imported, no sample line; its 13 weeks of 3 contracts each.
  await page.goto(`${studio.url}/quarterly-report/2025-q2`);
  await expect(sampleLine).toHaveCount(0);
  await expect(page.getByRole("row", { name: /^Sale contracts/ }).first()).toContainText("39");
  // Q3 2023 compares with Q3 2022, sample data: it still says so.
  await page.goto(`${studio.url}/quarterly-report/2023-q3`);
  await expect(sampleLine).toContainText("Sample data");

  // Removing the history (a real form with a confirmation box) brings the sample back.
  await page.goto(`${studio.url}/studio/weeks`);
  await imported.getByLabel(/Remove July 3, 2023 - August 31, 2025 from the history/).check();
  await imported.getByRole("button", { name: "Remove this history" }).click();
  await expect(
    page.getByText(`History removed: ${HISTORY_WEEKS} weeks, ${HISTORY_WEEKS * 3} contracts.`),
  ).toBeVisible();
  await expect(page.getByText("No history is imported yet.")).toBeVisible();
  await page.goto(`${studio.url}/quarterly-report/2025-q2`);
  await expect(sampleLine).toContainText("Sample data");
  await context.close();
});

// The journey above runs at 1280 px; at a phone's width (decisions 124 and 156) what depends on it: the
// checked export of two years and the imported history, each without a sideways scroll.
test("on a phone, two years of history checked and imported fit the screen", async ({ browser }, testInfo) => {
  const { context, page } = await pageWithoutJavaScript(browser, testInfo, true);
  const width = page.viewportSize()!.width;
  await page.goto(`${studio.url}/studio/weeks`);
  await page
    .getByLabel("Export of many weeks (CSV)")
    .setInputFiles({ name: "two-years.csv", mimeType: "text/csv", buffer: exportCsv() });
  await page.getByRole("button", { name: "Check the export" }).click();
  await expect(page.getByRole("table", { name: new RegExp(`${HISTORY_WEEKS + 1} weeks`) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.getByRole("button", { name: `Import (${HISTORY_WEEKS + 1} weeks new or in conflict)` }).click();
  await expect(page.getByRole("region", { name: "Imported history" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await context.close();
});
