import { expect, test, type Browser, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { contactForm } from "../../content/contact";
import { newsletterForm } from "../../content/subscribe";
import { studioNavFor } from "../../app/features/studio/studio-nav";
import { inviteThroughCli, signInToStudio, signInWithPasskey, testEmail } from "./studio-session";
import { PHONE } from "./tags";

// The workspace's leads, subscribers and deliveries in a real browser against the production
// server: the whole flow, JavaScript off, the phone's width, and who may do what.

const unique = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

/** Sends the public contact form (the /contact page, which needs no JavaScript). */
async function sendLead(page: Page, lead: { name: string; email: string; message: string }) {
  await page.goto("/contact");
  const form = page.locator('main form[aria-labelledby="contact-form-title"]');
  await form.getByLabel("Name").fill(lead.name);
  await form.getByLabel("E-mail").fill(lead.email);
  await form.getByLabel("Phone").fill("+1 203 555 0199");
  await form.getByLabel("I am a").selectOption("buyer");
  await form.getByLabel(/Message/).fill(lead.message);
  await form.getByRole("button", { name: contactForm.submit }).click();
  await expect(page.getByText(contactForm.thanksHeading).first()).toBeVisible();
}

async function subscribe(page: Page, email: string) {
  await page.goto("/subscribe");
  const form = page.getByRole("form", { name: newsletterForm.heading });
  await form.getByLabel("First name").fill("Dana");
  await form.getByLabel("Last name").fill("Delete");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel(/I am a/).selectOption("buyer");
  await form.getByRole("button", { name: newsletterForm.submit }).click();
  await expect(page.getByText(newsletterForm.successHeading).first()).toBeVisible();
}

/** A second window on the same session, with JavaScript off. */
async function withoutJavaScript(browser: Browser, signedIn: Page) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: signedIn.viewportSize() ?? undefined,
    storageState: await signedIn.context().storageState(),
  });
  return context.newPage();
}

test("the issue's flow: sign in, out and in again, read a lead, change its status, export, delete a subscriber", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToStudio(page, { role: "editor" });
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/studio/sign-in");
  await page.goto("/studio/leads");
  await page.waitForURL((url) => url.pathname === "/studio/sign-in");
  await signInWithPasskey(page, "/studio");

  const email = `lead-${unique()}@example.com`;
  await sendLead(page, { name: "Lee Flow", email, message: "A cape near Old Greenwich station" });

  await page.goto("/studio");
  await page.getByRole("link", { name: "Leads", exact: true }).first().click();
  await page.getByLabel("Search leads").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: "Lee Flow" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lee Flow" })).toBeVisible();
  await expect(page.getByText("A cape near Old Greenwich station")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${email}\\?subject=`),
  );
  await expect(page.getByRole("link", { name: "Call +1 203 555 0199" })).toHaveAttribute("href", "tel:+12035550199");

  await page.getByLabel("Status").selectOption("replied");
  await page.getByLabel(/Private note/).fill("Called; viewing on Saturday");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByText("replied", { exact: true })).toBeVisible();
  await expect(page.getByLabel(/Private note/)).toHaveValue("Called; viewing on Saturday");

  await page.goto("/studio/leads");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv).toMatch(
    new RegExp(
      `Lee Flow,${email},'\\+1 203 555 0199,buyer,A cape near Old Greenwich station,replied,Called; viewing on Saturday`,
    ),
  );

  const subscriber = `sub-${unique()}@example.com`;
  await subscribe(page, subscriber);
  await page.goto(`/studio/subscribers?q=${encodeURIComponent(subscriber)}`);
  await page.getByRole("link", { name: /Delete this person’s data/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete this person’s data");
  await expect(page.getByText("1 newsletter sign-up(s)")).toBeVisible();
  await page.getByRole("button", { name: "Delete everything" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted: 1 sign-up(s)" })).toBeVisible();
  await page.goto(`/studio/subscribers?q=${encodeURIComponent(subscriber)}`);
  await expect(page.getByText("No subscriber matches this search.")).toBeVisible();
});

test("every page works with JavaScript off: search, status and note, deletion, deliveries", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInToStudio(page, { role: "editor" });
  const off = await withoutJavaScript(browser, page);
  const email = `nojs-${unique()}@example.com`;
  await sendLead(off, { name: "Noa Script", email, message: "No scripts here" });

  await off.goto("/studio");
  await expect(off.getByRole("heading", { level: 1 })).toHaveText("Overview");
  await off.goto("/studio/leads");
  await off.getByLabel("Search leads").fill(email);
  await off.getByLabel("Status").selectOption("new");
  await off.getByRole("button", { name: "Search" }).click();
  await expect(off).toHaveURL(/status=new/);
  await off.getByRole("link", { name: "Noa Script" }).click();
  await off.getByLabel("Status").selectOption("closed");
  await off.getByRole("button", { name: "Save" }).click();
  await expect(off.getByText("Saved.")).toBeVisible();
  await off.goto(`/studio/leads?q=${encodeURIComponent(email)}&status=closed`);
  await expect(off.getByRole("link", { name: "Noa Script" })).toBeVisible();

  const subscriber = `nojs-sub-${unique()}@example.com`;
  await subscribe(off, subscriber);
  await off.goto(`/studio/subscribers?q=${encodeURIComponent(subscriber)}`);
  await off.getByRole("link", { name: /Delete this person’s data/ }).click();
  await off.getByRole("button", { name: "Delete everything" }).click();
  await expect(off.getByText("Deleted: 1 sign-up(s)")).toBeVisible();

  await off.goto("/studio/deliveries");
  await expect(off.getByRole("heading", { level: 1 })).toHaveText("Deliveries");
  await off.getByLabel("Show").selectOption("failed");
  await off.getByRole("button", { name: "Show" }).click();
  await expect(off).toHaveURL(/status=failed/);
  await off.context().close();
});

// Axe and the fit of every studio page at both widths: studio-pages.spec.ts (one check per page
// and width, decision 154).

/** True when the element is wholly in sight sideways: inside the window and every box that clips it. */
function inSightSideways(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 || rect.left < 0 || rect.right > window.innerWidth + 0.5) return false;
  for (let box = element.parentElement; box; box = box.parentElement) {
    if (getComputedStyle(box).overflowX === "visible") continue;
    const clip = box.getBoundingClientRect();
    if (rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5) return false;
  }
  return true;
}

/** The controls each studio page must show in sight on a phone, by its menu entry. */
const PHONE_CONTROLS: Record<string, readonly string[]> = {
  "/studio/leads": ["Search"],
  "/studio/subscribers": ["Search", "Delete this person’s data", "Export CSV"],
  "/studio/deliveries": ["Show"],
  "/studio/people": ["Make owner", "Remove", "Invite"],
  "/studio/audit": ["Show"],
  "/studio/account": ["Rename", "Sign out everywhere"],
  "/studio/settings": ["Save settings"],
};

test(
  "on a phone (375 px) no studio page scrolls sideways, and every tab and button is in sight",
  PHONE,
  async ({ page }) => {
    test.setTimeout(120_000);
    await signInToStudio(page, { role: "owner" });
    await inviteThroughCli(testEmail("editor"), "editor");
    const email = `phone-${unique()}@example.com`;
    await subscribe(page, email);
    expect(page.viewportSize()?.width).toBe(375);

    // Every page of an owner's menu, as the studio's navigation lists it (a new section is checked too).
    const menu = studioNavFor("owner");
    for (const { href } of menu) {
      const path = href === "/studio/subscribers" ? `${href}?q=${encodeURIComponent(email)}` : href;
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      const tabs = page.getByRole("navigation", { name: "Studio" }).getByRole("link");
      await expect(tabs).toHaveText(menu.map((item) => item.label));
      for (const tab of await tabs.all()) {
        await expect(tab).toBeVisible();
        expect(await tab.evaluate(inSightSideways), `${path}: tab ${await tab.textContent()}`).toBe(true);
      }
      for (const name of PHONE_CONTROLS[href] ?? []) {
        const control = page
          .getByRole("main")
          .getByRole(/Delete|Export/.test(name) ? "link" : "button", { name })
          .first();
        await expect(control, `${path}: ${name}`).toBeVisible();
        expect(await control.evaluate(inSightSideways), `${path}: ${name} in sight`).toBe(true);
      }
    }
  },
);

test.describe("who may do what (response level)", () => {
  const PAGES = [
    "/studio",
    "/studio/leads?q=a",
    "/studio/leads/1",
    "/studio/leads/export.csv",
    "/studio/subscribers",
    "/studio/subscribers/export.csv",
    "/studio/subscribers/1/delete",
    "/studio/deliveries",
  ];
  const ACTIONS: [string, Record<string, string>][] = [
    ["/studio/leads/1", { status: "closed", note: "x" }],
    ["/studio/subscribers/1/delete", { confirm: "delete" }],
    ["/studio/deliveries", { id: "1" }],
  ];

  test("without a session: pages redirect to sign-in, actions answer 401 with no data", async ({
    playwright,
    baseURL,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    for (const path of PAGES) {
      const answer = await anonymous.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(302);
      expect(answer.headers()["location"], path).toBe(`/studio/sign-in?next=${encodeURIComponent(path)}`);
      expect(await answer.text()).not.toContain("@example.com");
    }
    for (const [path, form] of ACTIONS) {
      const answer = await anonymous.post(path, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
      expect(answer.status(), path).toBe(401);
      expect(await answer.text()).not.toContain("@example.com");
    }
    await anonymous.dispose();
  });

  test("hostile input answers 4xx, never 5xx, and a hostile query string still shows the list", async ({
    page,
    baseURL,
  }) => {
    await signInToStudio(page, { role: "editor" });
    const email = `hostile-${unique()}@example.com`;
    await sendLead(page, { name: "Hostile Target", email, message: "unchanged" });
    await page.goto(`/studio/leads?q=${encodeURIComponent(email)}`);
    const leadPath = new URL(
      await page.getByRole("link", { name: "Hostile Target" }).evaluate((a) => (a as HTMLAnchorElement).href),
    ).pathname;
    const request = page.request;
    const origin = { Origin: baseURL! };

    const posts: [string, Record<string, string> | string][] = [
      [leadPath, { status: "deleted" }],
      [leadPath, { status: "closed", note: "x".repeat(6000) }],
      [leadPath, { status: "' OR 1=1 --", note: "<script>alert(1)</script>" }],
      [leadPath, {}],
      [leadPath, "not a form"],
      ["/studio/leads/0", { status: "closed" }],
      ["/studio/leads/abc", { status: "closed" }],
      ["/studio/leads/99999999999", { status: "closed" }],
      ["/studio/subscribers/1/delete", { confirm: "yes" }],
      ["/studio/subscribers/abc/delete", { confirm: "delete" }],
      ["/studio/subscribers/2147483647/delete", { confirm: "delete" }],
      ["/studio/deliveries", { id: "-1" }],
      ["/studio/deliveries", { id: "1e9999" }],
      ["/studio/deliveries", { id: "\u0000" }],
      ["/studio/deliveries", { id: "2147483647" }],
    ];
    for (const [path, body] of posts) {
      const answer = await request.post(path, {
        headers: typeof body === "string" ? { ...origin, "Content-Type": "text/plain" } : origin,
        ...(typeof body === "string" ? { data: body } : { form: body }),
        maxRedirects: 0,
      });
      expect(answer.status(), `${path} ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status(), `${path} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
    }
    await page.goto(leadPath);
    await expect(page.getByText("new", { exact: true })).toBeVisible();
    await expect(page.getByLabel(/Private note/)).toHaveValue("");

    for (const query of ["q=%00%25_%5C&status=';drop&page=-9", "page=99999999999999999999", `q=${"x".repeat(5000)}`]) {
      for (const path of ["/studio/leads", "/studio/subscribers", "/studio/deliveries"]) {
        const answer = await request.get(`${path}?${query}`);
        expect(answer.status(), `${path}?${query.slice(0, 40)}`).toBe(200);
      }
    }
  });
});
