import { Badge } from "~/components/ui/badge";
import type { ZoneCardView } from "./market-report.server";

/** Spec 2: one card per zone with count, average DOM (coloured), average price and $/sq ft. */
export function ZoneCards({ zones }: { zones: readonly ZoneCardView[] }) {
  if (zones.length === 0) return <p className="text-slate-600">No sales this week.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {zones.map((zone) => (
        <li key={zone.zone} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-xl font-bold text-slate-900">{zone.zone}</h3>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                zone.luxury ? "bg-amber-100 text-amber-900" : "bg-blue-50 text-blue-900"
              }`}
            >
              {zone.label}
            </span>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <div>
              <dt className="text-slate-600">Contracts</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{zone.count}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Average DOM</dt>
              <dd className="mt-1">
                <Badge tone={zone.avgDom.tone}>{zone.avgDom.text}</Badge>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Average price</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{zone.avgPrice}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Average $/sq ft</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{zone.avgPricePerSqft}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
