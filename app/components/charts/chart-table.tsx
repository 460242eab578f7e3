import type { ChartDatum } from "./chart-types";

type ChartTableProps = {
  caption: string;
  data: readonly ChartDatum[];
  valueHeader: string;
  formatValue: (value: number) => string;
};

/** The text alternative of a chart: the same figures as a table, behind a disclosure. */
export function ChartTable({ caption, data, valueHeader, formatValue }: ChartTableProps) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-blue-900">Show the figures as a table</summary>
      <table className="mt-2 w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-1.5 pr-4 font-semibold">
              Category
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              {valueHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-4 font-normal">
                {datum.label}
                {datum.sublabel ? <span className="text-slate-600"> ({datum.sublabel})</span> : null}
              </th>
              <td className="py-1.5 text-right tabular-nums">{formatValue(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
