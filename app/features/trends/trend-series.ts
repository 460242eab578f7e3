// A weekly series of one measure for one segment, with its 4-week and 13-week rolling lines and the
// same week a year earlier (issue 29 item 4). Rolling lines pool the contracts of their weeks (a
// 13-week median is the median of 13 weeks' contracts, not a median of weekly medians), the way
// Redfin Data Center computes its rolling windows.
import {
  dayNumber,
  inSegment,
  isoDateOf,
  measureOf,
  weekEndOf,
  weekStartOf,
  type HistoryContract,
  type TrendMeasure,
  type TrendSegment,
} from "./history";

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
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const contract of contracts) {
    const day = dayNumber(weekStartOf(contract.contractDate));
    if (day < first) first = day;
    if (day > last) last = day;
  }
  const weeks: HistoryContract[][] = Array.from({ length: (last - first) / 7 + 1 }, () => []);
  for (const contract of contracts) weeks[(dayNumber(weekStartOf(contract.contractDate)) - first) / 7]!.push(contract);
  return { firstWeek: isoDateOf(first), weeks };
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
  const weeks = history.weeks.map((week) => week.filter((contract) => inSegment(contract, segment)));
  if (weeks.length === 0) return [];
  const firstDay = dayNumber(history.firstWeek);
  const lastIndex = Math.min(
    weeks.length - 1,
    lastWeek === undefined ? weeks.length - 1 : (dayNumber(weekStartOf(lastWeek)) - firstDay) / 7,
  );
  if (lastIndex < 0) return [];
  const firstIndex = Math.max(0, lastIndex - TREND_PERIODS[period].weeks + 1);
  const over = (end: number, span: number) =>
    end - span + 1 < 0 ? null : measureOf(measure, weeks.slice(end - span + 1, end + 1).flat(), span);
  const points: TrendPoint[] = [];
  for (let index = firstIndex; index <= lastIndex; index += 1) {
    const weekStart = isoDateOf(firstDay + index * 7);
    points.push({
      weekStart,
      weekEnd: weekEndOf(weekStart),
      count: weeks[index]!.length,
      value: measureOf(measure, weeks[index]!),
      rolling4: over(index, ROLLING_SHORT),
      rolling13: over(index, ROLLING_LONG),
      yearAgo: index - WEEKS_PER_YEAR < 0 ? null : measureOf(measure, weeks[index - WEEKS_PER_YEAR]!),
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
