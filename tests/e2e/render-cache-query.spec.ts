import { expect, test } from "@playwright/test";
import { migratedDataDir } from "./data-dir";
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { startServer, type RunningServer } from "../../scripts/production-server";
import { publishWeekByCommand, singleFamilyRow } from "../support/publish-week";
import { stopServer } from "./studio-server";

// Decision 115: the trends, quarterly and dashboard pages kept in the render cache per normalised
// query answer exactly what a render on each request answers. Two servers of their own, each on a
// fresh embedded database seeded alike (ports 4272-4273): one with the cache ("on"), one as before
// ("weeks": these pages rendered on every request); every answer compared byte for byte, the
// uncached page's per-response nonce taken out (the cached page allows its scripts by hash).

const SITE_URL = `http://localhost:${4272 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`;
let cached: RunningServer;
let uncached: RunningServer;
const dataDirs: string[] = [];

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const start = async (port: number, mode: string) => {
    const dataDir = await migratedDataDir("query-cache");
    dataDirs.push(dataDir);
    return startServer({
      port,
      stdio: "ignore",
      timeoutMs: 120_000,
      env: { DATA_DIR: dataDir, SITE_URL, RENDER_CACHE: mode },
    });
  };

  [cached, uncached] = await Promise.all([
    start(Number(new URL(SITE_URL).port), "on"),
    start(Number(new URL(SITE_URL).port) + 1, "weeks"),
  ]);
});

test.afterAll(async () => {
  await Promise.all([stopServer(cached), stopServer(uncached)]);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const withoutNonce = (text: string) => text.replaceAll(/ nonce="[^"]*"/g, "");

/**
 * A process's CPU time so far in hundredths of a second (user and system): from Linux's /proc (in
 * clock ticks, a hundred a second), else from `ps` where it gives hundredths (macOS's "0:01.23");
 * null where neither does.
 */
function cpuTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After "pid (name) ": state, then fields 4 onwards; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    // No /proc: [[dd-]hh:]mm:ss.hh from ps.
    const time = /^(?:(\d+)-)?(?:(\d+):)?(\d+):(\d+)\.(\d\d)$/.exec(
      execFileSync("ps", ["-o", "time=", "-p", String(pid)], { encoding: "utf8" }).trim(),
    );
    if (!time) return null;
    const [days, hours, minutes, seconds] = time.slice(1, 5).map((part) => Number(part ?? 0));
    return (((days! * 24 + hours!) * 60 + minutes!) * 60 + seconds!) * 100 + Number(time[5]);
  }
}

/**
 * Resolves once the process has used under 2 % of a core for a whole second (its background work
 * done), checked every 250 ms, within a minute.
 */
async function untilQuiet(pid: number): Promise<void> {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  if (cpuTicks(pid) === null)
    throw new Error("no /proc and no ps giving hundredths of a second: cannot tell when the server is quiet");
  const samples: number[] = [];
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(250)) {
    samples.push(cpuTicks(pid)!);
    // Five samples span a second; 100 ticks are a second of one core.
    if (samples.length >= 5 && samples.at(-1)! - samples.at(-5)! < 2) return;
  }
  throw new Error(`process ${pid} did not go quiet within a minute`);
}

// A crawler's render is the whole document, as the cache renders it (no streamed boundaries).
const CRAWLER = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

async function get(server: RunningServer, address: string) {
  const response = await fetch(`${server.url}${address}`, { headers: CRAWLER });
  return { status: response.status, state: response.headers.get("x-render-cache"), bytes: await response.text() };
}

/** Every spelling answered by the cache, the second time a hit, with the bytes of the uncached render of `normalised`. */
async function expectSameAnswer(normalised: string, spellings: readonly string[] = []) {
  const expected = await get(uncached, normalised);
  expect(expected.status, normalised).toBe(200);
  expect(expected.state, normalised).toBeNull();
  for (const address of [normalised, normalised, ...spellings]) {
    const answer = await get(cached, address);
    expect(answer.status, address).toBe(200);
    expect(answer.state, address).toMatch(/^(hit|miss|shared)$/);
    expect(answer.bytes === withoutNonce(expected.bytes), `${address}: the bytes of ${normalised}`).toBe(true);
  }
  expect((await get(cached, normalised)).state).toBe("hit");
}

test("the trends page and its CSV: one entry for every spelling of a view, the bytes of a render", async () => {
  const view = "/market-trends?measure=median-price&period=1y&type=all&zip=all&band=all";
  await expectSameAnswer(view, [
    "/market-trends?type=all&period=1y",
    "/market-trends?period=1y&type=all&utm_source=email",
    "/market-trends",
  ]);
  await expectSameAnswer("/market-trends?measure=contracts&period=3y&type=condo&zip=all&band=all", [
    "/market-trends?type=condo&period=3y&measure=contracts",
  ]);
  await expectSameAnswer("/market-trends.csv?measure=median-price&period=all&type=all&zip=06830&band=all", [
    "/market-trends.csv?zip=06830&period=all",
  ]);
});

test("a query the page names as wrong is rendered as before, and never kept", async () => {
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await get(cached, "/market-trends?period=forever");
    expect(answer.status).toBe(200);
    expect(answer.state).toBeNull();
    expect(answer.bytes).toContain("forever");
  }
  const csv = await get(cached, "/market-trends.csv?period=forever");
  expect(csv.status).toBe(400);
  expect(csv.state).toBeNull();
});

test("the quarterly pages: the newest quarter, a named one, whatever the query", async () => {
  const index = await get(uncached, "/quarterly-report");
  const quarter = /\/quarterly-report\/(\d{4}-q[1-4])/.exec(index.bytes)?.[1];
  expect(quarter).toBeTruthy();
  await expectSameAnswer("/quarterly-report", ["/quarterly-report?from=email"]);
  await expectSameAnswer(`/quarterly-report/${quarter}`);
  const pdf = await fetch(`${cached.url}/quarterly-report/${quarter}.pdf`);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect((await fetch(`${cached.url}/quarterly-report/${quarter}.pdf?x=1`)).headers.get("x-render-cache")).toBe("hit");
  const unknown = await get(cached, "/quarterly-report/1999-q1");
  expect(unknown.status).toBe(404);
  expect(unknown.state).toBeNull();
});

test("the dashboard: the default view and a filtered one, as its own links spell them", async () => {
  await expectSameAnswer("/mock-market-report");
  const page = await get(uncached, "/mock-market-report");
  const filtered = [...page.bytes.matchAll(/href="(\/mock-market-report\?[^"#]*type=[^"#]*)"/g)]
    .map((match) => match[1]!.replaceAll("&amp;", "&"))
    .find((address) => !address.includes("listing=") && !address.includes("glossary="));
  expect(filtered).toBeTruthy();
  await expectSameAnswer(filtered!);
  // The export prints no address: any spelling of the view is the same file.
  const exportCsv = filtered!.replace("/mock-market-report?", "/mock-market-report/export.csv?");
  await expectSameAnswer(exportCsv, [`${exportCsv}&listing=none`]);
  // A dialog open is rendered each time (the page hydrates with it open).
  expect((await get(cached, `${filtered}&glossary=1`)).state).toBeNull();
});

test("a kept page answers 304 to its ETag", async () => {
  const address = "/market-trends?measure=median-price&period=1y&type=all&zip=all&band=all";
  const first = await fetch(`${cached.url}${address}`);
  const etag = first.headers.get("etag");
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await fetch(`${cached.url}${address}`, { headers: { "If-None-Match": etag! } });
  expect(again.status).toBe(304);
  expect(first.headers.get("content-security-policy")).toContain("'sha256-");
});

test("a week published while running is warmed with its PDF, share image, investor pages, trends and quarter", async () => {
  test.setTimeout(120_000);
  // Through the control socket of the cached server's embedded database, as the studio would publish.
  publishWeekByCommand({
    week: 90,
    start: "2025-11-03",
    end: "2025-11-09",
    rows: Array.from({ length: 5 }, (_, n) => singleFamilyRow(`${n + 1} Warm Lane`, `2${n}00000`, 10, "11/04/2025")),
    env: { DATA_DIR: dataDirs[0]! },
    dir: dataDirs[0]!,
  });
  // Nobody asks for these after the publication: a hit is the warm's work. The server learns of the
  // week (a spelling of its page no test below asks for answers 200), then warms it: the warm is
  // done when the server goes quiet.
  let probe = 0;
  await expect
    .poll(
      async () =>
        (await fetch(`${cached.url}/market-report?week=90&probe=${++probe}`).catch(() => ({ status: 0 }))).status,
      { timeout: 60_000 },
    )
    .toBe(200);
  await untilQuiet(cached.child.pid!);
  for (const address of [
    "/market-report?week=90",
    "/weekly-contracts/greenwich-weekly-contracts-week-90.pdf",
    "/og/market-report-week-90.png",
    "/investors/zip-code-hotspots",
    "/investors/rental-market",
    "/market-trends",
    "/quarterly-report",
  ]) {
    // Sent again once when the server closed the kept-alive connection as the request went out
    // (the wait for quiet outlasts its idle timeout), as a browser does.
    const response = await fetch(`${cached.url}${address}`).catch(() => fetch(`${cached.url}${address}`));
    expect(response.status, address).toBe(200);
    expect(response.headers.get("x-render-cache"), address).toBe("hit");
  }
});
