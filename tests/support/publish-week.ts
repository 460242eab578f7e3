// A week published as the broker would from a terminal: a small contracts export written to a file
// and `scripts/cli.ts report:import <file> --week N --start D --end D --publish` run on it, in a
// process of its own, against the database its environment names (DATA_DIR's embedded database
// through its control socket, or DATABASE_URL). Used by the browser tests, the cluster test and
// the benchmarks, which publish while their servers run.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

const EXPORT_HEADER = "Address,Property Type,Zoning,Zip,Acres,Sq Ft,Contract Price,DOM,Contract Date";

/** One contract of the export: a single-family house zoned RA-1 in 06830, one acre, 3,000 sq ft. */
export function singleFamilyRow(address: string, price: number | string, daysOnMarket: number, usDate: string) {
  return `${address},Single Family,RA-1,06830,1,3000,${price},${daysOnMarket},${usDate}`;
}

type PublishedWeek = {
  week: number;
  /** The week's first and last days, ISO dates. */
  start: string;
  end: string;
  /** The export's contract rows, without its header (see singleFamilyRow). */
  rows: readonly string[];
  /** Added to this process's environment: where the command finds the database. */
  env: Record<string, string | undefined>;
  /** The folder the export is written to (as export-<week>.csv). */
  dir: string;
  /** Replace a week already published (`--force`). */
  force?: boolean;
};

/** Publishes the week through `report:import`; returns how long the command took, in ms. It throws when the command fails. */
export function publishWeekByCommand({ week, start, end, rows, env, dir, force = false }: PublishedWeek): number {
  const file = path.join(dir, `export-${week}.csv`);
  writeFileSync(file, [EXPORT_HEADER, ...rows].join("\n"));
  const started = performance.now();
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/cli.ts",
      "report:import",
      file,
      "--week",
      String(week),
      "--start",
      start,
      "--end",
      end,
      "--publish",
      ...(force ? ["--force"] : []),
    ],
    { env: { ...process.env, ...env }, stdio: "pipe" },
  );
  return performance.now() - started;
}
