// The market's measures over a span of days and at a week (decision 138): a quarter's or a year's
// supply figures, and the newest complete week a report or a page shows. A span of days is pooled
// by the registry's own definition (`figureOf`); a week is read from the weekly series
// (`pointOfWeek`), so a week's figures here are those /market-trends draws. Pure functions, no I/O.
import { addDays, dayNumber, weekEndOf, weekStartOf } from "~/lib/calendar";
import {
  figureOf,
  GAP,
  PACE_WEEKS,
  poolingOf,
  recordKindsOf,
  sourcesOf,
  type Figure,
  type MeasureId,
  type MeasurePool,
} from "./measures";
import { recordAt, rowDay, rowInSegment, segmentCodes } from "./market-columns";
import { NO_RECORDS, RECORD_KINDS, WHOLE_MARKET, type MarketSegment, type PoolRecords } from "./market-records";
import { spansCover, type Coverage, type DaySpan, type WeeklyMarket } from "./weekly-market";

/**
 * The Monday of the newest Monday-to-Sunday week that ends on or before `lastDay`: a span that ends
 * on a Sunday is its own last week; one that ends on a Tuesday (the seed's week 4) gives the week
 * before, whose every day it holds.
 */
export function lastCompleteWeek(lastDay: string): string {
  const monday = weekStartOf(lastDay);
  return weekEndOf(monday) === lastDay ? monday : addDays(monday, -7);
}

/** The records of every kind dated from `from` to `to` (both included), in the segment. */
export function recordsBetween(
  market: WeeklyMarket,
  { from, to }: DaySpan,
  segment: MarketSegment = WHOLE_MARKET,
): PoolRecords {
  const records = Object.fromEntries(RECORD_KINDS.map((kind) => [kind, []])) as unknown as {
    [Kind in keyof PoolRecords]: PoolRecords[Kind][number][];
  };
  if (market.weekCount === 0 || to < from) return NO_RECORDS;
  const firstDay = dayNumber(from);
  const lastDay = dayNumber(to);
  const first = Math.max(0, (dayNumber(weekStartOf(from)) - dayNumber(market.firstWeek)) / 7);
  const last = Math.min(market.weekCount - 1, (dayNumber(weekStartOf(to)) - dayNumber(market.firstWeek)) / 7);
  if (first > last) return NO_RECORDS;
  const codes = segmentCodes(segment);
  for (const kind of RECORD_KINDS) {
    const columns = market.columns[kind];
    for (let row = columns.offsets[first]!; row < columns.offsets[last + 1]!; row += 1) {
      const day = rowDay(columns, row);
      if (day >= firstDay && day <= lastDay && rowInSegment(columns, row, codes)) {
        (records[kind] as unknown[]).push(recordAt(columns, kind, row));
      }
    }
  }
  return records;
}

/** The Sundays (week ends, the days homes for sale are counted on) from `from` to `to`. */
export function weekEndsBetween({ from, to }: DaySpan): number {
  const firstSunday = weekEndOf(weekStartOf(from));
  if (firstSunday > to) return 0;
  return Math.floor((dayNumber(to) - dayNumber(firstSunday)) / 7) + 1;
}

/** Days in a span, both ends included. */
const daysIn = ({ from, to }: DaySpan) => dayNumber(to) - dayNumber(from) + 1;

/**
 * A measure over a span of days (a quarter, a year), from the records dated in it: a count of
 * events (new listings, closed sales, contracts) is the span's total; homes for sale are the
 * average of the span's week-end counts; a median or share pools the span's records; months of
 * supply divides the span's average homes for sale by the pace of contracts over the 13 weeks
 * ending with the span, or over the span when longer (decision 118). "No history" (a gap) where a
 * source the measure reads does not cover every one of those days.
 */
export function spanFigure(
  history: { market: WeeklyMarket; coverage: Coverage },
  id: MeasureId,
  span: DaySpan,
  segment: MarketSegment = WHOLE_MARKET,
): Figure {
  const pooling = poolingOf(id);
  const pace: DaySpan =
    daysIn(span) >= PACE_WEEKS * 7 ? span : { from: addDays(span.to, -PACE_WEEKS * 7 + 1), to: span.to };
  const needed = pooling.kind === "ratio" ? pace : span;
  if (sourcesOf(id).some((source) => !spansCover(history.coverage[source], needed.from, span.to))) return GAP;
  const countsHomes = recordKindsOf(pooling).includes("forSale");
  const weekEnds = weekEndsBetween(span);
  if (countsHomes && weekEnds === 0) return { value: null, basis: 0, status: "empty" };
  const records = recordsBetween(history.market, span, segment);
  // Events are totals (one period); homes for sale, counted each Sunday, are averaged over the Sundays.
  const pool: MeasurePool = { weeks: countsHomes ? weekEnds : 1, records };
  if (pooling.kind === "ratio") {
    pool.pace = { weeks: daysIn(pace) / 7, records: recordsBetween(history.market, pace, segment) };
  }
  return figureOf(id, pool);
}

/**
 * The market as the broker's own data gives it: every week that holds a day of sample data is a gap
 * in both sources (decision 120). What a reader who is not shown a demonstration reads (the report
 * e-mail, decision 138).
 */
export function withoutSample(market: WeeklyMarket, sample: readonly DaySpan[]): WeeklyMarket {
  if (sample.length === 0) return market;
  const real = (flags: Uint8Array) =>
    flags.map((flag, index) => {
      const monday = addDays(market.firstWeek, index * 7);
      return flag && !sample.some((span) => span.from <= weekEndOf(monday) && span.to >= monday) ? 1 : 0;
    });
  return { ...market, covered: { contracts: real(market.covered.contracts), listings: real(market.covered.listings) } };
}
