import type { WeeklyReportData } from "./contract-types";
import { parseContractsCsv } from "./contracts-csv.server";
import { DataFileError } from "./data-file-error";
import { parseReportNotes } from "./report-notes.server";

// Vite inlines every week's files into the server build, so a new folder under data/weekly/
// is a new week after the next build. Parsing runs when the server module loads, which the
// build does while prerendering the weekly PDFs: a bad row fails `npm run build`.
const contractFiles = import.meta.glob<string>("/data/weekly/*/contracts.csv", {
  query: "?raw",
  import: "default",
  eager: true,
});
const noteFiles = import.meta.glob<string>("/data/weekly/*/report.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Builds the weeks from file texts keyed by path ("/data/weekly/1/contracts.csv"). */
export function loadWeeks(contracts: Record<string, string>, notes: Record<string, string>): WeeklyReportData[] {
  const weekDirs = new Set(
    [...Object.keys(contracts), ...Object.keys(notes)].map((path) => path.slice(0, path.lastIndexOf("/"))),
  );
  const weeks = [...weekDirs].map((dir) => {
    const notesText = notes[`${dir}/report.md`];
    const contractsText = contracts[`${dir}/contracts.csv`];
    const notesFile = `${dir.slice(1)}/report.md`;
    const contractsFile = `${dir.slice(1)}/contracts.csv`;
    if (notesText === undefined) throw new DataFileError(notesFile, null, null, "file is missing");
    if (contractsText === undefined) throw new DataFileError(contractsFile, null, null, "file is missing");
    const weekNotes = parseReportNotes(notesText, notesFile);
    const folder = dir.slice(dir.lastIndexOf("/") + 1);
    if (folder !== String(weekNotes.week)) {
      throw new DataFileError(notesFile, null, "week", `week ${weekNotes.week} does not match its folder "${folder}"`);
    }
    return { ...weekNotes, contracts: parseContractsCsv(contractsText, contractsFile, weekNotes) };
  });
  return weeks.sort((a, b) => a.week - b.week);
}

/** Every week of data/weekly/, in week order. */
export const weeklyReports: readonly WeeklyReportData[] = loadWeeks(contractFiles, noteFiles);
