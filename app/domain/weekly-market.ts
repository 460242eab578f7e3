// The market's records grouped by Monday-to-Sunday week, with the weeks each source covers
// (decision 118). Built once per version of the data and shared by every series drawn from it.
// A week a source does not cover completely is a gap in that source's measures, never a zero.
import { dayNumber, isoDateOf, weekStartOf } from "~/lib/calendar";
import {
  emptyRecords,
  NO_RECORDS,
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
  /** Each week's records, from `firstWeek` on (weeks without records included). */
  weeks: PoolRecords[];
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
  const all = { ...NO_RECORDS, ...records };
  // Each date's Monday once: 100,000 records fall on a few thousand dates.
  const mondays = new Map<string, number>();
  const mondayOf = (date: string) => {
    let day = mondays.get(date);
    if (day === undefined) mondays.set(date, (day = dayNumber(weekStartOf(date))));
    return day;
  };
  // The earliest and latest dates by string order (ISO dates sort as days do), then their Mondays.
  let earliest: string | null = null;
  let latest: string | null = null;
  const extend = (date: string) => {
    if (earliest === null || date < earliest) earliest = date;
    if (latest === null || date > latest) latest = date;
  };
  for (const kind of RECORD_KINDS) for (const record of all[kind]) extend(recordDate(kind, record));
  const merged = { contracts: mergeSpans(coverage.contracts), listings: mergeSpans(coverage.listings) };
  for (const span of [...merged.contracts, ...merged.listings]) {
    extend(span.from);
    extend(span.to);
  }
  if (earliest === null || latest === null) {
    return { firstWeek: "2000-01-03", weeks: [], covered: { contracts: new Uint8Array(), listings: new Uint8Array() } };
  }
  const first = mondayOf(earliest);
  const last = mondayOf(latest);
  const length = (last - first) / 7 + 1;
  const weeks = Array.from({ length }, emptyRecords);
  for (const kind of RECORD_KINDS) {
    for (const record of all[kind]) {
      (weeks[(mondayOf(recordDate(kind, record)) - first) / 7]![kind] as RecordOf<RecordKind>[]).push(record);
    }
  }
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
    weeks,
    covered: { contracts: coveredWeeks(merged.contracts), listings: coveredWeeks(merged.listings) },
  };
}
