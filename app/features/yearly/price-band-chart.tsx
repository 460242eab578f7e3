import { BarChart } from "~/components/charts/bar-chart";
import { countOf } from "~/lib/plural";
import type { PriceBandView } from "./yearly-page-view.server";

/** Spec "Yearly summary": sales per price band as SVG bars with a table, and each band's share. */
export function PriceBandChart({ bands }: { bands: PriceBandView }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <div className="break-inside-avoid rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <BarChart
          title={bands.chartTitle}
          data={bands.data}
          valueHeader={bands.valueHeader}
          formatValue={(value) => countOf(value, bands.salesWord)}
        />
      </div>
      <ul className="grid grid-cols-2 gap-4">
        {bands.shares.map((band) => (
          <li key={band.id} className="break-inside-avoid rounded-2xl border border-slate-200 bg-slate-50 p-4">
            <p className="text-sm font-semibold text-slate-700">{band.label}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{band.share}</p>
            <p className="text-sm text-slate-600">{band.sales}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
