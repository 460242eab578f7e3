// The report e-mail's supply lines (decision 138): the homes for sale at the week's end, the new
// listings and the months of supply of the newest Monday-to-Sunday week the report holds whole,
// each beside its 13-week figure and the same week a year earlier, from the broker's own listings
// only: an e-mail is not a demonstration, so sample listings are left out, and a week the broker's
// listings do not cover gives no lines at all. Pure functions, no I/O.
import { weekEndOf } from "~/lib/calendar";
import { formatLongDate } from "~/lib/format";
import { figureText, MEASURES, type Figure, type MeasureId } from "~/domain/measures";
import { lastCompleteWeek, withoutSample } from "~/domain/period-figures";
import { WHOLE_MARKET } from "~/domain/market-records";
import { pointOfWeek } from "~/domain/trend-series";
import type { DaySpan, WeeklyMarket } from "~/domain/weekly-market";

export const EMAIL_SUPPLY_MEASURES = [
  "homes-for-sale",
  "new-listings",
  "months-of-supply",
] as const satisfies readonly MeasureId[];

const LABELS: Partial<Record<MeasureId, string>> = { "homes-for-sale": "Homes for sale at the week's end" };

export type EmailSupplyLine = { label: string; week: string; thirteenWeeks: string; yearEarlier: string };

export type EmailSupply = {
  heading: string;
  lines: EmailSupplyLine[];
  /** What "13 weeks" and "a year earlier" mean, in one sentence. */
  note: string;
};

/** The week's supply lines from the broker's own listings, or null when they do not cover that week. */
export function emailSupply(
  history: { market: WeeklyMarket; sample: readonly DaySpan[] },
  report: { endDate: string },
): EmailSupply | null {
  const market = withoutSample(history.market, history.sample);
  const weekStart = lastCompleteWeek(report.endDate);
  const gap: Figure = { value: null, basis: 0, status: "gap" };
  const points = EMAIL_SUPPLY_MEASURES.map((id) => ({ id, point: pointOfWeek(market, id, WHOLE_MARKET, weekStart) }));
  if (points.every(({ point }) => !point || point.week.status === "gap")) return null;
  return {
    heading: `The market in the week of ${formatLongDate(weekStart)} to ${formatLongDate(weekEndOf(weekStart))}`,
    lines: points.map(({ id, point }) => ({
      label: LABELS[id] ?? MEASURES[id].label,
      week: figureText(id, point?.week ?? gap),
      thirteenWeeks: figureText(id, point?.rolling13 ?? gap),
      yearEarlier: figureText(id, point?.yearAgo ?? gap),
    })),
    note: "13 weeks: the weekly average of the 13 weeks ending with this one (months of supply over those weeks). A year earlier: the same week 52 weeks before. From the broker's MLS listings.",
  };
}

/** One line as the plain-text part and the HTML part write it. */
export function supplyLineText(line: EmailSupplyLine): string {
  return `${line.label}: ${line.week} (13 weeks: ${line.thirteenWeeks}; a year earlier: ${line.yearEarlier})`;
}
