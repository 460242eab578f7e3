// A weekly series of one measure for one segment, with its 4-week and 13-week rolling lines and the
// same week a year earlier (issue 29 item 4). Rolling lines pool the contracts of their weeks (a
// 13-week median is the median of 13 weeks' contracts, not a median of weekly medians), the way
// Redfin Data Center computes its rolling windows.
import {
  dayNumber,
  HIGH_END_PRICE,
  inSegment,
  isoDateOf,
  weekEndOf,
  weekStartOf,
  type HistoryContract,
  type TrendMeasure,
  type TrendSegment,
} from "./market-history";

/** How far back a view reaches, in weeks (all: from the first week of the history). */
export const TREND_PERIODS = {
  "13w": { label: "13 weeks", weeks: 13 },
  "1y": { label: "1 year", weeks: 52 },
  "3y": { label: "3 years", weeks: 156 },
  all: { label: "All", weeks: Number.POSITIVE_INFINITY },
} as const;
export type TrendPeriod = keyof typeof TREND_PERIODS;

export const ROLLING_SHORT = 4;
export const ROLLING_LONG = 13;
/** A year earlier: the week 52 weeks before, which starts on the same weekday. */
export const WEEKS_PER_YEAR = 52;

export type TrendPoint = {
  weekStart: string;
  weekEnd: string;
  /** The week's sale contracts in the segment. */
  count: number;
  /** The measure over the week alone; null when it has no contracts (a count is 0). */
  value: number | null;
  /** Over the 4 and 13 weeks ending with this one; null until the history has that many weeks. */
  rolling4: number | null;
  rolling13: number | null;
  /** The week 52 weeks earlier; null before the history starts. */
  yearAgo: number | null;
};

/**
 * The history grouped by week: the Monday of the first week, and for every week from it to the
 * last one (empty weeks included), the contracts of that week. Built once per history version and
 * shared by every series drawn from it.
 */
export type WeeklyHistory = { firstWeek: string; weeks: HistoryContract[][] };

export function weeklyHistory(contracts: readonly HistoryContract[]): WeeklyHistory {
  if (contracts.length === 0) return { firstWeek: weekStartOf("2000-01-03"), weeks: [] };
  // Each date's Monday once (bench:trends: 100,000 contracts fall on a thousand-odd dates).
  const mondays = new Map<string, number>();
  const mondayOf = (date: string) => {
    let day = mondays.get(date);
    if (day === undefined) mondays.set(date, (day = dayNumber(weekStartOf(date))));
    return day;
  };
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const contract of contracts) {
    const day = mondayOf(contract.contractDate);
    if (day < first) first = day;
    if (day > last) last = day;
  }
  const weeks: HistoryContract[][] = Array.from({ length: (last - first) / 7 + 1 }, () => []);
  for (const contract of contracts) weeks[(mondayOf(contract.contractDate) - first) / 7]!.push(contract);
  return { firstWeek: isoDateOf(first), weeks };
}

/** What a series needs of one week's contracts in a segment: their count, the measure's values, how many above $4M. */
type WeekValues = { count: number; above: number; values: Float64Array };

function weekValues(contracts: readonly HistoryContract[], measure: TrendMeasure): WeekValues {
  const values: number[] = [];
  let above = 0;
  for (const contract of contracts) {
    if (contract.price > HIGH_END_PRICE) above += 1;
    if (measure === "median-price") values.push(contract.price);
    else if (measure === "median-days-on-market") values.push(contract.dom);
    else if (measure === "median-price-per-sq-ft" && (contract.sqft ?? 0) > 0)
      values.push(contract.price / contract.sqft!);
  }
  return { count: contracts.length, above, values: Float64Array.from(values) };
}

/** The k-th smallest value (0-based), moving the smaller ones before it (quickselect, in place). */
function selectKth(values: Float64Array, k: number): number {
  let left = 0;
  let right = values.length - 1;
  while (right > left) {
    const pivot = values[(left + right) >> 1]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i += 1;
      while (values[j]! > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return values[k]!;
}

/**
 * The median of `lib/statistics` (the mean of the two middle values for an even count, decision
 * 015) in linear time: a 13-week pool of 100,000 contracts' history is selected, not sorted.
 */
export function middleOf(values: Float64Array): number {
  const middle = values.length >> 1;
  const upper = selectKth(values, middle);
  if (values.length % 2 === 1) return upper;
  let lower = values[0]!;
  for (let index = 1; index < middle; index += 1) if (values[index]! > lower) lower = values[index]!;
  return (lower + upper) / 2;
}

/** `measureOf` over the pooled weeks (the same figures, from the weeks' values). */
function pooledMeasure(measure: TrendMeasure, weeks: readonly WeekValues[]): number | null {
  let count = 0;
  let above = 0;
  let size = 0;
  for (const week of weeks) {
    count += week.count;
    above += week.above;
    size += week.values.length;
  }
  if (measure === "contracts") return count / weeks.length;
  if (count === 0) return null;
  if (measure === "share-above-4m") return (above / count) * 100;
  if (size === 0) return null;
  const pool = new Float64Array(size);
  let offset = 0;
  for (const week of weeks) {
    pool.set(week.values, offset);
    offset += week.values.length;
  }
  return middleOf(pool);
}

export type SeriesOptions = {
  measure: TrendMeasure;
  segment: TrendSegment;
  period: TrendPeriod;
  /** The last week to show (its Monday); the history's last week when absent. */
  lastWeek?: string;
};

/** One measure for one segment, week by week over the period, oldest first. */
export function trendSeries(
  history: WeeklyHistory,
  { measure, segment, period, lastWeek }: SeriesOptions,
): TrendPoint[] {
  const all = history.weeks;
  if (all.length === 0) return [];
  const firstDay = dayNumber(history.firstWeek);
  const lastIndex = Math.min(
    all.length - 1,
    lastWeek === undefined ? all.length - 1 : (dayNumber(weekStartOf(lastWeek)) - firstDay) / 7,
  );
  if (lastIndex < 0) return [];
  const firstIndex = Math.max(0, lastIndex - TREND_PERIODS[period].weeks + 1);
  // Only the weeks the points reach (a year before the first, for its year-earlier figure) are read.
  const reach = Math.max(0, firstIndex - WEEKS_PER_YEAR);
  const weeks: WeekValues[] = [];
  for (let index = reach; index <= lastIndex; index += 1) {
    weeks[index] = weekValues(
      all[index]!.filter((contract) => inSegment(contract, segment)),
      measure,
    );
  }
  const over = (end: number, span: number) =>
    end - span + 1 < 0 ? null : pooledMeasure(measure, weeks.slice(end - span + 1, end + 1));
  const points: TrendPoint[] = [];
  for (let index = firstIndex; index <= lastIndex; index += 1) {
    const weekStart = isoDateOf(firstDay + index * 7);
    points.push({
      weekStart,
      weekEnd: weekEndOf(weekStart),
      count: weeks[index]!.count,
      value: pooledMeasure(measure, [weeks[index]!]),
      rolling4: over(index, ROLLING_SHORT),
      rolling13: over(index, ROLLING_LONG),
      yearAgo: index - WEEKS_PER_YEAR < 0 ? null : pooledMeasure(measure, [weeks[index - WEEKS_PER_YEAR]!]),
    });
  }
  return points;
}

/**
 * Where a week stands against the weeks before it: the 13 weeks ending with it and the same week
 * a year earlier (issue 29 item 7, beside a weekly report's figures); null where the history lacks them.
 */
export function weekInContext(
  history: WeeklyHistory,
  weekStart: string,
  measure: TrendMeasure,
  segment: TrendSegment,
): Pick<TrendPoint, "value" | "rolling13" | "yearAgo"> | null {
  const [point] = trendSeries(history, { measure, segment, period: "13w", lastWeek: weekStart }).slice(-1);
  if (!point || point.weekStart !== weekStartOf(weekStart)) return null;
  return { value: point.value, rolling13: point.rolling13, yearAgo: point.yearAgo };
}
