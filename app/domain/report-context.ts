// A weekly report beside the history (issue 29 item 7): each of its medians beside the median of
// the 13 weeks ending with its last day and the median of the same days a year earlier. A report's
// span is the broker's week (week 4 of the spec runs 30 days), so the figures pool contracts by
// date, not by calendar week. Pure functions, no I/O.
import { dayNumber, isoDateOf, measureOf, type HistoryContract, type TrendMeasure } from "./market-history";

/** The measures a report shows in context: its medians (a count over a 30-day report is no weekly figure). */
export const CONTEXT_MEASURES = ["median-price", "median-price-per-sq-ft", "median-days-on-market"] as const;

/** 13 weeks ending with the report's last day; a year earlier is 52 weeks (364 days) before, the same weekdays. */
const THIRTEEN_WEEKS_DAYS = 13 * 7;
const YEAR_DAYS = 52 * 7;

export type ContextFigure = {
  measure: (typeof CONTEXT_MEASURES)[number];
  report: number | null;
  thirteenWeeks: number | null;
  yearEarlier: number | null;
};

function salesBetween(contracts: readonly HistoryContract[], from: string, to: string): HistoryContract[] {
  return contracts.filter(
    (contract) => contract.type !== "rental" && contract.contractDate >= from && contract.contractDate <= to,
  );
}

/**
 * A report's medians beside the history's: null where the history does not reach back far enough
 * (it starts on `history.firstDay`) or the period has no sale contract.
 */
export function reportInContext(
  contracts: readonly HistoryContract[],
  history: { firstDay: string },
  report: { startDate: string; endDate: string },
): ContextFigure[] {
  const end = dayNumber(report.endDate);
  const thirteenFrom = isoDateOf(end - THIRTEEN_WEEKS_DAYS + 1);
  const yearFrom = isoDateOf(dayNumber(report.startDate) - YEAR_DAYS);
  const yearTo = isoDateOf(end - YEAR_DAYS);
  const reaches = (from: string) => history.firstDay !== "" && from >= history.firstDay;
  const pools = {
    report: salesBetween(contracts, report.startDate, report.endDate),
    thirteenWeeks: reaches(thirteenFrom) ? salesBetween(contracts, thirteenFrom, report.endDate) : null,
    yearEarlier: reaches(yearFrom) ? salesBetween(contracts, yearFrom, yearTo) : null,
  };
  const of = (measure: TrendMeasure, pool: HistoryContract[] | null) => (pool ? measureOf(measure, pool) : null);
  return CONTEXT_MEASURES.map((measure) => ({
    measure,
    report: of(measure, pools.report),
    thirteenWeeks: of(measure, pools.thirteenWeeks),
    yearEarlier: of(measure, pools.yearEarlier),
  }));
}
