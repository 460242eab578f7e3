// The market's records in columns (decisions 143 and 157): each kind of record as typed arrays,
// its rows in week order, with its segment codes (type, village, price band) worked out once.
// Every series is drawn by scanning these arrays; a record is made into an object only where a
// plain definition needs one (a quarter's pooled records, the tests). A 20-year market holds some
// 800,000 homes for sale at week ends at 100,000 listings: as objects they cost more to make and
// collect than every figure drawn from them, and even as columns of their own every number cost
// more to write than to read. So a home for sale on consecutive Sundays at one asking price is one
// entry, and each of its rows names its entry and how many weeks after the entry's first it falls.
import { GREENWICH_ZIPS, PROPERTY_TYPES, type PropertyType } from "./contract-types";
import { RECORD_KINDS, SALE_PRICE_BANDS, type MarketSegment, type RecordKind, type RecordOf } from "./market-records";
import { isoDateOf } from "~/lib/calendar";

/** The numbers each kind of record carries, in column order (price first: it bands the record), and its date's field. */
export const RECORD_FIELDS = {
  contracts: { numbers: ["price", "sqft", "dom"], date: "contractDate" },
  forSale: { numbers: ["price", "originalPrice", "daysOnMarket"], date: "date" },
  newListings: { numbers: ["price"], date: "date" },
  underContract: { numbers: ["price"], date: "date" },
  closedSales: { numbers: ["price", "listPrice", "originalPrice"], date: "date" },
  offMarket: { numbers: ["price"], date: "date" },
} as const satisfies Record<RecordKind, { numbers: readonly string[]; date: string }>;

/** The code of a value no segment names (a ZIP code outside Greenwich): only "all" holds it. */
const NO_CODE = 255;
const RENTAL_CODE = PROPERTY_TYPES.indexOf("rental");

const codeOf = (list: readonly string[], value: string) => {
  const index = list.indexOf(value);
  return index < 0 ? NO_CODE : index;
};

export const typeCodeOf = (type: string) => codeOf(PROPERTY_TYPES, type);
export const zipCodeOf = (zip: string) => codeOf(GREENWICH_ZIPS, zip);

/** The band's code of a price (`salePriceBandOf` by index). */
function bandCodeOf(price: number): number {
  for (let index = 0; index < SALE_PRICE_BANDS.length; index += 1) {
    if (price < SALE_PRICE_BANDS[index]!.max) return index;
  }
  return SALE_PRICE_BANDS.length - 1;
}

/** Days between a run's rows: a week. */
const STEP_DAYS = 7;

/** The numbers of one kind's records and their segment codes, one entry per record or run of weekly records. */
export type KindEntries = {
  type: Uint8Array;
  zip: Uint8Array;
  band: Uint8Array;
  /** The day number of the entry's (first) record. */
  day: Int32Array;
  /** One column per entry of the kind's `RECORD_FIELDS` numbers; NaN for an absent value (a contract without square feet). */
  numbers: Float64Array[];
  /** The records as they were given, one per entry, where they came as objects (null where built in columns). */
  objects: readonly object[] | null;
};

/**
 * One kind of record, in week order: week w's rows are `offsets[w]` to `offsets[w + 1] - 1`. Row r
 * is the record of entry `entry[r]` `step[r]` weeks after the entry's first record: its day is the
 * entry's day plus seven days a step, and so is its number in column `growing` (a home for sale's
 * days on market); its other numbers and codes are the entry's.
 */
export type KindColumns = {
  offsets: Int32Array;
  entry: Int32Array;
  step: Uint16Array;
  entries: KindEntries;
  /** The number's column that grows by seven each step, or -1. */
  growing: number;
  /** Whether any row is a lease (in no segment). */
  hasRentals: boolean;
};

/** A row's day number. */
export function rowDay(columns: KindColumns, row: number): number {
  return columns.entries.day[columns.entry[row]!]! + STEP_DAYS * columns.step[row]!;
}

/** A row's number in `column` (NaN for an absent value). */
export function rowNumber(columns: KindColumns, column: number, row: number): number {
  const value = columns.entries.numbers[column]![columns.entry[row]!]!;
  return column === columns.growing ? value + STEP_DAYS * columns.step[row]! : value;
}

/** The column of the number that grows by the week in a run: a home for sale's days on market. */
const GROWING_COLUMN: Partial<Record<RecordKind, number>> = { forSale: 2 };

/**
 * Working arrays of `columns`, reused from one market to the next: filling fresh arrays of a
 * market's size cost more than the work done in them (decision 157). Safe to share because
 * `columns` runs start to end in one synchronous call; they only grow.
 */
const workingArrays = {
  firstWeeks: new Int32Array(0),
  lastWeeks: new Int32Array(0),
  byStart: new Int32Array(0),
  active: new Int32Array(0),
};
function working(name: keyof typeof workingArrays, length: number): Int32Array {
  if (workingArrays[name].length < length)
    workingArrays[name] = new Int32Array(Math.max(length, workingArrays[name].length * 2));
  return workingArrays[name];
}

/**
 * Records of one kind gathered in any order, before they are put in week order: typed arrays that
 * double as they fill (`reserve` makes room at once). An entry is one record, or a run of weekly
 * records (a home for sale on consecutive Sundays at one asking price, `addWeekly`). Entries are
 * only ever added, never changed: the arrays become the columns' entries as they are, never
 * copied, and a builder kept from one market to the next (`ListingEntries`, decision 157) adds the
 * entries of the listings an upload changed and names the entries the next market holds (`live`).
 */
export class KindBuilder {
  /** Entries gathered. */
  length = 0;
  type = new Uint8Array(1024);
  zip = new Uint8Array(1024);
  band = new Uint8Array(1024);
  /** The day number of each entry's (first) record. */
  day = new Int32Array(1024);
  /** The day number of each entry's last record: its own day for one record, the run's last Sunday. */
  last = new Int32Array(1024);
  numbers: Float64Array[];
  objects: object[] | null = [];
  /** The entries the columns hold, in order; every entry when null. */
  live: Int32Array | null = null;
  constructor(readonly kind: RecordKind) {
    this.numbers = RECORD_FIELDS[kind].numbers.map(() => new Float64Array(1024));
  }
  /** Room for `entries` more entries at once, so a big walk does not double the arrays again and again. */
  reserve(entries: number) {
    const needed = this.length + entries;
    if (needed <= this.day.length) return;
    let size = this.day.length;
    while (size < needed) size *= 2;
    this.resize(size);
  }
  private room() {
    if (this.length === this.day.length) this.resize(this.day.length * 2);
  }
  /** Bigger arrays, the entries copied: the old arrays stay as they were for a market that holds them. */
  private resize(size: number) {
    const bigger = <Column extends Uint8Array | Int32Array | Float64Array>(column: Column): Column => {
      const copy = new (column.constructor as new (length: number) => Column)(size);
      copy.set(column.subarray(0, this.length));
      return copy;
    };
    this.type = bigger(this.type);
    this.zip = bigger(this.zip);
    this.band = bigger(this.band);
    this.day = bigger(this.day);
    this.last = bigger(this.last);
    this.numbers = this.numbers.map(bigger);
  }
  /** A record given as an object (the day number of its date given with it). */
  addObject(record: RecordOf<RecordKind>, day: number) {
    this.room();
    const fields = record as unknown as Record<string, number | null | string>;
    const entry = this.length++;
    this.type[entry] = typeCodeOf(fields.type as string);
    this.zip[entry] = zipCodeOf(fields.zip as string);
    this.day[entry] = day;
    this.last[entry] = day;
    const names = RECORD_FIELDS[this.kind].numbers;
    for (let index = 0; index < names.length; index += 1) {
      this.numbers[index]![entry] = (fields[names[index]!] as number | null) ?? Number.NaN;
    }
    this.band[entry] = bandCodeOf(this.numbers[0]![entry]!);
    this.objects?.push(record);
  }
  /** A record given by its codes and numbers (in the kind's column order): it has no object of its own. */
  addRow(type: number, zip: number, day: number, price: number, second = Number.NaN, third = Number.NaN) {
    this.addEntry(type, zip, day, day, price, second, third);
  }
  /**
   * A home for sale on each Sunday from `firstSunday` to `lastSunday` (day numbers) at one asking
   * price, its days on market `daysOnMarket` on the first Sunday and seven more on each after.
   */
  addWeekly(
    type: number,
    zip: number,
    firstSunday: number,
    lastSunday: number,
    price: number,
    originalPrice: number,
    daysOnMarket: number,
  ) {
    this.addEntry(type, zip, firstSunday, lastSunday, price, originalPrice, daysOnMarket);
  }
  /** An entry without an object: its records from `day` to `last`, a week apart. */
  private addEntry(type: number, zip: number, day: number, last: number, price: number, second: number, third: number) {
    this.room();
    this.objects = null;
    const entry = this.length++;
    this.type[entry] = type;
    this.zip[entry] = zip;
    this.band[entry] = bandCodeOf(price);
    this.day[entry] = day;
    this.last[entry] = last;
    const numbers = this.numbers;
    numbers[0]![entry] = price;
    if (numbers.length > 1) numbers[1]![entry] = second;
    if (numbers.length > 2) numbers[2]![entry] = third;
  }
  /** How many entries the columns hold. */
  private get count(): number {
    return this.live ? this.live.length : this.length;
  }
  /** The first and last day number of the records the columns hold ([Infinity, -Infinity] for none). */
  extent(): [number, number] {
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    const live = this.live;
    for (let index = 0, count = this.count; index < count; index += 1) {
      const entry = live ? live[index]! : index;
      if (this.day[entry]! < first) first = this.day[entry]!;
      if (this.last[entry]! > last) last = this.last[entry]!;
    }
    return [first, last];
  }
  /**
   * The records in week order: `weekOf(day)` is a record's week, from 0 to `weeks - 1`. A week's
   * rows are its entries in the order they began (then were given). The row index is written front
   * to back, week after week.
   */
  columns(weeks: number, weekOf: (day: number) => number): KindColumns {
    const live = this.live;
    const count = this.count;
    const firstWeeks = working("firstWeeks", this.length);
    const lastWeeks = working("lastWeeks", this.length);
    // Rows per week (an entry adds one to each week from its first to its last: a difference
    // array), and entries per first week.
    const difference = new Int32Array(weeks + 1);
    const startsIn = new Int32Array(weeks + 1);
    let hasRentals = false;
    let rows = 0;
    for (let index = 0; index < count; index += 1) {
      const entry = live ? live[index]! : index;
      const week = weekOf(this.day[entry]!);
      const span = (this.last[entry]! - this.day[entry]!) / STEP_DAYS;
      firstWeeks[entry] = week;
      lastWeeks[entry] = week + span;
      rows += span + 1;
      if (this.type[entry] === RENTAL_CODE) hasRentals = true;
      difference[week]! += 1;
      difference[week + span + 1]! -= 1;
      startsIn[week + 1]! += 1;
    }
    const offsets = new Int32Array(weeks + 1);
    let perWeek = 0;
    for (let week = 0; week < weeks; week += 1) {
      perWeek += difference[week]!;
      offsets[week + 1] = offsets[week]! + perWeek;
      startsIn[week + 1]! += startsIn[week]!;
    }
    // The entries by first week, in the order given (a stable counting sort).
    const byStart = working("byStart", count);
    const placed = startsIn.slice(0, weeks);
    for (let index = 0; index < count; index += 1) {
      const entry = live ? live[index]! : index;
      byStart[placed[firstWeeks[entry]!]!++] = entry;
    }
    const entryOfRow = new Int32Array(rows);
    const stepOfRow = new Uint16Array(rows);
    // The entries with a row in the week being written: those that began earlier and go on, then
    // those that begin in it.
    let active = working("active", 1024);
    let activeCount = 0;
    let at = 0;
    for (let week = 0; week < weeks; week += 1) {
      const beginning = startsIn[week + 1]! - startsIn[week]!;
      if (activeCount + beginning > active.length) {
        const held = active.slice(0, activeCount);
        active = working("active", activeCount + beginning);
        active.set(held);
      }
      for (let index = startsIn[week]!; index < startsIn[week + 1]!; index += 1)
        active[activeCount++] = byStart[index]!;
      let kept = 0;
      for (let index = 0; index < activeCount; index += 1) {
        const entry = active[index]!;
        entryOfRow[at] = entry;
        stepOfRow[at] = week - firstWeeks[entry]!;
        at += 1;
        if (lastWeeks[entry]! > week) active[kept++] = entry;
      }
      activeCount = kept;
    }
    const length = this.length;
    return {
      offsets,
      entry: entryOfRow,
      step: stepOfRow,
      entries: {
        type: this.type.subarray(0, length),
        zip: this.zip.subarray(0, length),
        band: this.band.subarray(0, length),
        day: this.day.subarray(0, length),
        numbers: this.numbers.map((column) => column.subarray(0, length)),
        objects: this.objects ? this.objects.slice(0, length) : null,
      },
      growing: GROWING_COLUMN[this.kind] ?? -1,
      hasRentals,
    };
  }
}

export const newBuilders = (): Record<RecordKind, KindBuilder> =>
  Object.fromEntries(RECORD_KINDS.map((kind) => [kind, new KindBuilder(kind)])) as Record<RecordKind, KindBuilder>;

/** Whether a row is in a segment, by codes: `inSegment` on the columns. */
export type SegmentCodes = { type: number; zip: number; band: number };

export function segmentCodes(segment: MarketSegment): SegmentCodes {
  return {
    type: segment.type === "all" ? -1 : PROPERTY_TYPES.indexOf(segment.type),
    zip: segment.zip === "all" ? -1 : GREENWICH_ZIPS.indexOf(segment.zip),
    band: segment.band === "all" ? -1 : SALE_PRICE_BANDS.findIndex((band) => band.id === segment.band),
  };
}

export function rowInSegment(columns: KindColumns, row: number, codes: SegmentCodes): boolean {
  const entry = columns.entry[row]!;
  const { entries } = columns;
  const type = entries.type[entry]!;
  return (
    type !== RENTAL_CODE &&
    (codes.type < 0 || type === codes.type) &&
    (codes.zip < 0 || entries.zip[entry] === codes.zip) &&
    (codes.band < 0 || entries.band[entry] === codes.band)
  );
}

/** Each day number's date, written once. */
const dates = new Map<number, string>();
function dateOf(day: number): string {
  let date = dates.get(day);
  if (date === undefined) {
    date = isoDateOf(day);
    if (dates.size < 20_000) dates.set(day, date);
  }
  return date;
}

/** The row as the record it is: the object it came as, or one made from its columns. */
export function recordAt<Kind extends RecordKind>(columns: KindColumns, kind: Kind, row: number): RecordOf<Kind> {
  const entry = columns.entry[row]!;
  const { entries } = columns;
  if (entries.objects) return entries.objects[entry] as RecordOf<Kind>;
  const { numbers, date } = RECORD_FIELDS[kind];
  const zip = entries.zip[entry]!;
  const record: Record<string, unknown> = {
    type: PROPERTY_TYPES[entries.type[entry]!] as PropertyType,
    zip: zip === NO_CODE ? "" : GREENWICH_ZIPS[zip],
  };
  numbers.forEach((name, column) => {
    const value = rowNumber(columns, column, row);
    record[name] = Number.isNaN(value) ? null : value;
  });
  record[date] = dateOf(rowDay(columns, row));
  return record as RecordOf<Kind>;
}

/**
 * One object that shows row after row, for reading a measure's value or test of each row without
 * making an object per row: its numbers are written for each row, its type, village and date read
 * the columns when asked. Valid until the next call, never kept.
 */
export function rowReader<Kind extends RecordKind>(columns: KindColumns, kind: Kind): (row: number) => RecordOf<Kind> {
  const { entries } = columns;
  if (entries.objects) return (row) => entries.objects![columns.entry[row]!] as RecordOf<Kind>;
  let current = 0;
  const shown: Record<string, number | null> = {};
  const names = RECORD_FIELDS[kind].numbers;
  for (const name of names) shown[name] = 0;
  const field = (name: string, get: () => unknown) => Object.defineProperty(shown, name, { get, enumerable: true });
  field("type", () => PROPERTY_TYPES[entries.type[columns.entry[current]!]!]);
  field("zip", () => GREENWICH_ZIPS[entries.zip[columns.entry[current]!]!] ?? "");
  field(RECORD_FIELDS[kind].date, () => dateOf(rowDay(columns, current)));
  const [first, second, third] = entries.numbers;
  const [firstName, secondName, thirdName] = names;
  const growing = columns.growing;
  const number = (value: number) => (Number.isNaN(value) ? null : value);
  return (row) => {
    current = row;
    const entry = columns.entry[row]!;
    shown[firstName!] = number(first![entry]!);
    if (second) shown[secondName!] = number(second[entry]!);
    if (third)
      shown[thirdName!] = number(growing === 2 ? third[entry]! + STEP_DAYS * columns.step[row]! : third[entry]!);
    return shown as unknown as RecordOf<Kind>;
  };
}

/**
 * The rows that `keep` holds, in the same week order (a market narrowed to several villages or
 * types at once, which one segment's codes cannot name): a new row index over the same entries.
 */
export function keepRows(columns: KindColumns, keep: (row: number) => boolean): KindColumns {
  const weeks = columns.offsets.length - 1;
  const kept: number[] = [];
  const offsets = new Int32Array(weeks + 1);
  for (let week = 0; week < weeks; week += 1) {
    for (let row = columns.offsets[week]!; row < columns.offsets[week + 1]!; row += 1) if (keep(row)) kept.push(row);
    offsets[week + 1] = kept.length;
  }
  const entry = Int32Array.from(kept, (row) => columns.entry[row]!);
  return {
    offsets,
    entry,
    step: Uint16Array.from(kept, (row) => columns.step[row]!),
    entries: columns.entries,
    growing: columns.growing,
    hasRentals: entry.some((at) => columns.entries.type[at] === RENTAL_CODE),
  };
}
