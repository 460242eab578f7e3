import { expect, test, type Page } from "@playwright/test";
import { extractText } from "unpdf";
import { CPU_SLOWDOWNS, gotoAtLoad, gotoHydrated, PRE_HYDRATION_TRIES, waitForHydration } from "./hydrated";
import { PHONE } from "./tags";

const PATH = "/mock-market-report";

/** The listings table's body rows. */
function listingRows(page: Page) {
  return page.getByRole("region", { name: "Listings under contract" }).locator("tbody tr");
}

async function openDashboard(page: Page, search = "") {
  await gotoHydrated(page, `${PATH}${search}`);
  // The copy buttons appear once hydrated.
  await expect(page.getByRole("button", { name: /copy list price/ }).first()).toBeVisible();
}

test.describe("listings dashboard", () => {
  test("header: the newest week by default; each week its own dates and listings; previous and next skip empty weeks and keep the filters", async ({
    page,
  }) => {
    await openDashboard(page);
    await expect(page.getByText("Week 41")).toBeVisible();
    await expect(page.getByText("Oct 6-12, 2025")).toBeVisible();
    await expect(page.getByText("Mock data: 10 sample listings")).toBeVisible();
    await expect(listingRows(page)).toHaveCount(6);
    await expect(page.getByRole("link", { name: /Next week/ })).toHaveCount(0);
    await page.getByRole("group", { name: "Type" }).getByRole("link", { name: "Single Family" }).click();
    await expect(listingRows(page)).toHaveCount(4);
    await page.getByRole("link", { name: /Previous week/ }).click();
    await expect(page).toHaveURL(/week=40/);
    await expect(page).toHaveURL(/type=Single\+Family/);
    await expect(page.getByText("Week 40")).toBeVisible();
    await expect(page.getByText("Sep 29-Oct 5, 2025")).toBeVisible();
    await expect(listingRows(page)).toHaveCount(1);
    await expect(listingRows(page).first()).toContainText("18 Orchard Street");
    // Week 39 has no listings: Previous goes on to week 38.
    await page.getByRole("link", { name: /Previous week/ }).click();
    await expect(page.getByText("Week 38")).toBeVisible();
    await expect(page.getByText("Sep 15-21, 2025")).toBeVisible();
    await expect(listingRows(page)).toHaveCount(2);
    await expect(page.getByRole("link", { name: /Previous week/ })).toHaveCount(0);
    await page.getByRole("link", { name: /Next week/ }).click();
    await expect(page.getByText("Week 40")).toBeVisible();
  });

  test("a week without listings says so and links the weeks that have some", async ({ page }) => {
    // No rows, so no copy buttons to wait for.
    await gotoHydrated(page, `${PATH}?week=39`);
    await expect(page.getByText("Week 39")).toBeVisible();
    await expect(page.getByText("Sep 22-28, 2025")).toBeVisible();
    await expect(page.getByText("No listing went under contract in this calendar week.")).toBeVisible();
    await expect(listingRows(page)).toHaveCount(1); // the "no listings" row
    await page.getByRole("link", { name: "Week 41 (Oct 6-12, 2025)" }).click();
    await expect(page).toHaveURL(`${PATH}?week=41`);
    await expect(listingRows(page)).toHaveCount(6);
  });

  test("filter values match regardless of case; an unknown value is named with a link that removes it", async ({
    page,
  }) => {
    await openDashboard(page, "?week=41&type=condo");
    await expect(page).toHaveURL(`${PATH}?week=41&type=Condo`);
    await expect(listingRows(page)).toHaveCount(2);
    await page.goto(`${PATH}?week=41&type=bogus`);
    await expect(page.getByText("No listing has type “bogus”.")).toBeVisible();
    await expect(listingRows(page)).toHaveCount(1);
    await page.getByRole("link", { name: "Remove this filter: type “bogus”" }).click();
    await expect(page).toHaveURL(`${PATH}?week=41`);
    await expect(listingRows(page)).toHaveCount(6);
  });

  test("type and band chips filter with AND; Clear Filters keeps only week", async ({ page }) => {
    await openDashboard(page, "?week=41");
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
    await expect(page).toHaveURL(`${PATH}?week=41`);
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
    await expect(page.getByText("No listing has status “Pending”.")).toBeVisible();
  });

  test("keyboard: arrows move the highlight, Enter opens the highlighted row, keys are ignored while it is open, Escape closes and the next row is next", async ({
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
    // Closing is a navigation (the listing leaves the query string); keys pressed before it lands
    // would race the page's update, as a slow machine showed.
    await expect(page).not.toHaveURL(/listing=/);
    // Focus and highlight return to the row that was open; the next row is the next one Enter opens.
    await expect(page.getByRole("link", { name: /41 Putnam Green Unit 12/ })).toBeFocused();
    await expect(rows.nth(1)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowDown");
    await expect(rows.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(rows.filter({ has: page.locator("[aria-current]") })).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Deal Timeline: 7 Valley Drive" })).toBeVisible();
    await expect(page).toHaveURL(/listing=125003/);
    await page.keyboard.press("Escape");
    await expect(page).not.toHaveURL(/listing=/);
    // A click elsewhere leaves the highlight where it is, and Enter opens that row.
    await page.getByRole("heading", { name: "Listings under contract" }).click();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Deal Timeline: 7 Valley Drive" })).toBeVisible();
  });

  test("a listing's timeline opens when its row is clicked the moment the page has loaded, at full and at a quarter CPU speed", async ({
    page,
  }) => {
    // Ten loads of the dashboard, five of them at a quarter of the CPU's speed.
    test.setTimeout(180_000);
    const addresses = [
      "14 Shore Road",
      "7 Valley Drive",
      "9 Lake Avenue",
      "22 Indian Head Road",
      "3 Riverside Lane Unit 4",
    ];
    for (const cpuSlowdown of CPU_SLOWDOWNS) {
      for (let attempt = 0; attempt < PRE_HYDRATION_TRIES; attempt++) {
        const address = addresses[attempt % addresses.length]!;
        const cdp = await gotoAtLoad(page, `${PATH}?week=41`, cpuSlowdown);
        await page.getByRole("link", { name: new RegExp(address) }).click({ noWaitAfter: true });
        const dialog = page.getByRole("dialog", { name: `Deal Timeline: ${address}` });
        await expect(dialog, `try ${attempt + 1} at ${cpuSlowdown}x`).toBeVisible();
        await waitForHydration(page);
        await expect(dialog).toBeVisible();
        await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
        await cdp.detach();
      }
    }
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
    const glossaryButton = page.getByRole("link", { name: "Glossary" });
    await glossaryButton.click();
    const glossary = page.getByRole("dialog", { name: "Glossary" });
    await expect(glossary).toContainText("Under contract, with conditions still to be met.");
    await expect(glossary).toContainText("All contingencies satisfied and moving toward closing.");
    await expect(glossary).toContainText("for an even count, the average of the two middle values");
    const close = glossary.getByRole("link", { name: "Close" });
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      await expect(close).toBeFocused();
    }
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(glossary).toBeHidden();
    await expect(glossaryButton).toBeFocused();

    const opener = page.getByRole("link", { name: /9 Lake Avenue/ });
    await opener.click();
    const timeline = page.getByRole("dialog", { name: "Deal Timeline: 9 Lake Avenue" });
    await expect(timeline).toBeVisible();
    const focusable = [
      timeline.getByRole("link", { name: "Close" }),
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
    await openDashboard(page, "?week=41&type=Single+Family&firm=Shoreline+Realty");
    const pdfHref = await page.getByRole("link", { name: "Export PDF" }).getAttribute("href");
    const csvHref = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(pdfHref).toBe("/mock-market-report/export.pdf?week=41&type=Single+Family&firm=Shoreline+Realty");

    const pdf = await request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
    expect(text).toContain("Active filters: Type: Single Family; Firm: Shoreline Realty");
    expect(text).toContain("Week 41 - Oct 6-12, 2025");
    expect(text).toContain("14 Shore Road");
    expect(text).toContain("7 Valley Drive");
    expect(text).not.toContain("9 Lake Avenue");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    expect((await download).suggestedFilename()).toBe("listings-week-41-type-single-family-firm-shoreline-realty.csv");
    const bytes = await (await request.get(csvHref!)).body();
    // A UTF-8 byte-order mark first, so a spreadsheet reads the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString("utf8");
    const lines = csv.trim().split("\n");
    expect(lines[0]).toMatch(/^#,Type,Status,List Date/);
    expect(lines).toHaveLength(3);
    expect(csv).toContain("14 Shore Road");
    expect(csv).not.toContain("Putnam Green");
  });
});

// The watchlist's tabs (links) behave the same with and without JavaScript.
for (const javaScriptEnabled of [true, false]) {
  test(`watchlist tabs: the selected tab, the address, focus and the back button (JavaScript ${
    javaScriptEnabled ? "on" : "off"
  })`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    if (javaScriptEnabled) await gotoHydrated(page, `${PATH}?week=41`);
    else await page.goto(`${PATH}?week=41`);
    const watchlist = page.getByRole("region", { name: "Competitor Watchlist" });
    const tab = (name: string) => watchlist.getByRole("tab", { name });
    await tab("Brokerages").focus();
    await page.keyboard.press("Tab");
    await expect(tab("Agents")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${PATH}?week=41&watch=agents#watchlist-tab-agents`);
    await expect(tab("Agents")).toHaveAttribute("aria-selected", "true");
    await expect(watchlist.getByRole("tabpanel", { name: "Agents" })).toContainText("Mark Ellis");
    await expect(tab("Agents")).toBeFocused();
    await tab("Brokerages").click();
    await expect(page).toHaveURL(`${PATH}?week=41#watchlist-tab-brokerages`);
    await expect(tab("Brokerages")).toHaveAttribute("aria-selected", "true");
    await expect(tab("Brokerages")).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(`${PATH}?week=41&watch=agents#watchlist-tab-agents`);
    await expect(tab("Agents")).toHaveAttribute("aria-selected", "true");
    // The back button reloads the page without JavaScript: focus is on no tab, so with it neither.
    await expect(page.getByRole("tab").and(page.locator(":focus"))).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(`${PATH}?week=41`);
    await expect(tab("Brokerages")).toHaveAttribute("aria-selected", "true");
    await context.close();
  });
}

test.describe("listings dashboard without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared link shows the filtered view on first paint and the filters work as links", async ({ page }) => {
    await page.goto(`${PATH}?week=41&district=Riverside`);
    await expect(page.getByText("Week 41")).toBeVisible();
    await expect(listingRows(page)).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Remove district filter: Riverside" })).toBeVisible();
    await page.getByRole("group", { name: "Type" }).getByRole("link", { name: "Condo" }).click();
    await expect(page).toHaveURL(/district=Riverside&type=Condo|type=Condo&district=Riverside/);
    await expect(listingRows(page)).toHaveCount(1);
    await page.getByRole("region", { name: "Competitor Watchlist" }).getByRole("tab", { name: "Agents" }).click();
    await expect(page.getByRole("region", { name: "Competitor Watchlist" })).toContainText("Mark Ellis");
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(`${PATH}?week=41`);
    await expect(listingRows(page)).toHaveCount(6);
    // The glossary and a listing's timeline open as dialogs the server renders; Close is a link back.
    await page.getByRole("link", { name: "Glossary" }).click();
    const glossary = page.getByRole("dialog", { name: "Glossary" });
    await expect(glossary).toContainText("Under contract, with conditions still to be met.");
    await glossary.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(`${PATH}?week=41`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("link", { name: /7 Valley Drive/ }).click();
    const timeline = page.getByRole("dialog", { name: "Deal Timeline: 7 Valley Drive" });
    await expect(timeline).toContainText("129 / 214 days");
    await expect(timeline.getByRole("button", { name: "Copy MLS #" })).toHaveCount(0);
    await timeline.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Words for the keyboard and the copy buttons show only when they work.
    await expect(page.getByText(/Arrow keys move between listings/)).toBeHidden();
    await expect(page.getByText(/With JavaScript/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /copy list price/ })).toHaveCount(0);
  });

  test("leaders are named honestly: a tie as a tie, an agent with their own firm", async ({ page }) => {
    await page.goto(`${PATH}?week=41`);
    // October 6-12: two bands with 2 deals each, three brokerages with 2 each, and Anne Parker's
    // name on one Shoreline and one Coastal deal.
    const actions = page.getByRole("region", { name: "Actions This Week" });
    await expect(actions).toContainText(
      "Focus on 1.001M-2M and 2.001M-4M: they tie as the busiest bands with 2 of 6 deals each",
    );
    await expect(actions).toContainText(
      "Watch Coastal Properties, Harbor House Realty and Shoreline Realty: they tie with 2 deals each (33% of the market each); the most active agent among them is Mark Ellis of Harbor House Realty with 2 deals.",
    );
    await page.goto(`${PATH}?week=41&watch=agents`);
    const agents = page.getByRole("region", { name: "Competitor Watchlist" }).getByRole("tabpanel", { name: "Agents" });
    await expect(agents.getByRole("row", { name: /Anne Parker/ })).toHaveCount(2);
    await expect(agents.getByRole("row", { name: /Anne Parker Shoreline Realty/ })).toContainText("1");
    await agents.getByRole("row", { name: /Anne Parker Coastal Properties/ }).click();
    await expect(page).toHaveURL(/agent=Anne\+Parker/);
    await expect(page).toHaveURL(/firm=Coastal\+Properties/);
    await expect(listingRows(page)).toHaveCount(1);
    // A brokerage's deals spread over two districts, one each: both are named, as a tie.
    await page.goto(`${PATH}?week=41`);
    const firms = page
      .getByRole("region", { name: "Competitor Watchlist" })
      .getByRole("tabpanel", { name: "Brokerages" });
    await expect(firms.getByRole("row", { name: /Shoreline Realty/ })).toContainText(
      "Cos Cob and Old Greenwich (tied)",
    );
  });

  test("the typical cut is one figure, medians are the middle, counts agree with their nouns", async ({ page }) => {
    await page.goto(`${PATH}?week=41`);
    const summary = page.getByRole("region", { name: "Summary" });
    // Cuts 6.3, 0, 11.1, 2.7, 8.3, 0: the middle two are 2.7 and 6.3.
    await expect(summary).toContainText("Typical Cut4.5%");
    await expect(page.getByRole("region", { name: "Actions This Week" })).toContainText(
      "the typical cut from ask to contract is 4.5%, the median of the 6 deals",
    );
    // 2.001M-4M: 54 and 129 days, too few deals for a median (the one minimum, five).
    const band = page.getByRole("region", { name: "Price-Band Pulse" }).getByRole("link", { name: /2\.001M-4M/ });
    await expect(band).toContainText("Only 2 deals: no medians");
    await expect(band).not.toContainText("median ADOM");
    await expect(band).toContainText("$5.4M list-price volume");
    await expect(
      page.getByRole("region", { name: "Price-Band Pulse" }).getByRole("link", { name: /501k-1M/ }),
    ).toContainText("1 deal");
  });
});

test.describe("listings dashboard: small samples (the one minimum of five)", () => {
  test.use({ javaScriptEnabled: false });

  test("a view of fewer than five deals withholds its medians and averages, gives no fast badge, and says the rule once", async ({
    page,
  }) => {
    // Week 41, Shoreline Realty: 14 Shore Road (54 days) and 7 Valley Drive (129 days).
    await page.goto(`${PATH}?week=41&firm=Shoreline+Realty`);
    await expect(listingRows(page)).toHaveCount(2);
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary).toContainText("Deals Inked2");
    await expect(summary).toContainText("Median ADOMOnly 2 deals");
    await expect(summary).toContainText("Typical CutOnly 2 deals");
    await expect(summary).not.toContainText("91.5");
    await expect(page.getByRole("region", { name: "Actions This Week" })).toContainText(
      "too few deals (under 5) for a typical cut",
    );
    const brokerages = page.getByRole("region", { name: "Competitor Watchlist" });
    await expect(brokerages.getByRole("row", { name: /Shoreline Realty/ }).first()).toContainText("Only 2 deals");
    await expect(listingRows(page).getByText("Fast", { exact: true })).toHaveCount(0);
    // The whole week (six deals) has its medians and its fast badges.
    await page.goto(`${PATH}?week=41`);
    await expect(summary).toContainText("Median ADOM46 days");
    await expect(summary).toContainText("Typical Cut4.5%");
    // Two of the six have a closing date: the card shows (a third of the deals), its average not.
    await expect(summary).toContainText("Escrow RunwayOnly 2 deals");
    await expect(listingRows(page).getByText("Fast", { exact: true }).first()).toBeVisible();
    // The rule, stated once on the page (under the summary), not beside every figure.
    await expect(page.getByText(/resting on fewer than 5 deals is not shown/)).toHaveCount(1);
    await expect(summary.getByText(/resting on fewer than 5 deals is not shown/)).toBeVisible();
  });
});

test.describe("listings dashboard on a phone", PHONE, () => {
  test("every list price shows whole, on one line, inside the screen, with and without JavaScript", async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled });
      const page = await context.newPage();
      // Measured once hydrated, its copy buttons in place, and with the fonts in use.
      await gotoHydrated(page, `${PATH}?week=41`);
      await page.evaluate(() => document.fonts.ready);
      const cells = page.locator('[data-label="List price"]');
      await expect(cells).toHaveCount(6);
      // The figure's own box: one line high, wholly inside the cell and the window.
      const boxes = await cells.evaluateAll((elements) =>
        elements.map((cell) => {
          const figure = cell.querySelector("button") ?? cell;
          // The figure's text alone: the button's clipped words for a screen reader ("copy list
          // price") run on, unwrapped, past the cell by design.
          const figureText = [...figure.childNodes].find((node) => node.nodeType === Node.TEXT_NODE) ?? figure;
          const range = document.createRange();
          range.selectNodeContents(figureText);
          const text = (figureText.textContent ?? "").trim();
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
          const lineHeight = parseFloat(getComputedStyle(figure).lineHeight);
          const own = figure.getBoundingClientRect();
          const cellBox = cell.getBoundingClientRect();
          return {
            text,
            lines: Math.round(own.height / lineHeight),
            right: Math.max(...rects.map((rect) => rect.right)),
            cellRight: cellBox.right,
            overflow: cell.scrollWidth - cell.clientWidth,
          };
        }),
      );
      for (const box of boxes) {
        expect(box.text, `${box.text} (JavaScript ${javaScriptEnabled ? "on" : "off"})`).toMatch(
          /^\$\d{1,3}(,\d{3})+$/,
        );
        expect(box.lines, box.text).toBe(1);
        expect(box.right, box.text).toBeLessThanOrEqual(Math.min(box.cellRight, 375));
        expect(box.overflow, box.text).toBe(0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
      await context.close();
    }
  });
});

test.describe("listings dashboard with JavaScript: words", () => {
  test("the keyboard words show once they work, and no words for the no-JavaScript case", async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByText(/Arrow keys move between listings/)).toBeVisible();
    await expect(page.getByText(/With JavaScript|Without JavaScript/)).toHaveCount(0);
  });
});
