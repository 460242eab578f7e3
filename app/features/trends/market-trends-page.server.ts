// What /market-trends and its CSV download show for a query: one series, computed once, from which
// the chart, its table, the headline and the CSV are all taken.
import { formatLongDate } from "~/lib/format";
import { addDays, weekEndOf, weekStartOf } from "~/lib/calendar";
import {
  MARKET_CONDITION_RULE,
  marketConditionOf,
  MEASURE_SOURCES,
  MEASURES,
  MINIMUM_BASIS_RULE,
  type MeasureId,
} from "~/domain/measures";
import type { MarketHistory } from "~/server/history-source.server";
import { trendChartGeometry } from "./trend-chart-geometry.server";
import { TREND_PERIODS, trendSeries, WEEKS_PER_YEAR } from "~/domain/trend-series";
import { sampleNoticeFor } from "~/domain/sample-data";
import type { DaySpan } from "~/domain/weekly-market";
import { trendsContent } from "./trends-content";
import { toCsv } from "~/server/export-csv.server";
import {
  formatFigure,
  HEADLINE_MEASURES,
  parseTrendsQuery,
  segmentLabel,
  trendHeadline,
  trendRows,
  trendsCsvHeader,
  trendsCsvRows,
  trendsFileName,
  trendsQueryString,
  trendTableRows,
  TRENDS_CHOICES,
  TRENDS_FIELD_LABELS,
  TRENDS_FIELDS,
  type TrendRow,
  type TrendsQuery,
} from "./trends-view";

/**
 * The newest week the page shows: the newest complete week of the history (a report that ends on a
 * Tuesday leaves its last week with two days of contracts, which would read as a collapse), or the
 * only week when none is complete.
 */
function lastWeekOf(history: MarketHistory): string | undefined {
  if (!history.lastDay) return undefined;
  const lastWeek = weekStartOf(history.lastDay);
  if (weekEndOf(lastWeek) === history.lastDay) return lastWeek;
  const before = addDays(lastWeek, -7);
  return before >= history.firstDay ? before : lastWeek;
}

/**
 * The days the page's figures rest on: the chart's weeks with their 52 weeks and the same week a
 * year earlier, and the headline's 52 weeks a year before the newest week (the furthest back).
 */
export function trendsPageDays(rows: readonly TrendRow[], lastWeek: string): DaySpan {
  const reach = (weekStart: string, weeks: number) => addDays(weekStart, -7 * weeks);
  const starts = [
    reach(lastWeek, 2 * WEEKS_PER_YEAR - 1),
    ...(rows[0] ? [reach(rows[0].weekStart, WEEKS_PER_YEAR)] : []),
  ];
  return { from: starts.sort()[0]!, to: weekEndOf(rows.at(-1)?.weekStart ?? lastWeek) };
}

/** The chart's rows for a query: the series over the period, rounded as drawn. */
export function trendsRows(history: MarketHistory, query: TrendsQuery): TrendRow[] {
  const points = trendSeries(history.market, { ...query, lastWeek: lastWeekOf(history) });
  return trendRows(query.measure, points);
}

/** Whether a chart has nothing to draw: no figure in any of its lines. */
function nothingToDraw(rows: readonly TrendRow[]): boolean {
  return rows.every((row) =>
    [row.value, row.rolling4, row.rolling13, row.rolling52, row.yearAgo].every((value) => !value),
  );
}

export function marketTrendsPageData(history: MarketHistory, params: URLSearchParams) {
  const { query, notices } = parseTrendsQuery(params);
  const { measure, segment, period } = query;
  const measureLabel = MEASURES[measure].label;
  const rows = trendsRows(history, query);
  const segmentText = segmentLabel(segment);
  const lastWeek = lastWeekOf(history);
  const first = rows[0];
  const last = rows.at(-1);
  const newestOf = (id: MeasureId) => {
    const [newest] = trendRows(
      id,
      trendSeries(history.market, { measure: id, segment, period: "13w", lastWeek }).slice(-1),
    );
    return newest;
  };
  const headlineGroups = lastWeek
    ? MEASURE_SOURCES.map(({ source, label }) => ({
        source,
        label,
        items: HEADLINE_MEASURES[source].flatMap((id) => {
          const newest = newestOf(id);
          return newest ? [trendHeadline(id, newest)] : [];
        }),
      }))
    : [];
  const supply = lastWeek ? newestOf("months-of-supply") : undefined;
  const condition = supply ? marketConditionOf(supply.figures.rolling13) : null;
  const chart = trendsContent.chart;
  const title = `${chart.title(measureLabel)}, ${segmentText}`;
  const geometry = {
    wide: trendChartGeometry(measure, rows, "wide", history.sample),
    narrow: trendChartGeometry(measure, rows, "narrow", history.sample),
  };
  // The chart's description names where its dashed line marks the end of sample history.
  const sampleEnds = geometry.wide.sampleEnds.map((end) => ` ${chart.sampleEndDescription(end.firstRealWeek)}`);
  const description = last
    ? `${segmentText}, ${TREND_PERIODS[period].label.toLowerCase()}, weeks of ${formatLongDate(first!.weekStart)} to ${formatLongDate(last.weekStart)}. Newest week: ${formatFigure(measure, last.figures.week)}; 4 weeks: ${formatFigure(measure, last.figures.rolling4, 4)}; 13 weeks: ${formatFigure(measure, last.figures.rolling13, 13)}; 52 weeks: ${formatFigure(measure, last.figures.rolling52, 52)}; same week a year earlier: ${formatFigure(measure, last.figures.yearAgo)}.${sampleEnds.join("")}`
    : trendsContent.noHistory;
  const queryString = trendsQueryString(query);
  return {
    query,
    queryString,
    notices,
    form: {
      fields: TRENDS_FIELDS.map((field) => ({
        name: field,
        label: TRENDS_FIELD_LABELS[field],
        options: TRENDS_CHOICES[field].map((choice) => ({
          value: choice.value,
          label: choice.label,
          group: "group" in choice ? MEASURE_SOURCES.find((source) => source.source === choice.group)!.label : null,
        })),
        selected: { measure, period, ...segment }[field],
      })),
    },
    coverage: lastWeek ? trendsContent.coverage(lastWeek, history.lastDay) : trendsContent.noHistory,
    // The one sentence where any figure shown rests on a sample day (decision 120).
    sampleNotice: lastWeek ? sampleNoticeFor(history.sample, trendsPageDays(rows, lastWeek)) : null,
    headline: {
      title: lastWeek ? trendsContent.headline.title(lastWeek) : null,
      intro: trendsContent.headline.intro(segmentText),
      groups: headlineGroups,
      condition:
        condition && supply
          ? trendsContent.headline.condition(
              formatFigure("months-of-supply", supply.figures.rolling13, 13),
              condition.label,
            )
          : null,
      conditionRule: MARKET_CONDITION_RULE,
    },
    chart: {
      heading: chart.title(measureLabel),
      intro:
        first && last ? chart.intro(segmentText, TREND_PERIODS[period].label, first.weekStart, last.weekStart) : null,
      title,
      description,
      emptyText: rows.length === 0 ? trendsContent.noHistory : nothingToDraw(rows) ? chart.empty : null,
      geometry,
      legend: chart.legend,
      sampleEndLabel: chart.sampleEnd,
      columns: {
        ...chart.columns,
        value: measureLabel,
        rolling4: chart.rolling4,
        rolling13: chart.rolling13,
        rolling52: chart.rolling52,
        yearAgo: chart.yearAgo,
      },
      rows: trendTableRows(measure, rows),
      tableSummary: chart.tableSummary,
      minimumRule: MINIMUM_BASIS_RULE,
      csvHref: `/market-trends.csv?${queryString}`,
    },
  };
}
export type MarketTrendsPageData = ReturnType<typeof marketTrendsPageData>;

/**
 * The CSV download of a query: the chart's rows, raw. An unknown value is a 400 naming it (a
 * download never holds other figures than those asked for); the page's own link names known values only.
 */
export function marketTrendsCsv(
  history: MarketHistory,
  params: URLSearchParams,
): { ok: true; csv: string; fileName: string } | { ok: false; message: string } {
  const { query, notices } = parseTrendsQuery(params);
  if (notices.length > 0) return { ok: false, message: notices.join("\n") };
  return {
    ok: true,
    csv: toCsv(trendsCsvHeader(query.measure), trendsCsvRows(query.measure, trendsRows(history, query))),
    fileName: `${trendsFileName(query)}.csv`,
  };
}
