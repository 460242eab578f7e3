/**
 * Signing in to /studio in a browser test, for every studio spec:
 *
 *   import { signInToStudio } from "./studio-session";
 *   test("...", async ({ page }) => {
 *     const { email } = await signInToStudio(page, { role: "editor" }); // now on /studio, signed in
 *   });
 *
 * It invites a new person through the command line (`tsx scripts/cli.ts studio:invite`, which
 * reaches the test server through its control socket in the same DATA_DIR), opens the printed
 * link, and enrols a passkey with Chromium's virtual authenticator (DevTools Protocol), exactly as
 * a person does. Each call makes a new person (a unique address unless `email` is given), so tests
 * may run in parallel. The test server's SITE_URL is its own origin (playwright.config.ts), which
 * passkeys need (docs/decisions/082). `signInWithPasskey` signs in again with the same authenticator
 * after signing out.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type CDPSession, type Page } from "@playwright/test";
import { TEST_DATA_DIR, TEST_ORIGIN } from "../../playwright.config";
import { gotoHydrated } from "./hydrated";

const run = promisify(execFile);

export type StudioRole = "owner" | "editor";

/** A fresh address for a test person. */
export function testEmail(role: StudioRole = "editor"): string {
  return `${role}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Runs `studio:invite` against the test server; resolves to the whole output, whose last line is the link. */
export async function inviteThroughCli(email: string, role?: StudioRole): Promise<{ link: string; stdout: string }> {
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  const { stdout } = await run(tsx, ["scripts/cli.ts", "studio:invite", email, ...(role ? ["--role", role] : [])], {
    env: { ...process.env, DATA_DIR: TEST_DATA_DIR, SITE_URL: TEST_ORIGIN, LOG_LEVEL: "warn" },
  });
  const lines = stdout.trim().split("\n");
  return { link: lines[lines.length - 1]!.trim(), stdout };
}

/** Gives the page a platform authenticator that holds passkeys and verifies its user (DevTools Protocol). */
export async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Opens an enrolment link and adds a passkey on this (virtual) device; ends signed in on /studio. */
export async function enrolWithLink(page: Page, link: string, label = "Test device"): Promise<void> {
  await gotoHydrated(page, link);
  await page.getByLabel("Name this device").fill(label);
  await page.getByRole("button", { name: "Add a passkey on this device" }).click();
  await page.waitForURL((url) => url.pathname === "/studio");
  await expect(page.getByText("signed in as")).toBeVisible();
}

/** Invites a new person of `role` (default owner), enrols a passkey and ends signed in on /studio. */
export async function signInToStudio(
  page: Page,
  options: { role?: StudioRole; email?: string } = {},
): Promise<{ email: string; cdp: CDPSession; authenticatorId: string }> {
  const role = options.role ?? "owner";
  const email = options.email ?? testEmail(role);
  const { link } = await inviteThroughCli(email, role);
  const authenticator = await addVirtualAuthenticator(page);
  await enrolWithLink(page, link);
  return { email, ...authenticator };
}

/** Signs in on /studio/sign-in with a passkey already on this page's virtual authenticator. */
export async function signInWithPasskey(page: Page, next = "/studio"): Promise<void> {
  await gotoHydrated(page, `/studio/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL((url) => url.pathname === next);
}
