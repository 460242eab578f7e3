import { Badge } from "~/components/ui/badge";
import { toneClasses } from "~/lib/colour-rules";
import type { ZonesView } from "./yearly-page-view.server";

/**
 * Average days on market per zone, coloured by the spec 4 rule (30 or fewer green, 31-60 yellow,
 * above 60 red). The figure and the word (Fast, Moderate, Slow) are always written out.
 */
export function ZoneDaysOnMarket({ view }: { view: ZonesView }) {
  return (
    <div>
      <ul aria-label={view.listLabel} className="space-y-3">
        {view.zones.map((zone) => (
          <li
            key={zone.zone}
            className="grid break-inside-avoid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[14rem_1fr_auto] sm:items-center"
          >
            <div>
              <p className="font-semibold text-slate-900">{zone.zone}</p>
              <p className="text-sm text-slate-600">{zone.description}</p>
            </div>
            <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-100">
              <div className={`h-full rounded-full ${toneClasses[zone.tone].bar}`} style={{ width: zone.barWidth }} />
            </div>
            <div className="flex items-center gap-3 sm:justify-end">
              <p className="text-right tabular-nums">
                <span className="text-xl font-bold text-slate-900">{zone.days}</span>{" "}
                <span className="text-sm text-slate-600">{zone.daysWord}</span>
                <span className="block text-xs text-slate-600">{zone.sales}</span>
              </p>
              <Badge tone={zone.tone}>{zone.word}</Badge>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p className="font-semibold text-slate-900">{view.townAverage}</p>
        <ul className="flex flex-wrap gap-2 text-sm">
          {view.legend.map((item) => (
            <li key={item.tone}>
              <Badge tone={item.tone}>{item.text}</Badge>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
