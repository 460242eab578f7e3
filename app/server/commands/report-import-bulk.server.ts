// npm run report:import -- <export.csv> [--replace <week,YYYY-MM-DD...|all>] [--skip-invalid] [--publish]
// (no --week, --start or --end): an export spanning many weeks, split into weeks by contract date
// and stored as history (decision 112); weeks before the newest week become history weeks without
// a number (decision 116). The plan is printed before anything is stored.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { CommandContext } from "./command.server";
import { planLine } from "~/features/weeks/bulk-import";
import { MAX_BULK_BYTES, readBulkExport, storeBulkImport, tooLargeMessage } from "~/features/weeks/bulk-import.server";
import { decodeExport, exportHeaders } from "~/domain/mls-export.server";
import { badRowCount } from "~/features/weeks/mls-import.server";
import { savedColumnMap } from "~/features/weeks/week-uploads.server";

const COMMAND_LINE = { userId: null, actor: "command line" };

export type BulkCommandOptions = { file: string; replace: string; skipInvalid: boolean; publish: boolean };

type Conflicts = { weeks: readonly number[]; history: readonly string[] };

/**
 * "3,5,2024-03-04" or "all" to the conflicts chosen (numbered weeks by number, history weeks by
 * their Monday; all: every conflict); null when it is neither or names something not in conflict.
 */
function replaceChoice(text: string, conflicts: Conflicts): { weeks: Set<number>; history: Set<string> } | null {
  if (text.trim() === "") return { weeks: new Set(), history: new Set() };
  if (text.trim() === "all") return { weeks: new Set(conflicts.weeks), history: new Set(conflicts.history) };
  const parts = text.split(",").map((part) => part.trim());
  const weeks = new Set<number>();
  const history = new Set<string>();
  for (const part of parts) {
    if (/^\d+$/.test(part) && conflicts.weeks.includes(Number(part))) weeks.add(Number(part));
    else if (conflicts.history.includes(part)) history.add(part);
    else return null;
  }
  return { weeks, history };
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
      `${badRowCount(reading.problems)} bad row(s); nothing written. Fix the export, or pass --skip-invalid to import the ${reading.goodRows} good row(s).`,
    );
    return 1;
  }
  if (reading.goodRows === 0) {
    complain("No row is under contract or pending; nothing written.");
    return 1;
  }
  const conflicts = {
    weeks: reading.plan.flatMap((week) => (week.kind === "conflict" ? [week.week] : [])),
    history: reading.plan.flatMap((week) => (week.kind === "history-conflict" ? [week.startDate] : [])),
  };
  const replace = replaceChoice(options.replace, conflicts);
  if (!replace) {
    const named = [...conflicts.weeks.map(String), ...conflicts.history];
    complain(
      `--replace names the conflicts whose contracts to replace (a week by its number, a history week by its Monday), among the conflicts ${named.length > 0 ? named.join(", ") : "(there are none)"}, as "3,5,2024-03-04" or "all". Nothing written.`,
    );
    return 2;
  }
  say(`${reading.goodRows} contracts in ${reading.plan.length} weeks:`);
  for (const week of reading.plan) {
    const chosen =
      week.kind === "conflict"
        ? replace.weeks.has(week.week)
        : week.kind === "history-conflict"
          ? replace.history.has(week.startDate)
          : undefined;
    say(`  ${planLine(week)}${chosen === undefined ? "" : chosen ? " -> replace" : " -> skip"}`);
  }
  const stored = await storeBulkImport(
    db,
    reading.plan,
    { replace: replace.weeks, replaceHistory: replace.history, publish, fileName: path.basename(file) },
    COMMAND_LINE,
  );
  const published = stored.weeks.filter((week) => week.published).length;
  say(
    `Stored ${stored.weeks.length} week(s), ${stored.weeks.reduce((sum, week) => sum + week.contracts, 0)} contracts: ${published} published, ${stored.weeks.length - published} draft(s). No report e-mail is sent for weeks imported in bulk.`,
  );
  if (stored.history) {
    say(
      `Stored ${stored.history.weeks} history week(s), ${stored.history.contracts} contracts${stored.history.replaced > 0 ? ` (${stored.history.replaced} replaced)` : ""}: history for the trends, quarters and yearly review, not weekly reports. Remove them on /studio/weeks.`,
    );
  }
  for (const week of stored.weeks.filter((week) => publish && !week.published)) {
    say(
      `Week ${week.week} kept as a draft: its words need writing in /studio/weeks/${week.week} before it is published.`,
    );
  }
  return 0;
}
