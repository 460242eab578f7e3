import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { studioSpecServer } from "./studio-server";
import { PHONE } from "./tags";

// The subscribers' markets in the studio (decision 151) in Chromium with JavaScript off at 375 px:
// an editor previews the weekly e-mail as a village through the page's GET form and reads that
// village's lead in the e-mail; the page is axe-clean; an editor is refused the owner's market
// form, and neither page nor action answers without a session. On a server of its own (ports
// 4292-4293) so that its sign-ins reach no other spec.

const server = studioSpecServer({ name: "newsletter-segments", ports: { desktop: 4292, mobile: 4293 } });

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
    await expect(page.getByText(/^Riverside: /)).toBeVisible();
    const email = page.frameLocator("iframe[title='The e-mail as Riverside']");
    await expect(email.getByText(/^Your market: Riverside, the week of/)).toBeVisible();
    // The lead comes before the town's week.
    const text = await email.locator("body").innerText();
    expect(text.indexOf("Your market: Riverside")).toBeLessThan(text.indexOf("The town's week"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("markets-375.png"), fullPage: true });

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
