import { Badge } from "~/components/ui/badge";
import { yearlyPage } from "~content/yearly/yearly-page";
import { probabilityTone } from "./yearly-review";
import type { YearlyReview } from "./yearly-schema";

/** The next year's outlook: each prediction with its probability badge (High, Medium-High, Medium). */
export function OutlookList({ predictions }: { predictions: YearlyReview["outlook"]["predictions"] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {predictions.map((prediction) => (
        <li key={prediction.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 className="text-lg font-semibold text-slate-900">{prediction.title}</h3>
            <Badge tone={probabilityTone(prediction.probability)}>
              {yearlyPage.outlook.probability}: {prediction.probability}
            </Badge>
          </div>
          <p className="mt-2 text-slate-600">{prediction.detail}</p>
        </li>
      ))}
    </ul>
  );
}
