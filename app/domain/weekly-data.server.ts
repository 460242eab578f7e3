import { readdirSync, readFileSync, type Dirent } from "node:fs";
import path from "node:path";
import type { WeeklyReportData } from "./contract-types";
import { parseContractsCsv } from "./contracts-csv.server";
import { DataFileError } from "./data-file-error";
import { parseReportNotes } from "./report-notes.server";

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

/** The folder of the sample weeks, relative to the directory the server and commands run in. */
export const SEED_DIR = "data/weekly";

let seeds: readonly WeeklyReportData[] | undefined;

/**
 * Every week of data/weekly/, in week order: the seed data the database starts from
 * (docs/decisions/084). Read from disk once per process, so a server, a command and a test read the
 * same files; a bad row throws naming file, line and column.
 */
export function seedWeeks(): readonly WeeklyReportData[] {
  if (seeds) return seeds;
  const dir = path.resolve(SEED_DIR);
  const contracts: Record<string, string> = {};
  const notes: Record<string, string> = {};
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    // A deployment without the sample weeks starts with none.
    if ((error as { code?: string }).code !== "ENOENT") throw error;
    entries = [];
  }
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    for (const [name, into] of [
      ["contracts.csv", contracts],
      ["report.md", notes],
    ] as const) {
      try {
        into[`/${SEED_DIR}/${entry.name}/${name}`] = readFileSync(path.join(dir, entry.name, name), "utf8");
      } catch (error) {
        if ((error as { code?: string }).code !== "ENOENT") throw error;
      }
    }
  }
  seeds = loadWeeks(contracts, notes);
  return seeds;
}
