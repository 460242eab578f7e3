// `npm run bench:http`: page views on loopback (issue 16). A view is the page's HTML plus every
// request the page needs from our server before it works: its stylesheet, and on a page that
// hydrates, its JavaScript modules (decision 014). Measured for a prerendered page, the weekly
// report and the dashboard with autocannon (each connection asks for the view's files in turn),
// beside bare node:http serving the same bytes from memory; a published week's page before and
// after its first view (the render cache); then a hashed asset and /healthz.
// BENCH_SECONDS per target (default 20), BENCH_CONNECTIONS (default 10).
// A benchmark script, not a test (docs/performance.md).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { firstVisitJavaScript } from "./quality/js-budget";
import { startServer } from "./production-server";

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
];

type Row = { target: string; requests: number; viewsPerSecond: number; p50: number; p99: number; errors: number };

/** The paths a view asks our server for: the page, its stylesheet, its first-visit JavaScript. */
async function viewPaths(page: string): Promise<string[]> {
  const html = await (await fetch(`${ORIGIN}${page}`)).text();
  const stylesheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  return [page, ...stylesheets, ...firstVisitJavaScript(html, CLIENT_DIR).files];
}

async function load(target: string, origin: string, paths: readonly string[]): Promise<Row> {
  // Browsers ask for compressed responses; so does the benchmark, for every target alike.
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((requestPath) => ({ method: "GET", path: requestPath })),
  });
  const row = {
    target,
    requests: paths.length,
    viewsPerSecond: Math.round(result.requests.average / paths.length),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(
    `${target}: ${row.viewsPerSecond} views/s (${row.requests} requests each), p50 ${row.p50} ms, p99 ${row.p99} ms a request, errors ${row.errors}`,
  );
  return row;
}

/**
 * A published week's page (issue 19) before its first view and after: a render-cache miss
 * renders it from the database on every request (each request a new address), a hit answers the
 * page kept for the weeks' current content version (docs/decisions/085).
 */
async function publishedWeekViews(): Promise<Row[]> {
  const page = "/market-report?week=4";
  let counter = 0;
  const run = async (target: string, unique: boolean): Promise<Row> => {
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
  };
  const first = await fetch(`${ORIGIN}${page}`);
  const second = await fetch(`${ORIGIN}${page}`);
  console.log(
    `render cache: first view ${first.headers.get("x-render-cache")}, then ${second.headers.get("x-render-cache")}`,
  );
  return [
    await run(`published week ${page}, first view (rendered from the database)`, true),
    await run(`published week ${page}, after the first view (render cache)`, false),
  ];
}

const app = await startServer({ port: APP_PORT, host: "127.0.0.1" });
const bareBodies = new Map<string, Buffer>();
const bare = createServer((req, res) => {
  const body = bareBodies.get(req.url ?? "");
  if (!body) return res.writeHead(404).end();
  res.writeHead(200, { "content-encoding": "gzip", "content-length": body.length }).end(body);
}).listen(BARE_PORT, "127.0.0.1");

try {
  console.log(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s per target, loopback\n`);
  const rows: Row[] = [];
  const ratios: string[] = [];
  for (const view of VIEWS) {
    const paths = await viewPaths(view.page);
    // The bare server holds the same bytes: the page as our server rendered it, and the built files.
    for (const requestPath of paths) {
      const bytes =
        requestPath === view.page
          ? Buffer.from(await (await fetch(`${ORIGIN}${requestPath}`)).text())
          : readFileSync(path.join(CLIENT_DIR, requestPath));
      bareBodies.set(requestPath, gzipSync(bytes));
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
  bare.close();
}
