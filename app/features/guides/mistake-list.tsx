import { Card } from "~/components/ui/card";
import type { Mistake } from "~content/guides/types";

/** Mistakes with what they cost and how to avoid them. */
export function MistakeList({ mistakes, numbered = true }: { mistakes: readonly Mistake[]; numbered?: boolean }) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className="grid gap-6 md:grid-cols-2">
      {mistakes.map((mistake, index) => (
        <Card as="li" key={mistake.mistake}>
          <h3 className="text-lg font-semibold text-slate-900">
            {numbered ? <span className="mr-2 text-blue-800">{index + 1}.</span> : null}
            {mistake.mistake}
          </h3>
          <dl className="mt-3 space-y-3 text-slate-700">
            <div>
              <dt className="text-sm font-semibold text-red-700">What it costs</dt>
              <dd className="mt-0.5">{mistake.consequence}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-emerald-700">What to do instead</dt>
              <dd className="mt-0.5">{mistake.solution}</dd>
            </div>
          </dl>
        </Card>
      ))}
    </List>
  );
}
