// A weekly series of one measure for one segment (decision 118): each week's figure with its 4-,
// 13- and 52-week rolling figures, and the same week and the same 52 weeks a year earlier.
// Rolling figures pool the records of their weeks (a 13-week median is the median of 13 weeks'
// contracts, not a median of weekly medians), the way Redfin Data Center computes its rolling
// windows. This is the fast path: each week's rows are read once from the market's columns
// (decision 143), counts come from running sums and medians from sliding counts by rank; a property test holds every figure equal
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
import { RECORD_SOURCE, type MarketSegment, type RecordKind } from "./market-records";
import { rowInSegment, rowReader, segmentCodes } from "./market-columns";
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

/**
 * Working arrays reused by every series (decision 157): a series of 20 years reads some 800,000
 * values, and filling fresh arrays of that size cost more than every figure drawn from them. Safe
 * to share because a series is drawn in one synchronous call, start to end; they only grow.
 */
const scratch = {
  values: new Float64Array(0),
  sorted: new Float64Array(0),
  ranks: new Int32Array(0),
  counts: new Int32Array(0),
  blocks: new Int32Array(0),
  table: new Int32Array(0),
  places: new Int32Array(0),
};
function room<Name extends keyof typeof scratch>(name: Name, length: number): (typeof scratch)[Name] {
  if (scratch[name].length < length) {
    const Type = scratch[name].constructor as new (length: number) => (typeof scratch)[Name];
    scratch[name] = new Type(Math.max(length, scratch[name].length * 2)) as never;
  }
  return scratch[name];
}

/**
 * Counts of values by rank, in blocks: adding or removing a value is two increments, and the k-th
 * smallest is found by walking the blocks, then one block. A window's median moves by a week's
 * values at a time, so adds and removes outnumber the lookups a hundredfold. Ranks index the
 * distinct values, in order.
 */
class RankCounts {
  private readonly counts: Int32Array;
  private readonly blocks: Int32Array;
  private readonly shift: number;
  size = 0;
  constructor(private readonly sorted: Float64Array) {
    this.shift = Math.max(3, Math.ceil(Math.log2(Math.max(2, sorted.length)) / 2));
    this.counts = room("counts", sorted.length).subarray(0, sorted.length).fill(0);
    const blocks = (sorted.length >> this.shift) + 1;
    this.blocks = room("blocks", blocks).subarray(0, blocks).fill(0);
  }
  add(rank: number, delta: number) {
    this.size += delta;
    this.counts[rank]! += delta;
    this.blocks[rank >> this.shift]! += delta;
  }
  /** The k-th smallest value (1-based). */
  kth(k: number): number {
    let remaining = k;
    let block = 0;
    while (this.blocks[block]! < remaining) remaining -= this.blocks[block++]!;
    let rank = block << this.shift;
    while (this.counts[rank]! < remaining) remaining -= this.counts[rank++]!;
    return this.sorted[rank]!;
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
  /** Week i's values are `ranks[starts[i]]` to `ranks[starts[i + 1] - 1]`, ranks into `sorted`. */
  ranks: Int32Array;
  starts: Int32Array;
  /** The distinct values, smallest first. */
  sorted: Float64Array;
};

/** The index of the first value of `sorted` not below `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A value's two 32-bit halves, for hashing it. */
const bits = new Float64Array(1);
const halves = new Uint32Array(bits.buffer);

/**
 * The distinct values among `values[0..count)`, smallest first, and each value's rank among them.
 * Equal values are found by hashing their bits (an open-addressing table), so only the distinct
 * values are sorted: a 20-year series' 800,000 asking prices hold a few thousand distinct ones,
 * and sorting them all, then searching each, was most of a view's time (decision 157).
 */
function rankValues(values: Float64Array, count: number): { ranks: Int32Array; distinct: Float64Array } {
  let size = 16;
  while (size < count * 2) size *= 2;
  const mask = size - 1;
  // Slot s holds distinct value number `table[s] - 1` (0: empty).
  const table = room("table", size).subarray(0, size).fill(0);
  const found = room("sorted", count);
  const slots = room("ranks", count);
  let distinct = 0;
  for (let index = 0; index < count; index += 1) {
    const value = values[index]!;
    bits[0] = value;
    let slot = (Math.imul(halves[0]! ^ Math.imul(halves[1]!, 0x9e3779b1), 0x85ebca6b) >>> 0) & mask;
    for (;;) {
      const held = table[slot]!;
      if (held === 0) {
        found[distinct] = value;
        table[slot] = ++distinct;
        slots[index] = distinct - 1;
        break;
      }
      if (found[held - 1] === value) {
        slots[index] = held - 1;
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  // The distinct values in order; each first-seen number's place among them.
  const sorted = found.subarray(0, distinct).slice().sort();
  const placeOf = room("places", distinct);
  for (let number = 0; number < distinct; number += 1) placeOf[number] = lowerBound(sorted, found[number]!);
  for (let index = 0; index < count; index += 1) slots[index] = placeOf[slots[index]!]!;
  found.set(sorted);
  return { ranks: slots.subarray(0, count), distinct: found.subarray(0, distinct) };
}

/**
 * One pass over the rows of the weeks `from` to `to` (decision 143): the segment tested on codes,
 * a share's test and a median's value read from one reused row, the registry's own functions.
 */
function weekInputs(market: WeeklyMarket, pooling: Pooling, segment: MarketSegment, from: number, to: number) {
  const length = to - from + 1;
  const codes = segmentCodes(segment);
  const whole = codes.type < 0 && codes.zip < 0 && codes.band < 0;
  const counts: Partial<Record<RecordKind, Float64Array>> = {};
  const passing = new Float64Array(length);
  let values = scratch.values;
  const starts = new Int32Array(length + 1);
  let valueCount = 0;
  for (const kind of recordKindsOf(pooling)) {
    const columns = market.columns[kind];
    const weekly = (counts[kind] = new Float64Array(length));
    const read = rowReader(columns, kind);
    if (pooling.kind === "median") values = room("values", columns.offsets[to + 1]! - columns.offsets[from]!);
    const everyRow = whole && !columns.hasRentals && pooling.kind !== "share" && pooling.kind !== "median";
    const segmentTested = !(whole && !columns.hasRentals);
    for (let offset = 0; offset < length; offset += 1) {
      if (everyRow) {
        // A count of the whole market: every row of the week.
        weekly[offset] = columns.offsets[from + offset + 1]! - columns.offsets[from + offset]!;
        continue;
      }
      let inside = 0;
      let passed = 0;
      for (let row = columns.offsets[from + offset]!; row < columns.offsets[from + offset + 1]!; row += 1) {
        if (segmentTested && !rowInSegment(columns, row, codes)) continue;
        inside += 1;
        if (pooling.kind === "share") {
          if (pooling.test(read(row))) passed += 1;
        } else if (pooling.kind === "median") {
          const value = pooling.value(read(row));
          if (value !== null) values[valueCount++] = value;
        }
      }
      weekly[offset] = inside;
      passing[offset] = passed;
      starts[offset + 1] = valueCount;
    }
  }
  const { ranks, distinct: unique } = rankValues(values, valueCount);
  return { counts, passing, ranks, starts, sorted: unique } satisfies WeekInputs;
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
      const { ranks, starts } = inputs;
      for (let at = starts[end - base]!; at < starts[end - base + 1]!; at += 1) tree.add(ranks[at]!, 1);
      // The week leaving the window, if the tree took it in.
      if (end - span >= first) {
        for (let at = starts[end - span - base]!; at < starts[end - span - base + 1]!; at += 1)
          tree.add(ranks[at]!, -1);
      }
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
  const count = market.weekCount;
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
