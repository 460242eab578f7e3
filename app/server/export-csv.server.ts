import { stringify } from "csv-stringify/sync";
import { studioCsvTime } from "~/lib/studio-time";

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula;
 * such a cell gets a leading apostrophe so it is shown as the text the visitor typed (OWASP "CSV
 * injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type Cell = string | number | Date | null | undefined;

function cellText(value: Cell): string {
  if (value === null || value === undefined) return "";
  // The studio's clock (Eastern, zone named), as on its pages.
  if (value instanceof Date) return studioCsvTime(value);
  return String(value);
}

/**
 * RFC 4180 CSV: a header row, CRLF line ends, fields quoted when they need it, after a UTF-8
 * byte-order mark so a spreadsheet (Excel) reads accented names as UTF-8.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly Cell[]>): string {
  return stringify([header, ...rows.map((row) => row.map((cell) => neutraliseFormula(cellText(cell))))], {
    bom: true,
    record_delimiter: "windows",
    quoted_match: /[",\r\n]/,
  });
}
