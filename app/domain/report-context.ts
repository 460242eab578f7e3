// A weekly report beside the history (decision 118): each of its medians beside the same median
// over the 13 weeks ending with its last day and over the same days a year earlier. A report's span
// is the broker's week (week 4 of the seed runs 30 days), so the figures pool records by date, not
// by calendar week. Pure functions, no I/O.
import { addDays } from "~/lib/calendar";
import { figureOf, poolOf, type Figure, type MeasureId } from "./measures";
import type { HistoryContract } from "./market-records";
import { spansCover, type Coverage, type DaySpan } from "./weekly-market";

/** The measures a report shows in context: its medians (a count over a 30-day report is no weekly figure). */
export const CONTEXT_MEASURES = [
  "median-price",
  "median-price-per-sq-ft",
  "median-days-on-market",
] as const satisfies readonly MeasureId[];

/** 13 weeks ending with the report's last day; a year earlier is 52 weeks (364 days) before, the same weekdays. */
const THIRTEEN_WEEKS_DAYS = 13 * 7;
const YEAR_DAYS = 52 * 7;

/** The report's own days, the 13 weeks ending with its last day and the same days a year earlier. */
function contextPeriods(report: { startDate: string; endDate: string }) {
  return {
    report: { from: report.startDate, to: report.endDate },
    thirteenWeeks: { from: addDays(report.endDate, -THIRTEEN_WEEKS_DAYS + 1), to: report.endDate },
    yearEarlier: { from: addDays(report.startDate, -YEAR_DAYS), to: addDays(report.endDate, -YEAR_DAYS) },
  } satisfies Record<string, DaySpan>;
}

/**
 * The days a weekly report's figures rest on: its own, its 13 weeks and the same days a year
 * earlier. Its page, its archive card, its feed item and its share image say "sample data" when any
 * of them is (decision 120); its PDF and its e-mail, which show the week's own figures, by theirs.
 */
export function reportDays(report: { startDate: string; endDate: string }): DaySpan[] {
  return Object.values(contextPeriods(report));
}

export type ContextFigure = {
  measure: (typeof CONTEXT_MEASURES)[number];
  report: Figure;
  thirteenWeeks: Figure;
  yearEarlier: Figure;
};

/**
 * A report's medians beside the history's: a figure of status "gap" where the history does not
 * cover those days, "empty" or "few" where they hold no or too few sale contracts.
 */
export function reportInContext(
  history: { contracts: readonly HistoryContract[]; coverage: Coverage },
  report: { startDate: string; endDate: string },
): ContextFigure[] {
  const sales = history.contracts.filter((contract) => contract.type !== "rental");
  const between = (from: string, to: string) => {
    const covered = spansCover(history.coverage.contracts, from, to);
    return {
      covered,
      pool: poolOf({
        contracts: sales.filter((contract) => contract.contractDate >= from && contract.contractDate <= to),
      }),
    };
  };
  const days = contextPeriods(report);
  const periods = {
    report: between(days.report.from, days.report.to),
    thirteenWeeks: between(days.thirteenWeeks.from, days.thirteenWeeks.to),
    yearEarlier: between(days.yearEarlier.from, days.yearEarlier.to),
  };
  const of = (measure: MeasureId, period: (typeof periods)[keyof typeof periods]): Figure =>
    period.covered ? figureOf(measure, period.pool) : { value: null, basis: 0, status: "gap" };
  return CONTEXT_MEASURES.map((measure) => ({
    measure,
    report: figureOf(measure, periods.report.pool),
    thirteenWeeks: of(measure, periods.thirteenWeeks),
    yearEarlier: of(measure, periods.yearEarlier),
  }));
}
