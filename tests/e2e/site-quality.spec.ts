// Deterministic quality budgets over the built site: first-visit JavaScript per
// route, no server-only code in client chunks, valid HTML, and no broken internal link or anchor.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { hydratedPaths, publicRoutes } from "../../app/lib/public-routes";
import {
  budgetFor,
  firstVisitJavaScript,
  kb,
  serverCodeInClient,
  type ClientChunk,
} from "../../scripts/quality/js-budget";
import { isKnownCssCheckerGap } from "../../scripts/quality/html-validity";
import { gotoHydrated } from "./hydrated";

const CLIENT_DIR = path.resolve("build/client");
const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const MAX_CRAWL = 600;

/**
 * Decision 014: the public pages that hydrate, each for its interaction (docs/performance.md lists
 * why), as the route table says (app/route-table.ts). Every other public page ships no JavaScript.
 */
const HYDRATED_ROUTES = hydratedPaths.filter((route) => publicRoutes.includes(route));

test("JavaScript only where a page needs it: none on every other page, hydrated pages within budget (gzip bytes), every size printed", async ({
  request,
}) => {
  const rows: { route: string; bytes: number; budget: number; files: number }[] = [];
  for (const route of publicRoutes) {
    const html = await (await request.get(route)).text();
    const { files, gzipBytes } = firstVisitJavaScript(html, CLIENT_DIR);
    const budget = HYDRATED_ROUTES.includes(route) ? budgetFor(route) : 0;
    rows.push({ route, bytes: gzipBytes, budget, files: files.length });
  }
  const over = rows.filter((row) => row.bytes > row.budget);
  const withoutScript = rows.filter((row) => row.bytes === 0);
  console.log(
    [
      "First-visit JavaScript per route (gzip KB / budget KB, 1 KB = 1,000 bytes):",
      ...rows.map(
        (r) =>
          `  ${r.route}: ${kb(r.bytes)} / ${kb(r.budget)} (${r.bytes} bytes, ${r.files} files)${over.includes(r) ? "  OVER BUDGET" : ""}`,
      ),
      `${rows.length - over.length} of ${rows.length} routes within budget; ${withoutScript.length} load no JavaScript.`,
    ].join("\n"),
  );
  expect(over.map((row) => `${row.route}: ${row.bytes} bytes, budget ${row.budget}`)).toEqual([]);
  expect(rows.filter((row) => row.bytes > 0).map((row) => row.route)).toEqual(
    HYDRATED_ROUTES.filter((route) => publicRoutes.includes(route)),
  );
  expect(withoutScript.length * 2).toBeGreaterThanOrEqual(rows.length);
});

test("a page that does not hydrate has no module script, preload or hydration state; one that does hydrates the standard way", async ({
  page,
  request,
}) => {
  for (const route of ["/", "/market-report", "/archive?q=September", "/buyers/byram-guide"]) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toMatch(/<script\b[^>]*type="module"|rel="modulepreload"|__reactRouterContext/);
    expect(html, route).toMatch(/<link[^>]*rel="stylesheet" href="\/assets\/app-[\w-]+\.css"\/>/);
    expect(html, route).toMatch(/<link[^>]*rel="icon"[^>]*href="data:image\/svg\+xml,/);
  }
  for (const route of HYDRATED_ROUTES) {
    const html = await (await request.get(route)).text();
    // React Router's own <Scripts />: its module preloads, its inline context and state, its module script.
    expect(html, route).toMatch(/rel="modulepreload"/);
    expect(html, route).toContain("window.__reactRouterContext");
    expect(html, route).toMatch(/<script\b[^>]*type="module"/);
  }
  // Hydrated, a page navigates by itself, and the next page (no JavaScript of its own) is styled.
  await gotoHydrated(page, "/insurance-education");
  await page.getByRole("contentinfo").getByRole("link", { name: "Mill Rates" }).click();
  await expect(page).toHaveURL(/\/investors\/mill-rates$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(
    "rgb(255, 255, 255)",
  );
  expect(await page.locator("#main").evaluate((main) => getComputedStyle(main).paddingTop)).toBe("64px");
});

test("no PDF, CSV, chart-math, database or .server code in any client chunk", () => {
  const chunks = JSON.parse(readFileSync("build/client-modules.json", "utf8")) as ClientChunk[];
  expect(chunks.length).toBeGreaterThan(0);
  expect(serverCodeInClient(chunks)).toEqual([]);
});

test("every page is valid HTML (Nu HTML Checker, errors only)", async ({ request }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    // A page with a CSS fault of its own, to prove the checker reads <style> and nothing excuses it.
    const canary = path.join(dir, "canary.html");
    writeFileSync(
      canary,
      '<!DOCTYPE html><html lang="en"><head><title>Canary</title><style>p{colr:red}</style></head><body><p>x</p></body></html>',
    );
    files.set(canary, "canary");
    // The site's stylesheet, linked from every page, checked by the same CSS checker inside a page.
    const home = await (await request.get("/")).text();
    const href = /<link[^>]*rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)"/.exec(home)?.[1];
    expect(href).toBeDefined();
    const css = await (await request.get(href!)).text();
    expect(css.length).toBeGreaterThan(10_000);
    const stylesheet = path.join(dir, "stylesheet.html");
    writeFileSync(
      stylesheet,
      `<!DOCTYPE html><html lang="en"><head><title>Stylesheet</title><style>${css}</style></head><body><p>x</p></body></html>`,
    );
    files.set(stylesheet, href!);
    for (const route of publicRoutes) {
      const file = path.join(dir, `${route === "/" ? "home" : route.slice(1).replace(/\//g, "__")}.html`);
      writeFileSync(file, await (await request.get(route)).text());
      files.set(file, route);
    }
    let output: string;
    try {
      output = execFileSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files.keys()], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      // vnu exits 1 when it reports errors; the report is on stderr.
      const failed = error as { stderr?: string; stdout?: string };
      output = failed.stderr || failed.stdout || "";
    }
    const report = JSON.parse(output.trim() || '{"messages":[]}') as {
      messages: { type: string; url?: string; message: string; lastLine?: number; extract?: string }[];
    };
    const errors = report.messages
      .filter((m) => m.type === "error" && !isKnownCssCheckerGap(m))
      .map(
        (m) =>
          `${files.get(decodeURIComponent((m.url ?? "").replace(/^file:/, ""))) ?? m.url}:${m.lastLine ?? "?"} ${m.message}`,
      );
    expect(errors).toEqual(["canary:1 CSS: “colr”: Property “colr” doesn't exist."]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Internal hrefs of a page, resolved against its URL (tel:, mailto: and other origins left out). */
function internalLinks(html: string, pageUrl: URL): URL[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].flatMap((match) => {
    const href = match[1]!.replace(/&amp;/g, "&");
    if (/^(tel:|mailto:|javascript:|data:)/i.test(href)) return [];
    const url = new URL(href, pageUrl);
    return url.origin === pageUrl.origin ? [url] : [];
  });
}

function idsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
}

async function fetchPage(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 5 });
  const type = response.headers()["content-type"] ?? "";
  return { status: response.status(), html: type.includes("text/html") ? await response.text() : null };
}

test("no broken internal link or anchor anywhere on the site", async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!);
  const pages = new Map<string, { status: number; html: string | null }>();
  const linkedFrom = new Map<string, string>();
  const queue = publicRoutes.map((route) => new URL(route, origin).href);
  const anchors: { target: string; id: string; from: string }[] = [];

  while (queue.length > 0 && pages.size < MAX_CRAWL) {
    const href = queue.shift()!;
    if (pages.has(href)) continue;
    const page = await fetchPage(request, href);
    pages.set(href, page);
    if (!page.html || page.status !== 200) continue;
    // A page with a query string (a week, a filter) is checked, but its own links are not
    // followed: they are the same page's links with other filters, which the paths already cover.
    const followLinks = !new URL(href).search;
    for (const link of internalLinks(page.html, new URL(href))) {
      const fragment = decodeURIComponent(link.hash.slice(1));
      link.hash = "";
      if (fragment) anchors.push({ target: link.href, id: fragment, from: href });
      if (followLinks && !pages.has(link.href) && !linkedFrom.has(link.href)) {
        linkedFrom.set(link.href, href);
        queue.push(link.href);
      }
    }
  }

  const broken = [...pages]
    .filter(([, page]) => page.status !== 200)
    .map(([url, page]) => `${url} (${page.status}) linked from ${linkedFrom.get(url)}`);
  const missingAnchors = anchors
    .filter(({ target, id }) => {
      const page = pages.get(target);
      return page?.html ? !idsIn(page.html).has(id) : false;
    })
    .map(({ target, id, from }) => `${target}#${id} linked from ${from}`);
  console.log(`Link check: ${pages.size} URLs crawled, ${anchors.length} anchors checked.`);
  expect(broken).toEqual([]);
  expect([...new Set(missingAnchors)]).toEqual([]);
});

test("weekly reports have an RSS feed, share images and Report structured data", async ({ request }) => {
  const feed = await request.get("/market-report/rss.xml");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  // The four weeks, and Q3 2025, which week 4 completes (decision 107).
  expect([...xml.matchAll(/<item>/g)]).toHaveLength(5);
  expect(xml).toContain("/market-report?week=4</link>");

  const html = await (await request.get("/market-report?week=2")).text();
  const image = /<meta property="og:image" content="[^"]*(\/og\/market-report-week-2\.png)"/.exec(html)?.[1];
  expect(image).toBe("/og/market-report-week-2.png");
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  expect(html).toContain('rel="alternate" type="application/rss+xml"');
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { "@type": string },
  );
  expect(ld.map((item) => item["@type"])).toEqual(["RealEstateAgent", "Report"]);

  const png = await request.get(image!);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");
  expect((await request.get("/og/no-such-card.png")).status()).toBe(404);
});

test("every page has Open Graph and Twitter card tags and the publisher's JSON-LD", async ({ request }) => {
  for (const route of publicRoutes) {
    const html = await (await request.get(route)).text();
    expect(html, route).toMatch(/<meta property="og:image" content="http[^"]+\.png"/);
    expect(html, route).toContain('<meta name="twitter:card"');
    expect(html, route).toContain('"@type":"RealEstateAgent"');
  }
});
