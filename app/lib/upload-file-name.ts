// The name of an uploaded export as the studio keeps it (week_uploads, history_imports) and shows
// it. A client may send any bytes as a file's name: a NUL (which PostgreSQL cannot store in text),
// control and direction characters, folders, thousands of characters.

/** The longest name kept, in characters. */
export const MAX_FILE_NAME_LENGTH = 200;

/** What a file with no usable name is called. */
const UNNAMED = "export.csv";

/**
 * The file's own name: the part after the last folder separator, without control, format
 * (direction) or lone surrogate characters, whitespace as single spaces, at most 200 characters.
 */
export function uploadFileName(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? "";
  const cleaned = base
    .replace(/[\t\n\r\v\f]/g, " ")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const kept = [...cleaned].slice(0, MAX_FILE_NAME_LENGTH).join("").trim();
  return kept === "" ? UNNAMED : kept;
}
