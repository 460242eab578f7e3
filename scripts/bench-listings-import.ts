// `npm run bench:listings-import`: the broker's first listings export of 5 years imported, at 20 years
// of a Greenwich-sized market (about 40,000 listings and 130,000 status and price events: the sample
// generator with more seeds, as `npm run bench:listings` draws it; the 5-year export holds the
// listings on the market or changed in its last 5 years, about a quarter) and at 100,000 listings.
// Each export is written as SmartMLS/Matrix gives it (M/D/YY dates, every status, list date,
// original and current price, price history, reductions, status dates, close price, DOM/CDOM, type,
// address, ZIP, beds, baths, square feet, lot, office and agent) and imported as
// `npm run listings:import` does it (decision 134), into an empty database, timed by phase:
//   - decode + read + check: the file decoded, the saved column mapping looked up, every row read
//     and checked (`readListingsFile`);
//   - plan: every row folded with the rows stored for its MLS number (`planOf`: the studio's check
//     shows it; the store plans again inside its transaction);
//   - store: one transaction: the plan, the rows, the listings and their events, the audit entry
//     (`storeListingUpload`);
// then, apart, the supply records rebuilt at the next request that reads the market (the listings
// read back and walked into the market's columns, `marketHistory`), and three imports after the
// first: the same file again (answered by its content), the same export saved again (CRLF: every
// listing planned, none changed) and the next week's export over it.
// On the embedded database in memory and in a data directory on disk (as `npm start` keeps it), and
// on PostgreSQL when DATABASE_URL is set (its database must hold no listings; the bench empties the
// listings tables and its audit entries afterwards, the seed weeks stay). Each database runs in a
// process of its own, as a server would, so no market a process keeps is reused from another run.
// A benchmark, not a test: figures vary with the machine. Target: the 5-year import (read + store)
// in under 10 s. Seconds of wall clock and of this process's CPU (on the embedded database the
// database's work is in it; PostgreSQL's is not), with the 1-minute load average beside each.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { count, eq } from "drizzle-orm";
import { auditLog, listingEvents, listingRows, listings, listingUploads } from "~db/schema";
import { addDays, dayNumber } from "../app/lib/calendar";
import { PROPERTY_TYPE_LABELS } from "../app/domain/contract-types";
import type { ListingHistory, ListingStatus } from "../app/domain/listing-history";
import { planOf, storeListingUpload, type ApplyResult } from "../app/features/listings-import/listing-apply.server";
import type { RowProblem } from "../app/features/listings-import/listing-export.server";
import { importListingsFile, readListingsFile } from "../app/features/listings-import/listing-file-import.server";
import { marketHistory } from "../app/server/history-source.server";
import { insertMissingSeedWeeks } from "../app/server/week-store.server";
import { openDatabase, type Database, type DatabaseHandle } from "../app/server/db.server";
import { generateListings, listingsAsOf } from "./bench-market";

const TARGET_SECONDS = 10;
const LAST_DAY = "2025-08-31";
const FIRST_DAY = addDays(LAST_DAY, -20 * 364 + 1);
/** The 5-year export's day: a week before the generated market's last day, so a week's export can follow it. */
const EXPORT_DAY = addDays(LAST_DAY, -7);
const FIVE_YEARS_FROM = addDays(EXPORT_DAY, -5 * 364 + 1);
const ACTOR = { userId: null, actor: "bench:listings-import" };
const ON_MARKET: readonly ListingStatus[] = ["coming-soon", "active", "under-contract"];

const load = () => loadavg()[0]!.toFixed(2);

// ---- The exports, written as the MLS gives them ----

const HEADER = [
  "MLS #",
  "Status",
  "Property Type",
  "Address",
  "Zip",
  "List Date",
  "Original List Price",
  "List Price",
  "Price History",
  "# Price Reductions",
  "Total Reduction",
  "Price Change Date",
  "Status Change Date",
  "Contract Date",
  "Close Date",
  "Close Price",
  "Off Market Date",
  "DOM",
  "CDOM",
  "Beds",
  "Full Baths",
  "Half Baths",
  "Sq Ft",
  "Lot Acres",
  "Listing Office",
  "Listing Agent",
];
const STATUS_WORDS: Record<ListingStatus, string> = {
  "coming-soon": "Coming Soon",
  active: "Active",
  "under-contract": "Under Contract",
  closed: "Closed",
  withdrawn: "Withdrawn",
  expired: "Expired",
  canceled: "Canceled",
  "temporarily-off-market": "Temporarily Off Market",
};
const STREETS = [
  "Round Hill Road",
  "Shore Road",
  "Lake Avenue",
  "Putnam Avenue",
  "Field Point Road",
  "Sound Beach Avenue",
];
const OFFICES = [
  "Shoreline Realty",
  "Harbor House Realty",
  "Round Hill Partners",
  "Cos Cob Homes",
  "Riverside Brokers",
];
const AGENTS = ["Anne Parker", "Mark Ellis", "Joan Reyes", "David Chen", "Laura Webb", "Sam Okafor", "Ellen Moss"];

/** M/D/YY, as SmartMLS's Matrix writes dates. */
function usDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${Number(month)}/${Number(day)}/${year!.slice(2)}`;
}
const usd = (price: number) => `$${price.toLocaleString("en-US")}`;
const quoted = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The same facts for an MLS number in every export: a number from its digits. */
function factsOf(number: number, type: ListingHistory["type"]) {
  const pick = <T>(list: readonly T[], salt: number) => list[(number * 7 + salt * 13) % list.length]!;
  const beds = type === "land" ? null : 2 + (number % 5);
  return {
    address: `${10 + (number % 390)} ${pick(STREETS, 1)}${type === "condo" ? ` Unit ${1 + (number % 24)}` : ""}`,
    beds,
    fullBaths: beds === null ? null : Math.max(1, beds - 1),
    halfBaths: beds === null ? null : number % 2,
    sqft: type === "land" ? null : 1_200 + (number % 60) * 100,
    lot: type === "condo" ? null : ((number % 400) + 20) / 100,
    office: pick(OFFICES, 2),
    agent: pick(AGENTS, 3),
  };
}

/** A listing's row in an export of `asOf` (its events until then). */
function exportRow(listing: ListingHistory, number: number, asOf: string): string {
  const { events } = listing;
  const last = events.at(-1)!;
  const prices = [{ date: listing.listDate, price: listing.originalPrice }];
  for (const event of events) if (event.price !== prices.at(-1)!.price) prices.push(event);
  const statusChange = events.filter((event, index) => index === 0 || event.status !== events[index - 1]!.status);
  const contract = events.find((event) => event.status === "under-contract");
  const offMarket = last.status === "withdrawn" || last.status === "expired" || last.status === "canceled";
  const dom = dayNumber(contract?.date ?? (offMarket ? last.date : asOf)) - dayNumber(listing.listDate);
  const reductions = prices.filter((point, index) => index > 0 && point.price < prices[index - 1]!.price).length;
  const facts = factsOf(number, listing.type);
  const cells = [
    String(number),
    STATUS_WORDS[last.status],
    PROPERTY_TYPE_LABELS[listing.type],
    facts.address,
    listing.zip,
    usDate(listing.listDate),
    usd(listing.originalPrice),
    usd(last.price),
    prices.map((point) => `${usDate(point.date)} ${usd(point.price)}`).join("; "),
    String(reductions),
    usd(Math.max(0, listing.originalPrice - last.price)),
    prices.length > 1 ? usDate(prices.at(-1)!.date) : "",
    usDate(statusChange.at(-1)!.date),
    contract && (last.status === "under-contract" || last.status === "closed") ? usDate(contract.date) : "",
    last.status === "closed" ? usDate(last.date) : "",
    last.status === "closed" && listing.closePrice !== null ? usd(listing.closePrice) : "",
    offMarket ? usDate(last.date) : "",
    String(dom),
    String(dom),
    facts.beds === null ? "" : String(facts.beds),
    facts.fullBaths === null ? "" : String(facts.fullBaths),
    facts.halfBaths === null ? "" : String(facts.halfBaths),
    facts.sqft === null ? "" : facts.sqft.toLocaleString("en-US"),
    facts.lot === null ? "" : facts.lot.toFixed(2),
    facts.office,
    facts.agent,
  ];
  return cells.map(quoted).join(",");
}

function exportText(rows: readonly ListingHistory[], numbers: ReadonlyMap<string, number>, asOf: string) {
  return [HEADER.join(","), ...rows.map((listing) => exportRow(listing, numbers.get(listing.mls)!, asOf))].join("\n");
}

const eventCount = (rows: readonly ListingHistory[]) => rows.reduce((sum, listing) => sum + listing.events.length, 0);
const thousands = (value: number) => value.toLocaleString("en-US");

// ---- One database's run, in a process of its own ----

type Job = {
  database: "memory" | "disk" | "postgres";
  files: { fiveYears: string; savedAgain: string; week: string };
};

type Timing = { wall: number; cpu: number };

async function timed<T>(run: () => Promise<T>): Promise<Timing & { result: T }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await run();
  const used = process.cpuUsage(cpu);
  return { result, wall: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 };
}

const plus = (a: Timing, b: Timing): Timing => ({ wall: a.wall + b.wall, cpu: a.cpu + b.cpu });

function line(label: string, timing: Timing, after = "") {
  console.log(
    `    ${label.padEnd(58)} ${timing.wall.toFixed(2).padStart(6)} s wall ${timing.cpu.toFixed(2).padStart(6)} s CPU  load ${load()}${after}`,
  );
}

/** The problems of a read or a store, printed; true when there are none. */
function noRefusal(what: string, problems: readonly RowProblem[], result?: ApplyResult): boolean {
  const refusal = result && "refused" in result ? result.refused : undefined;
  const all = [...problems, ...(refusal?.problems ?? [])];
  if (all.length === 0 && !refusal) return true;
  console.log(`    ${what}: ${refusal?.reason ?? ""} ${all.length} problem(s), the first:`);
  for (const problem of all.slice(0, 5))
    console.log(`      line ${problem.line}, ${problem.column}: ${problem.reason}`);
  return false;
}

/** Reads and stores an export as `npm run listings:import` does; the phases timed, the plan apart. */
async function importTimed(db: Database, file: string, asOf: string) {
  const reading = await timed(() => readListingsFile(db, { file, asOf }));
  if ("missing" in reading.result) throw new Error(`${file} is missing`);
  const { text, read, coversFrom } = reading.result;
  const plan = await timed(() => planOf(db, read, asOf));
  const store = await timed(() =>
    storeListingUpload(db, { text, fileName: path.basename(file), read, asOf, coversFrom, skipBad: false }, ACTOR),
  );
  const ok = noRefusal(path.basename(file), [...read.problems, ...plan.result.refusals], store.result);
  return { reading, plan, store, ok, result: store.result };
}

async function openJobDatabase(job: Job): Promise<{ handle: DatabaseHandle; label: string; done: () => void }> {
  if (job.database === "memory") {
    return { handle: await openDatabase({ memory: true }), label: "PGlite in memory", done: () => {} };
  }
  if (job.database === "disk") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bench-listings-import-"));
    return {
      handle: await openDatabase({ dataDir }),
      label: "PGlite on disk (a data directory, as npm start)",
      done: () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
  const [uploads] = await handle.db.select({ n: count() }).from(listingUploads);
  if (uploads!.n > 0) {
    await handle.close();
    throw new Error("DATABASE_URL's database holds listings: give the bench one without (it measures a first import)");
  }
  return { handle, label: "PostgreSQL (DATABASE_URL)", done: () => {} };
}

/** Empties the listings tables and the bench's audit entries (PostgreSQL is kept between runs). */
async function emptyListings(db: Database) {
  await db.transaction(async (tx) => {
    await tx.delete(listingEvents);
    await tx.delete(listings);
    await tx.delete(listingRows);
    await tx.delete(listingUploads);
    await tx.delete(auditLog).where(eq(auditLog.actor, ACTOR.actor));
  });
}

async function runJob(job: Job): Promise<boolean> {
  const { handle, label, done } = await openJobDatabase(job);
  const { db } = handle;
  const context = { forms: { db } };
  let ok = true;
  try {
    console.log(
      `  ${label}, load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    // The server before the upload: the seed weeks and the sample listings' market, built once.
    await insertMissingSeedWeeks(db);
    await marketHistory(context);
    const first = await importTimed(db, job.files.fiveYears, EXPORT_DAY);
    ok &&= first.ok;
    if ("stored" in first.result) {
      const { plan } = first.result.stored;
      const events = plan.folded.reduce((sum, listing) => sum + listing.history.events.length, 0);
      console.log(
        `    stored: ${thousands(first.result.stored.rows)} rows, ${thousands(plan.counts.added)} listings added, ${thousands(events)} events`,
      );
    }
    line("decode + read + check", first.reading);
    line("plan against the stored listings (the check's)", first.plan);
    line("store: one transaction (plans again, writes)", first.store);
    const total = plus(first.reading, first.store);
    const met = total.wall < TARGET_SECONDS;
    ok &&= met;
    line(
      "5-year import, read + store (npm run listings:import)",
      total,
      `  target < ${TARGET_SECONDS} s: ${met ? "met" : "MISSED"}`,
    );
    line("  the studio: check (read + plan), then apply", plus(plus(first.reading, first.plan), total));
    line("supply records rebuilt at the next request", await timed(() => marketHistory(context)));
    const same = await timed(() =>
      importListingsFile(db, { file: job.files.fiveYears, asOf: EXPORT_DAY, skipBad: false }, ACTOR),
    );
    const answered = "result" in same.result && "already" in same.result.result;
    ok &&= answered;
    line("the same file again (applied before: nothing)", same, answered ? "" : "  NOT answered as applied before");
    const again = await importTimed(db, job.files.savedAgain, EXPORT_DAY);
    const unchanged = "stored" in again.result ? again.result.stored.plan.counts.unchanged : 0;
    ok &&= again.ok;
    line(`the export saved again (${thousands(unchanged)} unchanged), read + store`, plus(again.reading, again.store));
    const week = await importTimed(db, job.files.week, LAST_DAY);
    ok &&= week.ok;
    const counts = "stored" in week.result ? week.result.stored.plan.counts : undefined;
    line(
      `a week's export (${thousands(counts?.added ?? 0)} added, ${thousands(counts?.changed ?? 0)} changed), read + store`,
      plus(week.reading, week.store),
    );
    line("supply records rebuilt at the next request", await timed(() => marketHistory(context)));
    if (job.database === "postgres") await emptyListings(db);
  } finally {
    await handle.close();
    done();
  }
  return ok;
}

// ---- The bench: each market's exports written, then each database's run in a process of its own ----

function bench(label: string, target: number, dir: string, databases: readonly Job["database"][]): boolean {
  const generated = generateListings(target, FIRST_DAY, LAST_DAY);
  const numbers = new Map(generated.map((listing, index) => [listing.mls, 170_000_000 + index]));
  const fiveYears = listingsAsOf(generated, EXPORT_DAY).filter(
    (listing) => listing.events.at(-1)!.date >= FIVE_YEARS_FROM || ON_MARKET.includes(listing.events.at(-1)!.status),
  );
  const week = listingsAsOf(generated, LAST_DAY).filter(
    (listing) => listing.events.at(-1)!.date > EXPORT_DAY || ON_MARKET.includes(listing.events.at(-1)!.status),
  );
  const files = {
    fiveYears: path.join(dir, `listings-${target}-5-years.csv`),
    savedAgain: path.join(dir, `listings-${target}-5-years-again.csv`),
    week: path.join(dir, `listings-${target}-week.csv`),
  };
  const text = exportText(fiveYears, numbers, EXPORT_DAY);
  writeFileSync(files.fiveYears, text);
  writeFileSync(files.savedAgain, text.replace(/\n/g, "\r\n"));
  writeFileSync(files.week, exportText(week, numbers, LAST_DAY));
  console.log(
    `\n${label}: ${thousands(generated.length)} listings, ${thousands(eventCount(generated))} status and price events, ${FIRST_DAY} to ${LAST_DAY}`,
  );
  console.log(
    `  the 5-year export (${FIVE_YEARS_FROM} to ${EXPORT_DAY}): ${thousands(fiveYears.length)} listings, ${thousands(eventCount(fiveYears))} status and price events, ${(text.length / 1024 / 1024).toFixed(1)} MB`,
  );
  console.log(
    `  the next week's export (to ${LAST_DAY}): ${thousands(week.length)} listings on the market or changed in the week`,
  );
  let ok = true;
  for (const database of databases) {
    const job: Job = { database, files };
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), JSON.stringify(job)],
      {
        stdio: "inherit",
      },
    );
    ok &&= child.status === 0;
  }
  return ok;
}

if (process.argv[2]) {
  const job = JSON.parse(process.argv[2]) as Job;
  process.exitCode = (await runJob(job)) ? 0 : 1;
} else {
  console.log(
    `bench:listings-import, Node ${process.version}, load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  const databases: Job["database"][] = ["memory", "disk"];
  if (process.env.DATABASE_URL) databases.push("postgres");
  else console.log("PostgreSQL: skipped (set DATABASE_URL to measure it too)");
  const dir = mkdtempSync(path.join(tmpdir(), "bench-listings-import-files-"));
  try {
    const only = process.env.BENCH_LISTINGS ? [Number(process.env.BENCH_LISTINGS)] : [40_000, 100_000];
    const results = only.map((target) =>
      bench(
        target === 40_000 ? "20 years of a Greenwich-sized market" : `${thousands(target)} listings`,
        target,
        dir,
        databases,
      ),
    );
    process.exitCode = results.every(Boolean) ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
