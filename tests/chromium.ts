import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** Flags that keep headless Chromium quiet on a machine without outside network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The Chromium the browser tests run in: CHROME_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own download (undefined lets Playwright use it). Fails with one clear sentence.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file exists there.`);
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  let bundled = "";
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = "";
  }
  if (bundled && existsSync(bundled)) return undefined;
  throw new Error(
    "No Chromium found for the browser tests: install one (Debian/Ubuntu: `sudo apt-get install chromium`, elsewhere `npx playwright install chromium`) or set CHROME_PATH to a Chrome or Chromium binary.",
  );
}
