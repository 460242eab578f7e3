// `npm run bench:lighthouse [-- /route ...]`: Lighthouse (Node API, mobile defaults) on the
// production server, RUNS times per route (default 3), every public route unless routes are named.
// Prints and writes bench/results/lighthouse.md with the median scores, LCP, TBT and CLS.
// A benchmark script, not a test: figures vary with the machine (docs/performance.md).
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicRoutes } from "../app/lib/public-routes";
import { CHROMIUM_ARGS, chromiumExecutable } from "../tests/chromium";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3200);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const OUTPUT = process.env.LIGHTHOUSE_OUTPUT ?? "bench/results/lighthouse.md";
const named = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
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
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not answer at ${url}`);
}

/** One Lighthouse run on `url` in the Chrome listening on `port`. */
export async function measure(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
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
  };
}

async function main() {
  const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const lines = [
    `# Lighthouse, mobile defaults, median of ${RUNS} runs`,
    "",
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:lighthouse\` on the production build.`,
    "",
    "| route | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | bytes |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  try {
    await waitForServer(`http://localhost:${PORT}/healthz`);
    for (const [index, route] of routes.entries()) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await measure(`http://localhost:${PORT}${route}`, Number(chrome.port)));
      const m = medianFigures(runs);
      const line = `| ${route} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.totalBytes} |`;
      lines.push(line);
      console.log(`[${index + 1}/${routes.length}] ${line}`);
    }
  } finally {
    chrome.kill();
    server.kill("SIGTERM");
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

if (import.meta.url === `file://${process.argv[1]}`) await main();
