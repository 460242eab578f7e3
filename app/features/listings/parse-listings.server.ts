import { parse } from "csv-parse/sync";
import { DERIVED_COLUMNS, LISTING_COLUMNS, listingFromRow, listingRowSchema, type Listing } from "./listing-record";

/** A listings file that cannot be used, with every problem named by file, line and column. */
export class ListingsFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file} is not a valid listings file:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    this.name = "ListingsFileError";
  }
}

const REQUIRED_COLUMNS = LISTING_COLUMNS.filter((column) => !(DERIVED_COLUMNS as readonly string[]).includes(column));

/**
 * Parses the text of a listings CSV (the listing record's columns; derived columns optional) into
 * typed listings. Throws a ListingsFileError naming the file, line and column of every bad value.
 */
export function parseListingsCsv(csvText: string, file: string): Listing[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csvText, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
  } catch (error) {
    throw new ListingsFileError(file, [error instanceof Error ? error.message : String(error)]);
  }
  const [header, ...body] = records;
  if (!header) throw new ListingsFileError(file, ["line 1: the file is empty (a header row is required)"]);
  const headers = header.record.map((name) => name.trim());
  const missing = REQUIRED_COLUMNS.filter((column) => !headers.includes(column));
  if (missing.length > 0)
    throw new ListingsFileError(file, [`line 1: missing column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}`]);

  const problems: string[] = [];
  const listings: Listing[] = [];
  const seenIds = new Map<number, number>();
  for (const { record, info } of body) {
    const line = info.lines;
    if (record.length !== headers.length) {
      problems.push(`line ${line}: ${record.length} fields, the header has ${headers.length}`);
      continue;
    }
    const raw: Record<string, string> = {};
    for (const column of LISTING_COLUMNS) {
      const index = headers.indexOf(column);
      raw[column] = index === -1 ? "" : (record[index] ?? "");
    }
    const result = listingRowSchema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`line ${line}, column "${String(issue.path[0])}": ${issue.message}`);
      continue;
    }
    const { listing, mismatches } = listingFromRow(result.data);
    for (const mismatch of mismatches) problems.push(`line ${line}, column "${mismatch.column}": ${mismatch.message}`);
    const earlier = seenIds.get(listing.id);
    if (earlier !== undefined)
      problems.push(`line ${line}, column "#": ${listing.id} is already used on line ${earlier}`);
    seenIds.set(listing.id, line);
    listings.push(listing);
  }
  if (problems.length > 0) throw new ListingsFileError(file, problems);
  return listings;
}
