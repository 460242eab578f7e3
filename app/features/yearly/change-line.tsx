import { toneClasses } from "~/lib/colour-rules";
import type { ChangeView } from "./yearly-page-view.server";

/** A change against the year before, coloured by the trend rule (spec 4), or why there is none. */
export function ChangeLine({ change }: { change: ChangeView }) {
  if (change.label === undefined) return <p className="mt-1 text-sm text-slate-600">{change.text}</p>;
  return (
    <p className={`mt-1 text-sm font-semibold ${toneClasses[change.tone].text}`}>
      {change.text} <span className="font-normal text-slate-600">{change.label}</span>
    </p>
  );
}
