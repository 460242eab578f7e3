// Turns an MLS-style CSV export into a week's contracts.csv rows (the `report:import` command).
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { Contract, PropertyType } from "~/features/reports/contract-types";
import {
  CONTRACT_COLUMNS,
  readContractsCsv,
  type ContractColumn,
  type RowProblem,
} from "~/features/reports/contracts-csv.server";

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
  contract_date: ["contract date", "contract_date", "under contract date"],
};

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Headers of the asking price, which an export often has beside the contract price. */
const LIST_PRICE_HEADERS = ["list price", "list @ contract ($)", "original list price", "asking price", "lp"];
const isListPrice = (header: string) => LIST_PRICE_HEADERS.some((alias) => normalize(alias) === normalize(header));

/** The canonical column of an export header, or undefined when it is not one we use. */
export function columnOfHeader(header: string): ContractColumn | undefined {
  const key = normalize(header);
  return CONTRACT_COLUMNS.find((column) => HEADER_ALIASES[column].some((alias) => normalize(alias) === key));
}

const TYPE_ALIASES: Record<string, PropertyType> = {
  singlefamily: "single-family",
  singlefamilyresidence: "single-family",
  sfr: "single-family",
  residential: "single-family",
  multifamily: "multi-family",
  "24family": "multi-family",
  condo: "condo",
  condominium: "condo",
  coop: "co-op",
  cooperative: "co-op",
  rental: "rental",
  lease: "rental",
  residentiallease: "rental",
  land: "land",
  lot: "land",
  vacantland: "land",
};

/** "Single Family", "SFR", "Condominium", "Residential Lease"... to a property type; unknown text is kept. */
export function normalizeType(text: string): string {
  return TYPE_ALIASES[normalize(text)] ?? text.trim();
}

/** "9/2/2025" or "09/02/2025" to "2025-09-02"; other text is kept for the validator to reject. */
export function normalizeDate(text: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return text.trim();
  const [, month, day, year] = match;
  return `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`;
}

export type ExportEncoding = "UTF-8" | "UTF-16LE" | "UTF-16BE" | "Windows-1252";

/**
 * The export's text, whatever its encoding: UTF-16 (Excel's "Unicode text", with or without its
 * byte order mark), UTF-8, or else Windows-1252 (Excel's "CSV" on Windows, where é or a curly
 * quote is one byte that is not UTF-8).
 */
export function decodeExport(bytes: Uint8Array): { text: string; encoding: ExportEncoding } {
  const decode = (encoding: ExportEncoding, fatal = false) =>
    new TextDecoder(encoding.toLowerCase(), { fatal }).decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: decode("UTF-16LE"), encoding: "UTF-16LE" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: decode("UTF-16BE"), encoding: "UTF-16BE" };
  // Without a byte order mark, ASCII text in UTF-16 has a zero byte beside every letter.
  if (bytes.length >= 2 && bytes[0] !== 0 && bytes[1] === 0) return { text: decode("UTF-16LE"), encoding: "UTF-16LE" };
  if (bytes.length >= 2 && bytes[0] === 0 && bytes[1] !== 0) return { text: decode("UTF-16BE"), encoding: "UTF-16BE" };
  try {
    return { text: decode("UTF-8", true), encoding: "UTF-8" };
  } catch {
    return { text: decode("Windows-1252"), encoding: "Windows-1252" };
  }
}

export type ImportResult = {
  contracts: Contract[];
  problems: RowProblem[];
  csv: string;
  /** The export's headers that could each be the price, when there are several and none was chosen. */
  priceCandidates?: string[];
};

export type ImportOptions = {
  /** The export's header to read the price from, when several could be (the editor's choice). */
  priceColumn?: string;
  /** The day the contract dates are checked against (at most a week after it). */
  today?: Date;
};

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ");

function fileProblem(reason: string, extra: Partial<ImportResult> = {}): ImportResult {
  return { contracts: [], problems: [{ line: 1, column: null, reason }], csv: "", ...extra };
}

/**
 * The header's index of every contract column, or the problem: a column missing (naming the
 * columns the file has), or several columns that could be the price and no choice made.
 */
function mapHeader(
  header: string[],
  priceColumn: string | undefined,
): { indexOf: Map<ContractColumn, number> } | { result: ImportResult } {
  const indexOf = new Map<ContractColumn, number>();
  header.forEach((name, index) => {
    const column = columnOfHeader(name);
    if (column && column !== "price" && !indexOf.has(column)) indexOf.set(column, index);
  });
  const priceHeaders = header.filter((name) => columnOfHeader(name) === "price");
  if (priceColumn !== undefined) {
    const chosen = header.findIndex((name) => name.trim() === priceColumn.trim());
    if (chosen < 0)
      return { result: fileProblem(`the file has no column "${priceColumn}"; its columns are ${quoted(header)}`) };
    if (isListPrice(header[chosen]!)) {
      return {
        result: fileProblem(`"${priceColumn}" is the list (asking) price; a contract report needs the contract price`),
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
  return { result: fileProblem(`no column for ${names}; the file's columns are ${quoted(header)}${hint}`) };
}

/** Maps headers, normalizes values, and validates every row (dates inside the week, when given). */
export function importExport(
  text: string,
  week?: { startDate: string; endDate: string },
  options: ImportOptions = {},
): ImportResult {
  let rows: string[][];
  try {
    rows = parse(text, { skip_empty_lines: true, relax_column_count: true, bom: true }) as string[][];
  } catch (error) {
    // A file that is not CSV at all (an unclosed quote ...): one problem, where the parser stopped.
    const line = (error as { lines?: number }).lines ?? 1;
    return { contracts: [], problems: [{ line, column: null, reason: (error as Error).message }], csv: "" };
  }
  const [header, ...body] = rows;
  if (!header) return fileProblem("the file is empty: export the week's contracts as CSV, with a header line");
  if (body.length === 0) return fileProblem(`the file has a header line (${quoted(header)}) but no rows`);
  const mapped = mapHeader(header, options.priceColumn);
  if ("result" in mapped) return mapped.result;
  const { indexOf } = mapped;
  const canonical = body.map((row) =>
    CONTRACT_COLUMNS.map((column) => {
      const value = row[indexOf.get(column)!] ?? "";
      if (column === "type") return normalizeType(value);
      if (column === "contract_date") return normalizeDate(value);
      if (column === "price" || column === "sqft" || column === "dom") return value.replace(/[$,\s]/g, "");
      return value.trim();
    }),
  );
  const canonicalCsv = stringify([[...CONTRACT_COLUMNS], ...canonical]);
  const { contracts, problems } = readContractsCsv(canonicalCsv, week, options.today);
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
  return { contracts, problems, csv: goodCsv };
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
