import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/chromium";
import { PHONE_WINDOW } from "./tests/e2e/tags";

const PORT = Number(process.env.TEST_PORT ?? 3100);
export const TEST_ORIGIN = `http://localhost:${PORT}`;
/** The test server's embedded database; studio tests run `studio:invite` against it (tests/e2e/studio-session.ts). */
export const TEST_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `gmr-e2e-data-${PORT}`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  use: {
    baseURL: TEST_ORIGIN,
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    trace: "off",
  },
  // Decision 124: every test runs at 1280 px; at 375 px only the tests whose outcome depends on
  // the window's width, tagged @layout (both widths) or @phone (375 px only). LAYOUT and PHONE in
  // tests/e2e/tags.ts are the tags.
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone\b|@whole-browser\b/,
    },
    // Decision 156: the suite runs in Debian's headless shell; a test of what only the whole browser
    // has (its PDF viewer), tagged WHOLE_BROWSER, runs in the whole browser.
    {
      name: "whole-browser",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: chromiumExecutable({ wholeBrowser: true }), args: CHROMIUM_ARGS },
      },
      grep: /@whole-browser\b/,
    },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], ...PHONE_WINDOW },
      grep: /@layout\b|@phone\b/,
    },
  ],
  // The production server on the production build (`npm test` builds first).
  webServer: {
    command: "node server.ts",
    url: `${TEST_ORIGIN}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      // The origin the browser uses, so that passkeys (bound to SITE_URL's origin) work in the studio
      // tests (docs/decisions/082).
      SITE_URL: process.env.SITE_URL ?? TEST_ORIGIN,
      // The test server's own embedded database, outside the repository; kept between runs
      // (its first start takes seconds), one per port so parallel runs do not share it.
      DATA_DIR: TEST_DATA_DIR,
      // The journeys post many forms from one address.
      FORM_RATE_LIMIT: "1000",
    },
  },
});
