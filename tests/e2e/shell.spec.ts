import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";

test.describe("header", () => {
  test("turns white with a shadow after 10 px of scroll", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("highlights the home-page anchor in view", async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) < 1280, "the desktop navigation shows the anchors");
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const benefits = nav.getByRole("link", { name: "The Benefits" });
    const about = nav.getByRole("link", { name: "About Us" });
    await expect(benefits).not.toHaveAttribute("aria-current");
    await page
      .locator("#benefits")
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
    await expect(benefits).toHaveAttribute("aria-current", "location");
    await page
      .locator("#about")
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
    await expect(about).toHaveAttribute("aria-current", "location");
    await expect(benefits).not.toHaveAttribute("aria-current");
  });

  test("shows the eight header entries with their targets", async ({ page, viewport }) => {
    await gotoHydrated(page, "/");
    if ((viewport?.width ?? 0) < 1280) await page.getByLabel("Open menu").click();
    const nav = page.getByRole("navigation", { name: "Main" });
    const expected: [string, string][] = [
      ["About Us", "/#about"],
      ["The Benefits", "/#benefits"],
      ["Insurance & Tax Guide", "/insurance-education"],
      ["Quarterly Report", "/yearly-market-summary"],
      ["Market Report", "/market-report"],
      ["Mock Market Report", "/mock-market-report"],
      ["Archive", "/archive"],
      ["Subscribe", "/subscribe"],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("opens and closes with the toggle, and closes after navigating", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await page.getByLabel("Open menu").click();
    await expect(nav).toBeVisible();
    await page.getByLabel("Close menu").click();
    await expect(nav).toBeHidden();
    await page.getByLabel("Open menu").click();
    await nav.getByRole("link", { name: "About Us" }).click();
    await expect(nav).toBeHidden();
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await page.getByLabel("Open menu").click();
    await expect(nav.getByRole("link", { name: "Archive" })).toBeVisible();
    await context.close();
  });
});

test.describe("footer", () => {
  test("has the link groups, legal links, contact details and the Get Started section", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const group of ["Sellers", "Buyers", "Investors", "Brokerages"]) {
      await expect(footer.getByRole("navigation", { name: `${group} links` })).toBeAttached();
    }
    await expect(footer.getByRole("link", { name: "Conveyance Tax Guide" })).toHaveAttribute(
      "href",
      "/sellers/conveyance-tax",
    );
    await expect(footer.getByRole("link", { name: "Mill Rates" })).toHaveAttribute("href", "/investors/mill-rates");
    await expect(footer.getByRole("link", { name: "Market Reports" })).toHaveAttribute(
      "href",
      "/brokerages/market-reports",
    );
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    const contact = page.locator("#contact");
    await expect(contact.getByRole("heading", { name: "Get Started" })).toBeAttached();
    await expect(contact.locator('a[href^="tel:"]')).toBeAttached();
    await expect(contact.locator('a[href^="mailto:"]')).toBeAttached();
  });
});

test.describe("loading overlay", () => {
  test("covers the navigation with the report name, a progress bar and rotating labels", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page
      .getByRole("main")
      .getByRole("link", { name: /Quarterly Report/ })
      .first()
      .click();
    const bar = page.getByRole("progressbar");
    await expect(bar).toBeVisible();
    await expect(page.getByRole("status")).toContainText(
      /Loading Properties|Analyzing Market Trends|Mapping the town|Preparing Insights/,
    );
    await expect(page).toHaveURL(/\/yearly-market-summary$/);
    await expect
      .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 3000 })
      .toBeGreaterThan(50);
    await expect(bar).toBeHidden({ timeout: 3000 });
  });

  test("with reduced motion navigates at once", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    await page
      .getByRole("main")
      .getByRole("link", { name: /Market Report/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/market-report$/, { timeout: 1000 });
    await expect(page.getByRole("progressbar")).toBeHidden({ timeout: 1000 });
    await context.close();
  });

  test("is a plain link without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Quarterly Report/ })
        .first(),
    ).toHaveAttribute("href", "/yearly-market-summary");
    await context.close();
  });
});
