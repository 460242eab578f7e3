// `tsx scripts/spa-comparison/check.ts`: before the side-by-side is measured, proves that the
// client-rendered build really is one and really shows the same pages: its HTML carries no page
// content (an empty <main>), and in Chromium each compared page renders the same <h1> and <h2>s
// as the real build. Starts both servers unless given their URLs (lighthouse.ts passes them).
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "../../tests/chromium";
import { startRealServer, startSpaServer, type RunningServer } from "./servers";

/** Five representative routes: home, a weekly report, the dashboard, the yearly summary, a guide. */
export const COMPARED_ROUTES = [
  "/",
  "/market-report?week=1",
  "/mock-market-report",
  "/yearly-market-summary",
  "/buyers/byram-guide",
] as const;

const RENDER_TIMEOUT_MS = 20_000;

export type Headings = { h1: string[]; h2: string[] };

/** What <main> holds in an HTML document, scripts and whitespace aside; null without a <main>. */
export function mainContent(html: string): string | null {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html);
  if (!main) return null;
  return main[1]!.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").trim();
}

/** Every way the client-rendered page differs from ours; empty when the headings agree. */
export function headingDifferences(ours: Headings, spa: Headings): string[] {
  const problems: string[] = [];
  if (spa.h1.length !== 1) problems.push(`${spa.h1.length} <h1> in <main> (expected one)`);
  if (spa.h1.join() !== ours.h1.join()) problems.push(`<h1> "${spa.h1.join(" | ")}", ours "${ours.h1.join(" | ")}"`);
  const missing = ours.h2.filter((heading) => !spa.h2.includes(heading));
  const extra = spa.h2.filter((heading) => !ours.h2.includes(heading));
  if (missing.length > 0) problems.push(`<h2> missing: ${missing.join(" | ")}`);
  if (extra.length > 0) problems.push(`<h2> not on our page: ${extra.join(" | ")}`);
  return problems;
}

/** The headings of `url` once its <h1> has rendered, and the errors the page logged on the way. */
async function renderedHeadings(browser: Browser, url: string): Promise<{ headings?: Headings; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  try {
    await page.goto(url);
    await page.locator("main h1").first().waitFor({ timeout: RENDER_TIMEOUT_MS });
    const headings = {
      h1: await page.locator("main h1").allTextContents(),
      h2: await page.locator("main h2").allTextContents(),
    };
    return { headings, errors };
  } catch (error) {
    errors.push(`no <h1> in <main> within ${RENDER_TIMEOUT_MS / 1000} s (${(error as Error).message.split("\n")[0]})`);
    return { errors };
  } finally {
    await page.close();
  }
}

/** Throws one message naming every page that is not client-rendered or not the same page as ours. */
export async function checkClientRendering(
  realUrl: string,
  spaUrl: string,
  routes: readonly string[] = COMPARED_ROUTES,
): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const failures: string[] = [];
  try {
    for (const route of routes) {
      const problems: string[] = [];
      const html = await (await fetch(`${spaUrl}${route}`)).text();
      const initial = mainContent(html);
      if (initial === null) problems.push("its HTML has no <main>");
      else if (initial !== "") problems.push(`its HTML already has page content: ${initial.slice(0, 80)}...`);
      const ours = await renderedHeadings(browser, `${realUrl}${route}`);
      const spa = await renderedHeadings(browser, `${spaUrl}${route}`);
      problems.push(...spa.errors.map((error) => `in the browser: ${error}`));
      if (!ours.headings) problems.push(`our own page did not render: ${ours.errors.join("; ")}`);
      else if (spa.headings) problems.push(...headingDifferences(ours.headings, spa.headings));
      if (problems.length > 0) failures.push(`${route}: ${problems.join("; ")}`);
      else console.log(`${route}: client-rendered, "${spa.headings!.h1[0]}" and ${spa.headings!.h2.length} sections`);
    }
  } finally {
    await browser.close();
  }
  if (failures.length > 0) {
    throw new Error(`The client-rendered build does not render these pages as ours does:\n  ${failures.join("\n  ")}`);
  }
}

async function main() {
  const servers: RunningServer[] = [];
  try {
    const real = await startRealServer(Number(process.env.CHECK_REAL_PORT ?? 3410));
    servers.push(real);
    const spa = await startSpaServer(Number(process.env.CHECK_SPA_PORT ?? 3411));
    servers.push(spa);
    await checkClientRendering(real.url, spa.url);
  } finally {
    for (const server of servers) server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main();
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
