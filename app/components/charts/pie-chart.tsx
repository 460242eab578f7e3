import { useId } from "react";
import { ChartTable } from "./chart-table";
import { NO_CHART_DATA_TEXT, type ChartDatum } from "./chart-types";

/** One slice, with its SVG path already computed on the server (d3-shape stays out of the browser). */
export type PieSlice = ChartDatum & { percent: number; path: string };

/** The radius slice paths are computed for, centred on 0,0. */
export const PIE_RADIUS = 90;

type PieChartProps = {
  /** The chart's accessible name (also the table caption). */
  title: string;
  slices: readonly PieSlice[];
  valueHeader?: string;
};

/**
 * A pie chart drawn as SVG in the server HTML, with a legend and the figures as a table. No
 * slices (a total of zero) reads 'No data available'.
 */
export function PieChart({ title, slices, valueHeader = "Contracts" }: PieChartProps) {
  const id = useId();
  const radius = PIE_RADIUS;
  if (slices.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{NO_CHART_DATA_TEXT}</p>;
  }
  const description = slices.map((slice) => `${slice.label}: ${slice.value} (${slice.percent}%)`).join("; ");
  return (
    <figure className="m-0 break-inside-avoid">
      <div className="flex flex-col items-center gap-4">
        <svg
          viewBox={`${-radius} ${-radius} ${radius * 2} ${radius * 2}`}
          width={radius * 2}
          height={radius * 2}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="block h-auto max-w-full shrink-0"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {slices.map((slice) => (
            <path key={slice.label} d={slice.path} fill={slice.color} stroke="#fff" strokeWidth="1" />
          ))}
        </svg>
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1.5 text-sm" aria-hidden="true">
          {slices.map((slice) => (
            <li key={slice.label} className="flex items-center gap-2">
              <span className="inline-block size-3 shrink-0 rounded-sm" style={{ backgroundColor: slice.color }} />
              <span className="text-slate-800">{slice.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">
                {slice.value} ({slice.percent}%)
              </span>
            </li>
          ))}
        </ul>
      </div>
      <ChartTable caption={title} data={slices} valueHeader={valueHeader} formatValue={(value) => String(value)} />
    </figure>
  );
}
