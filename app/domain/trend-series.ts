// A weekly series of one measure for one segment (decision 118): each week's figure with its 4-,
// 13- and 52-week rolling figures, and the same week and the same 52 weeks a year earlier.
// Rolling figures pool the records of their weeks (a 13-week median is the median of 13 weeks'
// contracts, not a median of weekly medians), the way Redfin Data Center computes its rolling
// windows. This is the fast path: each week's records are read once, counts come from running
// sums and medians from a sliding order-statistics tree; a property test holds every figure equal
// to the registry's plain definition (`figureOf`) over the same pooled records.
import { addDays, dayNumber, weekEndOf, weekStartOf } from "~/lib/calendar";
import {
  GAP,
  PACE_WEEKS,
  poolingOf,
  perWeek,
  ratioFigure,
  recordKindsOf,
  statistic,
  type Figure,
  type MeasureId,
  type Pooling,
} from "./measures";
import { inSegment, RECORD_SOURCE, type MarketSegment, type RecordKind } from "./market-records";
import type { WeeklyMarket } from "./weekly-market";

/** How far back a view reaches, in weeks (all: from the first week of the history). */
export const TREND_PERIODS = {
  "13w": { label: "13 weeks", weeks: 13 },
  "1y": { label: "1 year", weeks: 52 },
  "3y": { label: "3 years", weeks: 156 },
  "5y": { label: "5 years", weeks: 260 },
  all: { label: "All", weeks: Number.POSITIVE_INFINITY },
} as const;
export type TrendPeriod = keyof typeof TREND_PERIODS;

/** The rolling windows, in weeks: a month, a quarter and a year. */
export const ROLLING_WINDOWS = [4, 13, 52] as const;
/** A year earlier: the week 52 weeks before, which starts on the same weekday. */
export const WEEKS_PER_YEAR = 52;

export type TrendPoint = {
  weekStart: string;
  weekEnd: string;
  /** The measure over the week alone. */
  week: Figure;
  /** Over the 4, 13 and 52 weeks ending with this one. */
  rolling4: Figure;
  rolling13: Figure;
  rolling52: Figure;
  /** The week 52 weeks earlier, and the 52 weeks ending with it. */
  yearAgo: Figure;
  rolling52YearAgo: Figure;
};

export type SeriesOptions = {
  measure: MeasureId;
  segment: MarketSegment;
  period: TrendPeriod;
  /** The last week to show (any day of it); the history's last week when absent. */
  lastWeek?: string;
};

/** A Fenwick tree of counts over value ranks: the k-th smallest value of a changing multiset in log time. */
class RankCounts {
  private readonly tree: Int32Array;
  private readonly top: number;
  size = 0;
  constructor(private readonly sorted: Float64Array) {
    this.tree = new Int32Array(sorted.length + 1);
    this.top = 1 << Math.floor(Math.log2(Math.max(1, sorted.length)));
  }
  add(rank: number, delta: number) {
    this.size += delta;
    for (let index = rank + 1; index < this.tree.length; index += index & -index) this.tree[index]! += delta;
  }
  /** The k-th smallest value (1-based). */
  kth(k: number): number {
    let position = 0;
    let remaining = k;
    for (let step = this.top; step > 0; step >>= 1) {
      const next = position + step;
      if (next < this.tree.length && this.tree[next]! < remaining) {
        position = next;
        remaining -= this.tree[next]!;
      }
    }
    return this.sorted[position]!;
  }
  /** The median of decision 015: the middle value, or the mean of the two middle ones. */
  median(): number {
    const middle = this.size >> 1;
    return this.size % 2 === 1 ? this.kth(middle + 1) : (this.kth(middle) + this.kth(middle + 1)) / 2;
  }
}

/** What a measure reads of each week in the segment: counts per record kind, passing records, median values. */
type WeekInputs = {
  counts: Partial<Record<RecordKind, Float64Array>>;
  passing: Float64Array;
  /** Each week's values as ranks into `sorted`. */
  ranks: Int32Array[];
  sorted: Float64Array;
};

function weekInputs(market: WeeklyMarket, pooling: Pooling, segment: MarketSegment, from: number, to: number) {
  const length = to - from + 1;
  const counts: Partial<Record<RecordKind, Float64Array>> = {};
  for (const kind of recordKindsOf(pooling)) counts[kind] = new Float64Array(length);
  const passing = new Float64Array(length);
  const values: number[][] = [];
  for (let offset = 0; offset < length; offset += 1) {
    const week = market.weeks[from + offset]!;
    for (const kind of recordKindsOf(pooling)) {
      const inside = week[kind].filter((record) => inSegment(record, segment));
      counts[kind]![offset] = inside.length;
      if (pooling.kind === "share") passing[offset] = inside.filter((record) => pooling.test(record)).length;
      if (pooling.kind === "median") {
        const weekValues: number[] = [];
        for (const record of inside) {
          const value = pooling.value(record);
          if (value !== null) weekValues.push(value);
        }
        values.push(weekValues);
      }
    }
  }
  const sorted = Float64Array.from(new Set(values.flat())).sort();
  const rankOf = new Map<number, number>();
  sorted.forEach((value, rank) => rankOf.set(value, rank));
  const ranks = values.map((weekValues) => Int32Array.from(weekValues, (value) => rankOf.get(value)!));
  return { counts, passing, ranks, sorted } satisfies WeekInputs;
}

/** Running sums: `sums[i]` is the total of the first i entries. */
function runningSums(values: ArrayLike<number>): Float64Array {
  const sums = new Float64Array(values.length + 1);
  for (let index = 0; index < values.length; index += 1) sums[index + 1] = sums[index]! + values[index]!;
  return sums;
}

/**
 * The figures of every window of `span` weeks ending at each week from `from` to `to` (indices
 * of the market's weeks), for a measure and segment; `null` where the window starts before the
 * history.
 */
function windowFigures(
  market: WeeklyMarket,
  id: MeasureId,
  inputs: WeekInputs,
  from: number,
  to: number,
  span: number,
): Figure[] {
  const pooling = poolingOf(id);
  const sources = [...new Set(recordKindsOf(pooling).map((kind) => RECORD_SOURCE[kind]))];
  const uncovered = sources.map((source) => runningSums(Uint8Array.from(market.covered[source], (flag) => 1 - flag)));
  const counts = Object.fromEntries(
    Object.entries(inputs.counts).map(([kind, weekly]) => [kind, runningSums(weekly)]),
  ) as Partial<Record<RecordKind, Float64Array>>;
  const passing = runningSums(inputs.passing);
  // Offsets into the inputs, which start at week `base`.
  const base = to - inputs.passing.length + 1;
  const sum = (sums: Float64Array, start: number, end: number) => sums[end - base + 1]! - sums[start - base]!;
  const hasGap = (start: number, end: number) =>
    start < 0 || uncovered.some((sums) => sums[end + 1]! - sums[start]! > 0);
  const tree = pooling.kind === "median" ? new RankCounts(inputs.sorted) : undefined;
  const figures: Figure[] = [];
  const first = Math.max(base, from - span + 1);
  for (let end = first; end <= to; end += 1) {
    if (tree) {
      for (const rank of inputs.ranks[end - base]!) tree.add(rank, 1);
      // The week leaving the window, if the tree took it in.
      if (end - span >= first) for (const rank of inputs.ranks[end - span - base]!) tree.add(rank, -1);
    }
    if (end < from) continue;
    const start = end - span + 1;
    if (start < base && start >= 0) throw new Error("the inputs do not reach the window's first week");
    const paceStart = end - Math.max(span, PACE_WEEKS) + 1;
    const needsPace =
      pooling.kind === "ratio" && [pooling.numerator, pooling.denominator].some((side) => side.over === "pace");
    if (hasGap(start, end) || (needsPace && hasGap(paceStart, end))) {
      figures.push(GAP);
      continue;
    }
    switch (pooling.kind) {
      case "count":
        figures.push(perWeek(sum(counts[pooling.records]!, start, end), span));
        break;
      case "share": {
        const total = sum(counts[pooling.records]!, start, end);
        figures.push(statistic((sum(passing, start, end) / total) * 100, total));
        break;
      }
      case "median":
        figures.push(statistic(tree!.size === 0 ? 0 : tree!.median(), tree!.size));
        break;
      case "ratio": {
        const side = (part: typeof pooling.numerator) => {
          const first = part.over === "pace" ? paceStart : start;
          return { count: sum(counts[part.records]!, first, end), weeks: end - first + 1 };
        };
        const numerator = side(pooling.numerator);
        const denominator = side(pooling.denominator);
        figures.push(ratioFigure(pooling, numerator.count, numerator.weeks, denominator.count, denominator.weeks));
        break;
      }
    }
  }
  return figures;
}

/** The index of the market's week holding `date` (negative before its first week). */
function weekIndexOf(market: WeeklyMarket, date: string): number {
  return (dayNumber(weekStartOf(date)) - dayNumber(market.firstWeek)) / 7;
}

/** One measure for one segment, week by week over the period, oldest first. */
export function trendSeries(
  market: WeeklyMarket,
  { measure: id, segment, period, lastWeek }: SeriesOptions,
): TrendPoint[] {
  const count = market.weeks.length;
  if (count === 0) return [];
  const lastIndex = Math.min(count - 1, lastWeek === undefined ? count - 1 : weekIndexOf(market, lastWeek));
  if (lastIndex < 0) return [];
  const firstIndex = Math.max(0, lastIndex - TREND_PERIODS[period].weeks + 1);
  // The earliest week any figure reads: the 52 weeks ending a year before the first point, and
  // a ratio's pace before them.
  const longest = Math.max(...ROLLING_WINDOWS, PACE_WEEKS);
  const reach = Math.max(0, firstIndex - WEEKS_PER_YEAR - longest + 1);
  const pooling = poolingOf(id);
  const inputs = weekInputs(market, pooling, segment, reach, lastIndex);
  const yearFrom = Math.max(reach, firstIndex - WEEKS_PER_YEAR);
  const at = (figures: Figure[], from: number, index: number) => (index < from ? GAP : figures[index - from]!);
  const weekly = windowFigures(market, id, inputs, yearFrom, lastIndex, 1);
  const rolling4 = windowFigures(market, id, inputs, firstIndex, lastIndex, 4);
  const rolling13 = windowFigures(market, id, inputs, firstIndex, lastIndex, 13);
  const rolling52 = windowFigures(market, id, inputs, yearFrom, lastIndex, 52);
  const points: TrendPoint[] = [];
  for (let index = firstIndex; index <= lastIndex; index += 1) {
    const weekStart = addDays(market.firstWeek, index * 7);
    points.push({
      weekStart,
      weekEnd: weekEndOf(weekStart),
      week: at(weekly, yearFrom, index),
      rolling4: at(rolling4, firstIndex, index),
      rolling13: at(rolling13, firstIndex, index),
      rolling52: at(rolling52, yearFrom, index),
      yearAgo: at(weekly, yearFrom, index - WEEKS_PER_YEAR),
      rolling52YearAgo: at(rolling52, yearFrom, index - WEEKS_PER_YEAR),
    });
  }
  return points;
}

/** The figure of the week holding `date` with its rolling and year-earlier figures, or null outside the history. */
export function pointOfWeek(
  market: WeeklyMarket,
  id: MeasureId,
  segment: MarketSegment,
  date: string,
): TrendPoint | null {
  const [point] = trendSeries(market, { measure: id, segment, period: "13w", lastWeek: date }).slice(-1);
  return point && point.weekStart === weekStartOf(date) ? point : null;
}
