// The market's records grouped by Monday-to-Sunday week, with the weeks each source covers
// (decision 118). Built once per version of the data and shared by every series drawn from it.
// A week a source does not cover completely is a gap in that source's measures, never a zero.
import { dayNumber, isoDateOf, mondayOfDay } from "~/lib/calendar";
import { newBuilders, recordAt, type KindBuilder, type KindColumns } from "./market-columns";
import {
  emptyRecords,
  RECORD_KINDS,
  type MarketSource,
  type PoolRecords,
  type RecordKind,
  type RecordOf,
} from "./market-records";

/** Days from `from` to `to`, both included. */
export type DaySpan = { from: string; to: string };

/** The days each source's data covers. */
export type Coverage = Record<MarketSource, readonly DaySpan[]>;

export const NO_COVERAGE: Coverage = { contracts: [], listings: [] };

export type WeeklyMarket = {
  /** The Monday of week 0. */
  firstWeek: string;
  /** How many weeks, from `firstWeek` on (weeks without records included). */
  weekCount: number;
  /** Each kind of record in week order (decision 143). */
  columns: Record<RecordKind, KindColumns>;
  /** 1 where the source covers every day of the week. */
  covered: Record<MarketSource, Uint8Array>;
};

/** The day a record counts on: a contract's contract date, any other record's date. */
export function recordDate(kind: RecordKind, record: RecordOf<RecordKind>): string {
  return kind === "contracts" ? (record as RecordOf<"contracts">).contractDate : (record as { date: string }).date;
}

/** Spans merged into the fewest disjoint ones, in order (spans that touch become one). */
export function mergeSpans(spans: readonly DaySpan[]): DaySpan[] {
  const sorted = [...spans].sort((a, b) => a.from.localeCompare(b.from));
  const merged: DaySpan[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && dayNumber(span.from) <= dayNumber(last.to) + 1) {
      if (span.to > last.to) last.to = span.to;
    } else merged.push({ ...span });
  }
  return merged;
}

/** Whether the spans cover every day from `from` to `to`. */
export function spansCover(spans: readonly DaySpan[], from: string, to: string): boolean {
  return mergeSpans(spans).some((span) => span.from <= from && span.to >= to);
}

/** Records of every kind, grouped by the week of their date, and the weeks each source covers. */
export function weeklyMarket(records: Partial<PoolRecords>, coverage: Coverage = NO_COVERAGE): WeeklyMarket {
  const builders = newBuilders();
  // Each date's day number once: 100,000 records fall on a few thousand dates.
  const days = new Map<string, number>();
  for (const kind of RECORD_KINDS) {
    for (const record of records[kind] ?? []) {
      const date = recordDate(kind, record);
      let day = days.get(date);
      if (day === undefined) days.set(date, (day = dayNumber(date)));
      builders[kind].addObject(record, day);
    }
  }
  return weeklyMarketOf(builders, coverage);
}

/** The records gathered by kind, put in week order, with the weeks each source covers. */
export function weeklyMarketOf(
  builders: Record<RecordKind, KindBuilder>,
  coverage: Coverage = NO_COVERAGE,
): WeeklyMarket {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const kind of RECORD_KINDS) {
    // An entry's records run from its day to its last day (a run of Sundays, decision 157).
    const [from, to] = builders[kind].extent();
    first = Math.min(first, from);
    last = Math.max(last, to);
  }
  const merged = { contracts: mergeSpans(coverage.contracts), listings: mergeSpans(coverage.listings) };
  for (const span of [...merged.contracts, ...merged.listings]) {
    first = Math.min(first, dayNumber(span.from));
    last = Math.max(last, dayNumber(span.to));
  }
  if (first > last) {
    const none = newBuilders();
    return {
      firstWeek: "2000-01-03",
      weekCount: 0,
      columns: Object.fromEntries(
        RECORD_KINDS.map((kind) => [kind, none[kind].columns(0, () => 0)]),
      ) as WeeklyMarket["columns"],
      covered: { contracts: new Uint8Array(), listings: new Uint8Array() },
    };
  }
  first = mondayOfDay(first);
  last = mondayOfDay(last);
  const length = (last - first) / 7 + 1;
  const weekOf = (day: number) => (mondayOfDay(day) - first) / 7;
  const coveredWeeks = (spans: readonly DaySpan[]) => {
    const flags = new Uint8Array(length);
    for (const span of spans) {
      // The weeks whose seven days all fall in the span.
      const from = Math.ceil((dayNumber(span.from) - first) / 7);
      const to = Math.floor((dayNumber(span.to) - 6 - first) / 7);
      for (let index = Math.max(0, from); index <= Math.min(length - 1, to); index += 1) flags[index] = 1;
    }
    return flags;
  };
  return {
    firstWeek: isoDateOf(first),
    weekCount: length,
    columns: Object.fromEntries(
      RECORD_KINDS.map((kind) => [kind, builders[kind].columns(length, weekOf)]),
    ) as WeeklyMarket["columns"],
    covered: { contracts: coveredWeeks(merged.contracts), listings: coveredWeeks(merged.listings) },
  };
}

/** The records of week `index`, every kind, as objects (for the plain definitions and the tests). */
export function weekRecords(market: WeeklyMarket, index: number): PoolRecords {
  const records = emptyRecords();
  for (const kind of RECORD_KINDS) {
    const columns = market.columns[kind];
    for (let row = columns.offsets[index]!; row < columns.offsets[index + 1]!; row += 1) {
      (records[kind] as RecordOf<RecordKind>[]).push(recordAt(columns, kind, row));
    }
  }
  return records;
}
