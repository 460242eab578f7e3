import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { studioSpecServer } from "./studio-server";
import { readFileSync } from "node:fs";
import { axeBuilder } from "./axe";

// Item 5 in the browser: a SmartMLS export of 40 columns (tests/fixtures) is accepted
// through the studio's upload with JavaScript on and off; an export whose columns the upload does
// not know is mapped once on screen, and the mapping is kept for the next upload until an owner
// forgets it. On a server of its own with its own database (ports 4262-4263), as
// studio-weeks.spec.ts, so the drafts and mappings made here touch no other spec.

const SMARTMLS = readFileSync(new URL("../fixtures/smartmls-export.csv", import.meta.url));
const UNKNOWN = [
  "Street,Property Type,Zoning,Zip,Acres,Interior Sq Ft,Contract Price,DOM,Pending Date",
  '5 Mapped Road,Single Family,RA-1,06830,1.5,"4,100","$3,400,000",12,11/6/2025',
].join("\n");

const server = studioSpecServer({ name: "mls", ports: { desktop: 4262, mobile: 4263 } });

async function studioPage(browser: Browser, testInfo: TestInfo, javaScriptEnabled: boolean, phone = false) {
  const context = await server.signedIn(browser, testInfo, { javaScriptEnabled, phone });
  return { context, page: await context.newPage() };
}

async function upload(page: Page, name: string, buffer: Buffer) {
  // The week's upload comes first; the second file input is the export of many weeks (history in bulk).
  await page.locator('input[type="file"][name="file"]').first().setInputFiles({ name, mimeType: "text/csv", buffer });
  await page.getByRole("button", { name: "Check the file" }).click();
}

test("a SmartMLS export of 40 columns is accepted, JavaScript off and on", async ({ browser }, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 };
  for (const javaScriptEnabled of [false, true]) {
    const { context, page } = await studioPage(browser, testInfo, javaScriptEnabled);
    await page.goto(`${server.url}/studio/weeks`);
    await upload(page, "smartmls.csv", SMARTMLS);
    await expect(page.getByRole("table", { name: /Bad rows/ })).toHaveCount(0);
    const skipped = page.getByRole("table", { name: "Skipped, not under contract or pending (4)" });
    await expect(skipped.getByRole("row")).toHaveCount(5);
    await expect(skipped.getByRole("row").nth(1)).toContainText("88 Lake Avenue");
    await expect(skipped.getByRole("row").nth(1)).toContainText("Active");
    await expect(skipped).toContainText("Closed");
    await expect(skipped).toContainText("Withdrawn");
    await expect(skipped).toContainText("Expired");
    // On a phone too the status is on screen, not behind a sideways scroll.
    const status = skipped.getByRole("cell", { name: "Withdrawn" });
    const box = (await status.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await expect(page.getByLabel("Week number")).toHaveValue("5");
    await expect(page.getByLabel("First day")).toHaveValue("2025-11-03");
    await expect(page.getByLabel("Last day")).toHaveValue("2025-11-09");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // axe runs as a script in the page: with JavaScript on.
    if (javaScriptEnabled) {
      expect((await axeBuilder(page).analyze()).violations).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("smartmls-checked.png"), fullPage: true });
    }
    // The first upload creates week 5; the second is its correction, a new version.
    await page.getByRole("button", { name: "Create the draft (4 contracts)" }).click();
    await expect(page).toHaveURL(`${server.url}/studio/weeks/5`);
    await expect(page.getByRole("heading", { level: 1, name: "Week 5" })).toBeVisible();
    await context.close();
  }
});

test("a column mapped on screen is kept for the next upload until an owner forgets it", async ({
  browser,
}, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 };
  const { context, page } = await studioPage(browser, testInfo, false);
  await page.goto(`${server.url}/studio/weeks`);
  await upload(page, "unknown-columns.csv", Buffer.from(UNKNOWN));
  await expect(page.getByRole("heading", { name: "Which column is which?" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("column-mapping.png"), fullPage: true });
  await page.getByLabel("Address").selectOption("Street");
  await page.getByLabel("Living area in square feet").selectOption("Interior Sq Ft");
  await page.getByRole("button", { name: "Keep these columns and check again" }).click();
  await expect(page.getByText("Read with the saved column mapping:")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create the draft (1 contract)" })).toBeVisible();

  // The next upload with the same headers is read with the mapping, without asking.
  await page.goto(`${server.url}/studio/weeks`);
  await upload(page, "unknown-columns-again.csv", Buffer.from(UNKNOWN));
  await expect(page.getByRole("heading", { name: "Which column is which?" })).toHaveCount(0);
  await expect(page.getByText('Living area in square feet: "Interior Sq Ft"').first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Create the draft (1 contract)" })).toBeVisible();

  // Without a session, mapping and forgetting are refused; an editor may not forget a mapping.
  const anonymous = await browser.newContext();
  const post = { headers: { Origin: server.url } };
  const map = { intent: "map", uploadId: "00000000-0000-0000-0000-000000000000", map_address: "Street" };
  expect((await anonymous.request.post(`${server.url}/studio/weeks`, { ...post, form: map })).status()).toBe(401);
  await page.goto(`${server.url}/studio/weeks`);
  const key = await page.locator('input[name="mappingKey"]').inputValue();
  const forget = { intent: "forget-mapping", mappingKey: key };
  expect((await anonymous.request.post(`${server.url}/studio/weeks`, { ...post, form: forget })).status()).toBe(401);
  await anonymous.close();
  const editor = await server.signedIn(browser, testInfo, { role: "editor", javaScriptEnabled: false });
  expect((await editor.request.post(`${server.url}/studio/weeks`, { ...post, form: forget })).status()).toBe(403);
  const editorPage = await editor.newPage();
  await editorPage.goto(`${server.url}/studio/weeks`);
  await expect(editorPage.getByRole("heading", { name: "Saved column mappings" })).toBeVisible();
  await expect(editorPage.getByRole("button", { name: "Forget this mapping" })).toHaveCount(0);
  await editor.close();

  // The owner forgets it: the next upload asks again.
  await page.getByRole("button", { name: "Forget this mapping" }).click();
  await expect(page.getByText("The column mapping was forgotten.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Saved column mappings" })).toHaveCount(0);
  await upload(page, "unknown-columns.csv", Buffer.from(UNKNOWN));
  await expect(page.getByRole("heading", { name: "Which column is which?" })).toBeVisible();
  await context.close();

  // The mapping form passes axe (a script: JavaScript on).
  const checked = await studioPage(browser, testInfo, true);
  await checked.page.goto(`${server.url}/studio/weeks`);
  await upload(checked.page, "unknown-columns.csv", Buffer.from(UNKNOWN));
  await expect(checked.page.getByRole("heading", { name: "Which column is which?" })).toBeVisible();
  expect((await axeBuilder(checked.page).analyze()).violations).toEqual([]);
  expect(await checked.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await checked.context.close();
});

// The tests above run at 1280 px; at a phone's width (decisions 124 and 156) what depends on it: the skipped
// rows' status on screen, no sideways scroll of the checked export or of the mapping form, and axe.
test("on a phone, a checked export and the column mapping fit the screen", async ({ browser }, testInfo) => {
  const { context, page } = await studioPage(browser, testInfo, true, true);
  const width = page.viewportSize()!.width;
  await page.goto(`${server.url}/studio/weeks`);
  await upload(page, "smartmls.csv", SMARTMLS);
  const skipped = page.getByRole("table", { name: "Skipped, not under contract or pending (4)" });
  const box = (await skipped.getByRole("cell", { name: "Withdrawn" }).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);

  await page.goto(`${server.url}/studio/weeks`);
  await upload(page, "unknown-columns.csv", Buffer.from(UNKNOWN));
  await expect(page.getByRole("heading", { name: "Which column is which?" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  await context.close();
});
