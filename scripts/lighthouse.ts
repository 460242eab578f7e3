// Lighthouse (mobile defaults) on the production server: `npm run lighthouse -- / /archive`.
// Starts `server.ts` on a spare port, runs each route RUNS times, prints the median scores.
// A benchmark script, not a test: figures vary with the machine.
import { spawn } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumExecutable } from "../tests/chromium";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3200);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const routes = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
if (routes.length === 0) routes.push("/");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not answer at ${url}`);
}

const server = spawn("npx", ["tsx", "server.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), LOG_LEVEL: "warn" },
  stdio: "inherit",
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
try {
  await waitForServer(`http://localhost:${PORT}/healthz`);
  console.log(`| route | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |`);
  console.log(`|---|---|---|---|---|---|---|---|`);
  for (const route of routes) {
    const runs: Record<string, number[]> = { perf: [], a11y: [], bp: [], seo: [], lcp: [], tbt: [], cls: [] };
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`http://localhost:${PORT}${route}`, {
        port: Number(chrome.port),
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = result.lhr;
      runs.perf!.push(Math.round((categories.performance?.score ?? 0) * 100));
      runs.a11y!.push(Math.round((categories.accessibility?.score ?? 0) * 100));
      runs.bp!.push(Math.round((categories["best-practices"]?.score ?? 0) * 100));
      runs.seo!.push(Math.round((categories.seo?.score ?? 0) * 100));
      runs.lcp!.push(Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0));
      runs.tbt!.push(Math.round(audits["total-blocking-time"]?.numericValue ?? 0));
      runs.cls!.push(Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)));
    }
    const m = (key: string) => median(runs[key]!);
    console.log(
      `| ${route} | ${m("perf")} | ${m("a11y")} | ${m("bp")} | ${m("seo")} | ${m("lcp")} | ${m("tbt")} | ${m("cls")} |`,
    );
  }
} finally {
  chrome.kill();
  server.kill("SIGTERM");
}
