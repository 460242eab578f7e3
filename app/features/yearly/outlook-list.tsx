import { Badge } from "~/components/ui/badge";
import type { OutlookView } from "./yearly-page-view.server";

/** The next year's outlook: each prediction with its probability badge (colour and word). */
export function OutlookList({ predictions }: { predictions: OutlookView }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {predictions.map((prediction) => (
        <li
          key={prediction.title}
          className="break-inside-avoid rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 className="text-lg font-semibold text-slate-900">{prediction.title}</h3>
            <Badge tone={prediction.tone}>{prediction.badge}</Badge>
          </div>
          <p className="mt-2 text-slate-600">{prediction.detail}</p>
        </li>
      ))}
    </ul>
  );
}
