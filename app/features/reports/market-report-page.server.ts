import type { WeeklyReportData } from "~/domain/contract-types";
import { marketReportView, weekChoices } from "./market-report.server";
import { toolCards } from "./take-action-links";
import { marketHistoryOf, type MarketHistory } from "~/server/history-source.server";
import { figureText, MEASURES, MINIMUM_BASIS_RULE } from "~/domain/measures";
import { reportDays, reportInContext } from "~/domain/report-context";
import { sampleNoticeFor } from "~/domain/sample-data";
import { env } from "~/server/env.server";
import { weekSupply } from "./week-supply";
import { staleListingWatch } from "./stale-listing-watch";
import { actionTools, marketReportCopy, marketReportMeta, tableHelp } from "~content/reports/market-report";

/** The 404's words when `?week=` names no week. */
const unknownWeekLead = (week: string) => `There is no weekly report for week "${week}". These weeks exist:`;

/** The zone section of a week without sales. */
const NO_ZONE_SALES = "No sales this week.";

/**
 * The week's medians beside the 13 weeks ending with it and the same days a year
 * earlier, from the history the published weeks (and the sample years before them) make; each row
 * links to the trends of its measure.
 */
function weekInHistory(history: MarketHistory, week: { startDate: string; endDate: string }) {
  const rows = reportInContext(history, week).map((figure) => ({
    measure: figure.measure,
    label: MEASURES[figure.measure].label,
    report: figureText(figure.measure, figure.report),
    thirteenWeeks: figureText(figure.measure, figure.thirteenWeeks),
    yearEarlier: figureText(figure.measure, figure.yearEarlier),
    trendsHref: `/market-trends?measure=${figure.measure}&period=1y`,
  }));
  return {
    title: "This week in context",
    intro:
      "Each median of this week beside the median of the 13 weeks ending with its last day and of the same days a year earlier (52 weeks before).",
    minimumRule: MINIMUM_BASIS_RULE,
    columns: { measure: "Measure", report: "This week", thirteenWeeks: "13 weeks", yearEarlier: "A year earlier" },
    trendsLink: "Trend",
    rows,
  };
}

/**
 * Everything /market-report renders for `?week=` among `reports`, or null when it names no week.
 * The studio's preview calls it with the published weeks plus the draft.
 */
export function marketReportPageData(
  reports: readonly WeeklyReportData[],
  weekParam: string | null,
  /** The history the context figures and the sample days come from (the public page's: the database's). */
  history: MarketHistory = marketHistoryOf(reports),
) {
  const view = marketReportView(reports, weekParam, {
    meta: marketReportMeta,
    help: tableHelp,
    copy: marketReportCopy,
    siteUrl: env().SITE_URL,
  });
  if (!view) return null;
  const { week } = view.notes;
  const report = reports.find((candidate) => candidate.week === week)!;
  return {
    ...view,
    copy: marketReportCopy,
    noZoneSales: NO_ZONE_SALES,
    weekPicker: {
      weeks: view.weeks,
      selected: week,
      label: marketReportCopy.weekPickerLabel,
      submitLabel: marketReportCopy.weekPickerSubmit,
    },
    toolCards: toolCards(actionTools, week),
    context: weekInHistory(history, report),
    /** The one sentence when any figure of the page (the week, its 13 weeks, a year earlier) is sample data (decision 120). */
    sampleNotice: sampleNoticeFor(history.sample, reportDays(report)),
    /** The market's supply around the week, from the history's listings (decision 138). */
    supply: weekSupply(history, report),
    /** The listings for sale at the week's end after two or more cuts, from the history's listings (decision 153). */
    staleWatch: staleListingWatch(history, report),
  };
}

export type MarketReportPageData = NonNullable<ReturnType<typeof marketReportPageData>>;

/** The 404 page's data: the address asked for, and the weeks that exist. */
export function unknownWeek(reports: readonly WeeklyReportData[], url: URL, weekParam: string | null) {
  return {
    path: `${url.pathname}${url.search}`,
    lead: unknownWeekLead(weekParam ?? ""),
    weeks: weekChoices(reports).map((week) => ({ label: week.label, to: `/market-report?week=${week.week}` })),
  };
}
