// The pages a subscriber's links open, in the browser, script-free: confirm a
// sign-up, unsubscribe and undo. They run against a server of their own whose database holds a
// pending and a confirmed subscriber with known tokens.
import { expect, test, type Page } from "@playwright/test";
import { migratedDataDir } from "./data-dir";
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { subscribers } from "~db/schema";
import { tokenHash } from "../../app/server/session.server";
import { openConfiguredDatabase } from "../../app/server/db.server";
import { axeBuilder } from "./axe";

const CONFIRM_TOKEN = "c".repeat(43);
const UNSUBSCRIBE_TOKEN = "u".repeat(43);
let server: ChildProcess | undefined;
let dataDir = "";
let origin = "";

// JavaScript stays on: axe runs as a script in the page (with JavaScript off its evaluate never
// answers). The pages ship no script of their own (checked below), so what is tested is the
// plain HTML forms a visitor without JavaScript uses.

// eslint-disable-next-line no-empty-pattern -- Playwright requires the fixtures argument to be destructured
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000);
  // One server per project (they may run side by side), on the brief's ports.
  const port = (testInfo.project.name === "desktop" ? 4244 : 4245) + Number(process.env.E2E_PORT_OFFSET ?? 0);
  origin = `http://127.0.0.1:${port}`;
  dataDir = await migratedDataDir("newsletter-pages");
  const seed = await openConfiguredDatabase({ DATA_DIR: dataDir });
  await seed.db.insert(subscribers).values([
    {
      firstName: "Pat",
      lastName: "Pending",
      email: "pat@example.com",
      emailKey: "pat@example.com",
      confirmTokenHash: tokenHash(CONFIRM_TOKEN),
    },
    {
      firstName: "Cy",
      lastName: "Confirmed",
      email: "cy@example.com",
      emailKey: "cy@example.com",
      status: "confirmed",
      unsubscribeToken: UNSUBSCRIBE_TOKEN,
    },
  ]);
  await seed.close();
  // node itself (not npx), so that SIGTERM reaches the server and not a wrapper.
  server = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SITE_URL: origin,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/readyz`)
          .then((response) => response.ok)
          .catch(() => false),
      { timeout: 90_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function expectAccessible(page: Page) {
  await expect(page.locator("h1")).toHaveCount(1);
  const results = await axeBuilder(page).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => v.id)).toEqual([]);
  expect(await page.locator("script[src]").count()).toBe(0);
}

test("the confirmation link asks, and Confirm confirms; the link then no longer works", async ({ page }, testInfo) => {
  const url = `${origin}/subscribe/confirm/${CONFIRM_TOKEN}`;
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  expect(
    response?.headers()["x-robots-tag"] ?? (await page.locator('meta[name="robots"]').getAttribute("content")),
  ).toContain("noindex");
  await expect(page.locator("h1")).toHaveText("Confirm your subscription");
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("confirm.png"), fullPage: false });
  // The page that says "You're subscribed" answers 200, not the spent link's 404.
  const [confirmed] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST"),
    page.getByRole("button", { name: "Confirm" }).click(),
  ]);
  expect(confirmed.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText("You\u2019re subscribed");
  await expectAccessible(page);
  expect((await page.goto(url))?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("This link no longer works");
});

test("the unsubscribe link asks, Unsubscribe unsubscribes, Undo subscribes again", async ({ page }, testInfo) => {
  const response = await page.goto(`${origin}/unsubscribe/${UNSUBSCRIBE_TOKEN}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText("Unsubscribe from the weekly report?");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.locator("h1")).toHaveText("You\u2019re unsubscribed");
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("unsubscribed.png"), fullPage: false });
  await page.getByRole("button", { name: /Undo/ }).click();
  await expect(page.locator("h1")).toHaveText("You\u2019re subscribed again");
  expect(await readStatus()).toBe("confirmed");
});

test.describe.configure({ mode: "serial" });

test("a mailbox provider's one-click POST unsubscribes: no cookie, no Origin", async ({ request }) => {
  const answer = await request.post(`${origin}/unsubscribe/${UNSUBSCRIBE_TOKEN}`, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(answer.status()).toBe(200);
  // A route with a page answers a document post with its page; the status and the effect are what
  // a mailbox provider relies on.
  expect(await readStatus()).toBe("unsubscribed");
  const cross = await request.post(`${origin}/unsubscribe/${"x".repeat(43)}`, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(cross.status()).toBe(404);
});

/** The confirmed subscriber's status, asked of the server's own page (the database is the server's). */
async function readStatus(): Promise<string> {
  const html = await (await fetch(`${origin}/unsubscribe/${UNSUBSCRIBE_TOKEN}`)).text();
  return html.includes("Unsubscribe from the weekly report?") ? "confirmed" : "unsubscribed";
}
