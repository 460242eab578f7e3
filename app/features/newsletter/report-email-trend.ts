// The report e-mail's 13-week trend (decision 112): sale contracts and the median contract price
// of each Monday-to-Sunday week, the 13 weeks ending with the week the report ends in, from the
// published history (no sample contracts: an e-mail is not a demonstration), each taken from the
// measure registry (decision 118): a median resting on too few contracts is left out. Weeks before
// the history starts are left out, not drawn as empty. Pure functions, no I/O.
import { addDays, weekEndOf, weekStartOf } from "~/lib/calendar";
import { figureOf, formatValue, poolOf } from "~/domain/measures";
import type { HistoryContract } from "~/domain/market-records";
import { formatInteger, formatShortDate } from "~/lib/format";

export type TrendContract = Pick<HistoryContract, "type" | "price" | "contractDate">;

export type TrendPoint = { weekStart: string; weekEnd: string; contracts: number; medianPrice: number | null };

export const TREND_WEEKS = 13;

/** The 13 weeks ending with the week of `endDate`, from `firstDay` (the history's first day) on. */
export function thirteenWeekTrend(
  contracts: readonly TrendContract[],
  { endDate, firstDay }: { endDate: string; firstDay: string },
): TrendPoint[] {
  const lastMonday = weekStartOf(endDate);
  const points: TrendPoint[] = [];
  for (let index = TREND_WEEKS - 1; index >= 0; index -= 1) {
    const weekStart = addDays(lastMonday, -7 * index);
    const weekEnd = weekEndOf(weekStart);
    if (weekEnd < firstDay) continue;
    const sales = contracts.filter(
      (row) => row.type !== "rental" && row.contractDate >= weekStart && row.contractDate <= weekEnd,
    ) as HistoryContract[];
    const pool = poolOf({ contracts: sales });
    points.push({
      weekStart,
      weekEnd,
      contracts: figureOf("contracts", pool).basis,
      medianPrice: figureOf("median-price", pool).value,
    });
  }
  return points;
}

/** The chart's words and numbers, for its alt text: every week's count and median. */
export function trendAlt(points: readonly TrendPoint[]): string {
  const weeks = points
    .map(
      (point) =>
        `week of ${formatShortDate(point.weekStart)}: ${formatInteger(point.contracts)}${point.medianPrice === null ? "" : ` at a median ${formatValue("median-price", point.medianPrice)}`}`,
    )
    .join("; ");
  return `Sale contracts per week, the ${points.length} weeks to ${formatShortDate(points.at(-1)!.weekEnd)}: ${weeks}.`;
}
