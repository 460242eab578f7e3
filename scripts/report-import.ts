// npm run report:import -- <export.csv> --week <n> --start <YYYY-MM-DD> --end <YYYY-MM-DD> [--skip-invalid] [--force]
// Reads an MLS-style CSV export, validates every row, prints each bad row with its reason and
// writes data/weekly/<n>/contracts.csv plus a report.md skeleton (docs/reports.md).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { importExport, reportSkeleton } from "../app/features/reports/mls-import.server";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date YYYY-MM-DD" });
const optionsSchema = z
  .object({
    file: z.string().min(1, { error: "give the export file: npm run report:import -- export.csv --week 5 ..." }),
    week: z.coerce.number().int().positive({ error: "--week must be a positive whole number" }),
    start: isoDate,
    end: isoDate,
    skipInvalid: z.boolean(),
    force: z.boolean(),
  })
  .refine((options) => options.start <= options.end, { error: "--end is before --start", path: ["end"] });

type Output = { log: (line: string) => void; error: (line: string) => void };

/** Runs the import; returns the process exit code. */
export function runReportImport(argv: string[], root = process.cwd(), out: Output = console): number {
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
      },
    });
  } catch (error) {
    out.error((error as Error).message);
    return 2;
  }
  const options = optionsSchema.safeParse({
    file: parsed.positionals[0] ?? "",
    week: parsed.values.week ?? "",
    start: parsed.values.start ?? "",
    end: parsed.values.end ?? "",
    skipInvalid: parsed.values["skip-invalid"],
    force: parsed.values.force,
  });
  if (!options.success) {
    for (const issue of options.error.issues) out.error(`${String(issue.path[0] ?? "")}: ${issue.message}`);
    return 2;
  }
  const { file, week, start, end, skipInvalid, force } = options.data;
  const source = path.resolve(root, file);
  if (!existsSync(source)) {
    out.error(`No such file: ${file}`);
    return 2;
  }

  const result = importExport(readFileSync(source, "utf8"), { startDate: start, endDate: end });
  for (const problem of result.problems) {
    out.error(`${file} line ${problem.line}${problem.column ? `, column "${problem.column}"` : ""}: ${problem.reason}`);
  }
  if (result.problems.length > 0 && (!skipInvalid || result.contracts.length === 0)) {
    out.error(
      `${result.problems.length} bad row(s); nothing written. Fix the export, or pass --skip-invalid to import the ${result.contracts.length} good row(s).`,
    );
    return 1;
  }

  const weekDir = path.join(root, "data", "weekly", String(week));
  const contractsFile = path.join(weekDir, "contracts.csv");
  const reportFile = path.join(weekDir, "report.md");
  if (existsSync(contractsFile) && !force) {
    out.error(`data/weekly/${week}/contracts.csv already exists; pass --force to replace it.`);
    return 1;
  }
  mkdirSync(weekDir, { recursive: true });
  writeFileSync(contractsFile, result.csv);
  out.log(`Wrote data/weekly/${week}/contracts.csv (${result.contracts.length} contracts).`);
  if (existsSync(reportFile)) {
    out.log(`Kept data/weekly/${week}/report.md (already written).`);
  } else {
    writeFileSync(reportFile, reportSkeleton(week, start, end));
    out.log(`Wrote data/weekly/${week}/report.md: replace the [bracketed] text with the week's narrative.`);
  }
  out.log("Rebuild (npm run build) to publish the week on /market-report, /archive and its PDF.");
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = runReportImport(process.argv.slice(2));
}
