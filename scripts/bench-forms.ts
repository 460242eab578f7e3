// `npm run bench:forms`: load on the newsletter form of the production build, then a crash.
// 1. autocannon posts valid sign-ups (each a new address) to /subscribe for BENCH_SECONDS
//    (default 30) with the rate limit lifted; prints requests/s, p50/p99 latency, non-2xx, and
//    the rows stored against the 2xx answers (they must be equal).
// 2. The server is killed with SIGKILL in the middle of a run and started again; every
//    acknowledged sign-up must still be stored.
// Needs `npm run build` first. Uses a fresh data directory in the system's temp folder.
import autocannon from "autocannon";
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { subscribers } from "~db/schema";
import { openDatabase } from "../app/server/db.server";
import { startServer } from "./production-server";

const PORT = Number(process.env.BENCH_PORT ?? 3110);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ORIGIN = `http://127.0.0.1:${PORT}`;

if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), "gmr-bench-forms-"));

async function startFormServer(): Promise<ChildProcess> {
  // server.ts is imported by node itself (no tsx wrapper process), so SIGKILL really kills it.
  const { child } = await startServer({
    port: PORT,
    env: { DATA_DIR: dataDir, FORM_RATE_LIMIT: "0" },
    stdio: ["ignore", "ignore", "inherit"],
    // A restart after SIGKILL recovers the database first.
    timeoutMs: 60_000,
  });
  return child;
}

async function stopServer(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await once(child, "exit");
}

async function storedRows(): Promise<number> {
  const handle = await openDatabase({ dataDir });
  try {
    const [row] = await handle.db.select({ rows: count() }).from(subscribers);
    return row?.rows ?? 0;
  } finally {
    await handle.close();
  }
}

let sequence = 0;
/** A timed run (`seconds`), or exactly `amount` requests, each answer awaited. */
function load(run: { seconds: number } | { amount: number }, phase: string) {
  return autocannon({
    url: ORIGIN,
    connections: CONNECTIONS,
    ...("amount" in run ? { amount: run.amount } : { duration: run.seconds }),
    requests: [
      {
        method: "POST",
        path: "/subscribe",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
        setupRequest: (request) => {
          sequence += 1;
          const body = new URLSearchParams({
            firstName: "Bench",
            lastName: "Reader",
            email: `bench-${phase}-${sequence}@example.com`,
            userType: "buyer",
          }).toString();
          return { ...request, body };
        },
      },
    ],
  });
}

try {
  console.log(`Phase 1: ${SECONDS} s of valid sign-ups, ${CONNECTIONS} connections, rate limit lifted`);
  let server = await startFormServer();
  const result = await load({ seconds: SECONDS }, "steady");
  // A timed run stops without waiting for the answers in flight (at most one per connection):
  // those sign-ups are stored but never counted as 2xx. A run of a fixed number of requests
  // waits for every answer, so there stored rows and 2xx answers must be equal.
  await stopServer(server, "SIGTERM");
  const timedStored = await storedRows();
  server = await startFormServer();
  const exact = await load({ amount: 20 * CONNECTIONS }, "exact");
  await stopServer(server, "SIGTERM");
  const stored = await storedRows();
  const exactStored = stored - timedStored;
  console.log(`  requests/s (mean): ${result.requests.average.toFixed(1)}`);
  console.log(`  latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms`);
  console.log(
    `  2xx: ${result["2xx"]}, non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
  );
  console.log(
    `  timed run: rows stored ${timedStored}, 2xx ${result["2xx"]} (difference ${timedStored - result["2xx"]}: answers in flight at the cut-off, at most ${CONNECTIONS})`,
  );
  console.log(
    `  ${20 * CONNECTIONS} requests, every answer awaited: rows stored ${exactStored}, 2xx ${exact["2xx"]}, non-2xx ${exact.non2xx} -> ${exactStored === exact["2xx"] ? "equal" : "NOT EQUAL"}`,
  );

  console.log("Phase 2: SIGKILL during a run, then restart");
  server = await startFormServer();
  const running = load({ seconds: 10 }, "crash");
  await new Promise((resolve) => setTimeout(resolve, 4000));
  const killed = server;
  await stopServer(killed, "SIGKILL");
  const crash = await running;
  // The restart takes over the dead server's lock and recovers the database.
  server = await startFormServer();
  await stopServer(server, "SIGTERM");
  const afterCrash = (await storedRows()) - stored;
  console.log(`  acknowledged (2xx) before the kill: ${crash["2xx"]}, failed requests: ${crash.errors}`);
  console.log(
    `  stored after restart: ${afterCrash} -> ${afterCrash >= crash["2xx"] ? "no acknowledged sign-up lost" : `${crash["2xx"] - afterCrash} LOST`}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
