// npm run report:import -- <export.csv> --week <n> --start <YYYY-MM-DD> --end <YYYY-MM-DD> [--skip-invalid] [--force] [--publish]
// npm run report:import -- <export.csv> [--replace <week,week...|all>] [--skip-invalid] [--publish]
// Without --week, --start and --end, an export of many weeks is stored as history (report-import-bulk.server.ts).
// Reads an MLS-style CSV export, validates every row (the same checks as the studio's upload),
// prints each bad row with its reason, and stores the week in the database as a new version: a
// draft to finish in /studio/weeks, or live at once with --publish (docs/reports.md).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { isDeepStrictEqual, parseArgs } from "node:util";
import { z } from "zod";
import type { Command } from "./command.server";
import { decodeExport, exportHeaders } from "~/domain/mls-export.server";
import { badRowCount, importExport } from "~/features/weeks/mls-import.server";
import { carriedWords, publishProblems } from "~/features/weeks/week-editing";
import { generatedWords } from "~/features/weeks/bulk-import";
import { publishWeekVersion, saveWeekVersion, weekVersionsOf, WeekStoreError } from "~/server/week-store.server";
import { savedColumnMap } from "~/features/weeks/week-uploads.server";
import { bulkImport } from "./report-import-bulk.server";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date YYYY-MM-DD" });
const optionsSchema = z
  .object({
    file: z.string().min(1, { error: "give the export file: npm run report:import -- export.csv --week 5 ..." }),
    week: z.coerce.number().int().positive({ error: "--week must be a positive whole number" }),
    start: isoDate,
    end: isoDate,
    skipInvalid: z.boolean(),
    force: z.boolean(),
    publish: z.boolean(),
  })
  .refine((options) => options.start <= options.end, { error: "--end is before --start", path: ["end"] });

const COMMAND_LINE = { userId: null, actor: "command line" };

export const reportImportCommand: Command = async (argv, context) => {
  const { db, io } = context;
  const say = (line: string) => io.out(`${line}\n`);
  const complain = (line: string) => io.err(`${line}\n`);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        week: { type: "string" },
        start: { type: "string" },
        end: { type: "string" },
        "skip-invalid": { type: "boolean", default: false },
        force: { type: "boolean", default: false },
        publish: { type: "boolean", default: false },
        replace: { type: "string" },
      },
    });
  } catch (error) {
    complain((error as Error).message);
    return 2;
  }
  const { week: weekArg, start: startArg, end: endArg } = parsed.values;
  if (weekArg === undefined && startArg === undefined && endArg === undefined && parsed.positionals[0]) {
    return bulkImport(
      {
        file: parsed.positionals[0],
        replace: parsed.values.replace ?? "",
        skipInvalid: parsed.values["skip-invalid"],
        publish: parsed.values.publish,
      },
      context,
    );
  }
  if (parsed.values.replace !== undefined) {
    complain("--replace is for an export of many weeks: leave out --week, --start and --end.");
    return 2;
  }
  const options = optionsSchema.safeParse({
    file: parsed.positionals[0] ?? "",
    week: parsed.values.week ?? "",
    start: parsed.values.start ?? "",
    end: parsed.values.end ?? "",
    skipInvalid: parsed.values["skip-invalid"],
    force: parsed.values.force,
    publish: parsed.values.publish,
  });
  if (!options.success) {
    for (const issue of options.error.issues) complain(`${String(issue.path[0] ?? "")}: ${issue.message}`);
    return 2;
  }
  const { file, week, start, end, skipInvalid, force, publish } = options.data;
  let text: string;
  try {
    text = decodeExport(await readFile(path.resolve(file))).text;
  } catch {
    complain(`No such file: ${file}`);
    return 2;
  }

  // A column mapping the broker saved in the studio for these headers reads them here too (decision 106).
  const columnMap = await savedColumnMap(db, exportHeaders(text));
  if (columnMap) say(`Columns mapped in the studio: ${JSON.stringify(columnMap)}.`);
  const result = importExport(text, { startDate: start, endDate: end }, { columnMap });
  for (const row of result.skipped) {
    say(`${file} line ${row.line} skipped (status "${row.status}", not under contract or pending): ${row.address}`);
  }
  for (const problem of result.problems) {
    complain(`${file} line ${problem.line}${problem.column ? `, column "${problem.column}"` : ""}: ${problem.reason}`);
  }
  if (result.missingColumns) {
    complain(
      "Check the export once in /studio/weeks to choose those columns: the choice is kept for this command too.",
    );
  }
  if (result.problems.length > 0 && (!skipInvalid || result.contracts.length === 0)) {
    complain(
      `${badRowCount(result.problems)} bad row(s); nothing written. Fix the export, or pass --skip-invalid to import the ${result.contracts.length} good row(s).`,
    );
    return 1;
  }
  if (result.contracts.length === 0) {
    complain("No row is under contract or pending; nothing written.");
    return 1;
  }

  const [latest] = await weekVersionsOf(db, week);
  if (latest && !force) {
    complain(`Week ${week} already exists (version ${latest.version}); pass --force to add a new version of it.`);
    return 1;
  }
  // A week keeps the words it has. One whose words were never written (a new week, or a draft
  // stored from here) starts empty, to be written in the studio, unless it is published at once:
  // then its words are computed from its own figures, as a week imported in bulk (decision 112),
  // never a heading with nothing under it.
  const carried = carriedWords(latest?.report);
  const words =
    publish && isDeepStrictEqual(carried, carriedWords(undefined))
      ? carriedWords(generatedWords({ startDate: start, endDate: end, contracts: result.contracts }))
      : carried;
  let saved;
  try {
    saved = await saveWeekVersion(
      db,
      { week, ...words, startDate: start, endDate: end, contracts: result.contracts },
      COMMAND_LINE,
    );
  } catch (error) {
    if (!(error instanceof WeekStoreError)) throw error;
    complain(`Nothing written. ${error.message}`);
    return 1;
  }
  say(`Stored week ${week} version ${saved.version} (${result.contracts.length} contracts).`);
  // Words carried from a version that still holds a template line, or with an empty field, are
  // never published: the same rule as the studio's Publish.
  const problems = Object.values(publishProblems(words));
  if (publish && problems.length > 0) {
    for (const problem of problems) complain(`Not published: ${problem}`);
    complain(`Write the words in /studio/weeks/${week}, then publish version ${saved.version} there.`);
    return 1;
  }
  if (publish) {
    await publishWeekVersion(db, week, saved.id, COMMAND_LINE);
    say(`Published: /market-report?week=${week} shows it on every instance now.`);
  } else {
    say(`A draft: write its words, preview and publish it in /studio/weeks/${week} (or run again with --publish).`);
  }
  return 0;
};
