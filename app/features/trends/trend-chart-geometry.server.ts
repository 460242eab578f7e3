// The trend chart's geometry, computed on the server with d3 (which stays out of the browser):
// the weekly values as dots joined by a thin line, the 4-week and 13-week lines, the year-earlier
// line, and the axes' ticks. Two layouts of the same figures: a wide one and a narrow one whose
// text stays readable on a 375 px phone.
import { scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { parseIsoDate } from "~/lib/calendar";
import { formatShortDate } from "~/lib/format";
import type { MeasureId } from "~/domain/measures";
import { allSample } from "~/domain/sample-data";
import type { DaySpan } from "~/domain/weekly-market";
import type { ChartLayoutName, TrendChartGeometry } from "./trend-chart";
import { trendsContent } from "./trends-content";
import { formatAxisValue, type TrendRow } from "./trends-view";

const LAYOUTS: Record<
  ChartLayoutName,
  {
    width: number;
    height: number;
    margin: { top: number; right: number; bottom: number; left: number };
    fontSize: number;
    xTicks: number;
    yTicks: number;
    dotRadius: number;
  }
> = {
  wide: {
    width: 960,
    height: 380,
    margin: { top: 16, right: 24, bottom: 36, left: 72 },
    fontSize: 13,
    xTicks: 9,
    yTicks: 6,
    dotRadius: 2.5,
  },
  narrow: {
    width: 360,
    height: 300,
    margin: { top: 12, right: 12, bottom: 32, left: 52 },
    fontSize: 12,
    xTicks: 4,
    yTicks: 5,
    dotRadius: 2,
  },
};

const monthYear = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** Where the time axis puts its labels: every few weeks, at month starts, or at year starts, as the span allows. */
function timeTicks(rows: readonly TrendRow[], most: number): { index: number; label: string }[] {
  if (rows.length <= 16) {
    const step = Math.max(1, Math.ceil(rows.length / most));
    return rows.flatMap((row, index) =>
      (rows.length - 1 - index) % step === 0 ? [{ index, label: formatShortDate(row.weekStart) }] : [],
    );
  }
  const byYear = rows.length > 70;
  const starts = rows.flatMap((row, index) => {
    const previous = rows[index - 1];
    if (!previous) return [];
    const key = (weekStart: string) => (byYear ? weekStart.slice(0, 4) : weekStart.slice(0, 7));
    if (key(previous.weekStart) === key(row.weekStart)) return [];
    const date = parseIsoDate(row.weekStart);
    return [{ index, label: byYear ? String(date.getUTCFullYear()) : monthYear.format(date) }];
  });
  const step = Math.max(1, Math.ceil(starts.length / most));
  return starts.filter((_, position) => position % step === 0);
}

/**
 * Where the chart marks the end of sample history: halfway between each week whose days are all
 * sample data and the real week drawn after it (decision 120: the sample is spans, so a chart may
 * hold more than one end, such as the generated years and the seed weeks).
 */
export function sampleEndMarks(
  rows: readonly TrendRow[],
  sample: readonly DaySpan[],
  x: (index: number) => number,
  room: { left: number; labelWidth: number },
): TrendChartGeometry["sampleEnds"] {
  const isSample = rows.map((row) => allSample(sample, row.weekStart, row.weekEnd));
  return rows.flatMap((row, index) => {
    if (index === 0 || !isSample[index - 1] || isSample[index]) return [];
    const markX = (x(index - 1) + x(index)) / 2;
    // The words sit left of the line, over the sample weeks; where the plot leaves them no room
    // there, right of it, pointing back ("← Sample data before").
    const labelSide = markX - LABEL_GAP - room.labelWidth >= room.left ? "left" : "right";
    return [{ x: markX, firstRealWeek: row.weekStart, labelSide }];
  });
}

/** Between the sample mark's line and its words. */
const LABEL_GAP = 4;

export function trendChartGeometry(
  measure: MeasureId,
  rows: readonly TrendRow[],
  layoutName: ChartLayoutName,
  sample: readonly DaySpan[] = [],
): TrendChartGeometry {
  const layout = LAYOUTS[layoutName];
  const plot = {
    left: layout.margin.left,
    right: layout.width - layout.margin.right,
    top: layout.margin.top,
    bottom: layout.height - layout.margin.bottom,
  };
  const values = rows.flatMap((row) => [row.value, row.rolling4, row.rolling13, row.rolling52, row.yearAgo]);
  const largest = Math.max(0, ...values.filter((value): value is number => value !== null));
  // Every measure is drawn from zero, so a line's height compares with the others'.
  const y = scaleLinear()
    .domain([0, largest > 0 ? largest : 1])
    .nice(layout.yTicks)
    .range([plot.bottom, plot.top]);
  const x = (index: number) =>
    rows.length <= 1
      ? (plot.left + plot.right) / 2
      : plot.left + (index * (plot.right - plot.left)) / (rows.length - 1);
  const pathOf = (pick: (row: TrendRow) => number | null) =>
    line<TrendRow>()
      .defined((row) => pick(row) !== null)
      .x((_, index) => x(index))
      .y((row) => y(pick(row)!))(rows as TrendRow[]) ?? "";
  return {
    layout: layoutName,
    width: layout.width,
    height: layout.height,
    fontSize: layout.fontSize,
    plot,
    domainMax: y.domain()[1]!,
    xTicks: timeTicks(rows, layout.xTicks).map((tick) => ({ x: x(tick.index), label: tick.label })),
    yTicks: y.ticks(layout.yTicks).map((tick) => ({ y: y(tick), label: formatAxisValue(measure, tick) })),
    dots: rows.flatMap((row, index) =>
      row.value === null ? [] : [{ weekStart: row.weekStart, x: x(index), y: y(row.value) }],
    ),
    dotRadius: layout.dotRadius,
    paths: {
      weekly: pathOf((row) => row.value),
      rolling4: pathOf((row) => row.rolling4),
      rolling13: pathOf((row) => row.rolling13),
      rolling52: pathOf((row) => row.rolling52),
      yearAgo: pathOf((row) => row.yearAgo),
    },
    sampleEnds: sampleEndMarks(rows, sample, x, {
      // Outside the plot on the left are the axis's figures: the words stay inside the plot.
      left: plot.left,
      // A generous width for the words (0.6 of the font size a character), so that they never overlap.
      labelWidth: trendsContent.chart.sampleEnd.length * layout.fontSize * 0.6,
    }),
  };
}
