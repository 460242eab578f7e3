// `npm run bench:http`: page views on loopback. A view is the page's HTML plus every
// request the page needs from our server before it works: its stylesheet, and on a page that
// hydrates, its JavaScript modules (decision 014). Measured for a prerendered page, the weekly
// report, the dashboard (default and filtered), the market trends and the quarterly report with autocannon (each connection asks for the view's files in turn),
// beside bare node:http serving the same bytes from memory; a published week's page rendered on
// every request and from the render cache, and a week published while the server runs (warmed
// before anyone asks); then a hashed asset and /healthz. The server gets a fresh embedded database.
// BENCH_SECONDS per target (default 20), BENCH_CONNECTIONS (default 10).
// A benchmark script, not a test (docs/performance.md).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { firstVisitJavaScript } from "./quality/js-budget";
import { bareServer, load as measureViews, type Row } from "./http-views";
import { startServer } from "./production-server";
import { publishWeekByCommand, singleFamilyRow } from "../tests/support/publish-week";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3300);
const BARE_PORT = APP_PORT + 1;
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const CLIENT_DIR = path.resolve("build/client");

/** The pages whose views are measured: prerendered, server-rendered from the query, and hydrated. */
const VIEWS = [
  { name: "prerendered page /", page: "/" },
  { name: "weekly report /market-report?week=1", page: "/market-report?week=1" },
  { name: "dashboard /mock-market-report (hydrates)", page: "/mock-market-report" },
  // Kept in the render cache per normalised query (decision 115).
  { name: "market trends /market-trends?period=3y&type=condo", page: "/market-trends?period=3y&type=condo" },
  { name: "quarterly report /quarterly-report", page: "/quarterly-report" },
];

/** A filtered view of the dashboard as its filter bar links it (the first type filter of the default view). */
async function filteredDashboard(): Promise<{ name: string; page: string }> {
  const html = await (await fetch(`${ORIGIN}/mock-market-report`)).text();
  const link = [...html.matchAll(/href="(\/mock-market-report\?[^"#]*type=[^"#]*)"/g)]
    .map((match) => match[1]!.replaceAll("&amp;", "&"))
    .find((address) => !address.includes("listing=") && !address.includes("glossary="));
  if (!link) throw new Error("The dashboard links no filtered view");
  return { name: `dashboard, filtered ${link} (hydrates)`, page: link };
}

/** The paths a view asks our server for: the page, its stylesheet, its first-visit JavaScript. */
async function viewPaths(page: string): Promise<string[]> {
  const html = await (await fetch(`${ORIGIN}${page}`)).text();
  const stylesheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  return [page, ...stylesheets, ...firstVisitJavaScript(html, CLIENT_DIR).files];
}

const load = (target: string, origin: string, paths: readonly string[]) =>
  measureViews(target, origin, paths, { seconds: SECONDS, connections: CONNECTIONS });

/** One autocannon run of one address (or a new address per request), as a table row. */
async function pageRun(target: string, page: string, unique = false): Promise<Row> {
  let counter = 0;
  const result = await autocannon({
    url: ORIGIN,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip" },
    requests: [
      {
        method: "GET",
        path: page,
        setupRequest: (request) => (unique ? { ...request, path: `${page}&first-view=${(counter += 1)}` } : request),
      },
    ],
  });
  const row = {
    target,
    requests: 1,
    viewsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(`${target}: ${row.viewsPerSecond} pages/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`);
  return row;
}

/**
 * A published week's page: rendered on every request (each request a new address, so
 * each a render-cache miss: what a render costs), and from the render cache (docs/decisions/085).
 * Then a week published while the server runs (npm run report:import through its control socket,
 * as the studio would): its views from the moment the command returns, when the instance has had
 * no request for it yet (warming, decision 108).
 */
async function publishedWeekViews(): Promise<Row[]> {
  const page = "/market-report?week=4";
  const rows = [
    await pageRun(`published week ${page}, every request a new address (a render each)`, page, true),
    await pageRun(`published week ${page}, from the render cache`, page),
  ];
  const took = publishWeekByCommand({
    week: 90,
    start: "2025-11-03",
    end: "2025-11-09",
    rows: Array.from({ length: 12 }, (_, index) =>
      singleFamilyRow(`${index + 1} Bench Lane`, 2_000_000 + index * 50_000, 10, "11/04/2025"),
    ),
    env: { DATA_DIR },
    dir: DATA_DIR,
  });
  console.log(`week 90 published in ${Math.round(took)} ms (report:import)`);
  const first = await fetch(`${ORIGIN}/market-report?week=90`);
  console.log(`its first request after the command: X-Render-Cache ${first.headers.get("x-render-cache")}`);
  rows.push(
    await pageRun("week 90, published while running: its views from the command's return", "/market-report?week=90"),
  );
  return rows;
}

// A database of its own (the seed weeks), so that the week the benchmark publishes stays in it.
const DATA_DIR = mkdtempSync(path.join(tmpdir(), "gmr-bench-http-"));
// A new embedded database migrates and loads the seed weeks first: a minute on a busy machine.
const app = await startServer({ port: APP_PORT, host: "127.0.0.1", env: { DATA_DIR }, timeoutMs: 180_000 });
const bare = bareServer(BARE_PORT);

try {
  console.log(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s per target, loopback\n`);
  const rows: Row[] = [];
  const ratios: string[] = [];
  for (const view of [...VIEWS, await filteredDashboard()]) {
    const paths = await viewPaths(view.page);
    // The bare server holds the same bytes: the page as our server rendered it, and the built files.
    for (const requestPath of paths) {
      const bytes =
        requestPath === view.page
          ? Buffer.from(await (await fetch(`${ORIGIN}${requestPath}`)).text())
          : readFileSync(path.join(CLIENT_DIR, requestPath));
      bare.set(requestPath, bytes);
    }
    const bareRow = await load(`bare node:http, ${view.name}`, `http://127.0.0.1:${BARE_PORT}`, paths);
    const ours = await load(view.name, ORIGIN, paths);
    rows.push(bareRow, ours);
    ratios.push(
      `${view.name}: bare node:http ${(bareRow.viewsPerSecond / Math.max(ours.viewsPerSecond, 1)).toFixed(2)}x`,
    );
  }
  rows.push(...(await publishedWeekViews()));
  const asset = (await viewPaths("/"))[1]!;
  rows.push(await load(`hashed asset ${asset}`, ORIGIN, [asset]), await load("/healthz", ORIGIN, ["/healthz"]));
  console.log("\n| target | requests a view | views/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|");
  for (const row of rows)
    console.log(
      `| ${row.target} | ${row.requests} | ${row.viewsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} |`,
    );
  console.log(
    `\nHow much faster bare node:http serves the same view:\n${ratios.map((line) => `- ${line}`).join("\n")}`,
  );
} finally {
  app.stop();
  bare.server.close();
  await new Promise((resolve) => app.child.once("exit", resolve));
  rmSync(DATA_DIR, { recursive: true, force: true });
}
