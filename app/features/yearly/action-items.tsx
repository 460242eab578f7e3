import { CheckCircle2 } from "lucide-react";
import type { YearlyReview } from "./yearly-schema";

/** The team's action items for the year ahead. */
export function ActionItems({ items }: { items: YearlyReview["actionItems"] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.title}
          className="flex break-inside-avoid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-slate-600">{item.detail}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
