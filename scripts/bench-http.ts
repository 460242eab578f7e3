// `npm run bench:http`: autocannon on loopback against the production server (a prerendered page,
// a server-rendered page, two pages' hydration state, a hashed asset, /healthz) and against bare
// node:http serving the same prerendered file, for BENCH_SECONDS each (default 20). Prints requests
// per second, p50/p99 latency and errors, and the prerendered page's throughput as a ratio of bare
// node:http's.
// A benchmark script, not a test (docs/performance.md).
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startServer } from "./production-server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3300);
const BARE_PORT = APP_PORT + 1;
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

type Row = { target: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(target: string, url: string): Promise<Row> {
  // Browsers ask for compressed responses; so does the benchmark, for every target alike.
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip" },
  });
  const row = {
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  console.log(
    `${target}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}`,
  );
  return row;
}

const entry = readdirSync("build/client/assets").find(
  (name) => name.startsWith("entry.client") && name.endsWith(".js"),
);
if (!entry) throw new Error("No build: run `npm run build` first.");
// The bare server sends the prerendered home page gzip-compressed once, as fast as node:http can.
const homeHtml = gzipSync(readFileSync(path.join("build/client", "index.html")));
const bare = createServer((_req, res) => {
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-encoding": "gzip",
    "content-length": homeHtml.length,
  });
  res.end(homeHtml);
}).listen(BARE_PORT, "127.0.0.1");

const app = await startServer({ port: APP_PORT, host: "127.0.0.1" }).catch((error: unknown) => {
  bare.close();
  throw error;
});

try {
  console.log(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s per target, loopback\n`);
  const rows = [
    await load("bare node:http, same prerendered page", `http://127.0.0.1:${BARE_PORT}/`),
    await load("prerendered page /", `${ORIGIN}/`),
    await load("server-rendered /mock-market-report?type=Condo", `${ORIGIN}/mock-market-report?type=Condo`),
    // The second request of every page view: its hydration state (docs/decisions/013).
    await load("hydration state of /", `${ORIGIN}/__hydration-state?path=%2F`),
    await load(
      "hydration state of /mock-market-report?type=Condo",
      `${ORIGIN}/__hydration-state?path=${encodeURIComponent("/mock-market-report?type=Condo")}`,
    ),
    await load(`hashed asset /assets/${entry}`, `${ORIGIN}/assets/${entry}`),
    await load("/healthz", `${ORIGIN}/healthz`),
  ];
  const [bareRow, prerendered] = rows;
  console.log("\n| target | req/s | p50 ms | p99 ms | errors | non-2xx |\n|---|---|---|---|---|---|");
  for (const row of rows)
    console.log(`| ${row.target} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`);
  const ratio = bareRow!.rps / Math.max(prerendered!.rps, 1);
  console.log(
    `\nbare node:http serves the prerendered page ${ratio.toFixed(2)}x as fast as the production server (target: at most 2x).`,
  );
} finally {
  app.stop();
  bare.close();
}
