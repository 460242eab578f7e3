import { formatInteger, formatPercent, formatUsdCompact } from "~/lib/format";
import { nounFor } from "~/lib/plural";
import { DEAL, dealsFigureText, type BandStats } from "./aggregates";
import { formatDays } from "./days";
import { dashboardContent } from "./dashboard-content";
import { DashboardPanel } from "./dashboard-panel";
import { toggleFilter, type DashboardQuery } from "./filters";
import { QueryLink } from "./query-link";

/** Six clickable band tiles; a tile toggles the band filter. */
export function PriceBandPulse({ bands, query }: { bands: readonly BandStats[]; query: DashboardQuery }) {
  return (
    <DashboardPanel
      id="price-band-pulse"
      title={dashboardContent.sections.bands}
      intro={dashboardContent.sections.bandsIntro}
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {bands.map((band) => {
          const selected = query.filters.band === band.band;
          return (
            <li key={band.band}>
              <QueryLink
                query={toggleFilter(query, "band", band.band)}
                current={selected}
                className={`block h-full rounded-xl border p-3 transition-colors ${
                  selected
                    ? "border-blue-900 bg-blue-50 ring-2 ring-blue-900"
                    : "border-slate-200 hover:border-blue-900"
                }`}
              >
                <span className="block text-sm font-semibold text-blue-900">{band.band}</span>
                <span className="mt-1 block text-2xl font-bold text-slate-900 tabular-nums">
                  {formatInteger(band.count)}{" "}
                  <span className="text-sm font-medium text-slate-600">{nounFor(band.count, DEAL)}</span>
                </span>
                <span className="block text-sm text-slate-700 tabular-nums">
                  {formatUsdCompact(band.volume)} list-price volume
                </span>
                <span className="block text-xs text-slate-600 tabular-nums">
                  {band.medianAdom.value === null
                    ? `${dealsFigureText(band.medianAdom, formatDays)}: no medians`
                    : `${formatDays(band.medianAdom.value)} d median ADOM · ${dealsFigureText(band.medianCutPercent, (value) => formatPercent(value))} median cut`}
                </span>
                {selected ? <span className="mt-1 block text-xs font-semibold text-blue-900">Selected</span> : null}
              </QueryLink>
            </li>
          );
        })}
      </ul>
    </DashboardPanel>
  );
}
