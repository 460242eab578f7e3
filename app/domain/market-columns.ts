// The market's records in columns (decision 143): each kind of record as typed arrays in week
// order, with its segment codes (type, village, price band) worked out once. Every series is
// drawn by scanning these arrays; a record is made into an object only where a plain definition
// needs one (a quarter's pooled records, the tests). A 20-year market holds some 300,000 homes for
// sale at week ends: as objects they cost more to make and collect than every figure drawn from them.
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

/** One kind of record, in week order: week w's records are rows `offsets[w]` to `offsets[w + 1] - 1`. */
export type KindColumns = {
  offsets: Int32Array;
  type: Uint8Array;
  zip: Uint8Array;
  band: Uint8Array;
  /** The day number of each record's date. */
  day: Int32Array;
  /** One column per entry of the kind's `RECORD_FIELDS` numbers; NaN for an absent value (a contract without square feet). */
  numbers: Float64Array[];
  /** The records as they were given, in row order, where they came as objects (null where built in columns). */
  objects: readonly object[] | null;
  /** Whether any row is a lease (in no segment). */
  hasRentals: boolean;
};

/** Records of one kind gathered in any order, before they are put in week order: typed arrays that double as they fill. */
export class KindBuilder {
  length = 0;
  type = new Uint8Array(1024);
  zip = new Uint8Array(1024);
  day = new Int32Array(1024);
  numbers: Float64Array[];
  objects: object[] | null = [];
  constructor(readonly kind: RecordKind) {
    this.numbers = RECORD_FIELDS[kind].numbers.map(() => new Float64Array(1024));
  }
  private room(rows = 1) {
    while (this.length + rows > this.day.length) this.grow();
  }
  private grow() {
    const grow = <Column extends Uint8Array | Int32Array | Float64Array>(column: Column): Column => {
      const bigger = new (column.constructor as new (length: number) => Column)(column.length * 2);
      bigger.set(column);
      return bigger;
    };
    this.type = grow(this.type);
    this.zip = grow(this.zip);
    this.day = grow(this.day);
    this.numbers = this.numbers.map(grow);
  }
  /** A record given as an object (the day number of its date given with it). */
  addObject(record: RecordOf<RecordKind>, day: number) {
    this.room();
    const fields = record as unknown as Record<string, number | null | string>;
    const row = this.length++;
    this.type[row] = typeCodeOf(fields.type as string);
    this.zip[row] = zipCodeOf(fields.zip as string);
    this.day[row] = day;
    const names = RECORD_FIELDS[this.kind].numbers;
    for (let index = 0; index < names.length; index += 1) {
      this.numbers[index]![row] = (fields[names[index]!] as number | null) ?? Number.NaN;
    }
    this.objects?.push(record);
  }
  /** A record given by its codes and numbers (in the kind's column order): it has no object of its own. */
  addRow(type: number, zip: number, day: number, price: number, second = Number.NaN, third = Number.NaN) {
    this.room();
    this.objects = null;
    const row = this.length++;
    this.type[row] = type;
    this.zip[row] = zip;
    this.day[row] = day;
    const numbers = this.numbers;
    numbers[0]![row] = price;
    if (numbers.length > 1) numbers[1]![row] = second;
    if (numbers.length > 2) numbers[2]![row] = third;
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
    const rows = (lastSunday - firstSunday) / 7 + 1;
    this.room(rows);
    this.objects = null;
    const [prices, originals, days] = this.numbers as [Float64Array, Float64Array, Float64Array];
    for (let row = this.length, sunday = firstSunday; sunday <= lastSunday; row += 1, sunday += 7) {
      this.type[row] = type;
      this.zip[row] = zip;
      this.day[row] = sunday;
      prices[row] = price;
      originals[row] = originalPrice;
      days[row] = daysOnMarket + sunday - firstSunday;
    }
    this.length += rows;
  }
  /** The records in week order: `weekOf(day)` is a row's week, from 0 to `weeks - 1`. */
  columns(weeks: number, weekOf: (day: number) => number): KindColumns {
    const count = this.length;
    const offsets = new Int32Array(weeks + 1);
    const weekOfRow = new Int32Array(count);
    for (let row = 0; row < count; row += 1) {
      const week = weekOf(this.day[row]!);
      weekOfRow[row] = week;
      offsets[week + 1]! += 1;
    }
    for (let week = 0; week < weeks; week += 1) offsets[week + 1]! += offsets[week]!;
    const next = offsets.slice(0, weeks);
    const type = new Uint8Array(count);
    const zip = new Uint8Array(count);
    const band = new Uint8Array(count);
    const day = new Int32Array(count);
    const numbers = this.numbers.map(() => new Float64Array(count));
    const objects = this.objects ? new Array<object>(count) : null;
    let hasRentals = false;
    for (let row = 0; row < count; row += 1) {
      const at = next[weekOfRow[row]!]!++;
      if (this.type[row] === RENTAL_CODE) hasRentals = true;
      type[at] = this.type[row]!;
      zip[at] = this.zip[row]!;
      day[at] = this.day[row]!;
      band[at] = bandCodeOf(this.numbers[0]![row]!);
      for (let column = 0; column < numbers.length; column += 1) numbers[column]![at] = this.numbers[column]![row]!;
      if (objects) objects[at] = this.objects![row]!;
    }
    return { offsets, type, zip, band, day, numbers, objects, hasRentals };
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
  const type = columns.type[row]!;
  return (
    type !== RENTAL_CODE &&
    (codes.type < 0 || type === codes.type) &&
    (codes.zip < 0 || columns.zip[row] === codes.zip) &&
    (codes.band < 0 || columns.band[row] === codes.band)
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
  if (columns.objects) return columns.objects[row] as RecordOf<Kind>;
  const { numbers, date } = RECORD_FIELDS[kind];
  const zip = columns.zip[row]!;
  const record: Record<string, unknown> = {
    type: PROPERTY_TYPES[columns.type[row]!] as PropertyType,
    zip: zip === NO_CODE ? "" : GREENWICH_ZIPS[zip],
  };
  numbers.forEach((name, column) => {
    const value = columns.numbers[column]![row]!;
    record[name] = Number.isNaN(value) ? null : value;
  });
  record[date] = dateOf(columns.day[row]!);
  return record as RecordOf<Kind>;
}

/**
 * One object that shows row after row, for reading a measure's value or test of each row without
 * making an object per row: its numbers are written for each row, its type, village and date read
 * the columns when asked. Valid until the next call, never kept.
 */
export function rowReader<Kind extends RecordKind>(columns: KindColumns, kind: Kind): (row: number) => RecordOf<Kind> {
  if (columns.objects) return (row) => columns.objects![row] as RecordOf<Kind>;
  let current = 0;
  const shown: Record<string, number | null> = {};
  const names = RECORD_FIELDS[kind].numbers;
  for (const name of names) shown[name] = 0;
  const field = (name: string, get: () => unknown) => Object.defineProperty(shown, name, { get, enumerable: true });
  field("type", () => PROPERTY_TYPES[columns.type[current]!]);
  field("zip", () => GREENWICH_ZIPS[columns.zip[current]!] ?? "");
  field(RECORD_FIELDS[kind].date, () => dateOf(columns.day[current]!));
  const [first, second, third] = columns.numbers;
  const [firstName, secondName, thirdName] = names;
  const number = (value: number) => (Number.isNaN(value) ? null : value);
  return (row) => {
    current = row;
    shown[firstName!] = number(first![row]!);
    if (second) shown[secondName!] = number(second[row]!);
    if (third) shown[thirdName!] = number(third[row]!);
    return shown as unknown as RecordOf<Kind>;
  };
}

/**
 * The rows that `keep` holds, in the same week order (a market narrowed to several villages or
 * types at once, which one segment's codes cannot name).
 */
export function keepRows(columns: KindColumns, keep: (row: number) => boolean): KindColumns {
  const weeks = columns.offsets.length - 1;
  const kept: number[] = [];
  const offsets = new Int32Array(weeks + 1);
  for (let week = 0; week < weeks; week += 1) {
    for (let row = columns.offsets[week]!; row < columns.offsets[week + 1]!; row += 1) if (keep(row)) kept.push(row);
    offsets[week + 1] = kept.length;
  }
  const pick = <Column extends Uint8Array | Int32Array | Float64Array>(column: Column): Column => {
    const picked = new (column.constructor as new (length: number) => Column)(kept.length);
    kept.forEach((row, at) => (picked[at] = column[row]!));
    return picked;
  };
  const type = pick(columns.type);
  return {
    offsets,
    type,
    zip: pick(columns.zip),
    band: pick(columns.band),
    day: pick(columns.day),
    numbers: columns.numbers.map(pick),
    objects: columns.objects ? kept.map((row) => columns.objects![row]!) : null,
    hasRentals: type.includes(RENTAL_CODE),
  };
}
