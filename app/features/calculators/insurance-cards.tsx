import { CloudRain, FileCheck2, House, Umbrella, type LucideIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { InsuranceIcon } from "~content/calculators/insurance-education";
import type { InsuranceTypesView } from "./insurance-guide.server";

const ICONS: Record<InsuranceIcon, LucideIcon> = {
  home: House,
  title: FileCheck2,
  flood: CloudRain,
  umbrella: Umbrella,
};

/** Insurance tab: one card per policy (icon, title, required badge, description, coverage, cost) and the notes. */
export function InsuranceTypesPanel({ insurance: { types, notes } }: { insurance: InsuranceTypesView }) {
  return (
    <div>
      <h2 className="text-xl font-bold text-slate-900">Insurance for a Greenwich home</h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {types.map((insurance) => {
          const Icon = ICONS[insurance.icon];
          return (
            <li
              key={insurance.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-start justify-between gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-blue-900 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <Badge tone={insurance.required ? "red" : "neutral"}>
                  {insurance.required ? "Required" : "Recommended"}
                </Badge>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{insurance.title}</h3>
              <p className="text-sm font-medium text-slate-600">{insurance.requiredNote}</p>
              <p className="mt-3 text-slate-700">{insurance.description}</p>
              <h4 className="mt-4 text-sm font-semibold text-slate-900">What it covers</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {insurance.coverage.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="mt-auto border-t border-slate-100 pt-4 text-sm text-slate-600">
                Typical cost: <span className="text-base font-bold text-slate-900 tabular-nums">{insurance.cost}</span>{" "}
                {insurance.costBasis}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {notes.map((note) => (
          <section
            key={note.title}
            aria-label={note.title}
            className="rounded-2xl border border-amber-200 bg-amber-50 p-6"
          >
            <h3 className="text-lg font-semibold text-slate-900">{note.title}</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {note.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
