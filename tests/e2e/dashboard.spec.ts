import { expect, test, type Page } from "@playwright/test";
import { extractText } from "unpdf";
import { gotoHydrated } from "./hydrated";

const PATH = "/mock-market-report";

/** The listings table's body rows. */
function listingRows(page: Page) {
  return page.getByRole("region", { name: "Listings under contract" }).locator("tbody tr");
}

async function openDashboard(page: Page, search = "") {
  await gotoHydrated(page, `${PATH}${search}`);
  // Interactive controls appear once hydrated.
  await expect(page.getByRole("button", { name: /14 Shore Road|Putnam Green|Indian Head/ }).first()).toBeVisible();
}

test.describe("listings dashboard", () => {
  test("header: week 43 by default, fixed span, previous and next week keep the filters", async ({ page }) => {
    await openDashboard(page, "?type=Condo");
    await expect(page.getByText("Week 43")).toBeVisible();
    await expect(page.getByText("Oct 6-12, 2025")).toBeVisible();
    await expect(page.getByText(/Mock data/)).toBeVisible();
    await page.getByRole("link", { name: "Next week" }).click();
    await expect(page).toHaveURL(/week=44/);
    await expect(page.getByText("Week 44")).toBeVisible();
    await expect(page).toHaveURL(/type=Condo/);
    await page.getByRole("link", { name: "Previous week" }).click();
    await page.getByRole("link", { name: "Previous week" }).click();
    await expect(page.getByText("Week 42")).toBeVisible();
    await expect(page.getByText("Oct 6-12, 2025")).toBeVisible();
  });

  test("type and band chips filter with AND; Clear Filters keeps only week", async ({ page }) => {
    await openDashboard(page, "?week=40");
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(listingRows(page)).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Clear Filters" })).toHaveCount(0);
    await page.getByRole("group", { name: "Type" }).getByRole("link", { name: "Single Family" }).click();
    await expect(listingRows(page)).toHaveCount(4);
    await expect(page).toHaveURL(/type=Single\+Family/);
    await page.getByRole("group", { name: "Price band" }).getByRole("link", { name: "2.001M-4M" }).click();
    await expect(listingRows(page)).toHaveCount(2);
    await expect(summary).toContainText("Deals Inked2");
    await expect(
      page.getByRole("group", { name: "Price band" }).getByRole("link", { name: "2.001M-4M" }),
    ).toHaveAttribute("aria-current", "true");
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(`${PATH}?week=40`);
    await expect(listingRows(page)).toHaveCount(6);
  });

  test("a band tile and a district row toggle their filter; Escrow Runway appears only with enough close data", async ({
    page,
  }) => {
    await openDashboard(page);
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary.getByText("Escrow Runway")).toBeVisible(); // 2 of 6 listings have a closing date: 33 %
    const pulse = page.getByRole("region", { name: "Price-Band Pulse" });
    await pulse.getByRole("link", { name: /501k-1M/ }).click();
    await expect(listingRows(page)).toHaveCount(1);
    await expect(listingRows(page).first()).toContainText("3 Riverside Lane");
    await pulse.getByRole("link", { name: /501k-1M/ }).click();
    await expect(listingRows(page)).toHaveCount(6);

    const districts = page.getByRole("region", { name: "District Momentum" });
    await districts.getByRole("row", { name: /Old Greenwich/ }).click();
    await expect(page).toHaveURL(/district=Old\+Greenwich/);
    await expect(listingRows(page)).toHaveCount(2);
    await expect(summary.getByText("Escrow Runway")).toHaveCount(0); // neither has a closing date
    await expect(page.getByRole("link", { name: "Remove district filter: Old Greenwich" })).toBeVisible();
    await districts.getByRole("row", { name: /Old Greenwich/ }).click();
    await expect(listingRows(page)).toHaveCount(6);
  });

  test("watchlist: Brokerages by default, Agents tab, row clicks filter and chips remove", async ({ page }) => {
    await openDashboard(page);
    const watchlist = page.getByRole("region", { name: "Competitor Watchlist" });
    await expect(watchlist.getByRole("tab", { name: "Brokerages" })).toHaveAttribute("aria-selected", "true");
    await watchlist.getByRole("row", { name: /Shoreline Realty/ }).click();
    await expect(page).toHaveURL(/firm=Shoreline\+Realty/);
    await expect(listingRows(page)).toHaveCount(2);
    await watchlist.getByRole("tab", { name: "Agents" }).click();
    await expect(page).toHaveURL(/watch=agents/);
    await watchlist.getByRole("row", { name: /Anne Parker/ }).click();
    await expect(page).toHaveURL(/agent=Anne\+Parker/);
    await expect(listingRows(page)).toHaveCount(1);
    await page.getByRole("link", { name: "Remove firm filter: Shoreline Realty" }).click();
    await expect(listingRows(page)).toHaveCount(2); // Anne Parker: 14 Shore Road and 22 Indian Head Road
    await page.getByRole("link", { name: "Remove agent filter: Anne Parker" }).click();
    await expect(listingRows(page)).toHaveCount(6);
  });

  test("status and reductions filters come from the address and match exactly", async ({ page }) => {
    await openDashboard(page, "?reductions=2%2B");
    await expect(listingRows(page)).toHaveCount(3);
    await page.goto(`${PATH}?status=Pending`);
    await expect(listingRows(page)).toHaveCount(1);
    await expect(listingRows(page).first()).toContainText("No listings match these filters.");
    await expect(page.getByText("No listings match these filters, so there are no actions to suggest.")).toBeVisible();
  });

  test("keyboard: arrows move the highlight, Enter opens the timeline, keys are ignored while it is open, Escape closes", async ({
    page,
  }) => {
    await openDashboard(page);
    const rows = listingRows(page);
    await page.locator("body").press("ArrowDown");
    await expect(rows.nth(0)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await expect(rows.nth(1)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Deal Timeline: 41 Putnam Green Unit 12" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(rows.nth(1)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Focus returns to the row's opener.
    await expect(page.getByRole("button", { name: /41 Putnam Green Unit 12/ })).toBeFocused();
  });

  test("deal timeline: every field, the open-house note, firm, agent and a copyable MLS number", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openDashboard(page);
    // A click anywhere on the row (here near its right end, on the badges) opens the timeline.
    const row = listingRows(page).filter({ hasText: "7 Valley Drive" });
    const box = (await row.boundingBox())!;
    await row.click({ position: { x: box.width - 20, y: box.height / 2 } });
    const dialog = page.getByRole("dialog", { name: "Deal Timeline: 7 Valley Drive" });
    await expect(dialog).toBeVisible();
    for (const text of [
      "June 2, 2025", // listed
      "October 9, 2025", // contract
      "October 10, 2025", // pending
      "$2,695,000",
      "$2,395,000",
      "11.1%",
      "$300,000",
      "3,400 sq ft",
      "1,200 sq ft",
      "400 sq ft",
      "$704",
      "$584",
      "$15,820",
      "Last open house 11 days before contract",
      "Shoreline Realty",
      "Lisa Grant",
      "125003",
      "129 / 214 days",
    ])
      await expect(dialog).toContainText(text);
    await dialog.getByRole("button", { name: "Copy MLS #" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Copied MLS # 125003");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("125003");
  });

  test("modals trap focus and return it to the opener; the glossary defines Contingent and Pending", async ({
    page,
  }) => {
    await openDashboard(page);
    const glossaryButton = page.getByRole("button", { name: "Glossary" });
    await glossaryButton.click();
    const glossary = page.getByRole("dialog", { name: "Glossary" });
    await expect(glossary).toContainText("Under contract, with conditions still to be met.");
    await expect(glossary).toContainText("All contingencies satisfied and moving toward closing.");
    const close = glossary.getByRole("button", { name: "Close" });
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      await expect(close).toBeFocused();
    }
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(glossary).toBeHidden();
    await expect(glossaryButton).toBeFocused();

    const opener = page.getByRole("button", { name: /9 Lake Avenue/ });
    await opener.click();
    const timeline = page.getByRole("dialog", { name: "Deal Timeline: 9 Lake Avenue" });
    await expect(timeline).toBeVisible();
    const focusable = [
      timeline.getByRole("button", { name: "Close" }),
      timeline.getByRole("button", { name: "Copy MLS #" }),
    ];
    await expect(focusable[0]!).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(focusable[1]!).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(focusable[0]!).toBeFocused();
    await focusable[0]!.click();
    await expect(timeline).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("clicking the list price copies the raw number with a visible confirmation", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openDashboard(page);
    await page.getByRole("button", { name: /^\$2,995,000 ?\(copy list price\)$/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveText("Copied 2995000 to the clipboard");
    await expect(page.getByText("Copied 2995000 to the clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("2995000");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Export PDF and Export CSV carry the filtered listings and the active filters", async ({ page, request }) => {
    await openDashboard(page, "?week=43&type=Single+Family&firm=Shoreline+Realty");
    const pdfHref = await page.getByRole("link", { name: "Export PDF" }).getAttribute("href");
    const csvHref = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(pdfHref).toBe("/mock-market-report/export.pdf?week=43&type=Single+Family&firm=Shoreline+Realty");

    const pdf = await request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
    expect(text).toContain("Active filters: Type: Single Family; Firm: Shoreline Realty");
    expect(text).toContain("14 Shore Road");
    expect(text).toContain("7 Valley Drive");
    expect(text).not.toContain("9 Lake Avenue");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    expect((await download).suggestedFilename()).toBe("listings-week-43-type-single-family-firm-shoreline-realty.csv");
    const csv = await (await request.get(csvHref!)).text();
    const lines = csv.trim().split("\n");
    expect(lines[0]).toMatch(/^#,Type,Status,List Date/);
    expect(lines).toHaveLength(3);
    expect(csv).toContain("14 Shore Road");
    expect(csv).not.toContain("Putnam Green");
  });
});

test.describe("listings dashboard without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared link shows the filtered view on first paint and the filters work as links", async ({ page }) => {
    await page.goto(`${PATH}?week=45&district=Riverside`);
    await expect(page.getByText("Week 45")).toBeVisible();
    await expect(listingRows(page)).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Remove district filter: Riverside" })).toBeVisible();
    await page.getByRole("group", { name: "Type" }).getByRole("link", { name: "Condo" }).click();
    await expect(page).toHaveURL(/district=Riverside&type=Condo|type=Condo&district=Riverside/);
    await expect(listingRows(page)).toHaveCount(1);
    await page.getByRole("region", { name: "Competitor Watchlist" }).getByRole("tab", { name: "Agents" }).click();
    await expect(page.getByRole("region", { name: "Competitor Watchlist" })).toContainText("Mark Ellis");
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(`${PATH}?week=45`);
    await expect(listingRows(page)).toHaveCount(6);
    // The glossary is on the page instead of in a modal; JavaScript-only buttons are hidden.
    await page.locator("summary", { hasText: "Glossary" }).click();
    await expect(page.getByText("Under contract, with conditions still to be met.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Glossary" })).toBeHidden();
  });
});
