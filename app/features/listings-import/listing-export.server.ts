// Reading the MLS listings export (decisions 119 and 134): every status, with its dates, prices,
// facts and the dashboard's columns, under SmartMLS/Matrix's names or the spec's listing-record
// names. Every problem of a row is named at once, by the export's line and its own header, with the
// file's own text quoted. Pure functions, no I/O.
import { isCalendarDate } from "~/lib/calendar";
import { formatLongDate, formatUsd } from "~/lib/format";
import { GREENWICH_ZIPS, PROPERTY_TYPES, type GreenwichZip, type PropertyType } from "~/domain/contract-types";
import { LISTING_STATUS_LABELS, type ListingStatus } from "~/domain/listing-history";
import { isOffMarket, type ListingRow, type PricePoint } from "./listing-row";
import {
  exportRecords,
  normalizeDate,
  normalizeHeader,
  normalizeMoney,
  normalizeType,
  normalizeZip,
} from "~/domain/mls-export.server";

export { isOffMarket, type ListingRow, type PricePoint };

/** What a field holds, which decides how its cells are read. */
type FieldKind = "text" | "date" | "money" | "count" | "decimal" | "history";

type FieldSpec = {
  label: string;
  kind: FieldKind;
  /** Export header names, compared without case, spaces or punctuation; the first found with a value wins. */
  aliases: readonly string[];
  required?: true;
};

/**
 * Every field the import reads, with the export's names for it (decision 134): SmartMLS/Matrix's
 * names, the spec's listing-record names (data/listings/sample.csv) and common variants. A field
 * whose export calls it something else is mapped once on screen (decision 106).
 */
export const LISTING_FIELDS = {
  mls: {
    label: "MLS number",
    kind: "text",
    required: true,
    aliases: ["mls #", "ml #", "mls number", "ml number", "mls", "mls no", "mls id", "listing id", "listing number"],
  },
  status: {
    label: "Status",
    kind: "text",
    required: true,
    aliases: ["status", "listing status", "mls status", "standard status"],
  },
  listDate: {
    label: "List date",
    kind: "date",
    required: true,
    aliases: ["list date", "listing date", "listing contract date", "on market date"],
  },
  listPrice: {
    label: "List price (the asking price now)",
    kind: "money",
    required: true,
    aliases: ["list price", "current price", "current list price", "asking price", "lp", "list @ contract ($)"],
  },
  type: {
    label: "Property type",
    kind: "text",
    required: true,
    aliases: ["property type", "prop type", "type", "property sub type", "property subtype"],
  },
  address: {
    label: "Address",
    kind: "text",
    required: true,
    aliases: ["address", "full address", "street address", "property address"],
  },
  zip: { label: "ZIP code", kind: "text", required: true, aliases: ["zip", "zip code", "zipcode", "postal code"] },
  originalPrice: {
    label: "Original list price",
    kind: "money",
    aliases: ["original list price", "original price", "olp", "original ask ($)", "original asking price"],
  },
  contractDate: {
    label: "Under contract date",
    kind: "date",
    aliases: ["under contract date", "contract date", "accepted offer date", "contingent date", "uc date"],
  },
  pendingDate: { label: "Pending date", kind: "date", aliases: ["pending date"] },
  closeDate: {
    label: "Close date",
    kind: "date",
    aliases: ["close date", "closed date", "closing date", "sold date", "settled date"],
  },
  closePrice: {
    label: "Close price",
    kind: "money",
    aliases: ["close price", "closed price", "sold price", "sale price", "sales price"],
  },
  offMarketDate: {
    label: "Off-market date (withdrawn, expired, canceled)",
    kind: "date",
    aliases: [
      "off market date",
      "withdrawn date",
      "withdrawal date",
      "canceled date",
      "cancelled date",
      "cancel date",
      "expired date",
      "expiration date",
      "temp off market date",
    ],
  },
  statusDate: {
    label: "Status change date",
    kind: "date",
    aliases: ["status change date", "status date", "last status change date", "status change"],
  },
  priceChangeDate: {
    label: "Price change date",
    kind: "date",
    aliases: ["price change date", "last price change date", "price change"],
  },
  priceHistory: { label: "Price history", kind: "history", aliases: ["price history", "list price history"] },
  reductions: {
    label: "Number of price reductions",
    kind: "count",
    aliases: [
      "# price reductions",
      "price reductions",
      "number of price reductions",
      "reductions",
      "reductions (#)",
      "# reductions",
    ],
  },
  totalReduction: {
    label: "Total price reduction",
    kind: "money",
    aliases: ["total reduction", "total reduction ($)", "total price reduction"],
  },
  dom: { label: "Days on market", kind: "count", aliases: ["dom", "adom", "days on market", "adom @ contract"] },
  cdom: {
    label: "Cumulative days on market",
    kind: "count",
    aliases: ["cdom", "cumulative dom", "cumulative days on market", "cdom @ contract"],
  },
  beds: { label: "Bedrooms", kind: "count", aliases: ["beds", "bedrooms", "bedrooms total", "total bedrooms", "br"] },
  baths: {
    label: "Bathrooms",
    kind: "decimal",
    aliases: ["baths", "bathrooms", "total baths", "baths total", "bathrooms total", "ba"],
  },
  fullBaths: { label: "Full bathrooms", kind: "count", aliases: ["full baths", "baths full", "bathrooms full"] },
  halfBaths: { label: "Half bathrooms", kind: "count", aliases: ["half baths", "baths half", "bathrooms half"] },
  sqft: {
    label: "Living area in square feet",
    kind: "decimal",
    aliases: [
      "sqft",
      "sq ft",
      "approx living area",
      "living area",
      "sqft above grade",
      "sq ft above grade",
      "sf (above-grade)",
      "above grade sq ft",
      "approx sq ft",
      "approx sqft",
      "approximate sq ft",
      "square feet",
    ],
  },
  lowerLevelSqft: {
    label: "Lower level square feet",
    kind: "decimal",
    aliases: ["ll sf", "ll sqft", "lower level sqft", "lower level sq ft", "sqft below grade", "sq ft below grade"],
  },
  atticSqft: { label: "Attic square feet", kind: "decimal", aliases: ["attic sf", "attic sqft", "attic sq ft"] },
  lotAcres: {
    label: "Lot size in acres",
    kind: "decimal",
    aliases: ["lot acres", "acres", "lot size acres", "lot size (acres)"],
  },
  district: { label: "District", kind: "text", aliases: ["district", "neighborhood", "village", "area"] },
  zoning: { label: "Zoning", kind: "text", aliases: ["zoning", "zone"] },
  hoaMonthly: {
    label: "HOA fee a month",
    kind: "money",
    aliases: ["hoa", "hoa (mo)", "hoa fee", "hoa dues", "association fee", "monthly hoa"],
  },
  taxesAnnual: {
    label: "Taxes a year",
    kind: "money",
    aliases: ["taxes", "taxes (annual)", "annual taxes", "tax amount", "property taxes"],
  },
  lastOpenHouse: {
    label: "Last open house date",
    kind: "date",
    aliases: ["last oh date", "last open house", "last open house date"],
  },
  firm: {
    label: "Listing office",
    kind: "text",
    aliases: [
      "listing office",
      "list office name",
      "list office",
      "listing firm",
      "listing office name",
      "office name",
    ],
  },
  agent: {
    label: "Listing agent",
    kind: "text",
    aliases: ["listing agent", "list agent full name", "list agent", "listing agent name", "agent name"],
  },
} as const satisfies Record<string, FieldSpec>;

export type ListingField = keyof typeof LISTING_FIELDS;
export const LISTING_FIELD_NAMES = Object.keys(LISTING_FIELDS) as ListingField[];
export const REQUIRED_FIELDS = LISTING_FIELD_NAMES.filter((field) => "required" in LISTING_FIELDS[field]);

/** A field the broker maps by hand, to a header of the export or to none ("(none)"). */
export type ListingColumnMap = Partial<Record<ListingField, string>>;

/** The mapping form's choice for a field the export does not have. */
export const NO_COLUMN = "(none)";

/** The field an export header is one of the names of, or undefined. */
export function fieldOfHeader(header: string): ListingField | undefined {
  const key = normalizeHeader(header);
  if (key === "") return undefined;
  return LISTING_FIELD_NAMES.find((field) =>
    LISTING_FIELDS[field].aliases.some((alias: string) => normalizeHeader(alias) === key),
  );
}

/** A row's problem: its line, the export's header at fault (null for the whole file) and why. */
export type RowProblem = { line: number; column: string | null; reason: string; mls?: string };

/** A good row and the export's line it is on. */
export type ReadRow = { line: number; row: ListingRow };

export type ListingExport = {
  rows: ReadRow[];
  problems: RowProblem[];
  /** The export's headers; which field each header is read as; the fields no header gave. */
  headers: string[];
  fieldHeaders: Partial<Record<ListingField, string[]>>;
  missingRequired: ListingField[];
  missingOptional: ListingField[];
  /** The earliest date the good rows give (null without good rows): the default first covered day. */
  earliestDate: string | null;
  /** Rows in the file, good and bad. */
  rowCount: number;
};

/** Statuses as exports write them (compared without case, spaces or punctuation), decision 119. */
const STATUS_NAMES: Record<string, ListingStatus> = {
  comingsoon: "coming-soon",
  active: "active",
  new: "active",
  newlisting: "active",
  backonmarket: "active",
  bom: "active",
  pricechange: "active",
  pricedecrease: "active",
  priceincrease: "active",
  reactivated: "active",
  extended: "active",
  pending: "under-contract",
  contingent: "under-contract",
  undercontract: "under-contract",
  activeundercontract: "under-contract",
  activecontingent: "under-contract",
  auc: "under-contract",
  acceptedoffer: "under-contract",
  closed: "closed",
  sold: "closed",
  settled: "closed",
  leased: "closed",
  rented: "closed",
  withdrawn: "withdrawn",
  expired: "expired",
  canceled: "canceled",
  cancelled: "canceled",
  temporarilyoffmarket: "temporarily-off-market",
  tempoffmarket: "temporarily-off-market",
  tom: "temporarily-off-market",
  hold: "temporarily-off-market",
  onhold: "temporarily-off-market",
};

/** The words a status begins with when the MLS adds to it ("Under Contract - Continue to Show"). */
const STATUS_PREFIXES: [string, ListingStatus][] = [
  ["undercontract", "under-contract"],
  ["activeundercontract", "under-contract"],
  ["pending", "under-contract"],
  ["contingent", "under-contract"],
  ["comingsoon", "coming-soon"],
  ["closed", "closed"],
  ["sold", "closed"],
  ["withdrawn", "withdrawn"],
  ["expired", "expired"],
  ["cancel", "canceled"],
  ["temporarilyoffmarket", "temporarily-off-market"],
  ["tempoffmarket", "temporarily-off-market"],
];

/** The history's status of an export's status words, or undefined when they name none. */
export function statusOf(text: string): ListingStatus | undefined {
  const key = normalizeHeader(text);
  if (key === "") return undefined;
  return STATUS_NAMES[key] ?? STATUS_PREFIXES.find(([prefix]) => key.startsWith(prefix))?.[1];
}

/** A price above this is a typing slip (an extra digit), not a Greenwich listing. */
export const MAX_LISTING_PRICE = 200_000_000;
/** Days on market above this (nearly 14 years) are a slip too. */
const MAX_DAYS = 5_000;
/** Dates before this day are not a listing export's. */
const EARLIEST_DATE = "1990-01-01";
const MAX_TEXT = 200;

const quote = (text: string) => `"${text}"`;
const quoted = (names: readonly string[]) => names.map(quote).join(", ");

/** Where each field is read from: the export's header indexes, in the order their names are tried. */
type FieldColumns = Map<ListingField, number[]>;

/**
 * The header indexes of every field: a field the broker mapped is read from that header alone (or
 * from none), the others from every header that is one of their names, in the order of those names.
 */
function mapFields(headers: readonly string[], columnMap: ListingColumnMap): FieldColumns {
  const columns: FieldColumns = new Map();
  const keys = headers.map(normalizeHeader);
  for (const field of LISTING_FIELD_NAMES) {
    const chosen = columnMap[field];
    if (chosen === NO_COLUMN) {
      columns.set(field, []);
      continue;
    }
    if (chosen !== undefined) {
      const index = keys.indexOf(normalizeHeader(chosen));
      if (index >= 0) {
        columns.set(field, [index]);
        continue;
      }
    }
    const found = LISTING_FIELDS[field].aliases.flatMap((alias: string) => {
      const index = keys.indexOf(normalizeHeader(alias));
      return index >= 0 ? [index] : [];
    });
    if (found.length > 0) columns.set(field, [...new Set(found)]);
  }
  return columns;
}

/** One cell read: its value, or the reason it cannot be read. */
type Read<T> = { value: T | null; problem?: string };

function readDate(text: string): Read<string> {
  const iso = normalizeDate(text);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || !isCalendarDate(iso)) {
    return { value: null, problem: `${quote(text)} is not a date (M/D/YYYY, M/D/YY or YYYY-MM-DD)` };
  }
  if (iso < EARLIEST_DATE) return { value: null, problem: `${quote(text)} is before 1990` };
  return { value: iso };
}

function readNumber(text: string, kind: "money" | "count" | "decimal"): Read<number> {
  const bare = kind === "money" ? normalizeMoney(text) : text.replace(/[,\s]/g, "");
  const value = Number(bare);
  if (bare === "" || !Number.isFinite(value)) return { value: null, problem: `${quote(text)} is not a number` };
  if (value < 0) return { value: null, problem: `${quote(text)} is negative` };
  if (kind === "count" && !Number.isInteger(value)) {
    return { value: null, problem: `${quote(text)} is not a whole number` };
  }
  if (kind === "money" && value > MAX_LISTING_PRICE) {
    return { value: null, problem: `${quote(text)} is more than ${formatUsd(MAX_LISTING_PRICE)}` };
  }
  if (kind === "count" && value > MAX_DAYS) return { value: null, problem: `${quote(text)} is more than ${MAX_DAYS}` };
  return { value: kind === "money" ? Math.round(value) : value };
}

/**
 * A price history as one cell: entries separated by ";", "|" or a line break, each a date and a
 * price in either order ("3/1/2025 $3,195,000; 4/2/2025 $2,995,000"), oldest first or not.
 */
export function readPriceHistory(text: string): Read<PricePoint[]> {
  const points: PricePoint[] = [];
  for (const entry of text.split(/[;|\n]/)) {
    const trimmed = entry.trim();
    if (trimmed === "") continue;
    const dateText = /(\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2})/.exec(trimmed)?.[1];
    const rest = dateText ? trimmed.replace(dateText, " ") : trimmed;
    const priceText = /\$?\s*\d[\d,]*(?:\.\d+)?/.exec(rest)?.[0];
    const date = dateText ? readDate(dateText) : undefined;
    const price = priceText ? readNumber(priceText, "money") : undefined;
    if (!date?.value || !price?.value) {
      return { value: null, problem: `${quote(trimmed)} is not a date and a price (such as "3/1/2025 $3,195,000")` };
    }
    points.push({ date: date.value, price: price.value });
  }
  if (points.length === 0) return { value: null };
  return { value: points.sort((a, b) => a.date.localeCompare(b.date)) };
}

/**
 * Reads the export: maps its headers (with the broker's saved mapping), reads every row and names
 * each of its problems at once. `asOf` is the day the export shows: no date may be after it.
 */
export function readListingExport(
  text: string,
  { asOf, columnMap = {} }: { asOf: string; columnMap?: ListingColumnMap },
): ListingExport {
  const empty = (problems: RowProblem[], headers: string[] = []): ListingExport => ({
    rows: [],
    problems,
    headers,
    fieldHeaders: {},
    missingRequired: [],
    missingOptional: [],
    earliestDate: null,
    rowCount: 0,
  });
  const parsed = exportRecords(text);
  if ("reason" in parsed) return empty([{ line: parsed.line, column: null, reason: parsed.reason }]);
  const [first, ...body] = parsed.records;
  const headers = first?.record.map((name) => name.trim()) ?? [];
  if (!first || headers.every((name) => name === "")) {
    return empty([
      { line: 1, column: null, reason: "the file is empty: export the listings as CSV, with a header line" },
    ]);
  }
  const columns = mapFields(headers, columnMap);
  const fieldHeaders: Partial<Record<ListingField, string[]>> = {};
  for (const [field, indexes] of columns) fieldHeaders[field] = indexes.map((index) => headers[index]!);
  const has = (field: ListingField) => (columns.get(field)?.length ?? 0) > 0;
  const missingRequired = REQUIRED_FIELDS.filter((field) => !has(field));
  const missingOptional = LISTING_FIELD_NAMES.filter((field) => !REQUIRED_FIELDS.includes(field) && !has(field));
  const base = { headers, fieldHeaders, missingRequired, missingOptional };
  if (missingRequired.length > 0) {
    const names = missingRequired
      .map((field) => `${LISTING_FIELDS[field].label} (${LISTING_FIELDS[field].aliases.slice(0, 3).join(" / ")})`)
      .join("; ");
    return {
      ...empty([
        { line: 1, column: null, reason: `no column for ${names}; the file's columns are ${quoted(headers)}` },
      ]),
      ...base,
      rowCount: body.length,
    };
  }
  if (body.length === 0) {
    return {
      ...empty([{ line: 1, column: null, reason: `the file has a header line (${quoted(headers)}) but no rows` }]),
      ...base,
    };
  }

  const problems: RowProblem[] = [];
  const rows: ReadRow[] = [];
  for (const { record, line } of body) {
    const read = readRow(record, line, headers, columns, asOf);
    problems.push(...read.problems);
    if (read.row) rows.push({ line, row: read.row });
  }
  // One row per listing: an MLS number on several lines is refused on each (which one is right?).
  const lines = new Map<string, number[]>();
  for (const { record, line } of body) {
    const mls = cellsOf(record, columns.get("mls") ?? [])[0]?.text.trim() ?? "";
    if (mls !== "") lines.set(mls, [...(lines.get(mls) ?? []), line]);
  }
  const mlsHeader = headers[columns.get("mls")![0]!]!;
  const twice = new Set<string>();
  for (const [mls, on] of lines) {
    if (on.length < 2) continue;
    twice.add(mls);
    for (const line of on) {
      problems.push({
        line,
        column: mlsHeader,
        mls,
        reason: `MLS number ${mls} is on lines ${on.join(", ")}: keep one row for each listing`,
      });
    }
  }
  const good = rows.filter((read) => !twice.has(read.row.mls));
  problems.sort((a, b) => a.line - b.line);
  return {
    rows: good,
    problems,
    ...base,
    earliestDate: good.map((read) => earliestOf(read.row)).sort()[0] ?? null,
    rowCount: body.length,
  };
}

/** The cells of a field with a value, with their headers' indexes, in the order its names are tried. */
function cellsOf(record: readonly string[], indexes: readonly number[]): { index: number; text: string }[] {
  return indexes.flatMap((index) => {
    const text = (record[index] ?? "").replace(/\s*[\r\n]+\s*/g, " ").trim();
    return text === "" ? [] : [{ index, text }];
  });
}

/** The earliest date a row gives: its list date, or a price history's first day. */
function earliestOf(row: ListingRow): string {
  return [row.listDate, ...(row.priceHistory ?? []).map((point) => point.date)].sort()[0]!;
}

/** Reads one row: the row, or every problem it has (each naming its header and quoting its text). */
function readRow(
  record: readonly string[],
  line: number,
  headers: readonly string[],
  columns: FieldColumns,
  asOf: string,
): { row?: ListingRow; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const headerOf = (field: ListingField) => headers[columns.get(field)?.[0] ?? -1] ?? LISTING_FIELDS[field].label;
  const mlsCell = cellsOf(record, columns.get("mls") ?? [])[0]?.text;
  const problem = (column: string, reason: string) => problems.push({ line, column, reason, mls: mlsCell });
  /** Where each field's value came from, so a contradiction names the header the file used. */
  const from = new Map<ListingField, { header: string; text: string }>();

  function cell(field: ListingField): { header: string; text: string } | undefined {
    const found = cellsOf(record, columns.get(field) ?? [])[0];
    if (!found) return undefined;
    const seen = { header: headers[found.index]!, text: found.text };
    from.set(field, seen);
    return seen;
  }
  function text(field: ListingField): string | null {
    const found = cell(field);
    if (!found) return null;
    if (found.text.includes("\u0000")) {
      problem(found.header, "holds a NUL character, which cannot be stored");
      return null;
    }
    return found.text.slice(0, MAX_TEXT);
  }
  function value<T>(field: ListingField, reader: (text: string) => Read<T>): T | null {
    const found = cell(field);
    if (!found) return null;
    const read = reader(found.text);
    if (read.problem) problem(found.header, read.problem);
    return read.value;
  }
  const date = (field: ListingField) => value(field, readDate);
  const number = (field: ListingField) =>
    value(field, (cellText) => readNumber(cellText, LISTING_FIELDS[field].kind as "money" | "count" | "decimal"));
  function required<T>(field: ListingField, read: T | null): T | null {
    if (read === null && !from.has(field)) problem(headerOf(field), `${LISTING_FIELDS[field].label} is required`);
    return read;
  }

  const mls = required("mls", text("mls"));
  const mlsStatus = required("status", text("status"));
  const status = mlsStatus === null ? undefined : statusOf(mlsStatus);
  if (mlsStatus !== null && !status) {
    problem(
      headerOf("status"),
      `${quote(mlsStatus)} is not a status the import knows (Active, Coming Soon, Pending, Closed, Withdrawn, Expired, Canceled, Temporarily Off Market ...)`,
    );
  }
  const typeText = required("type", text("type"));
  const type = typeText === null ? undefined : normalizeType(typeText);
  if (typeText !== null && !(PROPERTY_TYPES as readonly string[]).includes(type!)) {
    problem(
      headerOf("type"),
      `${quote(typeText)} is not a property type the site knows (${PROPERTY_TYPES.join(", ")})`,
    );
  }
  const address = required("address", text("address"));
  const zipText = required("zip", text("zip"));
  const zip = zipText === null ? undefined : normalizeZip(zipText);
  if (zipText !== null && !(GREENWICH_ZIPS as readonly string[]).includes(zip!)) {
    problem(headerOf("zip"), `${quote(zipText)} is not a Greenwich ZIP code (${GREENWICH_ZIPS.join(", ")})`);
  }
  const listDate = required("listDate", date("listDate"));
  const listPrice = required("listPrice", number("listPrice"));
  if (listPrice === 0) problem(headerOf("listPrice"), "must be above zero");
  const row = {
    originalPrice: number("originalPrice"),
    contractDate: date("contractDate"),
    pendingDate: date("pendingDate"),
    closeDate: date("closeDate"),
    closePrice: number("closePrice"),
    offMarketDate: date("offMarketDate"),
    statusDate: date("statusDate"),
    priceChangeDate: date("priceChangeDate"),
    priceHistory: value("priceHistory", readPriceHistory),
    reductions: number("reductions"),
    totalReduction: number("totalReduction"),
    dom: number("dom"),
    cdom: number("cdom"),
    beds: number("beds"),
    baths: number("baths"),
    sqft: number("sqft"),
    lowerLevelSqft: number("lowerLevelSqft"),
    atticSqft: number("atticSqft"),
    lotAcres: number("lotAcres"),
    district: text("district"),
    zoning: text("zoning"),
    hoaMonthly: number("hoaMonthly"),
    taxesAnnual: number("taxesAnnual"),
    lastOpenHouse: date("lastOpenHouse"),
    firm: text("firm"),
    agent: text("agent"),
  };
  const fullBaths = number("fullBaths");
  const halfBaths = number("halfBaths");
  // SmartMLS gives full and half baths apart: a half bath counts a half.
  const baths = row.baths ?? (fullBaths === null ? null : fullBaths + (halfBaths ?? 0) / 2);

  const hasColumn = (field: ListingField) => (columns.get(field)?.length ?? 0) > 0;
  contradictions({ ...row, status, listDate, listPrice, mlsStatus }, { from, headerOf, hasColumn, asOf, problem });
  if (problems.length > 0 || !status || mls === null || mlsStatus === null || address === null) return { problems };
  if (listDate === null || listPrice === null || type === undefined || zip === undefined) return { problems };
  return {
    problems,
    row: {
      mls,
      mlsStatus,
      status,
      type: type as PropertyType,
      address,
      zip: zip as GreenwichZip,
      listDate,
      listPrice,
      ...row,
      baths,
    },
  };
}

type Checked = Pick<
  ListingRow,
  | "originalPrice"
  | "contractDate"
  | "pendingDate"
  | "closeDate"
  | "closePrice"
  | "offMarketDate"
  | "statusDate"
  | "priceChangeDate"
  | "priceHistory"
  | "reductions"
  | "totalReduction"
> & { status: ListingStatus | undefined; listDate: string | null; listPrice: number | null; mlsStatus: string | null };

/**
 * A row that contradicts itself (decision 119): a status date before the list date, a closing
 * before the contract, closed without a price or a day, a date after the export's day, prices that
 * do not add up. Each names the header the file used and quotes its text.
 */
function contradictions(
  row: Checked,
  {
    from,
    headerOf,
    hasColumn,
    asOf,
    problem,
  }: {
    from: ReadonlyMap<ListingField, { header: string; text: string }>;
    headerOf: (field: ListingField) => string;
    hasColumn: (field: ListingField) => boolean;
    asOf: string;
    problem: (column: string, reason: string) => void;
  },
) {
  const said = (field: ListingField) => from.get(field)!;
  const named = (field: ListingField) => `${said(field).header} ${said(field).text}`;
  const { status, listDate } = row;
  const dateOf = (field: ListingField) => row[field as keyof Checked] as string | null;
  // A coming-soon listing's list date may be the day it is expected on the market (decision 134).
  const dated: ListingField[] = ["contractDate", "pendingDate", "statusDate", "priceChangeDate"];
  if (status !== "coming-soon") dated.push("listDate");
  if (status === "closed") dated.push("closeDate");
  if (status && isOffMarket(status)) dated.push("offMarketDate");
  for (const field of dated) {
    const day = dateOf(field);
    if (day && day > asOf) {
      problem(said(field).header, `${quote(said(field).text)} is after the export's date, ${formatLongDate(asOf)}`);
    }
  }
  const future = (row.priceHistory ?? []).find((point) => point.date > asOf);
  if (future)
    problem(said("priceHistory").header, `a price on ${future.date}, after the export's date, ${formatLongDate(asOf)}`);
  if (listDate && status !== "coming-soon") {
    const before = (field: ListingField, what: string) => {
      const day = dateOf(field);
      if (day && day < listDate)
        problem(said(field).header, `${what} on ${said(field).text}, before ${named("listDate")}`);
    };
    before("contractDate", "under contract");
    before("pendingDate", "pending");
    before("closeDate", "closed");
    before("statusDate", "a status change");
    before("priceChangeDate", "a price change");
    if (status && isOffMarket(status)) before("offMarketDate", "off the market");
    const early = (row.priceHistory ?? []).find((point) => point.date < listDate);
    if (early) problem(said("priceHistory").header, `a price on ${early.date}, before ${named("listDate")}`);
  }
  if (row.contractDate && row.pendingDate && row.pendingDate < row.contractDate) {
    problem(said("pendingDate").header, `pending on ${said("pendingDate").text}, before ${named("contractDate")}`);
  }
  const contractField: ListingField = row.contractDate ? "contractDate" : "pendingDate";
  const contract = row.contractDate ?? row.pendingDate;
  if (row.closeDate && contract && row.closeDate < contract) {
    problem(said("closeDate").header, `closed on ${said("closeDate").text}, before ${named(contractField)}`);
  }
  if (status === "closed") {
    const closed = quote(row.mlsStatus ?? "Closed");
    const noColumn = (field: ListingField) =>
      hasColumn(field)
        ? ""
        : `: the export has no ${LISTING_FIELDS[field].label.toLowerCase()} column (${LISTING_FIELDS[field].aliases.slice(0, 3).join(" / ")}); map it to the export's column`;
    if (!row.closeDate && !from.has("closeDate")) {
      problem(headerOf("closeDate"), `${closed} without a close date${noColumn("closeDate")}`);
    }
    if (row.closePrice === null && !from.has("closePrice")) {
      problem(headerOf("closePrice"), `${closed} without a close price${noColumn("closePrice")}`);
    } else if (row.closePrice === 0) problem(said("closePrice").header, "a close price must be above zero");
    const late = (row.priceHistory ?? []).find((point) => row.closeDate && point.date > row.closeDate);
    if (late) problem(said("priceHistory").header, `a price on ${late.date}, after ${named("closeDate")}`);
    if (row.closeDate && row.priceChangeDate && row.priceChangeDate > row.closeDate) {
      problem(
        said("priceChangeDate").header,
        `a price change on ${said("priceChangeDate").text}, after ${named("closeDate")}`,
      );
    }
  }
  const { originalPrice, listPrice, totalReduction, reductions } = row;
  if (originalPrice !== null && listPrice !== null && totalReduction !== null && listPrice <= originalPrice) {
    if (Math.abs(originalPrice - totalReduction - listPrice) > 1) {
      problem(
        said("totalReduction").header,
        `${named("originalPrice")} less ${named("totalReduction")} is ${formatUsd(originalPrice - totalReduction)}, not ${named("listPrice")}`,
      );
    }
  }
  if (reductions === 0 && originalPrice !== null && listPrice !== null && listPrice < originalPrice) {
    problem(
      said("reductions").header,
      `no price reduction, but ${named("listPrice")} is below ${named("originalPrice")}`,
    );
  }
  const last = row.priceHistory?.at(-1);
  if (last && listPrice !== null && last.price !== listPrice) {
    problem(said("priceHistory").header, `ends at ${formatUsd(last.price)}, not ${named("listPrice")}`);
  }
}

/** How a status reads in a sentence ("under contract"). */
export const statusWords = (status: ListingStatus) => LISTING_STATUS_LABELS[status].toLowerCase();
