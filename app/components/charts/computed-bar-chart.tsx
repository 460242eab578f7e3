import { useId } from "react";
import { ChartTable } from "./chart-table";
import { chartTotal, NO_CHART_DATA_TEXT, type ChartDatum } from "./chart-types";

/** One bar whose length the server has already scaled (0 to BAR_AREA_WIDTH). */
export type ComputedBar = ChartDatum & { width: number };

/** Width of the drawing area the bar lengths are scaled to. */
export const BAR_AREA_WIDTH = 200;
const LABEL_WIDTH = 130;
const VALUE_WIDTH = 70;
const ROW_HEIGHT = 34;
const BAR_HEIGHT = 20;

type ComputedBarChartProps = {
  title: string;
  bars: readonly ComputedBar[];
  /** Unit after each value, next to the bar and in the table (" days"). */
  valueSuffix?: string;
  valueHeader?: string;
};

/**
 * BarChart's twin for bars scaled on the server, so no scale code is sent to the browser:
 * server-rendered SVG, a table alternative, 'No data available' at a total of zero.
 */
export function ComputedBarChart({ title, bars, valueSuffix = "", valueHeader = "Value" }: ComputedBarChartProps) {
  const id = useId();
  if (chartTotal(bars) === 0) {
    return <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{NO_CHART_DATA_TEXT}</p>;
  }
  const height = bars.length * ROW_HEIGHT;
  const format = (value: number) => `${value}${valueSuffix}`;
  const description = bars.map((bar) => `${bar.label}: ${format(bar.value)}`).join("; ");
  return (
    <figure className="m-0 break-inside-avoid">
      <svg
        viewBox={`0 0 ${LABEL_WIDTH + BAR_AREA_WIDTH + VALUE_WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="block h-auto max-w-xl overflow-visible"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {bars.map((bar, index) => (
          <g key={bar.label} transform={`translate(0 ${index * ROW_HEIGHT})`}>
            <text
              x={LABEL_WIDTH - 8}
              y={ROW_HEIGHT / 2}
              dominantBaseline="middle"
              textAnchor="end"
              fontSize="13"
              fill="#334155"
            >
              {bar.label}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={(ROW_HEIGHT - BAR_HEIGHT) / 2}
              width={bar.width}
              height={BAR_HEIGHT}
              rx="4"
              fill={bar.color}
            />
            <text
              x={LABEL_WIDTH + bar.width + 6}
              y={ROW_HEIGHT / 2}
              dominantBaseline="middle"
              fontSize="13"
              fontWeight="600"
              fill="#0f172a"
            >
              {format(bar.value)}
            </text>
          </g>
        ))}
      </svg>
      <ChartTable caption={title} data={bars} valueHeader={valueHeader} formatValue={format} />
    </figure>
  );
}
