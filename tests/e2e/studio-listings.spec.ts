import { expect, test } from "@playwright/test";
import { studioSpecServer } from "./studio-server";

// The listings import in the browser (decisions 134, 135): an MLS listings export uploaded in
// /studio/listings, a bad row shown with every problem, then applied; the dashboard on the same
// running server shows the stored listing at once, no restart. JavaScript off and on. On a server of
// its own with its own database (ports 4282-4283).

const HEADER =
  "ML #,Status,Prop Type,Address,Zip,List Date,Original List Price,List Price,Under Contract Date,Sold Date,Sold Price,# Price Reductions,Total Reduction,DOM,CDOM,Beds,Baths,Approx Living Area,Lot Acres,List Office Name,List Agent Full Name";
const rowOf = (mls: string, address: string) =>
  `${mls},Under Contract,Single Family,${address},06870,9/2/25,"$3,195,000","$2,995,000",11/6/25,,,1,"$200,000",65,65,4,3.5,"3,120",0.5,Example Realty,Pat Lister`;
const BAD =
  '190009,Active,Single Family,9 Bad Lane,10001,13/45/25,"$1,850,000","$1,850,000",,,,0,$0,33,33,2,2,"1,400",,Example Realty,Lee Agent';

const server = studioSpecServer({ name: "listings", ports: { desktop: 4282, mobile: 4283 } });

test("an export uploaded in the studio reaches the dashboard without a restart, JavaScript off and on", async ({
  browser,
}, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 };
  for (const [index, javaScriptEnabled] of [false, true].entries()) {
    const context = await server.signedIn(browser, testInfo, { javaScriptEnabled });
    const page = await context.newPage();
    const address = `${index + 1}${testInfo.project.name.length} Upload Lane`;
    const csv = [HEADER, rowOf(`19000${index}`, address), BAD].join("\n");
    await page.goto(`${server.url}/studio/listings`);
    await page.locator('input[type="file"][name="file"]').setInputFiles({
      name: "listings.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await page.getByRole("button", { name: "Check the file" }).click();
    const problems = page.getByRole("table", { name: /Bad rows/ });
    await expect(problems).toContainText("13/45/25");
    await expect(problems).toContainText("Zip");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`listings-checked-${index}.png`), fullPage: true });
    await page.getByLabel("Apply the good rows, without the bad ones").check();
    await page.getByRole("button", { name: "Apply 1 row" }).click();
    await expect(page.getByText(/applied: the dashboard/)).toBeVisible();

    await page.goto(`${server.url}/mock-market-report`);
    await expect(page.getByText(address).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  }
});
