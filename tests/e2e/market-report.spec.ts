import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { actionTools, marketReportCopy as copy, tableHelp } from "../../content/reports/market-report";
import { gotoHydrated } from "./hydrated";

const week = (n: number) => `/market-report?week=${n}`;

test.describe("weekly market report", () => {
  test("the dropdown switches weeks and the week links highlight the current one", async ({ page }) => {
    await gotoHydrated(page, week(1));
    await expect(page.getByText("September 1 - September 7, 2025")).toBeVisible();
    await page.getByLabel(copy.weekPickerLabel, { exact: true }).selectOption("3");
    await expect(page).toHaveURL(/\?week=3$/);
    await expect(page.getByText("September 15 - September 21, 2025")).toBeVisible();
    const links = page.getByRole("navigation", { name: copy.weekLinksLabel });
    await expect(links.getByRole("link", { name: "Week 3" })).toHaveAttribute("aria-current", "page");
    await links.getByRole("link", { name: "Week 2" }).click();
    await expect(page).toHaveURL(/\?week=2$/);
    await expect(page.getByText("September 8 - September 14, 2025")).toBeVisible();
    await expect(page.getByLabel(copy.weekPickerLabel, { exact: true })).toHaveValue("2");
  });

  test("the dropdown works without JavaScript as a GET form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(week(1));
    await page.getByLabel(copy.weekPickerLabel, { exact: true }).selectOption("4");
    await page.getByRole("button", { name: copy.weekPickerSubmit }).click();
    await expect(page).toHaveURL(/week=4/);
    await expect(page.getByText("September 22 - October 21, 2025")).toBeVisible();
    await context.close();
  });

  for (const bad of ["", "?week=9", "?week=abc", "?week=-1"]) {
    test(`falls back to week 1 for "${bad || "no week"}"`, async ({ page }) => {
      const response = await page.goto(`/market-report${bad}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText("September 1 - September 7, 2025")).toBeVisible();
    });
  }

  test("the figures come from the week's data: totals and average days on market", async ({ page }) => {
    const expected = [
      [1, "12", "42 days"],
      [2, "8", "35 days"],
      [3, "10", "38 days"],
      [4, "12", "138 days"],
    ] as const;
    for (const [n, total, dom] of expected) {
      await page.goto(week(n));
      const headline = page.locator("header dl");
      await expect(headline.getByText(copy.headlineLabels.total).locator("xpath=following-sibling::dd")).toHaveText(
        total,
      );
      await expect(headline.getByText(copy.headlineLabels.avgDom).locator("xpath=following-sibling::dd")).toHaveText(
        dom,
      );
    }
  });

  test("condo and rental tables appear in week 4 only", async ({ page }) => {
    await page.goto(week(2));
    await expect(page.getByRole("heading", { name: copy.condoTitle })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: copy.rentalTitle })).toHaveCount(0);
    await page.goto(week(4));
    await expect(page.getByRole("table", { name: copy.condoTitle })).toBeVisible();
    await expect(page.getByRole("table", { name: copy.rentalTitle })).toContainText("/mo");
  });

  test("every single-family header has a help tooltip reachable by keyboard", async ({ page }) => {
    await gotoHydrated(page, week(1));
    const table = page.getByRole("table", { name: copy.singleFamilyTitle });
    await expect(table.getByRole("button", { name: /^Help:/ })).toHaveCount(Object.keys(tableHelp).length);
    const acres = table.getByRole("button", { name: "Help: Acres" });
    await acres.focus();
    await expect(page.getByRole("tooltip", { name: tableHelp.acres })).toBeVisible();
    await expect(acres).toHaveAccessibleDescription(tableHelp.acres);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip", { name: tableHelp.acres })).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(table.getByRole("button", { name: "Help: Sq Ft (Above Grade)" })).toBeFocused();
    await expect(page.getByRole("tooltip", { name: tableHelp.sqft })).toBeVisible();
  });

  test("Launch says the automation will be available soon, with and without JavaScript", async ({ page, browser }) => {
    await gotoHydrated(page, week(1));
    const tool = actionTools[1]!;
    await expect(page.getByRole("button", { name: new RegExp(`^${copy.launchLabel}`) })).toHaveCount(6);
    await page.getByRole("button", { name: `${copy.launchLabel} ${tool.title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: copy.launchMessage })).toBeVisible();
    await expect(page).toHaveURL(/\?week=1$/);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(week(3));
    await noJs.getByRole("button", { name: `${copy.launchLabel} ${tool.title}` }).click();
    await expect(noJs).toHaveURL(/week=3&launch=/);
    await expect(noJs.getByText(copy.launchMessage)).toBeVisible();
    await context.close();
  });

  test("charts are SVG in the server HTML with a table alternative", async ({ request }) => {
    const html = await (await request.get(week(4))).text();
    expect(html).toContain(copy.chartTitles.distribution);
    expect(html.match(/<svg[^>]*role="img"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain("Show the figures as a table");
  });

  test("embeds the week's PDF with download and new-tab links", async ({ page, request }) => {
    await page.goto(week(2));
    const download = page.getByRole("link", { name: copy.pdfDownload });
    const href = await download.getAttribute("href");
    expect(href).toMatch(/week-2\.pdf$/);
    await expect(page.getByRole("link", { name: new RegExp(copy.pdfOpen) })).toHaveAttribute("target", "_blank");
    await expect(page.locator(`iframe[src="${href}"]`)).toBeAttached();
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect((await response.body()).subarray(0, 4).toString()).toBe("%PDF");
  });

  test("an unknown PDF is a 404", async ({ request }) => {
    expect((await request.get("/weekly-contracts/greenwich-weekly-contracts-week-99.pdf")).status()).toBe(404);
  });

  for (const n of [1, 2, 3, 4]) {
    test(`week ${n} has no serious axe violation`, async ({ page }) => {
      await gotoHydrated(page, week(n));
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }

  test("links to the archive and to subscribe", async ({ page }) => {
    await page.goto(week(1));
    await expect(page.getByRole("main").getByRole("link", { name: copy.archiveLink })).toHaveAttribute(
      "href",
      "/archive",
    );
    await expect(page.getByRole("main").getByRole("link", { name: copy.subscribeLink, exact: true })).toHaveAttribute(
      "href",
      "/subscribe",
    );
  });
});
