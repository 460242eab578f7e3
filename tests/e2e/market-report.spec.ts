import { expect, test } from "@playwright/test";
import { actionTools, marketReportCopy as copy, tableHelp } from "../../content/reports/market-report";
import { testedWithoutJavaScript } from "./hydrated";
import { axeBuilder } from "./axe";
import { WHOLE_BROWSER } from "./tags";

// These pages ship no JavaScript: tested once, with it off (decision 124).
testedWithoutJavaScript("/market-report");

const week = (n: number) => `/market-report?week=${n}`;

/**
 * The page ships no JavaScript (decision 014), so it is the same with JavaScript on and off: these
 * run with it off (decision 124).
 */
test.describe("weekly market report, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the dropdown is a GET form and the week links highlight the current one", async ({ page }) => {
    await page.goto(week(1));
    await expect(page.getByText("September 1 - September 7, 2025")).toBeVisible();
    await page.getByLabel(copy.weekPickerLabel, { exact: true }).selectOption("3");
    await page.getByRole("button", { name: copy.weekPickerSubmit }).click();
    await expect(page).toHaveURL(/\?week=3$/);
    await expect(page.getByText("September 15 - September 21, 2025")).toBeVisible();
    const links = page.getByRole("navigation", { name: copy.weekLinksLabel });
    await expect(links.getByRole("link", { name: "Week 3" })).toHaveAttribute("aria-current", "page");
    await links.getByRole("link", { name: "Week 2" }).click();
    await expect(page).toHaveURL(/\?week=2$/);
    await expect(page.getByText("September 8 - September 14, 2025")).toBeVisible();
    await expect(page.getByLabel(copy.weekPickerLabel, { exact: true })).toHaveValue("2");
  });

  test("opens the newest week, the feed's newest", async ({ page, request }) => {
    const feed = await (await request.get("/market-report/rss.xml")).text();
    const newest = /<item>[\s\S]*?week=(\d+)/.exec(feed)?.[1];
    expect(newest).toBe("4");
    const response = await page.goto("/market-report");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("September 22 - October 21, 2025")).toBeVisible();
    await expect(page.getByLabel(copy.weekPickerLabel, { exact: true })).toHaveValue(newest!);
  });

  for (const bad of ["99", "abc", "-1", "2.5"]) {
    test(`answers the 404 page naming the weeks for ?week=${bad}`, async ({ page }) => {
      const response = await page.goto(`/market-report?week=${bad}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/couldn.t find that page/);
      await expect(page.getByText(`There is no weekly report for week "${bad}"`)).toBeVisible();
      for (const n of [1, 2, 3, 4]) {
        await expect(page.getByRole("link", { name: new RegExp(`^Week ${n}:`) })).toHaveAttribute("href", week(n));
      }
      await page.getByRole("link", { name: /^Week 2:/ }).click();
      await expect(page.getByText("September 8 - September 14, 2025")).toBeVisible();
    });
  }

  test("every single-family header has a help tooltip shown on keyboard focus", async ({ page }) => {
    await page.goto(week(1));
    const table = page.getByRole("table", { name: copy.singleFamilyTitle });
    await expect(table.getByRole("button", { name: /^Help:/ })).toHaveCount(Object.keys(tableHelp).length);
    const acres = table.getByRole("button", { name: "Help: Acres" });
    await acres.focus();
    await expect(page.getByRole("tooltip", { name: tableHelp.acres })).toBeVisible();
    await expect(acres).toHaveAccessibleDescription(tableHelp.acres);
    await page.keyboard.press("Tab");
    await expect(table.getByRole("button", { name: "Help: Sq Ft (Above Grade)" })).toBeFocused();
    await expect(page.getByRole("tooltip", { name: tableHelp.acres })).toBeHidden();
    await expect(page.getByRole("tooltip", { name: tableHelp.sqft })).toBeVisible();
  });

  test("each Take Action card leads somewhere that does its job", async ({ page, request }) => {
    await page.goto(week(3));
    const section = page.locator("section", { has: page.getByRole("heading", { name: copy.toolsTitle }) });
    await expect(section.getByRole("listitem")).toHaveCount(actionTools.length);
    await expect(section).not.toContainText(/available soon/i);
    for (const tool of actionTools) {
      const card = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: tool.title }) });
      const href = await card.getByRole("link").getAttribute("href");
      expect(href, tool.id).toBeTruthy();
      const response = await request.get(href!);
      expect(response.status(), `${tool.id}: ${href}`).toBe(200);
    }
    const stale = section.getByRole("listitem").filter({ hasText: "Stale listing watch" }).getByRole("link");
    await stale.click();
    // The week's own stale listings, on the report itself.
    await expect(page).toHaveURL(/\/market-report\?week=3#stale-listing-watch$/);
    await expect(page.getByRole("heading", { name: "Stale listing watch", level: 2 })).toBeInViewport();
    await section.getByRole("listitem").filter({ hasText: "Buyer match" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/contact\?request=Buyer\+match/);
    await expect(page.getByRole("textbox", { name: /Message/ })).toHaveValue(/^Buyer match \(week 3\)/);
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

  // The whole browser's PDF viewer loads the preview (the headless shell has none).
  test(
    "opening and closing the PDF preview adds no history entry: Back leaves the week",
    WHOLE_BROWSER,
    async ({ page }) => {
      await page.goto(week(1));
      await page.getByRole("navigation", { name: copy.weekLinksLabel }).getByRole("link", { name: "Week 2" }).click();
      await expect(page).toHaveURL(/\?week=2$/);
      const entries = await page.evaluate(() => history.length);
      const preview = page.getByTitle(/week 2 \(PDF preview\)/);
      await expect(preview).toBeHidden();
      await page.getByText(copy.pdfPreviewShow).click();
      await expect(preview).toBeVisible();
      await expect.poll(() => page.frames().some((frame) => frame.url().endsWith("week-2.pdf"))).toBe(true);
      await page.getByText(copy.pdfPreviewHide).click();
      await expect(preview).toBeHidden();
      await page.getByText(copy.pdfPreviewShow).click();
      await expect(preview).toBeVisible();
      expect(await page.evaluate(() => history.length)).toBe(entries);
      await expect(page).toHaveURL(/\?week=2$/);
      await page.goBack();
      await expect(page).toHaveURL(/\?week=1$/);
    },
  );

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

test.describe("weekly market report", () => {
  test("ships no JavaScript", async ({ request }) => {
    for (const path of [week(4), "/market-report", "/market-report?week=99"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<script\b[^>]*type="module"|modulepreload|__reactRouterContext/);
    }
  });

  test("the figures come from the week's data: totals and average days on market", async ({ page }) => {
    const expected = [
      [1, "12", "42 days"],
      [2, "8", "35 days"],
      [3, "10", "38 days"],
      [4, "8", "174 days"],
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

  test("days on market by type: a bar for five contracts or more, the rest withheld with their count (decision 137)", async ({
    page,
  }) => {
    // Week 4: 5 single-family sales, 3 condos, 4 leases.
    await page.goto(week(4));
    const card = page.locator("div", { has: page.getByRole("heading", { name: copy.chartTitles.domByType }) }).last();
    // The chart names its bars (its table is folded under "Show the figures as a table"): Single Family only.
    const chart = card.getByRole("img", { name: copy.chartTitles.domByType });
    await expect(chart).toHaveAccessibleName(/Single Family: \d+ days$/);
    await expect(chart).not.toHaveAccessibleName(/Condo|Rental/);
    await expect(card.getByRole("listitem")).toHaveText(["Condo: Only 3 contracts", "Rental: Only 4 leases"]);
  });

  test("condo and rental tables appear in week 4 only", async ({ page }) => {
    await page.goto(week(2));
    await expect(page.getByRole("heading", { name: copy.condoTitle })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: copy.rentalTitle })).toHaveCount(0);
    await page.goto(week(4));
    await expect(page.getByRole("table", { name: copy.condoTitle })).toBeVisible();
    await expect(page.getByRole("table", { name: copy.rentalTitle })).toContainText("/mo");
  });

  test("every counted type has its table, with whole prices", async ({ page }) => {
    await page.goto(week(1));
    await expect(page.getByRole("table", { name: copy.multiFamilyTitle })).toContainText("15 Pemberwick Road");
    await expect(page.getByRole("table", { name: copy.multiFamilyTitle })).toContainText("$1,150,000");
    const land = page.getByRole("table", { name: copy.landTitle });
    await expect(land).toContainText("Lot 3 Porchuck Road");
    await expect(land).toContainText("$3,200,000");
    await expect(land.getByRole("columnheader", { name: /Sq Ft/ })).toHaveCount(0);
    const singleFamily = page.getByRole("table", { name: copy.singleFamilyTitle });
    await expect(singleFamily).toContainText("$12,500,000");
    await expect(singleFamily).not.toContainText(/\$\d+\.\dM/);
  });

  test("week 4 states its 30-day period and counts its leases apart from the sales", async ({ page }) => {
    await page.goto(week(4));
    await expect(page.getByText(`${copy.periodLabel}: 30 days`)).toBeVisible();
    const headline = page.locator("header dl");
    const figure = (label: string) => headline.getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
    await expect(figure(copy.headlineLabels.leases)).toHaveText("4");
    // Four leases: too few for an average (decision 136).
    await expect(figure(copy.headlineLabels.leaseAvgDom)).toHaveText("Only 4 leases");
    await expect(page.getByRole("table", { name: copy.rentalTitle }).getByRole("row")).toHaveCount(5);
    await page.goto(week(1));
    await expect(page.getByText(`${copy.periodLabel}: 7 days`)).toBeVisible();
    await expect(headline.getByText(copy.headlineLabels.leases, { exact: true })).toHaveCount(0);
  });

  test("week 4 shows the market of its newest whole week, each figure beside 13 weeks and a year earlier (decision 138)", async ({
    page,
  }) => {
    await page.goto(week(4));
    const block = page.locator("section", {
      has: page.getByRole("heading", { level: 2, name: "The market this week" }),
    });
    await expect(block).toContainText("October 13, 2025 to October 19, 2025");
    await expect(block.locator("[data-measure]")).toHaveCount(5);
    for (const id of ["homes-for-sale", "new-listings", "months-of-supply"]) {
      const card = block.locator(`[data-measure='${id}']`);
      await expect(card).toContainText("13 weeks");
      await expect(card).toContainText("Same week a year earlier");
    }
    await expect(block.locator("[data-measure='months-of-supply']")).toContainText(/on \d+ listings/);
    await expect(block.locator("[data-market-condition]")).toContainText("Months of supply over the 13 weeks:");
    await expect(block.locator("[data-section-sample-notice]")).toContainText("Sample data: the figures through");
  });

  test("a sample week says so in one visible line, the site's one sentence (decision 120)", async ({ page }) => {
    await page.goto(week(1));
    await expect(page.locator("[data-sample-notice]")).toHaveText(
      /^Sample data: the figures (through|from) .+ are generated for this demonstration; the broker's own history replaces them\.$/,
    );
    await page.goto("/investors/zip-code-hotspots");
    await expect(page.getByText("Sample data:", { exact: false }).first()).toBeVisible();
  });

  test("charts are SVG in the server HTML with a table alternative", async ({ request }) => {
    const html = await (await request.get(week(4))).text();
    expect(html).toContain(copy.chartTitles.distribution);
    expect(html.match(/<svg[^>]*role="img"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain("Show the figures as a table");
    expect(html).not.toContain("dangerouslySetInnerHTML");
  });

  test("the weekly PDF lists the single-family rows in the table's order", async ({ page, request }) => {
    await page.goto(week(1));
    const addresses = await page
      .getByRole("table", { name: copy.singleFamilyTitle })
      .locator("tbody tr td:first-child, tbody tr th:first-child")
      .allInnerTexts();
    expect(addresses.length).toBeGreaterThan(1);
    const { extractText, getDocumentProxy } = await import("unpdf");
    const pdf = await (await request.get("/weekly-contracts/greenwich-weekly-contracts-week-1.pdf")).body();
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const positions = addresses.map((address) => text.indexOf(address.trim()));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  for (const path of [
    "/weekly-contracts/greenwich-weekly-contracts-week-99.pdf",
    "/weekly-contracts/nope.pdf",
    "/og/nope.png",
  ]) {
    test(`a missing file answers the site's 404 page: ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-type"]).toContain("text/html");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/couldn.t find that page/);
      await expect(page.getByRole("main").getByText(path, { exact: true })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("prints every chart and table without scrolling, without the interactive parts", async ({ page }) => {
    await page.goto(week(4));
    await page.emulateMedia({ media: "print" });
    for (const name of [copy.chartTitles.distribution, copy.chartTitles.domByType, copy.chartTitles.contractsByType]) {
      await expect(page.getByRole("img", { name })).toBeVisible();
    }
    await expect(page.getByRole("table", { name: copy.singleFamilyTitle })).toBeVisible();
    await expect(page.getByLabel(copy.weekPickerLabel, { exact: true })).toBeHidden();
    await expect(page.getByRole("heading", { name: copy.toolsTitle })).toBeHidden();
    await expect(page.locator("iframe")).toBeHidden();
    await expect(page.getByRole("button", { name: /^Help:/ }).first()).toBeHidden();
  });

  for (const n of [1, 2, 3, 4]) {
    test(`week ${n} has no serious axe violation`, async ({ page }) => {
      await page.goto(week(n));
      const results = await axeBuilder(page).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
