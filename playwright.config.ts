import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/chromium";

const PORT = Number(process.env.TEST_PORT ?? 3100);
export const TEST_ORIGIN = `http://localhost:${PORT}`;

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
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, hasTouch: true },
      // Response-level checks do not depend on the window size: the desktop project runs them.
      testIgnore: /http\.spec\.ts/,
    },
  ],
  // The production server on the production build (`npm test` builds first).
  webServer: {
    command: "tsx server.ts",
    url: `${TEST_ORIGIN}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      SITE_URL: process.env.SITE_URL ?? "http://localhost:3000",
    },
  },
});
