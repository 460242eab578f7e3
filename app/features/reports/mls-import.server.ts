// Turns an MLS-style CSV export into a week's contracts.csv rows (the `report:import` command).
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { Contract, PropertyType } from "./contract-types";
import { CONTRACT_COLUMNS, readContractsCsv, type ContractColumn, type RowProblem } from "./contracts-csv.server";

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
  price: [
    "price",
    "list price",
    "sold price",
    "contract price",
    "list @ contract ($)",
    "rent",
    "monthly rent",
    "lease price",
  ],
  dom: ["dom", "days on market", "adom", "adom @ contract", "cdom"],
  contract_date: ["contract date", "contract_date", "under contract date"],
};

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

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

export type ImportResult = { contracts: Contract[]; problems: RowProblem[]; csv: string };

/** Maps headers, normalizes values, and validates every row (dates inside the week, when given). */
export function importExport(text: string, week?: { startDate: string; endDate: string }): ImportResult {
  let rows: string[][];
  try {
    rows = parse(text, { skip_empty_lines: true, relax_column_count: true, bom: true }) as string[][];
  } catch (error) {
    // A file that is not CSV at all (an unclosed quote ...): one problem, where the parser stopped.
    const line = (error as { lines?: number }).lines ?? 1;
    return { contracts: [], problems: [{ line, column: null, reason: (error as Error).message }], csv: "" };
  }
  const [header = [], ...body] = rows;
  const indexOf = new Map<ContractColumn, number>();
  header.forEach((name, index) => {
    const column = columnOfHeader(name);
    if (column && !indexOf.has(column)) indexOf.set(column, index);
  });
  const missing = CONTRACT_COLUMNS.filter((column) => !indexOf.has(column));
  if (missing.length > 0) {
    const problem = {
      line: 1,
      column: null,
      reason: `no column for ${missing.map((column) => `${column} (${HEADER_ALIASES[column].join(" / ")})`).join("; ")}`,
    };
    return { contracts: [], problems: [problem], csv: "" };
  }
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
  const { contracts, problems } = readContractsCsv(canonicalCsv, week);
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

/** The report.md a new week starts from: the publisher replaces the bracketed text. */
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
