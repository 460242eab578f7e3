// `npm run bench:import`: an export of 10,000 contracts spanning a year, imported as history in bulk
// (decision 112): read and checked, split into weeks, planned against the
// database's weeks and stored, every week published with its generated words, in one transaction
// that is rolled back at the end, so the database is left as it was. On the embedded database in
// memory, and on PostgreSQL when DATABASE_URL is set. Target: under a minute for 10,000 rows.
// A benchmark, not a test: figures vary with the machine.
import { loadavg } from "node:os";
import type { Contract } from "../app/domain/contract-types";
import { SAMPLE_SEED, sampleHistory } from "../app/domain/sample-history";
import { readBulkExport, storeBulkImport } from "../app/features/weeks/bulk-import.server";
import { insertMissingSeedWeeks } from "../app/server/week-store.server";
import { openDatabase, type Database, type DatabaseHandle } from "../app/server/db.server";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const TARGET_SECONDS = 60;
// After the seed weeks (the last ends 2025-10-21), ending before today.
const FROM = "2025-10-27";
const TO = "2026-10-25";

/** The sample generator's contracts over the year, drawn with more seeds until there are ROWS. */
function contracts(): Contract[] {
  const rows: Contract[] = [];
  for (let seed = SAMPLE_SEED; rows.length < ROWS; seed += 1) rows.push(...sampleHistory({ from: FROM, to: TO, seed }));
  return rows.slice(0, ROWS);
}

const cell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The contracts as an MLS-style export: an MLS number each, US dates, dollar prices. */
function exportText(rows: readonly Contract[]): string {
  const header = "MLS #,Address,Property Type,Zoning,Zip,Acres,Sq Ft,Contract Price,DOM,Contract Date";
  const lines = rows.map((row, index) => {
    const [year, month, day] = row.contractDate.split("-");
    return [
      170_000_000 + index,
      `${index + 1} ${row.address}`,
      row.type,
      row.zone,
      row.zip,
      row.acres,
      row.sqft,
      `$${row.price.toLocaleString("en-US")}`,
      row.dom,
      `${Number(month)}/${Number(day)}/${year}`,
    ]
      .map(cell)
      .join(",");
  });
  return [header, ...lines].join("\n");
}

class RolledBack extends Error {}

async function bench(name: string, handle: DatabaseHandle, text: string): Promise<boolean> {
  await insertMissingSeedWeeks(handle.db);
  const started = performance.now();
  let summary = "";
  try {
    await handle.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const reading = await readBulkExport(db, text);
      if (reading.fileProblems.length + reading.problems.length > 0) {
        throw new Error(
          `the export has problems: ${JSON.stringify([...reading.fileProblems, ...reading.problems].slice(0, 3))}`,
        );
      }
      const stored = await storeBulkImport(
        db,
        reading.plan,
        { replace: new Set(), publish: true },
        {
          userId: null,
          actor: "bench:import",
        },
      );
      const rows = stored.weeks.reduce((sum, week) => sum + week.contracts, 0);
      summary = `${stored.weeks.length} weeks published, ${rows} rows stored`;
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  const seconds = (performance.now() - started) / 1000;
  const ok = seconds < TARGET_SECONDS;
  console.log(
    `${name}: ${ROWS.toLocaleString("en-US")} rows in ${seconds.toFixed(2)} s, ${Math.round(ROWS / seconds).toLocaleString("en-US")} rows/s (${summary}; rolled back)  target < ${TARGET_SECONDS} s: ${ok ? "met" : "MISSED"}`,
  );
  return ok;
}

const text = exportText(contracts());
console.log(
  `bench:import, Node ${process.version}, load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(
      " ",
    )}; an export of ${ROWS.toLocaleString("en-US")} rows (${(text.length / 1024 / 1024).toFixed(1)} MB) from ${FROM} to ${TO}`,
);
const results: boolean[] = [];
const embedded = await openDatabase({ memory: true });
try {
  results.push(await bench("PGlite in memory", embedded, text));
} finally {
  await embedded.close();
}
if (process.env.DATABASE_URL) {
  const postgres = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  try {
    results.push(await bench("PostgreSQL (DATABASE_URL)", postgres, text));
  } finally {
    await postgres.close();
  }
} else {
  console.log("PostgreSQL: skipped (set DATABASE_URL to measure it too)");
}
process.exitCode = results.every(Boolean) ? 0 : 1;
