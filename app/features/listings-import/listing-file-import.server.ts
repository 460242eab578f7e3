// A listings export imported from a file, without the studio (decision 134): `npm run
// listings:import` and LISTINGS_FILE at start-up (decision 135). The same reading, column mapping
// saved in the studio, plan and one-transaction store as the studio's upload; every refused row is
// printed with its reason, and nothing is stored while any is, unless skipping them was asked.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { decodeExport, exportHeaders } from "~/domain/mls-export.server";
import type { Database } from "~/server/db.server";
import { savedColumnMap } from "~/server/mls-uploads.server";
import {
  LISTING_FIELD_NAMES,
  readListingExport,
  type ListingColumnMap,
  type ListingExport,
} from "./listing-export.server";
import { defaultCoversFrom } from "./listing-plan";
import { newestAsOf, storeListingUpload, type ApplyResult, type ListingActor } from "./listing-apply.server";

export type FileImportOptions = {
  file: string;
  /** The day the export shows (no date in it may be later). */
  asOf: string;
  /** The first day it covers; by default as the studio proposes it (defaultCoversFrom). */
  coversFrom?: string;
  skipBad: boolean;
};

export type FileImportOutcome = { missing: string } | { result: ApplyResult; lines: string[]; rowCount: number };

/** One line per refused row problem: the file, its line, the export's header and why. */
function problemLines(file: string, problems: readonly { line: number; column: string | null; reason: string }[]) {
  return problems.map(
    (problem) =>
      `${file} line ${problem.line}${problem.column ? `, column "${problem.column}"` : ""}: ${problem.reason}`,
  );
}

/** The export at `file` decoded, read and checked, and the first day it covers; nothing stored. */
export async function readListingsFile(
  db: Database,
  options: Pick<FileImportOptions, "file" | "asOf" | "coversFrom">,
): Promise<{ missing: string } | { text: string; read: ListingExport; coversFrom: string }> {
  let text: string;
  try {
    text = decodeExport(await readFile(path.resolve(options.file))).text;
  } catch {
    return { missing: options.file };
  }
  // A column mapping the broker saved in the studio for these headers reads them here too (decision 106).
  const columnMap: ListingColumnMap =
    (await savedColumnMap(db, "listings", exportHeaders(text), LISTING_FIELD_NAMES)) ?? {};
  const read = readListingExport(text, { asOf: options.asOf, columnMap });
  const coversFrom = options.coversFrom ?? defaultCoversFrom(read.earliestDate, options.asOf, await newestAsOf(db));
  return { text, read, coversFrom };
}

/** Reads, checks and stores the export at `file` (nothing stored when it is refused). */
export async function importListingsFile(
  db: Database,
  options: FileImportOptions,
  by: ListingActor,
): Promise<FileImportOutcome> {
  const file = await readListingsFile(db, options);
  if ("missing" in file) return file;
  const { text, read, coversFrom } = file;
  const result = await storeListingUpload(
    db,
    { text, fileName: path.basename(options.file), read, asOf: options.asOf, coversFrom, skipBad: options.skipBad },
    by,
  );
  const problems = "refused" in result ? (result.refused.problems ?? read.problems) : [];
  const skipped = "stored" in result ? [...read.problems, ...result.stored.plan.refusals] : [];
  return {
    result,
    rowCount: read.rowCount,
    lines: problemLines(path.basename(options.file), [...problems, ...skipped]),
  };
}

/** What happened, in one sentence. */
export function outcomeWords(outcome: Extract<FileImportOutcome, { result: unknown }>): string {
  const { result } = outcome;
  if ("already" in result) {
    return `This export was applied before (upload ${result.already.uploadId}, ${result.already.fileName}): nothing changed.`;
  }
  if ("refused" in result) return result.refused.reason;
  const { counts } = result.stored.plan;
  return `Stored upload ${result.stored.uploadId}: ${result.stored.rows} row(s) read, ${counts.added} listing(s) added, ${counts.changed} changed, ${counts.unchanged} unchanged${result.stored.refused > 0 ? `, ${result.stored.refused} row(s) skipped` : ""}.`;
}
