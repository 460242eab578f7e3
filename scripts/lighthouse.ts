// `npm run bench:lighthouse [-- /route ...]`: Lighthouse (Node API, mobile defaults) on the
// production server, RUNS times per route (default 3), every public route unless routes are named.
// The site is measured as a visitor's browser meets it: through nginx with TLS and HTTP/2, as
// docs/deployment.md runs it (a certificate made for the run); --direct measures the node server
// itself, over plain HTTP/1.1 on loopback.
// Prints and writes bench/results/lighthouse.md with the median scores, LCP, TBT and CLS.
// With --explain, each run also prints the simulated LCP's path (scripts/lighthouse-lcp-path.ts).
// Each row names the host's benchmarkIndex, Lighthouse's measure of this machine's CPU: its 4x CPU
// slowdown takes a high-end desktop (1500-2000) to a mid-tier phone, so on a slower host the
// figures describe a slower phone than that (Lighthouse's throttling guide).
// A benchmark script, not a test: figures vary with the machine (docs/performance.md).
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicRoutes } from "../app/lib/public-routes";
import { CHROMIUM_ARGS, chromiumExecutable } from "../tests/chromium";
import { startNginx, type Nginx } from "../tests/cluster/harness";
import { explainConfig, formatLcpPath, LCP_PATH_AUDIT_ID } from "./lighthouse-lcp-path";
import { startServer, type RunningServer } from "./production-server";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3200);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const OUTPUT = process.env.LIGHTHOUSE_OUTPUT ?? "bench/results/lighthouse.md";
const named = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const EXPLAIN = process.argv.includes("--explain");
const DIRECT = process.argv.includes("--direct");
const HOW = DIRECT
  ? "the node server directly, over HTTP/1.1 on loopback (`--direct`)"
  : "through nginx with TLS and HTTP/2 as deployed (docs/deployment.md)";
const routes = named.length > 0 ? named : [...publicRoutes];

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** Lighthouse's measure of the host's CPU (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** One Lighthouse run on `url` in the Chrome listening on `port`. */
export async function measure(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    },
    EXPLAIN ? explainConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  if (EXPLAIN) {
    const path = audits[LCP_PATH_AUDIT_ID];
    const items = (path?.details as { items?: { start: number; end: number; what: string }[] } | undefined)?.items;
    if (!items) console.log(`${url}: no simulated LCP path (${path?.errorMessage ?? "the audit did not run"})`);
    else
      console.log([`${url}: simulated LCP ${path?.numericValue} ms, its graph:`, ...formatLcpPath(items)].join("\n"));
  }
  const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories["best-practices"]?.score),
    seo: score(categories.seo?.score),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    totalBytes: Math.round(audits["total-byte-weight"]?.numericValue ?? 0),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

/** The median of each figure over several runs. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    totalBytes: of("totalBytes"),
    benchmarkIndex: of("benchmarkIndex"),
  };
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Every public route (or the named ones) on our build: bench/results/lighthouse.md. */
async function measureRoutes(baseUrl: string, chromePort: number): Promise<void> {
  const lines = [
    `# Lighthouse, mobile defaults, median of ${RUNS} runs`,
    "",
    `Measured ${today()} with \`npm run bench:lighthouse\` on the production build, ${HOW}.`,
    "",
    "| route | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | bytes | host benchmarkIndex |",
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const [index, route] of routes.entries()) {
    const runs: LighthouseFigures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(`${baseUrl}${route}`, chromePort));
    const m = medianFigures(runs);
    const line = `| ${route} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.totalBytes} | ${m.benchmarkIndex} |`;
    lines.push(line);
    console.log(`[${index + 1}/${routes.length}] ${line}`);
  }
  const below = lines
    .filter((line) => /^\| \//.test(line))
    .filter((line) => {
      const [, , perf, a11y, bp, seo] = line.split("|").map((cell) => cell.trim());
      return Number(perf) < 98 || Number(a11y) < 100 || Number(bp) < 100 || Number(seo) < 100;
    });
  lines.push(
    "",
    `Goal: performance >= 98 and the other three 100 on every route. Below the goal: ${below.length} of ${routes.length}.`,
  );
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(OUTPUT, `${lines.join("\n")}\n`);
  console.log(lines.join("\n"));
  console.log(`\nWritten to ${OUTPUT}`);
}

async function main() {
  let server: RunningServer | undefined;
  let nginx: Nginx | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // Behind nginx, as deployed: the scheme and the client's address come from its headers.
    // A server behind a proxy names its public origin (decision 094): nginx's, on the next port.
    const proxied = { TRUST_PROXY: "1", SITE_URL: process.env.SITE_URL ?? `https://127.0.0.1:${PORT + 1}` };
    server = await startServer({ port: PORT, host: "127.0.0.1", env: DIRECT ? {} : proxied });
    if (!DIRECT) nginx = await startNginx(PORT + 1, [PORT], { tls: true });
    chrome = await chromeLauncher.launch({
      chromePath: chromiumExecutable({ wholeBrowser: true }),
      // The certificate is made for the run; nothing else about TLS is skipped.
      chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, ...(DIRECT ? [] : ["--ignore-certificate-errors"])],
    });
    await measureRoutes(nginx?.url ?? server.url, Number(chrome.port));
  } finally {
    chrome?.kill();
    await nginx?.stop();
    server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
