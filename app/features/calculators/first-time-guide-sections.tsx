import { AlertCircle, ArrowRight, Lightbulb, MapPin } from "lucide-react";
import { DataTable } from "~/components/ui/data-table";
import { StepList } from "~/components/ui/step-list";
import type { FirstTimeGuideView } from "./first-time-guide.server";

export function BuyingJourney({ journey }: { journey: FirstTimeGuideView["journey"] }) {
  return (
    <>
      <p className="-mt-4 mb-8 max-w-3xl text-lg text-slate-600">{journey.intro}</p>
      <StepList steps={journey.steps} />
      <p className="mt-8 flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-slate-800">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <span>{journey.proTip}</span>
      </p>
    </>
  );
}

export function BudgetGuidelinesTable({ guidelines }: { guidelines: FirstTimeGuideView["guidelines"] }) {
  return (
    <DataTable
      caption={guidelines.caption}
      captionHidden
      rows={guidelines.rows}
      rowKey={(row) => row.factor}
      columns={[
        { header: "Factor", cell: (row) => row.factor },
        { header: "Conventional", cell: (row) => row.conventional },
        { header: "Greenwich", cell: (row) => <span className="font-semibold text-slate-900">{row.greenwich}</span> },
        { header: "Note", cell: (row) => row.note },
      ]}
    />
  );
}

export function TownCards({ towns }: { towns: FirstTimeGuideView["towns"] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {towns.map((town) => (
        <li key={town.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <MapPin aria-hidden="true" className="size-5 text-blue-900" />
            {town.name}
          </h3>
          {town.medianPrice !== null ? (
            <p className="mt-2">
              <span className="text-2xl font-bold text-slate-900 tabular-nums">{town.medianPrice}</span>{" "}
              <span className="text-sm text-slate-600">median home price</span>
            </p>
          ) : null}
          <p className="mt-2 text-slate-700">{town.description}</p>
          <ul className="mt-4 space-y-1 text-sm text-slate-700">
            {town.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                {highlight}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function MistakesList({ mistakes }: { mistakes: FirstTimeGuideView["mistakes"] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {mistakes.map((item) => (
        <li key={item.mistake} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="flex items-start gap-2 text-lg font-semibold text-slate-900">
            <AlertCircle aria-hidden="true" className="mt-1 size-5 shrink-0 text-red-700" />
            {item.mistake}
          </h3>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="font-semibold text-red-800">Consequence</dt>
              <dd className="text-slate-700">{item.consequence}</dd>
            </div>
            <div>
              <dt className="font-semibold text-emerald-800">Solution</dt>
              <dd className="text-slate-700">{item.solution}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function RealityCheck({ text }: { text: string }) {
  return <p className="max-w-3xl text-lg text-slate-700">{text}</p>;
}
