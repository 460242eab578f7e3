import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, testedWithoutJavaScript } from "./hydrated";
import { LAYOUT, PHONE } from "./tags";

// These pages ship no JavaScript: tested once, with it off (decision 124).
testedWithoutJavaScript("/buyer", "/archive", "/");

/** A page that hydrates (decision 014), for what the shell does where JavaScript runs. */
const HYDRATED_PAGE = "/insurance-education";

/** The header background's opacity: 0.95 at the top (white/95), 1 once scrolled. */
async function headerOpacity(page: Page): Promise<number> {
  const colour = await page.getByRole("banner").evaluate((header) => getComputedStyle(header).backgroundColor);
  const alpha = /[/,]\s*([\d.]+)\)$/.exec(colour)?.[1];
  return colour.startsWith("rgb(") || !alpha ? 1 : Number(alpha);
}

// The pages below ship no JavaScript (decision 014): the same with JavaScript on and off, so they
// run once, with it off (decision 124).
test.describe("shell, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the header turns white with a shadow after 10 px of scroll, in CSS", async ({ page }) => {
    await page.goto("/buyer");
    const header = page.getByRole("banner");
    // Translucent at the top, with no shadow (an all-transparent one, as the animation starts from).
    expect(await headerOpacity(page)).toBe(0.95);
    await expect(header).not.toHaveCSS("box-shadow", /rgba\(0, 0, 0, 0\.1\)/);
    // Scrolled by the test harness, which works with the page's JavaScript off too.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => headerOpacity(page)).toBe(1);
    await expect(header).toHaveCSS("box-shadow", /rgba\(0, 0, 0, 0\.1\)/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerOpacity(page)).toBe(0.95);
  });

  // Below 1280 px the entries are in the Menu: both widths.
  test("the current page's link is marked by the server", LAYOUT, async ({ page, viewport }) => {
    await page.goto("/archive");
    if ((viewport?.width ?? 0) < 1280) await page.getByRole("button", { name: "Menu" }).click();
    const current = page.locator('header a[aria-current="page"]:visible');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText("Archive");
  });

  test("shows the eight header entries with their targets", LAYOUT, async ({ page, viewport }) => {
    await page.goto("/");
    const small = (viewport?.width ?? 0) < 1280;
    if (small) await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: small ? "Menu" : "Main" });
    const expected: [string, string][] = [
      ["About Us", "/#about"],
      ["The Benefits", "/#benefits"],
      ["Insurance & Tax Guide", "/insurance-education"],
      ["Quarterly Report", "/quarterly-report"],
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

test.describe("phone menu", PHONE, () => {
  for (const [label, url, javaScriptEnabled] of [
    ["a page without JavaScript", "/buyer", true],
    ["a hydrated page", HYDRATED_PAGE, true],
    ["JavaScript off", HYDRATED_PAGE, false],
  ] as const) {
    test(`opens with the toggle, closes on Escape (focus back on the toggle) and on a tap outside: ${label}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await gotoHydrated(page, url);
      const toggle = page.getByRole("button", { name: "Menu" });
      const menu = page.getByRole("navigation", { name: "Menu" });
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu.getByRole("link", { name: "Archive" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(180, 760);
      await expect(menu).toBeHidden();
      await toggle.click();
      await menu.getByRole("link", { name: "Archive" }).click();
      await expect(page).toHaveURL(/\/archive$/);
      await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
      await context.close();
    });
  }
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
  test("no page holds its content behind a loading screen", async ({ request }) => {
    for (const path of ["/", "/subscribe", "/yearly-market-summary", HYDRATED_PAGE]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/role="progressbar"|Loading Properties/);
    }
  });

  test("appears only once a client-side navigation takes over 300 ms, takes no click, and leaves when it is done", async ({
    page,
  }) => {
    await gotoHydrated(page, HYDRATED_PAGE);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.data*", async (route) => {
      await held;
      await route.continue();
    });
    const started = Date.now();
    await page.getByRole("contentinfo").getByRole("link", { name: "Mill Rates" }).click();
    const overlay = page.getByRole("status").filter({ hasText: /Loading Properties|Analyzing Market Trends/ });
    await expect(overlay).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await overlay.evaluate((element) => getComputedStyle(element.parentElement!).pointerEvents)).toBe("none");
    release();
    await expect(page).toHaveURL(/\/investors\/mill-rates$/);
    await expect(overlay).toBeHidden();
  });
});
