// Reading an MLS export (SmartMLS, a Matrix system) whatever it is for: its encoding, its header
// line, and the cells as exports write them (US dates, money, ZIP codes, property types). The
// weeks' contracts upload and the listings import both read their exports through these, so a
// file Excel saved is read the same way by both. Pure functions, no I/O.
import { parse } from "csv-parse/sync";
import type { PropertyType } from "./contract-types";

/** A header as aliases are compared: without case, spaces or punctuation ("MLS #" is "mls"). */
export const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The export's header line, or [] when the text has none (or is not CSV). */
export function exportHeaders(text: string): string[] {
  try {
    const [header] = parse(text, {
      skip_empty_lines: true,
      relax_column_count: true,
      bom: true,
      to_line: 1,
    }) as string[][];
    return (header ?? []).map((name) => name.trim());
  } catch {
    return [];
  }
}

/** A record of the export with the line it starts on (a quoted cell may run over several lines). */
export type ExportRecord = { record: string[]; line: number };

/**
 * Every record of the export, header first, or where the text stops being CSV (an unclosed quote
 * ...): the line and the parser's words.
 */
export function exportRecords(text: string): { records: ExportRecord[] } | { line: number; reason: string } {
  try {
    const parsed = parse(text, {
      skip_empty_lines: true,
      relax_column_count: true,
      bom: true,
      info: true,
    }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return { records: parsed.map(({ record, info }) => ({ record, line: info.lines })) };
  } catch (error) {
    return { line: (error as { lines?: number }).lines ?? 1, reason: (error as Error).message };
  }
}

/** The same headers in any order and case give the same key: a saved mapping is found by it. */
export function headersKey(headers: readonly string[]): string {
  return [...new Set(headers.map(normalizeHeader).filter((name) => name !== ""))].sort().join("|");
}

const TYPE_ALIASES: Record<string, PropertyType> = {
  singlefamily: "single-family",
  singlefamilyresidence: "single-family",
  singlefamilydetached: "single-family",
  detached: "single-family",
  sfr: "single-family",
  residential: "single-family",
  multifamily: "multi-family",
  "24family": "multi-family",
  "24units": "multi-family",
  condo: "condo",
  condominium: "condo",
  coop: "co-op",
  cooperative: "co-op",
  rental: "rental",
  lease: "rental",
  residentiallease: "rental",
  residentialrental: "rental",
  rentals: "rental",
  land: "land",
  lot: "land",
  vacantland: "land",
  lotsandland: "land",
  lotsland: "land",
};

/**
 * "Single Family", "SFR", "Condominium", "Residential Lease", "Single Family For Sale" ... to a
 * property type; unknown text is kept (and refused by the validator, naming it).
 */
export function normalizeType(text: string): string {
  const key = normalizeHeader(text);
  // SmartMLS names its sale classes "Single Family For Sale", "Lots and Land For Sale" ...
  return TYPE_ALIASES[key] ?? TYPE_ALIASES[key.replace(/forsale$/, "")] ?? text.trim();
}

/**
 * US dates, month first: "9/2/2025", "09/02/2025" or "9/2/25" (2000-2099) to "2025-09-02", a time
 * after it ("9/2/2025 12:00 AM", as Excel writes) ignored; other text is kept for the validator to
 * reject.
 */
export function normalizeDate(text: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?$/i.exec(text.trim());
  if (!match) return text.trim();
  const [, month, day, year] = match;
  return `${year!.length === 2 ? `20${year}` : year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`;
}

/** "$1,295,000" or "1,295,000.00" to "1295000"; the validator rejects what is not a number. */
export function normalizeMoney(text: string): string {
  const bare = text.replace(/[$,\s]/g, "");
  return /^\d+\.0+$/.test(bare) ? bare.replace(/\.0+$/, "") : bare;
}

/** "6830" (Excel drops the leading zero) to "06830", "06830-1234" to "06830". */
export function normalizeZip(text: string): string {
  const trimmed = text.trim();
  if (/^\d{4}$/.test(trimmed)) return `0${trimmed}`;
  const plusFour = /^(\d{5})-\d{4}$/.exec(trimmed);
  return plusFour ? plusFour[1]! : trimmed;
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
