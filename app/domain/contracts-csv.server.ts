import { parse } from "csv-parse/sync";
import { z } from "zod";
import { addDays, isCalendarDate } from "~/lib/calendar";
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

const wholeNumber = (what: string, min: number, max: number) =>
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
      if (value > max) {
        context.addIssue({
          code: "custom",
          message: `${what} is at most ${max.toLocaleString("en-US")}, got "${text}"`,
        });
        return z.NEVER;
      }
      return value;
    });

/** A contract above this price is a typing slip (an extra digit), not a Greenwich contract. */
export const MAX_CONTRACT_PRICE = 200_000_000;
/** Days on market above this (nearly 14 years) are a slip too. */
export const MAX_DAYS_ON_MARKET = 5_000;
/** Contract dates before this day are not a weekly report's. */
export const EARLIEST_CONTRACT_DATE = "2000-01-01";
/** A contract date may be at most this many days after today (a time zone, a date typed ahead). */
export const CONTRACT_DAYS_AHEAD = 7;

/** The latest contract date accepted on `today` (YYYY-MM-DD). */
export function latestContractDate(today: Date = new Date()): string {
  return addDays(today.toISOString().slice(0, 10), CONTRACT_DAYS_AHEAD);
}

const isoDate = z
  .string()
  .trim()
  .refine(isCalendarDate, {
    error: (issue) => `contract date must be a calendar date YYYY-MM-DD, got "${String(issue.input)}"`,
  });

/** PostgreSQL cannot store the NUL character in text or JSON: a cell holding one is refused by name. */
const NUL = "\u0000";

/** One CSV row, as text, to a typed contract. */
export const contractRowSchema = z
  .object({
    address: z.string().trim().min(1, { error: "address is required" }),
    type: z.enum(PROPERTY_TYPES, {
      error: (issue) => `type must be one of ${PROPERTY_TYPES.join(", ")}, got "${String(issue.input)}"`,
    }),
    zone: z
      .string()
      .trim()
      .regex(/^[A-Z][A-Z0-9.-]*$/, {
        error: (issue) => `zone must be a zoning code such as "R-20" or "RA-2", got "${String(issue.input)}"`,
      }),
    zip: z.enum(GREENWICH_ZIPS, {
      error: (issue) => `zip must be a Greenwich ZIP code (${GREENWICH_ZIPS.join(", ")}), got "${String(issue.input)}"`,
    }),
    acres: optionalNumber("acres"),
    sqft: optionalNumber("sqft"),
    price: wholeNumber("price", 1, MAX_CONTRACT_PRICE),
    dom: wholeNumber("dom (days on market)", 0, MAX_DAYS_ON_MARKET),
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
 * count the header as line 1). `range` also checks that each contract date falls in the week;
 * every contract date must be between 2000 and a week after `today`.
 */
export function readContractsCsv(
  text: string,
  range?: { startDate: string; endDate: string },
  today: Date = new Date(),
): { contracts: Contract[]; problems: RowProblem[] } {
  const latest = latestContractDate(today);
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
    const withNul = CONTRACT_COLUMNS.find((column) => input[column]!.includes(NUL));
    if (withNul) {
      problems.push({
        line: info.lines,
        column: withNul,
        reason: `${withNul} holds a NUL character (byte 0), which cannot be stored: "${input[withNul]!.replaceAll(NUL, "\\0")}"`,
      });
      continue;
    }
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
    const { contractDate } = result.data;
    if (contractDate < EARLIEST_CONTRACT_DATE || contractDate > latest) {
      problems.push({
        line: info.lines,
        column: "contract_date",
        reason: `contract date ${contractDate} is not between ${EARLIEST_CONTRACT_DATE} and ${latest} (a week from today)`,
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
