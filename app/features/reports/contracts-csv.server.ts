import { parse } from "csv-parse/sync";
import { z } from "zod";
import { isCalendarDate } from "~/lib/format";
import { GREENWICH_ZIPS, PROPERTY_TYPES, type Contract } from "./contract-types";
import { DataFileError } from "./data-file-error";

/** The columns of data/weekly/<week>/contracts.csv, in order. */
export const CONTRACT_COLUMNS = [
  "address",
  "type",
  "zone",
  "zip",
  "acres",
  "sqft",
  "price",
  "dom",
  "contract_date",
] as const;
export type ContractColumn = (typeof CONTRACT_COLUMNS)[number];

const optionalNumber = (what: string) =>
  z
    .string()
    .trim()
    .transform((text, context) => {
      if (text === "") return null;
      const value = Number(text.replace(/,/g, ""));
      if (!Number.isFinite(value) || value <= 0) {
        context.addIssue({ code: "custom", message: `${what} must be a positive number or empty, got "${text}"` });
        return z.NEVER;
      }
      return value;
    });

const wholeNumber = (what: string, min: number) =>
  z
    .string()
    .trim()
    .transform((text, context) => {
      const value = Number(text.replace(/[$,]/g, ""));
      if (text === "" || !Number.isInteger(value) || value < min) {
        context.addIssue({
          code: "custom",
          message: `${what} must be a whole number of at least ${min}, got "${text}"`,
        });
        return z.NEVER;
      }
      return value;
    });

const isoDate = z
  .string()
  .trim()
  .refine(isCalendarDate, {
    error: (issue) => `contract date must be a calendar date YYYY-MM-DD, got "${String(issue.input)}"`,
  });

/** One CSV row, as text, to a typed contract. */
export const contractRowSchema = z
  .object({
    address: z.string().trim().min(1, { error: "address is required" }),
    type: z.enum(PROPERTY_TYPES, { error: `type must be one of ${PROPERTY_TYPES.join(", ")}` }),
    zone: z
      .string()
      .trim()
      .regex(/^[A-Z][A-Z0-9.-]*$/, { error: 'zone must be a zoning code such as "R-20" or "RA-2"' }),
    zip: z.enum(GREENWICH_ZIPS, { error: `zip must be a Greenwich ZIP code (${GREENWICH_ZIPS.join(", ")})` }),
    acres: optionalNumber("acres"),
    sqft: optionalNumber("sqft"),
    price: wholeNumber("price", 1),
    dom: wholeNumber("dom (days on market)", 0),
    contract_date: isoDate,
  })
  .superRefine((row, context) => {
    // $/sq ft needs the living area of every building; only a lot has none.
    if (row.type !== "land" && row.sqft === null) {
      context.addIssue({ code: "custom", path: ["sqft"], message: `sqft is required for a ${row.type} contract` });
    }
  })
  .transform((row): Contract => ({
    address: row.address,
    type: row.type,
    zone: row.zone,
    zip: row.zip,
    acres: row.acres,
    sqft: row.sqft,
    price: row.price,
    dom: row.dom,
    contractDate: row.contract_date,
  }));

export type RowProblem = { line: number; column: string | null; reason: string };

/**
 * Validates every row of a contracts CSV and returns the contracts and the problems (line numbers
 * count the header as line 1). `range` also checks that each contract date falls in the week.
 */
export function readContractsCsv(
  text: string,
  range?: { startDate: string; endDate: string },
): { contracts: Contract[]; problems: RowProblem[] } {
  const records = parse(text, {
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
    skip_empty_lines: true,
    info: true,
    relax_column_count: true,
  }) as { record: Record<string, string | undefined>; info: { lines: number } }[];

  const first = records[0];
  const missing = first ? CONTRACT_COLUMNS.filter((column) => !(column in first.record)) : [];
  if (missing.length > 0) {
    return {
      contracts: [],
      problems: [{ line: 1, column: missing[0] ?? null, reason: `missing column(s) ${missing.join(", ")}` }],
    };
  }

  const contracts: Contract[] = [];
  const problems: RowProblem[] = [];
  for (const { record, info } of records) {
    const input = Object.fromEntries(CONTRACT_COLUMNS.map((column) => [column, record[column] ?? ""]));
    const result = contractRowSchema.safeParse(input);
    if (!result.success) {
      const issue = result.error.issues[0];
      problems.push({
        line: info.lines,
        column: issue ? String(issue.path[0] ?? "") || null : null,
        reason: issue?.message ?? "invalid row",
      });
      continue;
    }
    if (range && (result.data.contractDate < range.startDate || result.data.contractDate > range.endDate)) {
      problems.push({
        line: info.lines,
        column: "contract_date",
        reason: `contract date ${result.data.contractDate} is outside the week ${range.startDate} to ${range.endDate}`,
      });
      continue;
    }
    contracts.push(result.data);
  }
  return { contracts, problems };
}

/** Parses a week's contracts file; the first bad row throws, naming file, line and column. */
export function parseContractsCsv(
  text: string,
  file: string,
  range?: { startDate: string; endDate: string },
): Contract[] {
  const { contracts, problems } = readContractsCsv(text, range);
  const problem = problems[0];
  if (problem) throw new DataFileError(file, problem.line, problem.column, problem.reason);
  return contracts;
}
