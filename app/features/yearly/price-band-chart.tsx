import { BarChart } from "~/components/charts/bar-chart";
import type { ChartDatum } from "~/components/charts/chart-types";
import { formatInteger, formatPercent } from "~/lib/format";
import { yearlyPage } from "~content/yearly/yearly-page";
import type { PriceBandShare } from "./yearly-review";

const text = yearlyPage.priceBands;
/** Navy bars (blue-900), as on the rest of the site; the luxury band in amber-700, matching its panel. */
const BAR_COLOUR = "#1e3a8a";
const LUXURY_BAR_COLOUR = "#b45309";

/** Spec "Yearly summary": sales per price band as server-rendered SVG bars, with a table and the shares. */
export function PriceBandChart({
  bands,
  year,
  luxuryBandId,
}: {
  bands: readonly PriceBandShare[];
  year: number;
  luxuryBandId: string;
}) {
  const data: ChartDatum[] = bands.map((band) => ({
    label: band.label,
    value: band.sales,
    color: band.id === luxuryBandId ? LUXURY_BAR_COLOUR : BAR_COLOUR,
    sublabel: `${formatPercent(band.sharePercent)} ${text.ofSales}`,
  }));
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <BarChart
          title={text.chartTitle(year)}
          data={data}
          valueHeader={text.valueHeader}
          formatValue={(value) => `${formatInteger(value)} ${text.sales}`}
        />
      </div>
      <ul className="grid grid-cols-2 gap-4">
        {bands.map((band) => (
          <li key={band.id} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
            <p className="text-sm font-semibold text-slate-700">{band.label}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{formatPercent(band.sharePercent)}</p>
            <p className="text-sm text-slate-600">
              {formatInteger(band.sales)} {text.sales}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
