import { DrawnIcon } from "~/components/ui/lucide-icon";
import { FactNoteList } from "~/components/ui/fact-note-list";
import type { NeighborhoodCard } from "./buyer-cards.server";

/**
 * The buyer's neighborhood guide: the median contract price of each neighborhood's village with what
 * it rests on, its trend (colored by app/lib/colour-rules.ts) and the activity, and under the cards
 * what the price is, for when and from where.
 */
export function NeighborhoodGuide({
  neighborhoods,
  labels,
  notes,
}: {
  neighborhoods: readonly NeighborhoodCard[];
  labels: { trend: string; activity: string };
  notes: readonly string[];
}) {
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {neighborhoods.map((neighborhood) => (
          <li
            key={neighborhood.name}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 className="text-xl font-semibold text-slate-900">{neighborhood.name}</h3>
            <p className="mt-2 text-slate-600">{neighborhood.description}</p>
            <dl className="mt-5 space-y-3 border-t border-slate-100 pt-4 text-sm">
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-slate-600">{neighborhood.priceLabel}</dt>
                <dd className="text-2xl font-bold text-slate-900 tabular-nums">{neighborhood.medianPrice}</dd>
              </div>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <dt className="text-slate-600">{labels.trend}</dt>
                <dd className={`flex items-center gap-1.5 font-semibold ${neighborhood.trendClass}`}>
                  <DrawnIcon icon={neighborhood.trendIcon} aria-hidden="true" className="size-4" />
                  {neighborhood.trend}
                </dd>
                <dd className="basis-full text-xs text-slate-600">{neighborhood.basis}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-1.5 text-slate-600">
                  <DrawnIcon icon={neighborhood.activityIcon} aria-hidden="true" className="size-4" />
                  {labels.activity}
                </dt>
                <dd className="mt-0.5 font-medium text-slate-800">{neighborhood.activity}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <FactNoteList notes={notes} />
    </>
  );
}
