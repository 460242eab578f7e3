import { useId } from "react";
import { DataTable } from "~/components/ui/data-table";
import type { TrendTableRow } from "./trends-view";

export type ChartLayoutName = "wide" | "narrow";

/** A chart laid out on the server (trend-chart-geometry.server.ts): plain coordinates and SVG paths. */
export type TrendChartGeometry = {
  layout: ChartLayoutName;
  width: number;
  height: number;
  fontSize: number;
  /** The drawing area: values run from `domainMax` at `top` down to 0 at `bottom`. */
  plot: { left: number; right: number; top: number; bottom: number };
  domainMax: number;
  xTicks: { x: number; label: string }[];
  yTicks: { y: number; label: string }[];
  /** The weekly values' dots, one per week with a value. */
  dots: { weekStart: string; x: number; y: number }[];
  dotRadius: number;
  paths: { weekly: string; rolling4: string; rolling13: string; rolling52: string; yearAgo: string };
  /**
   * Where sample history ends, between a sample week and the real week drawn after it (none when it
   * holds no such pair): the line's x, the first real week, and the side its words sit on.
   */
  sampleEnds: { x: number; firstRealWeek: string; labelSide: "left" | "right" }[];
};

/** How each line is drawn; the legend draws the same strokes. */
const LINES = {
  weekly: { stroke: "#94a3b8", width: 1.25, dash: undefined },
  rolling4: { stroke: "#2563eb", width: 2, dash: undefined },
  rolling13: { stroke: "#172554", width: 3, dash: undefined },
  rolling52: { stroke: "#0f766e", width: 2.5, dash: "2 3" },
  yearAgo: { stroke: "#b45309", width: 2, dash: "6 4" },
} as const;
type LineName = keyof typeof LINES;
const LINE_ORDER: readonly LineName[] = ["weekly", "rolling4", "rolling13", "rolling52", "yearAgo"];

export type TrendChartProps = {
  /** The chart's accessible name, the table's caption. */
  title: string;
  /** What the chart shows, in a sentence or two (the SVG's description). */
  description: string;
  geometry: { wide: TrendChartGeometry; narrow: TrendChartGeometry };
  legend: Record<LineName, string>;
  /** The words beside the mark where the sample history ends. */
  sampleEndLabel: string;
  columns: { week: string; count: string } & Record<Exclude<LineName, "weekly"> | "value", string>;
  rows: readonly TrendTableRow[];
  tableSummary: string;
  emptyText: string | null;
};

function ChartSvg({
  geometry,
  title,
  description,
  sampleEndLabel,
  className,
}: {
  geometry: TrendChartGeometry;
  title: string;
  description: string;
  sampleEndLabel: string;
  className: string;
}) {
  const id = useId();
  const { plot, fontSize } = geometry;
  return (
    <svg
      viewBox={`0 0 ${geometry.width} ${geometry.height}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className={`h-auto ${className}`}
      data-chart-layout={geometry.layout}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g fontSize={fontSize} fill="#475569">
        {geometry.yTicks.map((tick) => (
          <g key={tick.label}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" strokeWidth="1" />
            <text x={plot.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {tick.label}
            </text>
          </g>
        ))}
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="#64748b" strokeWidth="1" />
        {geometry.xTicks.map((tick) => (
          <g key={`${tick.x}-${tick.label}`}>
            <line x1={tick.x} x2={tick.x} y1={plot.bottom} y2={plot.bottom + 5} stroke="#64748b" strokeWidth="1" />
            <text x={tick.x} y={plot.bottom + 8 + fontSize} textAnchor="middle">
              {tick.label}
            </text>
          </g>
        ))}
      </g>
      {geometry.sampleEnds.map((end) => (
        <g key={end.x} data-sample-end>
          <line
            x1={end.x}
            x2={end.x}
            y1={plot.top}
            y2={plot.bottom}
            stroke="#7c2d12"
            strokeWidth="1"
            strokeDasharray="3 3"
          />
          {end.labelSide === "left" ? (
            <text x={end.x - 4} y={plot.top + fontSize} textAnchor="end" fontSize={fontSize} fill="#7c2d12">
              {sampleEndLabel}
            </text>
          ) : (
            <text x={end.x + 4} y={plot.top + fontSize} textAnchor="start" fontSize={fontSize} fill="#7c2d12">
              ← {sampleEndLabel}
            </text>
          )}
        </g>
      ))}
      <g fill="none" strokeLinejoin="round" strokeLinecap="round">
        {LINE_ORDER.map((name) => (
          <path
            key={name}
            d={geometry.paths[name]}
            stroke={LINES[name].stroke}
            strokeWidth={LINES[name].width}
            strokeDasharray={LINES[name].dash}
            data-line={name}
          />
        ))}
      </g>
      <g fill={LINES.weekly.stroke}>
        {geometry.dots.map((dot) => (
          <circle key={dot.weekStart} cx={dot.x} cy={dot.y} r={geometry.dotRadius} />
        ))}
      </g>
    </svg>
  );
}

function LegendSwatch({ name }: { name: LineName }) {
  const style = LINES[name];
  return (
    <svg viewBox="0 0 28 10" width="28" height="10" aria-hidden="true" className="shrink-0">
      <line x1="1" x2="27" y1="5" y2="5" stroke={style.stroke} strokeWidth={style.width} strokeDasharray={style.dash} />
      {name === "weekly" ? <circle cx="14" cy="5" r="2.5" fill={style.stroke} /> : null}
    </svg>
  );
}

/**
 * A weekly series drawn as SVG on the server: two layouts of the same figures (the narrow one on
 * phones, the wide one from 640 px and on paper), a legend, and the figures as a table.
 */
export function TrendChart({
  title,
  description,
  geometry,
  legend,
  sampleEndLabel,
  columns,
  rows,
  tableSummary,
  emptyText,
}: TrendChartProps) {
  return (
    <figure className="m-0 break-inside-avoid">
      {emptyText ? (
        <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">{emptyText}</p>
      ) : (
        <>
          <ChartSvg
            geometry={geometry.narrow}
            title={title}
            description={description}
            sampleEndLabel={sampleEndLabel}
            className="block sm:hidden print:hidden"
          />
          <ChartSvg
            geometry={geometry.wide}
            title={title}
            description={description}
            sampleEndLabel={sampleEndLabel}
            className="hidden sm:block print:block"
          />
        </>
      )}
      <div>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800">
          {LINE_ORDER.map((name) => (
            <li key={name} className="flex items-center gap-2">
              <LegendSwatch name={name} />
              {legend[name]}
            </li>
          ))}
        </ul>
      </div>
      <details className="mt-4 print:hidden">
        <summary className="cursor-pointer font-semibold text-blue-900">Show the figures as a table</summary>
        <p className="mt-2 text-sm text-slate-600">{tableSummary}</p>
        <div className="mt-3">
          <DataTable
            caption={title}
            captionHidden
            rows={rows}
            rowKey={(row) => row.weekStart}
            columns={[
              { header: columns.week, cell: (row) => row.week },
              { header: columns.count, cell: (row) => row.count, numeric: true },
              { header: columns.value, cell: (row) => row.value, numeric: true },
              { header: columns.rolling4, cell: (row) => row.rolling4, numeric: true },
              { header: columns.rolling13, cell: (row) => row.rolling13, numeric: true },
              { header: columns.rolling52, cell: (row) => row.rolling52, numeric: true },
              { header: columns.yearAgo, cell: (row) => row.yearAgo, numeric: true },
            ]}
          />
        </div>
      </details>
    </figure>
  );
}
