import { AlertTriangle, CheckCircle2, PiggyBank } from "lucide-react";
import type { SellerGuideView } from "./conveyance-guide.server";

/** The exemptions list and where the full list lives. */
export function ExemptionsList({
  exemptions,
  note,
}: {
  exemptions: SellerGuideView["exemptions"];
  note: SellerGuideView["exemptionsNote"];
}) {
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {exemptions.map((exemption) => (
          <li key={exemption.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="flex items-start gap-2 font-semibold text-slate-900">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
              {exemption.title}
            </h3>
            <p className="mt-2 text-sm text-slate-700">{exemption.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-slate-600">{note}</p>
    </>
  );
}

/** Three lawful ways to plan for the tax. */
export function SavingsStrategies({ strategies }: { strategies: SellerGuideView["strategies"] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {strategies.map((strategy, index) => (
        <li key={strategy.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="grid size-11 place-items-center rounded-xl bg-blue-900 text-white">
            <PiggyBank aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Strategy {index + 1}: </span>
            {strategy.title}
          </h3>
          <p className="mt-2 text-slate-700">{strategy.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** What can go wrong. */
export function ConveyanceWarnings({ warnings }: { warnings: SellerGuideView["warnings"] }) {
  return (
    <ul className="space-y-3">
      {warnings.map((warning) => (
        <li key={warning} className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-slate-800">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <span>
            <span className="sr-only">Warning: </span>
            {warning}
          </span>
        </li>
      ))}
    </ul>
  );
}
