// npm run listings:import -- <export.csv> [--as-of YYYY-MM-DD] [--covers-from YYYY-MM-DD] [--skip-invalid]
// Reads an MLS listings export (every status), checks every row as the studio's upload does, prints
// each refused row with its reason, and stores it in one transaction: the listings it adds or
// changes by MLS number, audited as the command line (decision 134). The same export twice is
// applied once. --as-of is the day the export shows (today by default); --covers-from the first
// day it covers (its earliest date, or the day after the newest stored export's, by default).
import { parseArgs } from "node:util";
import { isCalendarDate } from "~/lib/calendar";
import type { Command } from "./command.server";
import { importListingsFile, outcomeWords } from "~/features/listings-import/listing-file-import.server";

const COMMAND_LINE = { userId: null, actor: "command line" };

export const listingsImportCommand: Command = async (argv, { db, io }) => {
  const say = (line: string) => io.out(`${line}\n`);
  const complain = (line: string) => io.err(`${line}\n`);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        "as-of": { type: "string" },
        "covers-from": { type: "string" },
        "skip-invalid": { type: "boolean", default: false },
      },
    });
  } catch (error) {
    complain((error as Error).message);
    return 2;
  }
  const [file] = parsed.positionals;
  if (!file) {
    complain("give the export file: npm run listings:import -- listings.csv [--as-of YYYY-MM-DD]");
    return 2;
  }
  const asOf = parsed.values["as-of"] ?? new Date().toISOString().slice(0, 10);
  const coversFrom = parsed.values["covers-from"];
  for (const [name, value] of [
    ["--as-of", asOf],
    ["--covers-from", coversFrom],
  ] as const) {
    if (value !== undefined && !isCalendarDate(value)) {
      complain(`${name} must be a date YYYY-MM-DD, not "${value}"`);
      return 2;
    }
  }
  if (coversFrom !== undefined && coversFrom > asOf) {
    complain(`--covers-from ${coversFrom} is after --as-of ${asOf}`);
    return 2;
  }
  const outcome = await importListingsFile(
    db,
    { file, asOf, coversFrom, skipBad: parsed.values["skip-invalid"] },
    COMMAND_LINE,
  );
  if ("missing" in outcome) {
    complain(`No such file: ${outcome.missing}`);
    return 2;
  }
  const { result } = outcome;
  if ("refused" in result) {
    for (const line of outcome.lines) complain(line);
    complain(
      `${outcomeWords(outcome)}${(result.refused.problems?.length ?? 0) > 0 ? " (--skip-invalid stores the good rows without them)" : ""}`,
    );
    return 1;
  }
  for (const line of outcome.lines) say(`skipped: ${line}`);
  say(outcomeWords(outcome));
  if ("stored" in result) say("The dashboard, the market trends and the reports read it on every instance now.");
  return 0;
};
