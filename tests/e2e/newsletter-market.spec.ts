// A subscriber's market, end to end: sign up on /subscribe with a village ticked, open the
// confirmation e-mail's link from a real SMTP receiver, confirm, send week 1 from the command line,
// and read the report e-mail: it opens with that village. With and without JavaScript. Then the
// e-mail's preferences link at 375 and 1280 px: axe-clean, and a saved change.
import { expect, test, type Page } from "@playwright/test";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { studioSpecServer, type ReceivedMail } from "./studio-server";
import { problemsAtEveryWidth } from "./axe";

// The production server on its own data and ports, its e-mail taken by a loopback SMTP server.
const server = studioSpecServer({
  name: "newsletter-market",
  ports: { desktop: 4248, mobile: 4249 },
  smtpPorts: { desktop: 4246, mobile: 4247 },
});

/** Quoted-printable soft breaks and `=3D` undone, headers unfolded: enough to read links and the subject. */
const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=")
    .replace(/\r\n[ \t]+/g, " ");

/** The newest message to `to` whose subject matches, once it has arrived. */
async function mailTo(to: string, subject: RegExp): Promise<string> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = server.received.findLast((message) => message.to.includes(to) && subject.test(readable(message.raw)));
        return Boolean(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return readable(found!.raw);
}

/** Sign up with Riverside ticked, confirm from the e-mail, send week 1: the report e-mail's raw text. */
async function signUpForRiverside(page: Page, email: string): Promise<string> {
  await page.goto(`${server.url}/subscribe`);
  await page.getByLabel("First name").fill("Ann");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByLabel("Email address").fill(email);
  // The market is folded in a <details> element: its summary opens it, with or without JavaScript.
  await page.getByText("Choose your market (optional)").click();
  await page.getByRole("checkbox", { name: /^Riverside/ }).check();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your inbox")).toBeVisible();

  const confirmation = await mailTo(email, /Subject: Confirm your subscription/);
  const confirmUrl = /(http:\/\/localhost:\d+\/subscribe\/confirm\/[\w-]{43})/.exec(confirmation)![1]!;
  await page.goto(confirmUrl);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.locator("h1")).toHaveText("You\u2019re subscribed");

  // The command line queues the week; the server's outbox worker sends it.
  const env = { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "" };
  const send = spawn(process.execPath, ["--import", "tsx", "scripts/cli.ts", "newsletter:send", "--week", "1"], {
    env,
    stdio: "pipe",
  });
  let output = "";
  send.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(send, "exit")) as [number];
  expect(code, output).toBe(0);
  return mailTo(email, /^Subject: Riverside: /m);
}

function expectRiversideFirst(report: string) {
  const text = report.slice(report.indexOf("Content-Type: text/plain"));
  expect(text).toContain("Your market: Riverside, the week of");
  expect(text.indexOf("Your market: Riverside")).toBeLessThan(text.indexOf("The town's week"));
  expect(text).toContain(`${server.url}/market-trends?measure=median-price&period=1y&type=all&zip=06878&band=all`);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test(`sign up with Riverside ticked, confirm, receive the report leading with Riverside`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const report = await signUpForRiverside(page, `nojs-${testInfo.project.name}@example.com`);
    expectRiversideFirst(report);
  });
});

test.describe("with JavaScript", () => {
  test(`sign up with Riverside ticked, confirm, receive the report leading with Riverside; its preferences page at 375 and 1280 px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const email = `js-${testInfo.project.name}@example.com`;
    const report = await signUpForRiverside(page, email);
    expectRiversideFirst(report);

    const preferencesUrl = /(http:\/\/localhost:\d+\/preferences\/[\w-]{43})/.exec(report)![1]!;
    await page.goto(preferencesUrl);
    await expect(page.locator("h1")).toHaveText("Your market in your inbox");
    await expect(page.getByRole("checkbox", { name: /^Riverside/ })).toBeChecked();
    // At both widths in this one test, so that the spec's server starts once (decision 156):
    // axe-clean, and nothing wider than the window.
    expect(await problemsAtEveryWidth(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("preferences.png"), fullPage: true });
    await page.getByRole("checkbox", { name: /^Cos Cob/ }).check();
    await page.getByRole("radio", { name: "A monthly digest" }).check();
    await page.getByRole("button", { name: "Save my choice" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. Your next e-mail follows this choice.");
    await expect(page.getByRole("checkbox", { name: /^Cos Cob/ })).toBeChecked();

    // An altered link: a clear page, 404.
    const altered = await page.goto(`${preferencesUrl.slice(0, -1)}${preferencesUrl.endsWith("A") ? "B" : "A"}`);
    expect(altered?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("This link does not work");
  });
});
