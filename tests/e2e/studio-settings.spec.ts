import { expect, test } from "@playwright/test";
import { studioSpecServer } from "./studio-server";
import { extractText, getDocumentProxy } from "unpdf";
import { publicRoutes } from "../../app/lib/public-routes";
import { site } from "../../content/site";
import { visibleText } from "./page-text";
import { axeBuilder } from "./axe";

// Settings in the browser, with JavaScript on and off, at 1280 px (decision 124): an owner changes
// the broker's name and phone in Settings and sees them on a prerendered page (the home page and a
// guide), in a weekly PDF and in the next e-mail; a wrong phone is refused beside its field with the
// words kept; an editor gets 403. On a server of its own (ports 3412-3415) with its own database
// and a loopback SMTP server, so that the identity it saves never reaches the other specs.

const IDENTITIES = {
  on: { name: "Jordan Lee", phone: "(203) 869-1234", e164: "+12038691234" },
  off: { name: "Morgan Reyes", phone: "203.661.4400", e164: "+12036614400" },
} as const;

const server = studioSpecServer({
  name: "settings",
  ports: { desktop: 3412, mobile: 3413 },
  smtpPorts: { desktop: 3414, mobile: 3415 },
});

/** A MIME message's text as read: quoted-printable soft line breaks and folded headers joined. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/\r\n[ \t]+/g, " ");

// A 1 x 1 PNG: the photo the JavaScript-off run uploads.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

for (const javaScriptEnabled of [true, false]) {
  const identity = IDENTITIES[javaScriptEnabled ? "on" : "off"];
  test(`an owner's new name and phone everywhere, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
    browser,
  }, testInfo) => {
    const base = server.url;
    const studio = await server.signedIn(browser, testInfo, { javaScriptEnabled });
    const page = await studio.newPage();

    // The overview warns while the shipped placeholders remain, with a link to Settings.
    await page.goto(`${base}/studio`);
    // The overview has a second alert of its own (market facts past their period).
    await expect(page.getByRole("alert").filter({ hasText: "The site still shows placeholder details" })).toBeVisible();
    await page.getByRole("link", { name: "Open Settings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    // A wrong phone: refused beside its field, every word kept, nothing saved.
    await page.getByLabel("Your name").fill(identity.name);
    await page.getByLabel("Phone").fill("555-01");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Nothing was saved: correct the fields marked below.")).toBeVisible();
    await expect(page.getByText("Enter a phone number with its area code")).toBeVisible();
    await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Phone")).toHaveValue("555-01");
    await expect(page.getByLabel("Your name")).toHaveValue(identity.name);
    if (javaScriptEnabled) expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    const home = await studio.newPage();
    await home.goto(`${base}/`);
    await expect(home.locator("footer")).not.toContainText(identity.name);

    // Saved: the name and phone, and (JavaScript off) a photo.
    await page.getByLabel("Phone").fill(identity.phone);
    if (!javaScriptEnabled) {
      await page.getByLabel("Upload").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    }
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Saved. Every page, PDF, feed and e-mail now shows these details.")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue(identity.name);
    await page.screenshot({ path: testInfo.outputPath("settings-saved.png"), fullPage: true });

    // A prerendered page (the home page, a guide): the footer and the About section follow at once.
    await home.goto(`${base}/`);
    await expect(home.locator("footer")).toContainText(identity.name);
    await expect(home.locator("footer")).toContainText(identity.phone);
    await expect(home.locator(`footer a[href="tel:${identity.e164}"]`).first()).toBeAttached();
    await expect(home.getByRole("heading", { level: 2, name: `Meet ${identity.name}` })).toBeVisible();
    if (!javaScriptEnabled) {
      const photo = home.locator("#about img");
      await expect(photo).toHaveAttribute("src", /^\/site-image\/[0-9a-f]{64}\.png$/);
      // The header's mark is the same photo or logo, in place of the initials.
      await expect(home.locator("header img[data-site-image]")).toHaveAttribute(
        "src",
        (await photo.getAttribute("src"))!,
      );
      const image = await studio.request.get(`${base}${await photo.getAttribute("src")}`);
      expect(image.headers()["cache-control"]).toContain("immutable");
      expect(Buffer.from(await image.body()).equals(PNG)).toBe(true);
    }
    const json = await home.locator('script[type="application/ld+json"]').allTextContents();
    expect(json.join("")).toContain(identity.e164);
    const guide = await studio.request.get(`${base}/buyers/byram-guide`);
    expect(await guide.text()).toContain(identity.name);
    await home.close();

    // Every public page prints the saved name and phone, none the shipped ones: a page whose words
    // were put together when its module loaded (the privacy policy and the terms were) still would.
    const shipped = [site.broker.name, site.broker.phone];
    const stale: string[] = [];
    for (const path of publicRoutes) {
      const text = visibleText(await (await studio.request.get(`${base}${path}`)).text());
      stale.push(...shipped.filter((words) => text.includes(words)).map((words) => `${path}: "${words}"`));
    }
    expect(stale).toEqual([]);
    const privacy = visibleText(await (await studio.request.get(`${base}/privacy`)).text());
    expect(privacy).toContain(`published by ${identity.name}`);
    expect(privacy).toContain(identity.phone);
    expect(visibleText(await (await studio.request.get(`${base}/terms`)).text())).toContain(identity.phone);

    // A weekly PDF.
    const pdf = await studio.request.get(`${base}/weekly-contracts/greenwich-weekly-contracts-week-1.pdf`);
    expect(pdf.status()).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
    expect(text).toContain(identity.name);
    expect(text).toContain(identity.phone);

    // The next e-mail: the week's report e-mail, sent as a test to the signed-in owner.
    await page.goto(`${base}/studio/weeks/1/preview`);
    const before = server.received.length;
    await page.getByRole("button", { name: "Send a test to me" }).click();
    await expect(page.getByText("A test copy of this e-mail went to owner@example.com")).toBeVisible();
    const mail = readable(server.received[before]!.raw);
    expect(mail).toContain(identity.name);
    expect(mail).toContain(identity.phone);

    // The overview's warning stays: the e-mail, brokerage and licence are still placeholders.
    await page.goto(`${base}/studio`);
    await expect(page.getByRole("alert").filter({ hasText: "The site still shows placeholder details" })).toContainText(
      "e-mail address, brokerage, license line",
    );
    await studio.close();
  });
}

test("an editor gets 403 from Settings, a visitor the sign-in page and 401", async ({ browser }, testInfo) => {
  const base = server.url;
  const editor = await server.signedIn(browser, testInfo, { javaScriptEnabled: false, role: "editor" });
  const page = await editor.newPage();
  const answer = await page.goto(`${base}/studio/settings`);
  expect(answer?.status()).toBe(403);
  await page.goto(`${base}/studio`);
  await expect(page.getByRole("link", { name: "Settings" })).toHaveCount(0);
  const headers = { Origin: base };
  const form = { name: "Someone Else" };
  expect((await editor.request.post(`${base}/studio/settings`, { form, headers })).status()).toBe(403);
  await editor.close();

  const visitor = await browser.newContext();
  const signIn = await visitor.request.get(`${base}/studio/settings`, { maxRedirects: 0 });
  expect(signIn.status()).toBe(302);
  expect(signIn.headers().location).toMatch(/^\/studio\/sign-in/);
  expect((await visitor.request.post(`${base}/studio/settings`, { form, headers })).status()).toBe(401);
  await visitor.close();
});
