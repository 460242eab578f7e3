import { useId } from "react";
import { ChartTable } from "./chart-table";
import { chartTotal, NO_CHART_DATA_TEXT, type ChartDatum } from "./chart-types";

type BarChartProps = {
  /** The chart's accessible name (also the table caption). */
  title: string;
  data: readonly ChartDatum[];
  /** How a value reads next to its bar and in the table ("12", "$3.2M", "42 days"). */
  formatValue?: (value: number) => string;
  /** Header of the value column in the table alternative. */
  valueHeader?: string;
};

const WIDTH = 400;
const LABEL_WIDTH = 130;
const VALUE_WIDTH = 70;
const ROW_HEIGHT = 34;
const BAR_HEIGHT = 20;

/**
 * A horizontal bar chart drawn as SVG on the server (so it is in the first HTML response), with
 * the figures as a table behind a disclosure. A chart whose total is zero says so.
 */
export function BarChart({
  title,
  data,
  formatValue = (value) => String(value),
  valueHeader = "Value",
}: BarChartProps) {
  const id = useId();
  if (chartTotal(data) === 0) {
    return <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{NO_CHART_DATA_TEXT}</p>;
  }
  // A linear scale from 0 to the largest value; plain arithmetic keeps chart libraries out of the browser bundle.
  const max = Math.max(...data.map((datum) => datum.value));
  const x = (value: number) => (value / max) * (WIDTH - LABEL_WIDTH - VALUE_WIDTH);
  const height = data.length * ROW_HEIGHT;
  const description = data.map((datum) => `${datum.label}: ${formatValue(datum.value)}`).join("; ");
  return (
    <figure className="m-0 break-inside-avoid">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="block h-auto max-w-xl overflow-visible"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {data.map((datum, index) => {
          const y = index * ROW_HEIGHT;
          const barWidth = Math.max(x(datum.value), datum.value > 0 ? 2 : 0);
          return (
            <g key={datum.label} transform={`translate(0 ${y})`}>
              <text
                x={LABEL_WIDTH - 8}
                y={ROW_HEIGHT / 2}
                dominantBaseline="middle"
                textAnchor="end"
                fontSize="13"
                fill="#334155"
              >
                {datum.label}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={(ROW_HEIGHT - BAR_HEIGHT) / 2}
                width={barWidth}
                height={BAR_HEIGHT}
                rx="4"
                fill={datum.color}
              />
              <text
                x={LABEL_WIDTH + barWidth + 6}
                y={ROW_HEIGHT / 2}
                dominantBaseline="middle"
                fontSize="13"
                fontWeight="600"
                fill="#0f172a"
              >
                {formatValue(datum.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartTable caption={title} data={data} valueHeader={valueHeader} formatValue={formatValue} />
    </figure>
  );
}
