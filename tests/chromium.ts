import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's chromium-headless-shell package: the same Chromium without the browser's window layer,
 * the build Playwright itself runs headless tests in. It took about 30% less CPU than the whole
 * browser for the same pages and axe checks (decision 156). The binary, not /usr/bin's wrapper
 * script, so that closing the browser ends its process.
 */
const DEBIAN_HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

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
 * The Chromium the browser tests run in: CHROME_PATH, else Debian's headless shell (unless
 * `wholeBrowser`: Lighthouse measures what a visitor's browser does), else Debian's
 * /usr/bin/chromium, else Playwright's own download (undefined lets Playwright use it). Fails with
 * one clear sentence.
 */
export function chromiumExecutable({ wholeBrowser = false } = {}): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file exists there.`);
  }
  if (!wholeBrowser && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
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
