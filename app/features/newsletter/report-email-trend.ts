// The report e-mail's 13-week trend (issue 29 item 7, decision 112): sale contracts and the median
// sale price of each Monday-to-Sunday week, the 13 weeks ending with the week the report ends in,
// from the published history (no sample contracts: an e-mail is not a demonstration). Weeks
// before the history starts are left out, not drawn as empty. Pure functions, no I/O.
import { formatInteger, formatShortDate, formatUsdCompact, parseIsoDate } from "~/lib/format";
import { median } from "~/lib/statistics";

export type TrendContract = { type: string; price: number; contractDate: string };

export type TrendPoint = { weekStart: string; weekEnd: string; contracts: number; medianPrice: number | null };

export const TREND_WEEKS = 13;
const DAY_MS = 86_400_000;
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The 13 weeks ending with the week of `endDate`, from `firstDay` (the history's first day) on. */
export function thirteenWeekTrend(
  contracts: readonly TrendContract[],
  { endDate, firstDay }: { endDate: string; firstDay: string },
): TrendPoint[] {
  const end = parseIsoDate(endDate).getTime();
  const lastMonday = end - ((new Date(end).getUTCDay() + 6) % 7) * DAY_MS;
  const points: TrendPoint[] = [];
  for (let index = TREND_WEEKS - 1; index >= 0; index -= 1) {
    const weekStart = isoOf(lastMonday - index * 7 * DAY_MS);
    const weekEnd = isoOf(lastMonday - index * 7 * DAY_MS + 6 * DAY_MS);
    if (weekEnd < firstDay) continue;
    const prices = contracts
      .filter((row) => row.type !== "rental" && row.contractDate >= weekStart && row.contractDate <= weekEnd)
      .map((row) => row.price);
    points.push({
      weekStart,
      weekEnd,
      contracts: prices.length,
      medianPrice: prices.length > 0 ? median(prices) : null,
    });
  }
  return points;
}

/** The chart's words and numbers, for its alt text: every week's count and median. */
export function trendAlt(points: readonly TrendPoint[]): string {
  const weeks = points
    .map(
      (point) =>
        `week of ${formatShortDate(point.weekStart)}: ${formatInteger(point.contracts)}${point.medianPrice === null ? "" : ` at a median ${formatUsdCompact(point.medianPrice)}`}`,
    )
    .join("; ");
  return `Sale contracts per week, the ${points.length} weeks to ${formatShortDate(points.at(-1)!.weekEnd)}: ${weeks}.`;
}
