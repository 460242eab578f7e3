import { expect, test, type Page } from "@playwright/test";
import { extractText } from "unpdf";
import { axeViolations } from "./axe";
import { studioSpecServer } from "./studio-server";

// The listings import in the browser (decisions 134, 135, 153): an MLS listings export uploaded in
// /studio/listings, a bad row shown with every problem, then applied; on the same running server,
// no restart, the dashboard shows the stored listing, /market-trends counts its homes for sale and
// the weekly report's stale listing watch lists its listing cut twice. JavaScript off and on. On a
// server of its own with its own database (ports 4282-4283).

const HEADER =
  "ML #,Status,Prop Type,Address,Zip,List Date,Original List Price,List Price,Under Contract Date,Sold Date,Sold Price,# Price Reductions,Total Reduction,DOM,CDOM,Beds,Baths,Approx Living Area,Lot Acres,List Office Name,List Agent Full Name";
const rowOf = (mls: string, address: string) =>
  `${mls},Under Contract,Single Family,${address},06870,9/2/25,"$3,195,000","$2,995,000",10/8/25,,,1,"$200,000",36,36,4,3.5,"3,120",0.5,Example Realty,Pat Lister`;
/** For sale on the export's day after two cuts, which the import spreads over its time on the market (decision 119). */
const cutTwiceRowOf = (mls: string, address: string) =>
  `${mls},Active,Single Family,${address},06830,8/1/25,"$2,400,000","$2,200,000",,,,2,"$200,000",81,81,4,3,"2,900",1,Example Realty,Pat Lister`;
/** Under contract with no living area in the export: shown on the dashboard, its square feet and $/SF not recorded (decision 157). */
const noAreaRowOf = (mls: string, address: string) =>
  `${mls},Under Contract,Single Family,${address},06830,9/15/25,"$4,200,000","$3,950,000",10/9/25,,,1,"$250,000",24,24,5,4,,1.2,Example Realty,Pat Lister`;
/** The day of the exports: the seed's week 4 ends on it, so the watch of that week reads them. */
const AS_OF = "2025-10-21";
const BAD =
  '190009,Active,Single Family,9 Bad Lane,10001,13/45/25,"$1,850,000","$1,850,000",,,,0,$0,33,33,2,2,"1,400",,Example Realty,Lee Agent';

const server = studioSpecServer({ name: "listings", ports: { desktop: 4282, mobile: 4283 } });

/** The newest week's homes for sale at its end on /market-trends, as its table writes it. */
async function homesForSaleNow(page: Page): Promise<string> {
  await page.goto(`${server.url}/market-trends?measure=homes-for-sale&period=13w`);
  // The table sits in a closed <details> ("Show the figures as a table"): read, not opened.
  const cells = page.locator("table tbody tr").last().locator("td");
  return (await cells.nth(1).textContent()) ?? "";
}

/** Uploads `csv` in /studio/listings as of `AS_OF` and checks it. */
async function uploadListings(page: Page, csv: string) {
  await page.goto(`${server.url}/studio/listings`);
  await page.locator('input[type="file"][name="file"]').setInputFiles({
    name: "listings.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByLabel("The day of the export").fill(AS_OF);
  await page.getByRole("button", { name: "Check the file" }).click();
}

test("an export uploaded in the studio reaches the dashboard without a restart, JavaScript off and on", async ({
  browser,
}, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 };
  for (const [index, javaScriptEnabled] of [false, true].entries()) {
    const context = await server.signedIn(browser, testInfo, { javaScriptEnabled });
    const page = await context.newPage();
    const address = `${index + 1}${testInfo.project.name.length} Upload Lane`;
    const cutTwice = `${index + 1}${testInfo.project.name.length} Cut Twice Road`;
    const noArea = `${index + 1}${testInfo.project.name.length} Field Point Road`;
    const before = await homesForSaleNow(page);
    const csv = [
      HEADER,
      rowOf(`19000${index}`, address),
      cutTwiceRowOf(`19100${index}`, cutTwice),
      noAreaRowOf(`19300${index}`, noArea),
      BAD,
    ].join("\n");
    await uploadListings(page, csv);
    const problems = page.getByRole("table", { name: /Bad rows/ });
    await expect(problems).toContainText("13/45/25");
    await expect(problems).toContainText("Zip");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`listings-checked-${index}.png`), fullPage: true });
    await page.getByLabel("Apply the good rows, without the bad ones").check();
    await page.getByRole("button", { name: "Apply 3 rows" }).click();
    await expect(page.getByText(/applied: the dashboard/)).toBeVisible();

    await page.goto(`${server.url}/mock-market-report`);
    await expect(page.getByText(address).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // The listing without square feet is listed too; its timeline says its square feet and $/SF
    // are not recorded: a dash on screen, the words for a screen reader.
    await page.getByRole("link", { name: `${noArea} (open deal timeline)` }).click();
    const timeline = page.getByRole("dialog", { name: `Deal Timeline: ${noArea}` });
    for (const term of [/^Above grade$/, /^\$\/SF above grade$/, /^\$\/SF adjusted$/]) {
      const value = timeline.locator("dt").filter({ hasText: term }).locator("+ dd");
      await expect(value).toHaveText("—not recorded");
      await expect(value.locator('[aria-hidden="true"]')).toHaveText("—");
      await expect(value.locator(".sr-only")).toHaveText("not recorded");
    }
    await page.screenshot({ path: testInfo.outputPath(`listings-no-area-${index}.png`), fullPage: true });

    // The exports cover their days from the first listing's: the sample listings step aside there,
    // and the newest week's homes for sale at its end are this test's listings still for sale (the
    // one cut twice; the other went under contract October 8, decision 135): 1, then 2.
    const after = await homesForSaleNow(page);
    expect(after).not.toBe(before);
    expect(after).toBe(String(index + 1));

    // Week 4 ends on the exports' day: its watch lists the listing cut twice, with its figures then.
    await page.goto(`${server.url}/market-report?week=4`);
    const watch = page.getByRole("table", { name: /2 or more price cuts/ });
    const row = watch.getByRole("row").filter({ hasText: cutTwice });
    await expect(row.getByRole("rowheader")).toHaveText(cutTwice);
    await expect(row.getByRole("cell")).toHaveText([
      "Single Family",
      "08/01/2025",
      "$2,400,000",
      "$2,200,000",
      "2",
      "$200,000 (8.3%)",
      "81 days",
    ]);
    await expect(page.locator("[data-stale-watch] [data-section-sample-notice]")).toHaveCount(0);
    await context.close();
  }
});

// On a phone, with the broker's listings stored: the dashboard and /market-trends fit the screen and
// pass axe, and the listings upload's column mapping fits and works.
test("on a phone, the listings' pages and the upload's column mapping fit the screen", async ({
  browser,
}, testInfo) => {
  const context = await server.signedIn(browser, testInfo, { javaScriptEnabled: false, phone: true });
  const page = await context.newPage();
  const fits = async (where: string) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(375);

  // An export whose address column the import does not know: it asks which column holds it.
  const renamed = HEADER.replace(",Address,", ",Street Address Including Unit Number,");
  await uploadListings(page, [renamed, rowOf("192000", "8 Phone Lane")].join("\n"));
  const choose = page.getByLabel(/^Address/);
  await expect(choose).toBeVisible();
  await fits("the column mapping");
  await page.screenshot({ path: testInfo.outputPath("listings-mapping-375.png"), fullPage: true });
  await choose.selectOption("Street Address Including Unit Number");
  await page.getByRole("button", { name: "Check again with these columns" }).click();
  await page.getByRole("button", { name: "Apply 1 row" }).click();
  await expect(page.getByText(/applied: the dashboard/)).toBeVisible();
  await context.close();

  const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const open = await visitor.newPage();
  for (const path of ["/mock-market-report", "/market-trends", "/market-report?week=4"]) {
    await open.goto(`${server.url}${path}`);
    expect(await open.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    expect(await axeViolations(open), path).toEqual([]);
  }
  await open.goto(`${server.url}/mock-market-report`);
  await expect(open.getByText("8 Phone Lane").first()).toBeVisible();
  await visitor.close();
});

// Every cached page that shows supply figures follows an upload on the running server, no restart
// (decision 157): the quarterly report and its PDF, the yearly review and the home page's market-now
// strip, each read and kept before the upload, then read again. The upload holds one listing for
// sale from January 2, 2024 through the exports' day, so it covers 2024 alone: every Sunday of 2024
// holds that one home for sale (the sample listings step aside from its first day, decision 135),
// and every Sunday of Q3 2025 one more than before.
test("an upload changes the quarterly and yearly reports' supply figures and the home page's without a restart", async ({
  browser,
}, testInfo) => {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const open = await visitor.newPage();
  const homesForSale = async (path: string) => {
    await open.goto(`${server.url}${path}`);
    return (await open.locator("[data-measure='homes-for-sale'] h3 + p").first().textContent()) ?? "";
  };
  const marketNow = async () => {
    await open.goto(`${server.url}/`);
    return (await open.locator("section[aria-labelledby='market-now-heading']").textContent()) ?? "";
  };
  const quarterBefore = await homesForSale("/quarterly-report/2025-q3");
  const yearBefore = await homesForSale("/yearly-market-summary");
  const homeBefore = await marketNow();
  const pdfText = async () => {
    const pdf = await (await fetch(`${server.url}/quarterly-report/2025-q3.pdf`)).arrayBuffer();
    return (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
  };
  const pdfBefore = await pdfText();
  // Kept by the render cache: the next request is answered from memory.
  const kept = await fetch(`${server.url}/quarterly-report/2025-q3`);
  expect(kept.headers.get("x-render-cache")).toBe("hit");

  const context = await server.signedIn(browser, testInfo, { javaScriptEnabled: false });
  const studio = await context.newPage();
  const since2024 = `193500,Active,Single Family,5 Round Hill Road,06831,1/2/24,"$5,400,000","$5,400,000",,,,0,$0,658,658,6,6,"6,800",4,Example Realty,Pat Lister`;
  await uploadListings(studio, [HEADER, since2024].join("\n"));
  await expect(studio.getByLabel("The first day the export covers")).toHaveValue("2024-01-02");
  await studio.getByRole("button", { name: "Apply 1 row" }).click();
  await expect(studio.getByText(/applied: the dashboard/)).toBeVisible();
  await context.close();

  const quarterAfter = await homesForSale("/quarterly-report/2025-q3");
  expect(quarterAfter).not.toBe(quarterBefore);
  // 2024's week ends each hold the one listing: an average of 1.
  const yearAfter = await homesForSale("/yearly-market-summary");
  expect(yearBefore).not.toBe(yearAfter);
  expect(yearAfter).toMatch(/^1(\.0)?$/);
  expect(await marketNow()).not.toBe(homeBefore);
  // The PDF's table of the quarter's supply moved with the page.
  expect(pdfBefore).toContain("Homes for sale");
  expect(await pdfText()).not.toBe(pdfBefore);
  await visitor.close();
});
