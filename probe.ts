import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/chromium";
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
for (const w of [1, 4]) {
  await page.goto(`http://localhost:3302/market-report?week=${w}`, { waitUntil: "load" });
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "Letter" });
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  const clipped = await page.locator("main table").evaluateAll((tables) => tables.map((t) => {
    const box = t.parentElement!;
    return `${t.getAttribute("class")?.slice(0,20)} table ${t.scrollWidth} box ${box.clientWidth}`;
  }));
  console.log(w, "pages", pages, clipped);
}
console.log("history", await page.evaluate(() => history.length));
await page.goto("http://localhost:3302/market-report?week=2", { waitUntil: "load" });
await page.emulateMedia({ media: "screen" });
const before = await page.evaluate(() => history.length);
await page.locator("iframe").scrollIntoViewIfNeeded();
await page.waitForTimeout(3000);
console.log("history before/after iframe", before, await page.evaluate(() => history.length));
await browser.close();
