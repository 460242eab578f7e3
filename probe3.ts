import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/chromium";
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`http://localhost:3302/market-report?week=1`, { waitUntil: "load" });
for (const n of [2, 3]) {
  await page.locator("iframe").scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  // click inside the PDF viewer
  await page.locator("iframe").click({ position: { x: 100, y: 100 } });
  await page.waitForTimeout(500);
  console.log("len", await page.evaluate(() => history.length));
  await page.getByRole("navigation", { name: "All report weeks" }).getByRole("link", { name: `Week ${n}` }).click();
  await page.waitForURL(new RegExp(`week=${n}`));
}
await page.locator("iframe").scrollIntoViewIfNeeded();
await page.waitForTimeout(1500);
console.log("len", await page.evaluate(() => history.length));
await page.goBack(); await page.waitForTimeout(1500); console.log(page.url(), await page.evaluate(() => history.length));
await page.goBack(); await page.waitForTimeout(1500); console.log(page.url());
await browser.close();
