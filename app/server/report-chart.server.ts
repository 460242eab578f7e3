// The chart image of the weekly report e-mail: contracts by property type as horizontal bars,
// drawn on the drawing thread as the share images are (raster.server.ts). A PNG attached to the message, because mail clients show no SVG.
import { box, drawPng, layoutSvg, type LayoutNode } from "./raster.server";
import type { ChartDatum } from "~/components/charts/chart-types";
import { formatShortDate } from "~/lib/format";

/** Drawn at twice the size shown (552 x 276) for sharp high-density screens. */
const WIDTH = 1104;
const HEIGHT = 552;
/** The label column, wide enough for the longest type name ("Single Family", "Multi-Family"). */
const LABEL_WIDTH = 240;
const VALUE_WIDTH = 90;

function reportChartTree(data: readonly ChartDatum[]): LayoutNode {
  const max = Math.max(1, ...data.map((datum) => datum.value));
  // Three fixed columns: the label never shrinks or wraps, so every bar starts
  // at the same x; the bar's track takes what is left; the value has its own column.
  const rows = data.map((datum) =>
    box({ display: "flex", alignItems: "center", height: 64, fontSize: 28, color: "#0f172a" }, [
      box({ width: LABEL_WIDTH, flexShrink: 0, display: "flex", whiteSpace: "nowrap" }, datum.label),
      box({ flexGrow: 1, flexShrink: 1, minWidth: 0, display: "flex", alignItems: "center" }, [
        box({
          width: `${(datum.value / max) * 100}%`,
          minWidth: 4,
          height: 40,
          backgroundColor: datum.color,
          borderRadius: 6,
        }),
      ]),
      box(
        { width: VALUE_WIDTH, flexShrink: 0, paddingLeft: 14, fontWeight: 700, display: "flex" },
        String(datum.value),
      ),
    ]),
  );
  const tree = box(
    { width: WIDTH, height: HEIGHT, display: "flex", flexDirection: "column", backgroundColor: "#ffffff", padding: 32 },
    [
      box(
        { fontSize: 32, fontWeight: 700, color: "#1e3a8a", marginBottom: 16, display: "flex" },
        "Sale contracts and leases by type",
      ),
      ...rows,
    ],
  );
  return tree;
}

/** A week of the e-mail's trend chart (TrendPoint of report-email-trend.ts). */
export type TrendWeek = { weekStart: string; weekEnd: string; contracts: number };

/** The e-mail's trend colours: the weeks before in navy, the reported week in amber (as the site's luxury band). */
const TREND_BAR = "#1e3a8a";
const TREND_LAST = "#b45309";
const TREND_BARS_HEIGHT = 330;

/**
 * The 13-week trend: sale contracts per week as columns, the count above each,
 * the week's Monday below; the reported week last, in amber.
 */
function trendChartTree(weeks: readonly TrendWeek[]): LayoutNode {
  const max = Math.max(1, ...weeks.map((week) => week.contracts));
  const columns = weeks.map((week, index) =>
    box(
      {
        flexGrow: 1,
        flexBasis: 0,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "flex-end",
      },
      [
        box(
          { fontSize: 22, fontWeight: 700, color: "#0f172a", display: "flex", marginBottom: 6 },
          String(week.contracts),
        ),
        box({
          width: "70%",
          height: Math.max(4, (week.contracts / max) * TREND_BARS_HEIGHT),
          backgroundColor: index === weeks.length - 1 ? TREND_LAST : TREND_BAR,
          borderRadius: 4,
        }),
        box(
          { fontSize: 18, color: "#475569", display: "flex", marginTop: 8, whiteSpace: "nowrap" },
          formatShortDate(week.weekStart),
        ),
      ],
    ),
  );
  const title = `Sale contracts per week, the ${weeks.length} weeks to ${weeks.length > 0 ? formatShortDate(weeks.at(-1)!.weekEnd) : ""}`;
  const tree = box(
    { width: WIDTH, height: HEIGHT, display: "flex", flexDirection: "column", backgroundColor: "#ffffff", padding: 32 },
    [
      box({ fontSize: 32, fontWeight: 700, color: "#1e3a8a", marginBottom: 16, display: "flex" }, title),
      box({ display: "flex", flexGrow: 1, alignItems: "flex-end", gap: 4 }, columns),
    ],
  );
  return tree;
}

const SIZE = { width: WIDTH, height: HEIGHT };

/** The chart laid out as SVG; `embedFont: false` keeps the text as <text> (for the tests to measure). */
export function reportChartSvg(data: readonly ChartDatum[], { embedFont }: { embedFont?: boolean } = {}) {
  return layoutSvg(reportChartTree(data), { ...SIZE, embedFont });
}

/** The trend chart laid out as SVG (as reportChartSvg). */
export function trendChartSvg(weeks: readonly TrendWeek[], { embedFont }: { embedFont?: boolean } = {}) {
  return layoutSvg(trendChartTree(weeks), { ...SIZE, embedFont });
}

export function renderTrendChart(weeks: readonly TrendWeek[]): Promise<Buffer> {
  return drawPng(trendChartTree(weeks), SIZE);
}

export function renderReportChart(data: readonly ChartDatum[]): Promise<Buffer> {
  return drawPng(reportChartTree(data), SIZE);
}
