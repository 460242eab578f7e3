import type { CDPSession, Page, Response } from "@playwright/test";
import { hydratedPaths } from "../../app/lib/public-routes";

/**
 * Goes to `url`, waits for the network to go quiet and, when the page runs JavaScript, for React
 * to hydrate it. A page that does not hydrate (decision 014) has no `__reactRouterContext`, and
 * with JavaScript off its inline scripts never run: there is nothing to wait for.
 */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: "networkidle" });
  // React Router's context is an inline script: absent from a page that does not hydrate, and never
  // run with JavaScript off (where timers and animation frames never fire either).
  if (!(await page.evaluate(() => "__reactRouterContext" in window))) return response;
  await page.waitForFunction(
    // React's fiber on <main>: set as React claims the server's markup.
    () => Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__reactFiber")),
    undefined,
    { timeout: 15_000 },
  );
  // Let React finish the commit and run the effects that follow it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  return response;
}

/** Each hydrated page's main control is used this many times per CPU speed. */
export const PRE_HYDRATION_TRIES = 5;
/** Full speed, then the CPU slowed four times (Chrome DevTools Protocol). */
export const CPU_SLOWDOWNS = [1, 4] as const;

/**
 * Opens `url` with the CPU slowed `cpuSlowdown` times and returns as soon as the load event has
 * fired, with no wait for hydration: what the test does next is what a visitor does the moment
 * the page shows. Call `restoreCpu` (or close the page) afterwards.
 */
export async function gotoAtLoad(page: Page, url: string, cpuSlowdown: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: "load" });
  return cdp;
}

/** Waits until React has hydrated the page (for the check after a pre-hydration action). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__reactFiber")),
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Declares that a spec tests `paths` once, with JavaScript off, because they ship none (decision
 * 124): the same HTML and CSS as with it on. Throws as the spec loads when one of them hydrates
 * (the route table says `handle = HYDRATE`): its tests then need to run with JavaScript on as well.
 */
export function testedWithoutJavaScript(...paths: string[]): void {
  const hydrating = paths.filter((path) => hydratedPaths.includes(new URL(path, "http://localhost").pathname));
  if (hydrating.length > 0) {
    throw new Error(
      `${hydrating.join(", ")} now hydrate${hydrating.length === 1 ? "s" : ""}: run its tests with JavaScript on and off (decision 124).`,
    );
  }
}
