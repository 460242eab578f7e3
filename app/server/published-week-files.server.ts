import { readFile } from "node:fs/promises";
import path from "node:path";
import type { WeeklyReportData } from "~/features/reports/contract-types";
import { parseContractsCsv } from "~/features/reports/contracts-csv.server";
import { parseReportNotes } from "~/features/reports/report-notes.server";

/**
 * One published week read from data/weekly/<week>/, parsed by the same functions as the build.
 * For code that runs outside the Vite build (server.ts's outbox worker and the command line, under
 * tsx), where week-store.server.ts cannot load: its file source uses Vite's import.meta.glob. When
 * the weeks live in the database (issue 19), publishedWeek(db, week) replaces this.
 */
export async function publishedWeekFromFiles(
  week: number,
  root = "data/weekly",
): Promise<WeeklyReportData | undefined> {
  if (!Number.isInteger(week) || week < 1) return undefined;
  const dir = path.join(root, String(week));
  const read = (file: string) => readFile(path.join(dir, file), "utf8").catch(() => undefined);
  const [notesText, contractsText] = await Promise.all([read("report.md"), read("contracts.csv")]);
  if (notesText === undefined || contractsText === undefined) return undefined;
  const notes = parseReportNotes(notesText, `${dir}/report.md`);
  if (notes.week !== week) return undefined;
  return { ...notes, contracts: parseContractsCsv(contractsText, `${dir}/contracts.csv`, notes) };
}
