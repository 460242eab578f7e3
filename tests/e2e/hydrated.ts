import type { Page, Response } from "@playwright/test";

/**
 * Goes to `url`, waits for the network to go quiet and, when the page runs JavaScript, for React
 * to hydrate it. Hydration starts only once the first paint is on screen (decisions 006, 009), so
 * on a busy machine "network idle" alone can come before the page's modules are even requested.
 * With JavaScript off the page's inline scripts never run, and there is nothing to wait for.
 */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) ||
      // React's fiber on <main>: set as React claims the server's markup.
      Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__reactFiber")),
    undefined,
    { timeout: 15_000 },
  );
  // Let React finish the commit and run the effects that follow it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  return response;
}
