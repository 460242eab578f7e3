// Turns an MLS-style CSV export into a week's contracts.csv rows (the `report:import` command).
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { Contract } from "~/domain/contract-types";
import {
  CONTRACT_COLUMNS,
  EARLIEST_CONTRACT_DATE,
  readContractsCsv,
  type ContractColumn,
  type RowProblem,
} from "~/domain/contracts-csv.server";
import { GREENWICH_ZIPS } from "~/domain/contract-types";
import {
  normalizeDate,
  normalizeHeader,
  normalizeMoney,
  normalizeType,
  normalizeZip,
} from "~/domain/mls-export.server";
import { NO_COLUMN } from "./mls-answers";

/** Export header names each column may have (compared without case, spaces or punctuation). */
export const HEADER_ALIASES: Record<ContractColumn, readonly string[]> = {
  address: ["address", "full address", "street address", "property address"],
  type: ["type", "property type", "prop type", "property sub type", "property subtype"],
  zone: ["zone", "zoning"],
  zip: ["zip", "zip code", "zipcode", "postal code"],
  acres: ["acres", "lot acres", "lot size acres", "lot size (acres)"],
  sqft: [
    "sqft",
    "sq ft",
    "sqft above grade",
    "sq ft above grade",
    "sf (above-grade)",
    "above grade sq ft",
    "approx sq ft",
    "approx sqft",
    "approximate sq ft",
    "approx living area",
    "living area",
    "square feet",
  ],
  // A contract report shows what the buyer agreed to pay: a list (asking) price is never one of these.
  price: [
    "price",
    "contract price",
    "sold price",
    "sale price",
    "sales price",
    "close price",
    "closed price",
    "rent",
    "monthly rent",
    "lease price",
  ],
  dom: ["dom", "days on market", "adom", "adom @ contract", "cdom"],
  contract_date: ["contract date", "contract_date", "under contract date", "pending date"],
};

/** Export header names of the listing's status (SmartMLS: "Status"); the column is optional. */
export const STATUS_HEADERS = ["status", "listing status", "mls status", "standard status"] as const;

/**
 * The statuses a contract report counts (decision 106): the listing has an accepted offer, whether
 * it still shows for backups or not. Compared without case, spaces or punctuation; any status
 * whose text begins with "under contract" is kept too ("Under Contract - Continue to Show",
 * "Under Contract - No Show"). Every other status (Active, Closed, Sold, Withdrawn, Expired,
 * Canceled, Temporarily Off Market ...) is listed and skipped.
 */
const CONTRACT_STATUSES = ["pending", "contingent", "under contract", "active under contract"];

/** Whether a row of this status is a contract of the week (decision 106). */
export function isContractStatus(status: string): boolean {
  const key = status.toLowerCase().replace(/[^a-z0-9]/g, "");
  return key.startsWith("undercontract") || CONTRACT_STATUSES.some((kept) => kept.replace(/[^a-z]/g, "") === key);
}

const normalize = normalizeHeader;

/** Headers of the asking price, which an export often has beside the contract price. */
const LIST_PRICE_HEADERS = ["list price", "list @ contract ($)", "original list price", "asking price", "lp"];
/** Whether a header is the list (asking) price, never a contract's price. */
export const isListPrice = (header: string) =>
  LIST_PRICE_HEADERS.some((alias) => normalize(alias) === normalize(header));

/** The canonical column of an export header, or undefined when it is not one we use. */
export function columnOfHeader(header: string): ContractColumn | undefined {
  const key = normalize(header);
  return CONTRACT_COLUMNS.find((column) => HEADER_ALIASES[column].some((alias) => normalize(alias) === key));
}

const isStatusHeader = (header: string) => STATUS_HEADERS.some((alias) => normalize(alias) === normalize(header));

/** The columns a broker may map by hand when a header is not recognised (every contract column). */
export type ColumnMap = Partial<Record<ContractColumn, string>>;

export { NO_COLUMN };
/** The columns the mapping form lets the broker leave out (their cells may be empty). */
export const COLUMNS_THAT_MAY_BE_ABSENT: readonly ContractColumn[] = ["acres"];

/** A row left out because its status is not a contract's (decision 106). */
export type SkippedRow = { line: number; address: string; status: string };

export type ImportResult = {
  contracts: Contract[];
  problems: RowProblem[];
  csv: string;
  /** The export's headers that could each be the price, when there are several and none was chosen. */
  priceCandidates?: string[];
  /** The contract columns no header matched (the broker maps them on screen), with the file's headers. */
  missingColumns?: ContractColumn[];
  headers?: string[];
  /** Rows whose status is not under contract or pending: listed, not imported, not a problem. */
  skipped: SkippedRow[];
};

export type ImportOptions = {
  /** The export's header to read the price from, when several could be (the editor's choice). */
  priceColumn?: string;
  /** The export's header to read each column from where no alias matched (a mapping saved on screen). */
  columnMap?: ColumnMap;
  /** The day the contract dates are checked against (at most a week after it). */
  today?: Date;
};

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ");

function fileProblem(reason: string, extra: Partial<ImportResult> = {}): ImportResult {
  return { contracts: [], problems: [{ line: 1, column: null, reason }], csv: "", skipped: [], ...extra };
}

/** Where a column's cells come from: a header's index, or -1 for a column mapped to none. */
type HeaderMap = Map<ContractColumn, number>;

/**
 * The header's index of every contract column, or the problem: a column missing (naming the
 * columns the file has), or several columns that could be the price and no choice made. A column
 * of `columnMap` (the broker's mapping) is read from the header chosen there.
 */
function mapHeader(
  header: string[],
  priceColumn: string | undefined,
  columnMap: ColumnMap,
): { indexOf: HeaderMap } | { result: ImportResult } {
  const indexOf: HeaderMap = new Map();
  // A saved mapping is found by the headers without case or punctuation: its names are compared so too.
  const indexOfName = (name: string) => header.findIndex((candidate) => normalize(candidate) === normalize(name));
  for (const column of CONTRACT_COLUMNS) {
    const chosen = columnMap[column];
    if (chosen === undefined || column === "price") continue;
    if (chosen === NO_COLUMN && COLUMNS_THAT_MAY_BE_ABSENT.includes(column)) indexOf.set(column, -1);
    else if (indexOfName(chosen) >= 0) indexOf.set(column, indexOfName(chosen));
  }
  header.forEach((name, index) => {
    const column = columnOfHeader(name);
    if (column && column !== "price" && !indexOf.has(column)) indexOf.set(column, index);
  });
  const priceHeaders = header.filter((name) => columnOfHeader(name) === "price");
  // The editor's choice now, else the one saved for these headers (several candidates, or none).
  const chosenPrice = priceColumn ?? columnMap.price;
  if (chosenPrice !== undefined) {
    const chosen = indexOfName(chosenPrice);
    if (chosen < 0)
      return { result: fileProblem(`the file has no column "${chosenPrice}"; its columns are ${quoted(header)}`) };
    if (isListPrice(header[chosen]!)) {
      return {
        result: fileProblem(`"${chosenPrice}" is the list (asking) price; a contract report needs the contract price`),
      };
    }
    indexOf.set("price", chosen);
  } else if (priceHeaders.length > 1) {
    return {
      result: fileProblem(
        `several columns could be the contract price: ${quoted(priceHeaders)}; choose the one the buyer agreed to pay (or keep only that one in the export)`,
        { priceCandidates: priceHeaders },
      ),
    };
  } else if (priceHeaders.length === 1) {
    indexOf.set("price", header.indexOf(priceHeaders[0]!));
  }
  const missing = CONTRACT_COLUMNS.filter((column) => !indexOf.has(column));
  if (missing.length === 0) return { indexOf };
  const names = missing.map((column) => `${column} (${HEADER_ALIASES[column].join(" / ")})`).join("; ");
  const listPrice = header.find(isListPrice);
  const hint =
    missing.includes("price") && listPrice
      ? `. "${listPrice}" is the list (asking) price, not the contract price: export the contract (or sold) price`
      : "";
  return {
    result: fileProblem(`no column for ${names}; the file's columns are ${quoted(header)}${hint}`, {
      missingColumns: missing,
      headers: header,
    }),
  };
}

/** A cell as the contracts CSV reads it; on one line, so that a row's line number is its record's. */
function canonicalCell(column: ContractColumn, value: string): string {
  const cell = value.replace(/\s*[\r\n]+\s*/g, " ");
  if (column === "type") return normalizeType(cell);
  if (column === "contract_date") return normalizeDate(cell);
  if (column === "zip") return normalizeZip(cell);
  if (column === "price" || column === "sqft" || column === "dom") return normalizeMoney(cell);
  return cell.trim();
}

/** A row of the export as read: its line, its cells as the file has them, and as the check reads them. */
type ReadRow = { line: number; cells: string[]; written: string[] };

/** Every bad row's line, counted once however many of its cells are bad. */
export function badRowCount(problems: readonly Pick<RowProblem, "line">[]): number {
  return new Set(problems.map((problem) => problem.line)).size;
}

/**
 * A cell each check accepts whatever the rest of the row holds (a lot: no living area needed; the
 * week's first day), put in place of a cell already found bad so that the row's next problem shows.
 */
function acceptedCell(column: ContractColumn, week: { startDate: string } | undefined): string {
  const cells: Record<ContractColumn, string> = {
    address: "-",
    type: "land",
    zone: "R-6",
    zip: GREENWICH_ZIPS[0],
    acres: "",
    sqft: "1",
    price: "1",
    dom: "0",
    contract_date: week?.startDate ?? EARLIEST_CONTRACT_DATE,
  };
  return cells[column];
}

/**
 * A problem in the file's own words: the check quotes the cell as it read it ("2026-13-45", "callus"),
 * the broker looks for what the file has ("13/45/26", "call us").
 */
function inFileWords(problem: RowProblem, row: ReadRow): RowProblem {
  const index = CONTRACT_COLUMNS.indexOf(problem.column as ContractColumn);
  const read = row.cells[index];
  const written = row.written[index];
  if (index < 0 || read === undefined || written === undefined || read === written) return problem;
  let reason = problem.reason.replaceAll(`"${read}"`, `"${written}"`);
  if (problem.column === "contract_date") {
    // A date the export wrote month first is read as YYYY-MM-DD: the reading is named beside the cell.
    reason = reason
      .replace("a calendar date YYYY-MM-DD", "a real calendar date (month/day/year, or YYYY-MM-DD)")
      .replace(`contract date ${read} `, `contract date "${written}" (${read}) `);
  }
  return { ...problem, reason };
}

/**
 * Every problem of the rows the check refused, not only each one's first: the check names one
 * problem a row, so the cell it named is replaced by one it accepts and the rows are checked again,
 * until no further cell is refused (at most once per column, every refused row in one pass).
 */
function everyProblem(
  rows: readonly ReadRow[],
  first: readonly RowProblem[],
  week: { startDate: string; endDate: string } | undefined,
  today: Date | undefined,
): RowProblem[] {
  const found = new Map<ReadRow, RowProblem[]>();
  let pending: { row: ReadRow; cells: string[]; problem: RowProblem }[] = [];
  for (const problem of first) {
    const row = rows[problem.line - 2];
    if (!row) continue;
    found.set(row, [problem]);
    pending.push({ row, cells: [...row.cells], problem });
  }
  for (let pass = 0; pass < CONTRACT_COLUMNS.length && pending.length > 0; pass += 1) {
    const next: typeof pending = [];
    for (const entry of pending) {
      const column = entry.problem.column as ContractColumn | null;
      if (column === null || !CONTRACT_COLUMNS.includes(column)) continue;
      entry.cells[CONTRACT_COLUMNS.indexOf(column)] = acceptedCell(column, week);
      next.push(entry);
    }
    if (next.length === 0) break;
    const checked = readContractsCsv(
      stringify([[...CONTRACT_COLUMNS], ...next.map((entry) => entry.cells)]),
      week,
      today,
    );
    pending = checked.problems.flatMap((problem) => {
      const entry = next[problem.line - 2];
      const listed = entry ? found.get(entry.row)! : [];
      if (!entry || listed.some((known) => known.column === problem.column)) return [];
      listed.push({ ...problem, line: entry.row.line });
      return [{ ...entry, problem }];
    });
  }
  const columnOrder = (problem: RowProblem) => CONTRACT_COLUMNS.indexOf(problem.column as ContractColumn);
  return first.flatMap((problem) => {
    const row = rows[problem.line - 2];
    if (!row) return [problem];
    return found
      .get(row)!
      .map((each) => inFileWords({ ...each, line: row.line }, row))
      .sort((a, b) => columnOrder(a) - columnOrder(b));
  });
}

/**
 * Maps headers, normalizes values, and validates every row (dates inside the week, when given).
 * Extra columns are ignored; with a status column, rows that are not under contract or pending
 * are listed in `skipped` and left out (decision 106). Line numbers are the export's own.
 */
export function importExport(
  text: string,
  week?: { startDate: string; endDate: string },
  options: ImportOptions = {},
): ImportResult {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { skip_empty_lines: true, relax_column_count: true, bom: true, info: true }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
  } catch (error) {
    // A file that is not CSV at all (an unclosed quote ...): one problem, where the parser stopped.
    const line = (error as { lines?: number }).lines ?? 1;
    return {
      contracts: [],
      problems: [{ line, column: null, reason: (error as Error).message }],
      csv: "",
      skipped: [],
    };
  }
  const [first, ...body] = records;
  const header = first?.record.map((name) => name.trim());
  if (!header) return fileProblem("the file is empty: export the week's contracts as CSV, with a header line");
  if (body.length === 0) return fileProblem(`the file has a header line (${quoted(header)}) but no rows`);
  const mapped = mapHeader(header, options.priceColumn, options.columnMap ?? {});
  if ("result" in mapped) return mapped.result;
  const { indexOf } = mapped;
  const statusIndex = header.findIndex(isStatusHeader);
  const skipped: SkippedRow[] = [];
  const kept: ReadRow[] = [];
  for (const { record, info } of body) {
    const written = CONTRACT_COLUMNS.map((column) =>
      (record[indexOf.get(column)!] ?? "").replace(/\s*[\r\n]+\s*/g, " ").trim(),
    );
    const cells = CONTRACT_COLUMNS.map((column) => canonicalCell(column, record[indexOf.get(column)!] ?? ""));
    if (statusIndex >= 0) {
      const status = (record[statusIndex] ?? "").trim();
      if (!isContractStatus(status)) {
        skipped.push({ line: info.lines, address: cells[0]!, status: status || "(empty)" });
        continue;
      }
    }
    kept.push({ line: info.lines, cells, written });
  }
  const canonicalCsv = stringify([[...CONTRACT_COLUMNS], ...kept.map((row) => row.cells)]);
  const checked = readContractsCsv(canonicalCsv, week, options.today);
  // The canonical file has one record a line: its line n is kept[n - 2], which says the export's line.
  const problems = everyProblem(kept, checked.problems, week, options.today);
  const { contracts } = checked;
  const goodCsv = stringify([
    [...CONTRACT_COLUMNS],
    ...contracts.map((contract) => [
      contract.address,
      contract.type,
      contract.zone,
      contract.zip,
      contract.acres ?? "",
      contract.sqft ?? "",
      contract.price,
      contract.dom,
      contract.contractDate,
    ]),
  ]);
  return { contracts, problems, csv: goodCsv, skipped };
}

/**
 * A report.md for a seed folder (data/weekly/<n>/, data/README.md): the writer replaces the
 * bracketed hints. Every hint is a template line (isTemplateLine in week-editing.ts), so words
 * copied from it unchanged are refused by the studio's Publish and by `report:import --publish`.
 * Weeks made by the studio or `report:import` never start from it: their words start empty.
 */
export function reportSkeleton(week: number, startDate: string, endDate: string): string {
  return `---
week: ${week}
title: Greenwich Weekly Market Report
startDate: ${startDate}
endDate: ${endDate}
---

## Narrative

[Two or three paragraphs on the week: where contracts happened, what moved fast, what sat.]

## Key insights

- [An insight the figures support.]
- [Another insight.]

## Opportunities

- [An opportunity for buyers, sellers or investors.]

## Strategic considerations

- [What to watch in the coming weeks.]
`;
}
