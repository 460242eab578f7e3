// What the studio's "History from one export" form answers (issue 29 item 2, decision 112): shared
// by the action (bulk-upload-actions.server.ts) and the page (week-list-page.tsx).
import type { Problem } from "./week-answers";

/** One week of the export as the check shows it, with what storing it would do. */
export type BulkWeekRow = {
  startDate: string;
  endDate: string;
  contracts: number;
  kind: "new" | "conflict" | "overlap" | "history" | "history-conflict";
  /** The week number it is stored as (new) or would replace (conflict). */
  week: number | null;
  /** What happens, in words (planLine). */
  line: string;
};

export type BulkAnswer = {
  error?: string;
  uploadId?: string;
  fileName?: string;
  goodRows?: number;
  /** What stops the import whatever is chosen: fix the file. */
  fileProblems?: Problem[];
  /** The bad rows' problems (the first ones, every problem of a row) and how many; the import goes on without them only when chosen. */
  problems?: Problem[];
  problemCount?: number;
  /** The rows those problems are on, each counted once. */
  badRows?: number;
  skippedCount?: number;
  weeks?: BulkWeekRow[];
  /** The plan as checked, sent back with the choice: a plan that changed since is shown again, not stored. */
  planKey?: string;
};

/** The radio group of a conflict's choice: "skip" or "replace". */
export const conflictFieldName = (week: number) => `conflict_${week}`;

/** The radio group of a history week's conflict (decision 116), named by its Monday. */
export const historyConflictFieldName = (startDate: string) => `history_${startDate}`;

/** An import of history weeks as the weeks page lists it, with its "Remove this history" form. */
export type HistoryImportRow = {
  id: number;
  fileName: string;
  /** "March 4, 2024 to October 27, 2024" */
  dates: string;
  weeks: number;
  contracts: number;
  /** When and by whom, in the studio's time. */
  imported: string;
};
