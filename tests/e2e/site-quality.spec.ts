// Deterministic quality budgets over the built site (issue 9): first-visit JavaScript per route,
// no server-only code in client chunks, valid HTML, and no broken internal link or anchor.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { publicRoutes } from "../../app/lib/public-routes";
import {
  budgetFor,
  firstVisitJavaScript,
  kb,
  scriptUrlsIn,
  serverCodeInClient,
  type ClientChunk,
} from "../../scripts/quality/js-budget";
import { isKnownCssCheckerGap } from "../../scripts/quality/html-validity";
import { gotoHydrated } from "./hydrated";

const CLIENT_DIR = path.resolve("build/client");
const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const MAX_CRAWL = 600;

// Response-level checks: they do not depend on the window size, so the desktop project runs them.
// eslint-disable-next-line no-empty-pattern -- Playwright requires the fixtures argument to be destructured
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "runs once, in the desktop project");
});

test("every route's first-visit JavaScript stays within its budget (gzip bytes), every size printed", async ({
  request,
}) => {
  const rows: { route: string; bytes: number; budget: number; files: number }[] = [];
  for (const route of publicRoutes) {
    const html = await (await request.get(route)).text();
    const { files, gzipBytes } = firstVisitJavaScript(html, CLIENT_DIR);
    rows.push({ route, bytes: gzipBytes, budget: budgetFor(route), files: files.length });
  }
  const over = rows.filter((row) => row.bytes > row.budget);
  console.log(
    [
      "First-visit JavaScript per route (gzip KB / budget KB, 1 KB = 1,000 bytes):",
      ...rows.map(
        (r) =>
          `  ${r.route}: ${kb(r.bytes)} / ${kb(r.budget)} (${r.bytes} bytes, ${r.files} files)${over.includes(r) ? "  OVER BUDGET" : ""}`,
      ),
      `${rows.length - over.length} of ${rows.length} routes within budget.`,
    ].join("\n"),
  );
  expect(over.map((row) => `${row.route}: ${row.bytes} bytes, budget ${row.budget}`)).toEqual([]);
});

test("hydration waits for the first paint: no module preload in <head>, route imports deferred (decision 006)", async ({
  page,
}) => {
  for (const route of ["/", "/mock-market-report?type=Condo"]) {
    const response = await page.goto(route);
    const html = (await response?.text()) ?? "";
    const moduleScript = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(/<link[^>]*rel="modulepreload"/.test(html), `${route}: a module preload left in the HTML`).toBe(false);
    expect(moduleScript.startsWith("await new Promise((go) => {"), route).toBe(true);
    expect(/\bimport \* as route\d/.test(moduleScript), `${route}: a static route import left`).toBe(false);
    // Once started, the deferred script has fetched the page's modules and React has hydrated the
    // page it was given. (The preload links it adds to <head> are not a proof: React may drop them
    // from <head> as it hydrates the document, which a clean-clone CI run caught now and then.)
    const modules = scriptUrlsIn(html);
    expect(modules.length, route).toBeGreaterThan(2);
    await expect
      .poll(
        () =>
          page.evaluate((urls) => {
            const fetched = performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname);
            return urls.filter((url) => !fetched.includes(url));
          }, modules),
        { timeout: 15_000 },
      )
      .toEqual([]);
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__reactFiber")),
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  }
});

test("the first response is the page alone: no hydration state, no icon request; the state comes after the paint (decision 013)", async ({
  page,
}) => {
  for (const route of ["/", "/market-report?week=1"]) {
    const html = (await (await page.goto(route))?.text()) ?? "";
    expect(html, route).not.toContain("streamController.enqueue");
    expect(html, route).toMatch(/<link[^>]*rel="stylesheet" href="\/assets\/app-[\w-]+\.css"\/>/);
    expect(html, route).toMatch(/<link[^>]*rel="icon"[^>]*href="data:image\/svg\+xml,/);
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      resources: performance
        .getEntriesByType("resource")
        .map((entry) => ({ url: new URL(entry.name), start: entry.startTime })),
    }));
    const state = timing.resources.filter(({ url }) => url.pathname === "/__hydration-state");
    expect(
      state.map(({ url }) => url.searchParams.get("path")),
      route,
    ).toEqual([route]);
    expect(state[0]!.start, `${route}: state requested before the first paint`).toBeGreaterThanOrEqual(timing.paint);
    expect(timing.resources.filter(({ url }) => /favicon/.test(url.pathname))).toEqual([]);
  }
  // Hydrated from the fetched state, the page navigates by itself, and the next page is styled.
  await gotoHydrated(page, "/market-report?week=1");
  await page.locator('a[href="/archive"]:visible').first().click();
  await expect(page).toHaveURL(/\/archive$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(
    "rgb(255, 255, 255)",
  );
  expect(await page.locator("#main").evaluate((main) => getComputedStyle(main).paddingTop)).toBe("64px");
});

test("when the state cannot be had, the page tries three times, then stays the working HTML it is (decision 013)", async ({
  page,
}) => {
  let tries = 0;
  await page.route("**/__hydration-state?**", (route) => {
    tries += 1;
    return route.fulfill({ status: 503, body: "Service unavailable" });
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto("/market-report?week=1", { waitUntil: "networkidle" });
  await expect.poll(() => tries, { timeout: 15_000 }).toBe(3);
  await page.waitForTimeout(500);
  expect(tries).toBe(3);
  expect(
    await page.evaluate(() =>
      Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__reactFiber")),
    ),
  ).toBe(false);
  expect(errors).toEqual([]);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Links still work, as full page loads.
  await page.locator('a[href="/archive"]:visible').first().click();
  await expect(page).toHaveURL(/\/archive$/);
});

test("the state request answers only for paths on this site, and a native form post's page keeps its state inline", async ({
  request,
}) => {
  for (const path of ["", "?path=%2F%2Fevil.example%2F", "?path=https%3A%2F%2Fevil.example%2F", "?path=contact"]) {
    const response = await request.get(`/__hydration-state${path}`);
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toContain("`path` must be a path on this site");
  }
  const state = await request.get("/__hydration-state?path=%2Fmarket-report%3Fweek%3D1");
  expect(state.status()).toBe(200);
  expect(state.headers()["content-type"]).toContain("text/x-script");
  expect(await state.text()).toContain("loaderData");
  // A 404 page hydrates too: its state (the error) comes with status 200.
  expect((await request.get("/__hydration-state?path=%2Fno-such-page")).status()).toBe(200);

  // The answer to a post made without JavaScript carries the action's result: it cannot be
  // rendered again by a GET, so its state stays in the page.
  const posted = await request.post("/contact", {
    form: { intent: "contact", name: "", email: "not-an-address", message: "" },
    headers: { Origin: new URL(state.url()).origin },
  });
  expect(posted.status()).toBe(400);
  expect(await posted.text()).toContain("streamController.enqueue");
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
  expect([...xml.matchAll(/<item>/g)]).toHaveLength(4);
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
