// The shapes of the weekly report's views that both their builder (market-report.server.ts) and what
// renders them (report-sections.tsx, report-feed.ts) name. They live here, importing neither, so that
// no import goes round in a circle, type-only ones included (import-x/no-cycle, decision 146).
import type { ComputedBar } from "~/components/charts/computed-bar-chart";
import type { PieSlice } from "~/components/charts/pie-chart";
import type { WeeklySummary, WithheldAverage } from "~/domain/report-figures";

export type ReportChartsView = {
  titles: { distribution: string; domByType: string; contractsByType: string };
  typePie: readonly PieSlice[];
  /** The types whose average stands, as bars; those below the minimum, withheld with their count (decision 137). */
  domByType: { bars: readonly ComputedBar[]; withheld: readonly WithheldAverage[] };
  contractsByType: readonly ComputedBar[];
};

export type PdfPreviewView = {
  href: string;
  fileName: string;
  title: string;
  downloadLabel: string;
  openLabel: string;
  showLabel: string;
  hideLabel: string;
};

/** What the RSS feed and the share images say of a week (`weeklyFeedItems`). */
export type WeeklyFeedItem = {
  week: number;
  title: string;
  startDate: string;
  endDate: string;
  dateRange: string;
  shortDateRange: string;
  summary: WeeklySummary;
  lead: string;
  keyInsights: string[];
  /** The page's sample sentence, by the same days (decision 120). */
  sampleNotice: string | null;
};
