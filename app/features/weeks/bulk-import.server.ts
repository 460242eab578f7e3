// History in bulk (decision 112): reads an export spanning many weeks, refuses it
// whole for what only the broker can fix (mixed date formats, an MLS number twice, a bad row
// unless skipped), plans its weeks against the database's, and stores the weeks the plan showed in
// one transaction: published with words computed from their figures, or as drafts. No report
// e-mail is queued: these weeks are history, not news.
import { parse } from "csv-parse/sync";
import type { Database } from "~/server/db.server";
import type { RowProblem } from "~/domain/contracts-csv.server";
import {
  generatedWords,
  historyWeeksToStore,
  planImport,
  splitIntoWeeks,
  weeksToStore,
  type PlannedWeek,
} from "./bulk-import";
import { columnOfHeader, importExport, type ImportOptions, type SkippedRow } from "./mls-import.server";
import { carriedWords, publishProblems } from "./week-editing";
import {
  knownHistoryWeeks,
  knownWeeks,
  publishWeekVersion,
  saveWeekVersion,
  storeHistoryWeeks,
  weekVersionsOf,
  type WeekActor,
} from "~/server/week-store.server";

/**
 * The largest export read: about 100,000 rows of an MLS export, several years of Greenwich
 * contracts. A larger file is refused before it is read, saying how to make it smaller.
 */
export const MAX_BULK_BYTES = 20 * 1024 * 1024;

export const tooLargeMessage = (bytes: number) =>
  `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; an import reads at most ${MAX_BULK_BYTES / 1024 / 1024} MB. Export fewer columns (the contract columns and the status are enough) or one year at a time, and import each file.`;

/** Export header names of the listing's MLS number (compared without case, spaces or punctuation). */
const MLS_NUMBER_HEADERS = [
  "mls",
  "mls #",
  "mls number",
  "mls no",
  "mls id",
  "ml #",
  "ml number",
  "listing id",
  "listing number",
];

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");
const isMlsNumberHeader = (header: string) =>
  MLS_NUMBER_HEADERS.some((alias) => normalize(alias) === normalize(header));

/** How a contract date cell is written; "other" cells are left to the row checks. */
function dateFormatOf(cell: string): string | undefined {
  const text = cell.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return "YYYY-MM-DD";
  if (/^\d{1,2}\/\d{1,2}\/\d{4}\b/.test(text)) return "M/D/YYYY";
  if (/^\d{1,2}\/\d{1,2}\/\d{2}\b/.test(text)) return "M/D/YY";
  return undefined;
}

/**
 * What stops the whole export, each naming what to fix: contract dates written in more than one
 * way (a sign of rows pasted from another export, where 03/04 may be a day first), and an MLS
 * number on more than one row (the same listing counted twice).
 */
export function exportProblems(text: string, options: Pick<ImportOptions, "columnMap"> = {}): RowProblem[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { skip_empty_lines: true, relax_column_count: true, bom: true, info: true }) as never;
  } catch {
    return []; // importExport reports where the file stops being CSV.
  }
  const [first, ...body] = records;
  const header = first?.record.map((name) => name.trim()) ?? [];
  const problems: RowProblem[] = [];
  const mapped = options.columnMap?.contract_date;
  const dateIndex = header.findIndex((name) =>
    mapped ? normalize(name) === normalize(mapped) : columnOfHeader(name) === "contract_date",
  );
  if (dateIndex >= 0) {
    const formats = new Map<string, { count: number; line: number; example: string }>();
    for (const { record, info } of body) {
      const cell = record[dateIndex] ?? "";
      const format = dateFormatOf(cell);
      if (!format) continue;
      const seen = formats.get(format);
      if (seen) seen.count += 1;
      else formats.set(format, { count: 1, line: info.lines, example: cell.trim() });
    }
    if (formats.size > 1) {
      const ways = [...formats.entries()]
        .map(([format, seen]) => `${seen.count} as ${format} (first on line ${seen.line}: "${seen.example}")`)
        .join(", ");
      problems.push({
        line: 1,
        column: header[dateIndex]!,
        reason: `the contract dates are written in ${formats.size} ways: ${ways}. Export every date one way, then import the file again.`,
      });
    }
  }
  const mlsIndex = header.findIndex(isMlsNumberHeader);
  if (mlsIndex >= 0) {
    const lines = new Map<string, number[]>();
    for (const { record, info } of body) {
      const number = (record[mlsIndex] ?? "").trim();
      if (number === "") continue;
      lines.set(number, [...(lines.get(number) ?? []), info.lines]);
    }
    for (const [number, on] of lines) {
      if (on.length < 2) continue;
      problems.push({
        line: on[1]!,
        column: header[mlsIndex]!,
        reason: `MLS number ${number} is on lines ${on.join(", ")}: the same listing would be counted ${on.length} times. Keep one row for it.`,
      });
    }
  }
  return problems;
}

export type BulkReading = {
  /** Problems that stop the import whatever is chosen (dates, MLS numbers, the file itself). */
  fileProblems: RowProblem[];
  /** Bad rows: listed; the import goes on without them only when the broker says so. */
  problems: RowProblem[];
  skipped: SkippedRow[];
  goodRows: number;
  plan: PlannedWeek[];
};

/** Reads an export of many weeks and plans its weeks against the database's (nothing is stored). */
export async function readBulkExport(db: Database, text: string, options: ImportOptions = {}): Promise<BulkReading> {
  const fileProblems = exportProblems(text, options);
  const result = importExport(text, undefined, options);
  // A problem of the whole file (no header, a missing column) is on line 1 with no column.
  const whole = result.contracts.length === 0 ? result.problems.filter((problem) => problem.column === null) : [];
  const problems = result.problems.filter((problem) => !whole.includes(problem));
  const plan = planImport(splitIntoWeeks(result.contracts), await knownWeeks(db), await knownHistoryWeeks(db));
  return {
    fileProblems: [...whole, ...fileProblems],
    problems,
    skipped: result.skipped,
    goodRows: result.contracts.length,
    plan,
  };
}

export type BulkChoices = {
  /** Week numbers of the conflicts whose contracts the import replaces (the others are skipped). */
  replace: ReadonlySet<number>;
  /** Mondays of the history weeks the history has whose contracts the import replaces (decision 116). */
  replaceHistory?: ReadonlySet<string>;
  /** Publish the numbered weeks (new weeks with generated words), or keep every one a draft. History weeks are history either way. */
  publish: boolean;
  /** The export's file name, kept with its history weeks so the studio can list and remove them. */
  fileName?: string;
};

export type StoredWeek = { week: number; version: number; published: boolean; replaces: boolean; contracts: number };

/** What an import stored: its numbered weeks, and its history weeks (decision 116) when it had any. */
export type StoredImport = {
  weeks: StoredWeek[];
  history: { importId: number; weeks: number; contracts: number; replaced: number } | undefined;
};

/**
 * Stores the weeks of `plan` in one transaction, all of them or none: the new numbered weeks and
 * the numbered conflicts chosen to be replaced (a new week gets words computed from its figures; a
 * replaced week keeps its words, as an upload does, and is published only when those words may
 * be), and the history weeks, new or chosen to replace the history's (decision 116).
 */
export async function storeBulkImport(
  db: Database,
  plan: readonly PlannedWeek[],
  choices: BulkChoices,
  by: WeekActor,
): Promise<StoredImport> {
  const chosen = weeksToStore(plan, choices.replace);
  const history = historyWeeksToStore(plan, choices.replaceHistory ?? new Set());
  return db.transaction(async (tx) => {
    const store = tx as unknown as Database;
    const stored: StoredWeek[] = [];
    for (const week of chosen) {
      const [latest] = week.replaces ? await weekVersionsOf(store, week.week) : [];
      const words = latest ? { ...carriedWords(latest.report) } : generatedWords(week);
      const saved = await saveWeekVersion(
        store,
        { week: week.week, ...words, startDate: week.startDate, endDate: week.endDate, contracts: week.contracts },
        by,
      );
      const publish = choices.publish && Object.keys(publishProblems(words)).length === 0;
      // No report e-mail (no onFirstPublication): a week of history is not this week's news.
      if (publish) await publishWeekVersion(store, week.week, saved.id, by);
      stored.push({
        week: week.week,
        version: saved.version,
        published: publish,
        replaces: week.replaces,
        contracts: week.contracts.length,
      });
    }
    const historyStored = await storeHistoryWeeks(
      store,
      { fileName: choices.fileName ?? "export.csv", weeks: history },
      by,
    );
    return { weeks: stored, history: historyStored };
  });
}
