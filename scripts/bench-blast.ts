// `npm run bench:blast`: the report e-mail's blast. Two instances behind nginx on one
// PostgreSQL (the cluster harness, tests/cluster/harness.ts), both having served the site; then a
// week is published through the shared database (npm run report:import, as tests/cluster/run.ts
// does, with no request to either instance) and BLAST_VISITORS (default 500) visitors open its
// page within BLAST_SECONDS (default 30) through nginx: BLAST_BURST (default 100) of them at once,
// the rest at times spread evenly over the window; once from the moment the command returns, and
// once (another week) from BLAST_DELAY_MS later, when the report e-mail would go out. Each visitor is a
// new connection asking for the page, compressed. Prints p50, p99, the slowest, errors, and how
// the render cache answered (X-Render-Cache). Ports 4130-4133. A benchmark, not a test.
// BLAST_MODES (default "on,weeks"): the instances' RENDER_CACHE, one run each on the same database:
// "on" is this build (versions learnt from notices, hits before Express, more warmed; decision 115),
// "weeks" the landed main's approach (a version query per request, a poll a second, decision 108).
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { startInstance, startNginx, startPostgres, type Instance } from "../tests/cluster/harness";
import { publishWeekByCommand, singleFamilyRow } from "../tests/support/publish-week";

const VISITORS = Number(process.env.BLAST_VISITORS ?? 500);
const SECONDS = Number(process.env.BLAST_SECONDS ?? 30);
const BURST = Math.min(VISITORS, Number(process.env.BLAST_BURST ?? 100));
const PORTS = { nginx: 4130, instances: [4131, 4132], postgres: 4133 };
const WEEK = 91;
const MODES = (process.env.BLAST_MODES ?? "on,weeks").split(",").filter(Boolean);
/** When the report e-mail would go out after a publication: the sender's warm, the other instance's poll (1 s). */
const DELAY_MS = Number(process.env.BLAST_DELAY_MS ?? 3000);

type View = { ms: number; status: number; cache: string };

/** One visitor: a new connection, the page, its whole body read. */
function visit(url: string): Promise<View> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent: false, headers: { "accept-encoding": "br, gzip" } }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          ms: performance.now() - started,
          status: res.statusCode ?? 0,
          cache: String(res.headers["x-render-cache"] ?? "none"),
        }),
      );
    });
    req.on("error", () => resolve({ ms: performance.now() - started, status: 0, cache: "error" }));
    req.end();
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Publishes a week through the shared database, as tests/cluster/run.ts does. */
function publish(week: number) {
  // Week 90 starts on Monday 2025-11-03; each week after it, seven days later (weeks may not overlap).
  const day = (offset: number) => new Date(Date.UTC(2025, 10, 3 + 7 * (week - 90) + offset)).toISOString().slice(0, 10);
  const [year, month, date] = day(1).split("-");
  const contractDate = `${month}/${date}/${year}`;
  const took = publishWeekByCommand({
    week,
    start: day(0),
    end: day(6),
    rows: Array.from({ length: 14 }, (_, index) =>
      singleFamilyRow(`${index + 1} Blast Lane`, 2_000_000 + index * 75_000, 10 + index, contractDate),
    ),
    env,
    dir: weekDir,
  });
  console.log(`week ${week} published in ${Math.round(took)} ms (report:import)`);
}

/** VISITORS views of `url`: BURST at once, the rest spread over SECONDS; their figures printed. */
async function blast(url: string, delayMs: number) {
  const started = performance.now();
  const spread = VISITORS - BURST;
  const views = await Promise.all(
    Array.from({ length: VISITORS }, async (_, index) => {
      const at = index < BURST ? 0 : ((index - BURST + 1) / spread) * SECONDS * 1000;
      const wait = at - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return visit(url);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const times = views.map((view) => view.ms).sort((a, b) => a - b);
  const errors = views.filter((view) => view.status !== 200).length;
  const states = new Map<string, number>();
  for (const view of views) states.set(view.cache, (states.get(view.cache) ?? 0) + 1);
  const burst = views
    .slice(0, BURST)
    .map((view) => view.ms)
    .sort((a, b) => a - b);
  console.log(
    [
      `${VISITORS} views of ${new URL(url).pathname}${new URL(url).search} in ${elapsed.toFixed(1)} s through nginx, two instances, from ${delayMs} ms after the command returned (${BURST} at once, then spread over ${SECONDS} s):`,
      `  p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms, errors ${errors}`,
      `  the first ${BURST}, at once: p50 ${percentile(burst, 50).toFixed(1)} ms, p99 ${percentile(burst, 99).toFixed(1)} ms`,
      `  X-Render-Cache: ${[...states].map(([state, n]) => `${state} ${n}`).join(", ")}`,
    ].join("\n"),
  );
}

const postgres = await startPostgres(PORTS.postgres);
const env = { DATABASE_URL: postgres.url("gmr"), TRUST_PROXY: "1", SITE_URL: `http://127.0.0.1:${PORTS.nginx}` };
const weekDir = mkdtempSync(path.join(tmpdir(), "gmr-blast-week-"));
let instances: Instance[] = [];
try {
  for (const [round, mode] of MODES.entries()) {
    console.log(`\nRENDER_CACHE=${mode}${mode === "weeks" ? " (the landed main's approach)" : ""}`);
    instances = await Promise.all(PORTS.instances.map((port) => startInstance(port, { ...env, RENDER_CACHE: mode })));
    const nginx = await startNginx(PORTS.nginx, PORTS.instances);
    try {
      // Both instances have served the weekly pages of the current version before the publication.
      for (const port of PORTS.instances)
        for (const page of ["/market-report", "/archive", "/market-report?week=1"])
          await visit(`http://127.0.0.1:${port}${page}`);

      // Round 1: the visitors come the moment the command returns, before any e-mail could be out.
      // Round 2: they come when the report e-mail would go out: the instance that sends it waits for
      // its own warm (server/delivery.ts), the other learns the version from its notice or its poll;
      // DELAY_MS after the command's return stands for that.
      for (const [week, delayMs] of [
        [WEEK + 2 * round, 0],
        [WEEK + 2 * round + 1, DELAY_MS],
      ] as const) {
        publish(week);
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        await blast(`${nginx.url}/market-report?week=${week}`, delayMs);
      }
    } finally {
      await nginx.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      instances = [];
    }
  }
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await postgres.stop();
  rmSync(weekDir, { recursive: true, force: true });
}
