import { expect, test } from "@playwright/test";
import { outbox, subscribers } from "~db/schema";
import { axeViolations } from "./axe";
import { studioSpecServer } from "./studio-server";
import { PHONE } from "./tags";

// The subscribers' markets in the studio (decision 151) in Chromium with JavaScript off at 375 px:
// an editor previews the weekly e-mail as a village through the page's GET form and reads that
// village's lead in the e-mail; the page is axe-clean; an editor is refused the owner's market
// form, and neither page nor action answers without a session. On a server of its own (ports
// 4292-4293) so that its sign-ins reach no other spec.

const server = studioSpecServer({
  name: "newsletter-segments",
  ports: { desktop: 4292, mobile: 4293 },
  seed: async (db) => {
    await db.insert(subscribers).values([
      {
        firstName: "Ann",
        lastName: "Lee",
        email: "ann@example.com",
        emailKey: "ann@example.com",
        status: "confirmed",
        villages: ["06878", "06807"],
        homeTypes: ["condo"],
        priceBand: "under-2m",
        cadence: "monthly",
      },
      { firstName: "Bo", lastName: "Park", email: "bo@example.com", emailKey: "bo@example.com", status: "confirmed" },
    ]);
    await db.insert(outbox).values([
      {
        kind: "digest_email",
        payload: { cadence: "monthly", period: "2026-10", subscriberId: 1 },
        idempotencyKey: "d1",
        status: "delivered",
      },
      {
        kind: "digest_email",
        payload: { cadence: "monthly", period: "2026-10", subscriberId: 2 },
        idempotencyKey: "d2",
        status: "dead",
      },
    ]);
  },
});

test(
  "an editor previews the weekly e-mail as Riverside, JavaScript off, at 375 px",
  PHONE,
  async ({ browser }, testInfo) => {
    const studio = await server.signedIn(browser, testInfo, { role: "editor", javaScriptEnabled: false });
    const page = await studio.newPage();
    await page.goto(`${server.url}/studio/subscribers`);
    await page.getByRole("link", { name: "Markets and e-mail preview" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Subscribers' markets" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Per village" })).toContainText("Whole town");

    await page.getByRole("checkbox", { name: /^Riverside/ }).check();
    await page.getByRole("button", { name: "Preview this e-mail" }).click();
    await expect(page).toHaveURL(/[?&]village=06878/);
    await expect(page.getByRole("heading", { level: 2, name: /as Riverside$/ })).toBeVisible();
    await expect(page.getByText(/^Subject: Riverside: /)).toBeVisible();
    const email = page.frameLocator("iframe[title='The e-mail as Riverside']");
    await expect(email.getByText(/^Your market: Riverside, the week of/)).toBeVisible();
    // The lead comes before the town's week.
    const text = await email.locator("body").innerText();
    expect(text.indexOf("Your market: Riverside")).toBeLessThan(text.indexOf("The town's week"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath("markets-375.png"), fullPage: true });
    // Axe runs its script in the page, so it checks the same address in a window with JavaScript on.
    const checked = await (await server.signedIn(browser, testInfo, { role: "editor" })).newPage();
    await checked.goto(page.url());
    expect(await axeViolations(checked)).toEqual([]);

    // The owner's form to change a subscriber's market is not an editor's.
    expect((await page.request.get(`${server.url}/studio/subscribers/1/market`, { maxRedirects: 0 })).status()).toBe(
      403,
    );
    const post = await page.request.post(`${server.url}/studio/subscribers/1/market`, {
      form: { village: "06878" },
      headers: { Origin: server.url },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
  },
);

test(
  "without a session the markets pages redirect to sign-in and their actions answer 401",
  PHONE,
  async ({ playwright }) => {
    const anonymous = await playwright.request.newContext({ baseURL: server.url });
    for (const path of ["/studio/subscribers/markets?village=06878", "/studio/subscribers/1/market"]) {
      const answer = await anonymous.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(302);
      expect(answer.headers()["location"], path).toBe(`/studio/sign-in?next=${encodeURIComponent(path)}`);
    }
    for (const [path, form] of [
      ["/studio/subscribers/markets", { intent: "send-test", village: "06878" }],
      ["/studio/subscribers/1/market", { village: "06878" }],
    ] as const) {
      const answer = await anonymous.post(path, { form, headers: { Origin: server.url }, maxRedirects: 0 });
      expect(answer.status(), path).toBe(401);
    }
    await anonymous.dispose();
  },
);

test(
  "an owner's subscribers, markets, market form and deliveries at 375 and 1280 px, axe-clean",
  PHONE,
  async ({ browser }, testInfo) => {
    const studio = await server.signedIn(browser, testInfo);
    const page = await studio.newPage();
    // Every studio page's plain state is checked by studio-pages.spec.ts; here the states its
    // seed does not reach: a preview as a market, and Deliveries with a digest's period.
    const pages = {
      markets: "/studio/subscribers/markets?village=06807&homeType=condo&band=6m-plus&cadence=monthly",
      deliveries: "/studio/deliveries",
    };
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${server.url}${path}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      }
    }
    await page.goto(`${server.url}/studio/subscribers`);
    await expect(page.getByRole("table", { name: "Subscribers" })).toContainText("Cos Cob, Riverside");
    await expect(page.getByRole("table", { name: "Subscribers" })).toContainText("A monthly digest");
    await page.goto(`${server.url}/studio/deliveries`);
    await expect(page.getByText("The monthly digest for October 2026")).toBeVisible();

    // A bad band is refused beside its field; a good change is saved.
    const refused = await page.request.post(`${server.url}/studio/subscribers/1/market`, {
      form: { village: "06878", band: "cheap" },
      headers: { Origin: server.url },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Choose one of the listed price bands");
    await page.goto(`${server.url}/studio/subscribers/1/market`);
    await page.getByRole("radio", { name: "The quarterly report" }).check();
    await page.getByRole("button", { name: "Save this market" }).click();
    await expect(page.getByText("Saved. Their next e-mail follows this market.")).toBeVisible();
    await expect(page.getByRole("radio", { name: "The quarterly report" })).toBeChecked();
  },
);
