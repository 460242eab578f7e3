import { expect, test } from "@playwright/test";
import { studioSpecServer } from "./studio-server";
import { importExport } from "../../app/features/weeks/mls-import.server";
import { carriedWords } from "../../app/features/weeks/week-editing";
import { saveWeekVersion } from "../../app/server/week-store.server";
import { axeBuilder } from "./axe";

// A week's words and publication, in the browser, with JavaScript on and off: a new week's words start empty;
// Publish refuses a template line and names the field; Publish with unsaved edits saves them as a
// new version and publishes that; the preview shows the report e-mail, and "Send a test to me"
// reaches the signed-in person only. On a server of its own with its own database and a loopback
// SMTP server (ports 4252-4255), so that the weeks it publishes never reach the other specs.
// Unpublishing, which stops the week's e-mails, is asked first, and answered, with JavaScript off too.

const HEADER = "Address,Property Type,Zoning,Zip,Acres,Sq Ft,Contract Price,DOM,Contract Date";
/** One draft week per JavaScript setting, each with two contracts, made as an upload makes it. */
const WEEKS = {
  on: { week: 5, startDate: "2025-10-27", endDate: "2025-11-02", day: "10/28/2025" },
  off: { week: 6, startDate: "2025-11-03", endDate: "2025-11-09", day: "11/04/2025" },
} as const;

const server = studioSpecServer({
  name: "publish",
  ports: { desktop: 4252, mobile: 4253 },
  smtpPorts: { desktop: 4254, mobile: 4255 },
  async seed(db) {
    for (const { week, startDate, endDate, day } of Object.values(WEEKS)) {
      const csv = [HEADER, `12 Publish Lane,Single Family,RA-1,06830,1,4200,3950000,21,${day}`].join("\n");
      const { contracts } = importExport(`${csv}\n3 Preview Road,Condominium,R-6,06870,,1500,1250000,9,${day}`, {
        startDate,
        endDate,
      });
      await saveWeekVersion(
        db,
        { week, ...carriedWords(undefined), startDate, endDate, contracts },
        { userId: null, actor: "test" },
      );
    }
  },
});

for (const javaScriptEnabled of [true, false]) {
  const { week } = WEEKS[javaScriptEnabled ? "on" : "off"];
  test(`publishing safely, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({ browser }, testInfo) => {
    const base = server.url;
    const studio = await server.signedIn(browser, testInfo, { javaScriptEnabled });
    const page = await studio.newPage();
    await page.goto(`${base}/studio/weeks/${week}`);
    await expect(page.getByRole("heading", { level: 1, name: `Week ${week}` })).toBeVisible();

    // The words start empty; the hints say what to write; nothing bracketed.
    await expect(page.getByLabel("Narrative")).toHaveValue("");
    await expect(page.getByLabel("Key insights")).toHaveValue("");
    await expect(page.getByText("Insights the week's figures support, one a line.")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("[An insight");
    await expect(page.locator("main")).not.toContainText("[Two or three");

    // A template line left in Key insights: refused, the field named, the edits kept on the screen.
    await page.getByLabel("Title").fill(`Week ${week}: two contracts`);
    await page.getByLabel("Narrative").fill("Two contracts this week.\n\nRiverside led.");
    await page.getByLabel("Key insights").fill("Condos moved in nine days\n[An insight the figures support.]");
    await page.getByLabel("Opportunities").fill("Buyers have room to negotiate");
    await page.getByLabel("Strategic considerations").fill("Watch the rates");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(
      page.getByText("Not published: Key insights needs your words first (see the field marked)."),
    ).toBeVisible();
    await expect(
      page.getByText('Key insights still holds the template line "[An insight the figures support.]"'),
    ).toBeVisible();
    await expect(page.getByLabel("Narrative")).toHaveValue("Two contracts this week.\n\nRiverside led.");
    // axe runs as a script in the page: only with JavaScript on.
    if (javaScriptEnabled) expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("template-line-refused.png"), fullPage: true });
    expect((await studio.request.get(`${base}/market-report?week=${week}`)).status()).toBe(404);

    // Publish with unsaved edits: saved as v2 first, then (e-mail configured) confirmed once.
    await page.getByLabel("Key insights").fill("Condos moved in nine days");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Your edits were saved as v2 (not yet public).")).toBeVisible();
    await page.getByRole("button", { name: "Publish and e-mail 0 subscribers" }).click();
    await expect(page.getByText("Published: the public pages show this version now.")).toBeVisible();
    const publicPage = await studio.newPage();
    await publicPage.goto(`${base}/market-report?week=${week}`);
    await expect(publicPage.getByRole("heading", { level: 1, name: `Week ${week}: two contracts` })).toBeVisible();
    await expect(publicPage.getByText("Condos moved in nine days")).toBeVisible();

    // A correction typed and published at once, never saved by hand.
    await page.getByLabel("Title").fill(`Week ${week}: two contracts, corrected`);
    await page.getByRole("button", { name: "Publish the correction" }).click();
    await expect(page.getByText("Your edits were saved as v3 and published")).toBeVisible();
    await publicPage.goto(`${base}/market-report?week=${week}`);
    await expect(
      publicPage.getByRole("heading", { level: 1, name: `Week ${week}: two contracts, corrected` }),
    ).toBeVisible();

    // The preview shows the report e-mail; a test goes to the signed-in person only.
    await page.getByRole("link", { name: "Preview v3" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "The report e-mail of version 3" })).toBeVisible();
    await expect(page.getByText(`week ${week}: Week ${week}: two contracts, corrected`)).toBeVisible();
    const email = page.frameLocator("iframe[title^='The report e-mail']");
    await expect(email.getByRole("heading", { name: `Week ${week}: two contracts, corrected` })).toBeVisible();
    const before = server.received.length;
    await page.getByRole("button", { name: "Send a test to me" }).click();
    await expect(
      page.getByText("A test copy of this e-mail went to owner@example.com, and to no one else."),
    ).toBeVisible();
    expect(server.received.slice(before).map((message) => message.to)).toEqual([["owner@example.com"]]);
    expect(server.received[before]!.raw.replace(/\r\n[ \t]+/g, " ")).toMatch(/^Subject: \[Test\] .*corrected/m);
    await page.screenshot({ path: testInfo.outputPath("preview-email.png"), fullPage: false });

    // Unpublishing takes the week off the site and stops its e-mails: one tap only asks, saying so;
    // the week stays public until the question is answered (a real form, with or without JavaScript).
    await page.goto(`${base}/studio/weeks/${week}`);
    await page.getByRole("button", { name: `Unpublish week ${week}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Unpublish week ${week}?` })).toBeVisible();
    await expect(page.getByText("report e-mails not yet sent are canceled")).toBeVisible();
    expect((await studio.request.get(`${base}/market-report?week=${week}`)).status()).toBe(200);
    if (javaScriptEnabled) expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("unpublish-asked.png"), fullPage: true });
    await page.getByRole("link", { name: "Keep it published" }).click();
    expect((await studio.request.get(`${base}/market-report?week=${week}`)).status()).toBe(200);
    await page.getByRole("button", { name: `Unpublish week ${week}` }).click();
    await page.getByRole("button", { name: `Yes, unpublish week ${week}` }).click();
    await expect(page.getByText(/Unpublished: the week is off the public pages/)).toBeVisible();
    expect((await studio.request.get(`${base}/market-report?week=${week}`)).status()).toBe(404);
    // A post without the answer asks again and changes nothing.
    await page.getByRole("button", { name: "Publish again" }).click();
    await expect(page.getByText("Published: the public pages show this version now.")).toBeVisible();
    const asked = await studio.request.post(`${base}/studio/weeks/${week}`, {
      form: { intent: "unpublish" },
      headers: { Origin: base },
    });
    expect(asked.status()).toBe(200);
    expect((await studio.request.get(`${base}/market-report?week=${week}`)).status()).toBe(200);
    await publicPage.close();
    await studio.close();
  });
}

test("the new actions refuse without a session (401) and an earlier version for an editor (403)", async ({
  browser,
}) => {
  const base = server.url;
  const visitor = await browser.newContext();
  const form = { intent: "save-and-publish", title: "x", startDate: "2025-10-27", endDate: "2025-11-02" };
  const headers = { Origin: base };
  expect((await visitor.request.post(`${base}/studio/weeks/5`, { form, headers })).status()).toBe(401);
  const test = { intent: "send-test", versionId: "1" };
  expect((await visitor.request.post(`${base}/studio/weeks/5/preview`, { form: test, headers })).status()).toBe(401);
  const unpublish = { intent: "unpublish", confirm: "yes" };
  expect((await visitor.request.post(`${base}/studio/weeks/5`, { form: unpublish, headers })).status()).toBe(401);
  await visitor.close();

  const editor = await browser.newContext();
  await editor.addCookies([{ ...server.cookie("editor"), url: base }]);
  const before = server.received.length;
  // Version ids: weeks 5 and 6 were made first (ids 1 and 2), so week 5's first version is id 1.
  const earlier = await editor.request.post(`${base}/studio/weeks/5/preview`, { form: test, headers });
  expect(earlier.status()).toBe(403);
  expect(await earlier.text()).toContain("Only an owner can send an earlier version.");
  expect(server.received.length).toBe(before);
  await editor.close();
});
