import { Badge } from "~/components/ui/badge";
import { daysOnMarketTone, toneClasses } from "~/lib/colour-rules";
import { formatDecimal, formatInteger } from "~/lib/format";
import { yearlyPage } from "~content/yearly/yearly-page";
import type { ZoneDaysOnMarket as Zone } from "./yearly-review";

const text = yearlyPage.zones;
const LEGEND_TONES = ["green", "yellow", "red"] as const;

/**
 * Average days on market per zone, coloured by the spec 4 rule (30 or fewer green, 31-60 yellow,
 * above 60 red). The figure and the word (Fast, Moderate, Slow) are always written out.
 */
export function ZoneDaysOnMarket({ zones, townAverage }: { zones: readonly Zone[]; townAverage: number }) {
  const longest = Math.max(...zones.map((zone) => zone.averageDaysOnMarket), 1);
  return (
    <div>
      <ul aria-label={text.listLabel} className="space-y-3">
        {zones.map((zone) => {
          const tone = daysOnMarketTone(zone.averageDaysOnMarket);
          return (
            <li
              key={zone.zone}
              className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[14rem_1fr_auto] sm:items-center"
            >
              <div>
                <p className="font-semibold text-slate-900">{zone.zone}</p>
                <p className="text-sm text-slate-600">{zone.description}</p>
              </div>
              <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-100">
                <div
                  className={`h-full rounded-full ${toneClasses[tone].bar}`}
                  style={{ width: `${(zone.averageDaysOnMarket / longest) * 100}%` }}
                />
              </div>
              <div className="flex items-center gap-3 sm:justify-end">
                <p className="text-right tabular-nums">
                  <span className="text-xl font-bold text-slate-900">{formatInteger(zone.averageDaysOnMarket)}</span>{" "}
                  <span className="text-sm text-slate-600">{text.days}</span>
                  <span className="block text-xs text-slate-600">
                    {formatInteger(zone.sales)} {text.sales}
                  </span>
                </p>
                <Badge tone={tone}>{text.toneShort[tone]}</Badge>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p className="font-semibold text-slate-900">{text.townAverage(formatDecimal(townAverage, 0))}</p>
        <ul className="flex flex-wrap gap-2 text-sm">
          {LEGEND_TONES.map((tone) => (
            <li key={tone}>
              <Badge tone={tone}>{text.tones[tone]}</Badge>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
