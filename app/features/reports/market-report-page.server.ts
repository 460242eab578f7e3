import type { WeeklyReportData } from "./contract-types";
import { marketReportView, weekChoices } from "./market-report.server";
import { toolCards } from "./take-action-links";
import { env } from "~/server/env.server";
import { actionTools, marketReportCopy, marketReportMeta, tableHelp } from "~content/reports/market-report";

/** The 404's words when `?week=` names no week (issue 23 item 4). */
const unknownWeekLead = (week: string) => `There is no weekly report for week "${week}". These weeks exist:`;

/** The zone section of a week without sales. */
const NO_ZONE_SALES = "No sales this week.";

/**
 * Everything /market-report renders for `?week=` among `reports`, or null when it names no week.
 * The studio's preview calls it with the published weeks plus the draft.
 */
export function marketReportPageData(
  reports: readonly WeeklyReportData[],
  weekParam: string | null,
  sampleWeeks: ReadonlySet<number> = new Set(),
) {
  const view = marketReportView(reports, weekParam, {
    meta: marketReportMeta,
    help: tableHelp,
    copy: marketReportCopy,
    siteUrl: env().SITE_URL,
  });
  if (!view) return null;
  const { week } = view.notes;
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
    /** One visible line when the week shows the site's sample contracts (issue 33 item 8). */
    sampleNotice: sampleWeeks.has(week) ? marketReportCopy.sampleNotice : null,
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
