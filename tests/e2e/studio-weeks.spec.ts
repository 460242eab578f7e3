import { expect, test, type Page } from "@playwright/test";
import { studioSpecServer } from "./studio-server";
import { axeBuilder } from "./axe";

// A week's upload in the browser: upload an export with two bad rows, see both named, fix the file,
// upload again, write the words, preview, publish; then, signed out, the week is on its page, in
// the archive and the feed, and its PDF opens; a correction replaces it. The journey runs on a
// server of its own with its own database (ports 4232-4233), so the week it publishes never
// shows up in the other specs' archive or investor figures. The session is created in that
// database before the server starts (signing in is the sign-in journey's subject).

const HEADER =
  "Address,Property Type,Zoning,Zip Code,Lot Acres,Living Area,Contract Price,Days on Market,Contract Date";
const GOOD_ROWS = [
  '12 Journey Lane,Single Family,RA-1,06830,1.1,4200,"$3,950,000",21,10/28/2025',
  "3 Example Road Unit 4,Condominium,R-6,06870,,1500,1250000,9,10/29/2025",
];
const BAD_FILE = [
  HEADER,
  ...GOOD_ROWS,
  "7 Wrong Zip Road,Single Family,RA-2,99999,2,5000,2100000,30,10/30/2025",
  "9 No Price Way,Single Family,RA-2,06831,2,5000,call us,30,10/30/2025",
].join("\n");
const GOOD_FILE = [HEADER, ...GOOD_ROWS, "7 Wrong Zip Road,Single Family,RA-2,06831,2,5000,2100000,30,10/30/2025"].join(
  "\n",
);

const server = studioSpecServer({ name: "weeks", ports: { desktop: 4232, mobile: 4233 } });

async function upload(page: Page, name: string, text: string) {
  // The week's upload comes first; the second file input is the export of many weeks (history in bulk).
  await page
    .locator('input[type="file"][name="file"]')
    .first()
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  await page.getByRole("button", { name: "Check the file" }).click();
}

test("publish a week from the studio, see it signed out, correct it", async ({ browser }, testInfo) => {
  const base = server.url;
  const studio = await server.signedIn(browser, testInfo);
  const page = await studio.newPage();

  await page.goto(`${base}/studio/weeks`);
  await expect(page.getByRole("heading", { level: 1, name: "Weekly reports" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Week 4", exact: true })).toBeVisible();

  // Two bad rows: both named with line, column and reason; nothing stored.
  await upload(page, "export.csv", BAD_FILE);
  await expect(page.getByText("2 bad rows in export.csv; 2 good rows.")).toBeVisible();
  const problems = page.getByRole("table", { name: /Bad rows/ });
  await expect(problems.getByRole("row")).toHaveCount(3);
  await expect(problems.getByRole("row").nth(1)).toContainText("4");
  await expect(problems.getByRole("row").nth(1)).toContainText("zip");
  await expect(problems.getByRole("row").nth(2)).toContainText("5");
  await expect(problems.getByRole("row").nth(2)).toContainText("price");
  await expect(page.getByRole("button", { name: /Skip the bad rows/ })).toBeVisible();
  // On a phone too the reason is on screen, wrapped, not behind a sideways scroll (item 14).
  const reason = problems.getByRole("cell", { name: /zip must be a Greenwich ZIP code/ });
  const box = (await reason.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("upload-bad-rows.png"), fullPage: true });

  // Fixed and uploaded again: the week and its dates are proposed from the data.
  await upload(page, "export-fixed.csv", GOOD_FILE);
  await expect(page.getByRole("table", { name: /Bad rows/ })).toHaveCount(0);
  await expect(page.getByLabel("Week number")).toHaveValue("5");
  await expect(page.getByLabel("First day")).toHaveValue("2025-10-27");
  await expect(page.getByLabel("Last day")).toHaveValue("2025-11-02");
  await page.getByRole("button", { name: "Create the draft (3 contracts)" }).click();
  await expect(page).toHaveURL(`${base}/studio/weeks/5`);
  await expect(page.getByRole("heading", { level: 1, name: "Week 5" })).toBeVisible();

  // The words, with Markdown and a script that must never reach a page.
  await page.getByLabel("Title").fill("Three Contracts Before November");
  await page
    .getByLabel("Narrative")
    .fill(
      "**Three** contracts this week.<script>window.pwned = 1</script>\n\nRiverside led; see the [archive](/archive).",
    );
  await page.getByLabel("Key insights").fill("- Condos moved in nine days\n- A backcountry sale");
  await page.getByLabel("Opportunities").fill("Buyers have room to negotiate");
  await page.getByLabel("Strategic considerations").fill("Watch the rates");
  await page.getByRole("button", { name: "Save as a new version" }).click();
  await expect(page.getByText("Saved as a new version")).toBeVisible();
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("week-words.png"), fullPage: true });

  // Preview: the public page's component, with the draft's words and figures.
  await page.getByRole("link", { name: "Preview v2" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Three Contracts Before November" })).toBeVisible();
  await expect(page.locator("main strong", { hasText: "Three" })).toHaveText("Three");
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await page.screenshot({ path: testInfo.outputPath("preview.png"), fullPage: false });
  await page.getByRole("link", { name: "Back to week 5" }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published: the public pages show this version now.")).toBeVisible();

  // Signed out: the page, the archive, the feed and the PDF.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`${base}/market-report?week=5`);
  await expect(publicPage.getByRole("heading", { level: 1, name: "Three Contracts Before November" })).toBeVisible();
  await expect(publicPage.getByText("12 Journey Lane")).toBeVisible();
  await expect(publicPage.locator("script:not([src]):not([type='application/ld+json'])")).toHaveCount(0);
  await publicPage.goto(`${base}/archive`);
  await expect(publicPage.getByText("Week 5", { exact: false }).first()).toBeVisible();
  const feed = await visitor.request.get(`${base}/market-report/rss.xml`);
  expect(await feed.text()).toContain("Three Contracts Before November");
  const pdf = await visitor.request.get(`${base}/weekly-contracts/greenwich-weekly-contracts-week-5.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // A correction: a new version, published; the public page follows at once.
  await page.getByLabel("Title").fill("Three Contracts Before November (corrected)");
  await page.getByRole("button", { name: "Save as a new version" }).click();
  await page.getByRole("button", { name: "Publish the correction" }).click();
  await expect(page.getByRole("table", { name: "Versions of this week" }).getByRole("row")).toHaveCount(4);
  await publicPage.goto(`${base}/market-report?week=5`);
  await expect(
    publicPage.getByRole("heading", { level: 1, name: "Three Contracts Before November (corrected)" }),
  ).toBeVisible();

  // Unpublished, once the question is answered: off the public pages, every version kept.
  await page.getByRole("button", { name: "Unpublish week 5" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Unpublish week 5?" })).toBeVisible();
  await page.getByRole("button", { name: "Yes, unpublish week 5" }).click();
  await expect(page.getByText(/Unpublished: the week is off the public pages/)).toBeVisible();
  expect((await visitor.request.get(`${base}/market-report?week=5`)).status()).toBe(404);
  await visitor.close();
  await studio.close();
});

// The journey above runs at 1280 px; at a phone's width (decisions 124 and 156) what depends on it: the bad
// rows' reasons on screen, wrapped, not behind a sideways scroll, and axe's view of the page.
test("on a phone, an upload's bad rows are named in sight", async ({ browser }, testInfo) => {
  const studio = await server.signedIn(browser, testInfo, { phone: true });
  const page = await studio.newPage();
  await page.goto(`${server.url}/studio/weeks`);
  await upload(page, "export.csv", BAD_FILE);
  const problems = page.getByRole("table", { name: /Bad rows/ });
  await expect(problems.getByRole("row")).toHaveCount(3);
  const width = page.viewportSize()!.width;
  const box = (await problems.getByRole("cell", { name: /zip must be a Greenwich ZIP code/ }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  await studio.close();
});
