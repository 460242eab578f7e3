// npm run report:import -- <export.csv> [--replace <week,week...|all>] [--skip-invalid] [--publish]
// (no --week, --start or --end): an export spanning many weeks, split into weeks by contract date
// and stored as history (decision 112). The plan is printed before anything is stored.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { CommandContext } from "./registry.server";
import { planLine } from "~/features/weeks/bulk-import";
import { MAX_BULK_BYTES, readBulkExport, storeBulkImport, tooLargeMessage } from "~/features/weeks/bulk-import.server";
import { decodeExport, exportHeaders } from "~/features/weeks/mls-import.server";
import { savedColumnMap } from "~/features/weeks/week-uploads.server";

const COMMAND_LINE = { userId: null, actor: "command line" };

export type BulkCommandOptions = { file: string; replace: string; skipInvalid: boolean; publish: boolean };

/** "3,5" or "all" to the week numbers chosen (all: every conflict); null when it is neither. */
function replaceChoice(text: string, conflicts: readonly number[]): Set<number> | null {
  if (text.trim() === "") return new Set();
  if (text.trim() === "all") return new Set(conflicts);
  const numbers = text.split(",").map((part) => part.trim());
  if (!numbers.every((part) => /^\d+$/.test(part))) return null;
  return new Set(numbers.map(Number));
}

export async function bulkImport(options: BulkCommandOptions, { db, io }: CommandContext): Promise<number> {
  const say = (line: string) => io.out(`${line}\n`);
  const complain = (line: string) => io.err(`${line}\n`);
  const { file, skipInvalid, publish } = options;
  let bytes: Uint8Array;
  try {
    const size = (await stat(path.resolve(file))).size;
    if (size > MAX_BULK_BYTES) {
      complain(`${tooLargeMessage(size)} Nothing written.`);
      return 1;
    }
    bytes = await readFile(path.resolve(file));
  } catch {
    complain(`No such file: ${file}`);
    return 2;
  }
  const text = decodeExport(bytes).text;
  const columnMap = await savedColumnMap(db, exportHeaders(text));
  const reading = await readBulkExport(db, text, { columnMap });
  for (const row of reading.skipped) {
    say(`${file} line ${row.line} skipped (status "${row.status}", not under contract or pending): ${row.address}`);
  }
  const listProblem = (problem: { line: number; column: string | null; reason: string }) =>
    complain(`${file} line ${problem.line}${problem.column ? `, column "${problem.column}"` : ""}: ${problem.reason}`);
  reading.fileProblems.forEach(listProblem);
  reading.problems.forEach(listProblem);
  if (reading.fileProblems.length > 0) {
    complain("Nothing written: fix the export as said above, then import it again.");
    return 1;
  }
  if (reading.problems.length > 0 && (!skipInvalid || reading.goodRows === 0)) {
    complain(
      `${reading.problems.length} bad row(s); nothing written. Fix the export, or pass --skip-invalid to import the ${reading.goodRows} good row(s).`,
    );
    return 1;
  }
  if (reading.goodRows === 0) {
    complain("No row is under contract or pending; nothing written.");
    return 1;
  }
  const conflicts = reading.plan.flatMap((week) => (week.kind === "conflict" ? [week.week] : []));
  const replace = replaceChoice(options.replace, conflicts);
  if (!replace || [...replace].some((week) => !conflicts.includes(week))) {
    complain(
      `--replace names the weeks whose contracts to replace, among the conflicts ${conflicts.length > 0 ? conflicts.join(", ") : "(there are none)"}, as "3,5" or "all". Nothing written.`,
    );
    return 2;
  }
  say(`${reading.goodRows} contracts in ${reading.plan.length} weeks:`);
  for (const week of reading.plan) {
    const choice = week.kind === "conflict" ? (replace.has(week.week) ? " -> replace" : " -> skip") : "";
    say(`  ${planLine(week)}${choice}`);
  }
  const stored = await storeBulkImport(db, reading.plan, { replace, publish }, COMMAND_LINE);
  const published = stored.filter((week) => week.published).length;
  say(
    `Stored ${stored.length} week(s), ${stored.reduce((sum, week) => sum + week.contracts, 0)} contracts: ${published} published, ${stored.length - published} draft(s). No report e-mail is sent for weeks imported in bulk.`,
  );
  for (const week of stored.filter((week) => publish && !week.published)) {
    say(
      `Week ${week.week} kept as a draft: its words need writing in /studio/weeks/${week.week} before it is published.`,
    );
  }
  return 0;
}
