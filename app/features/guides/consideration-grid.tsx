import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import type { LabelledConsideration } from "./consideration-label";

/** Considerations (value factors, investment factors, buying considerations) with a coloured label. */
export function ConsiderationGrid({
  items,
  columns = 2,
}: {
  /** Each item with its badge: text ("High impact") and tone (a rule from lib/colour-rules), or none. */
  items: readonly LabelledConsideration[];
  columns?: 2 | 3;
}) {
  return (
    <ul className={`grid gap-6 md:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {items.map((item) => (
        <Card as="li" key={item.consideration}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 className="text-lg font-semibold text-slate-900">{item.consideration}</h3>
            {item.label ? <Badge tone={item.label.tone}>{item.label.text}</Badge> : null}
          </div>
          <p className="mt-2 text-slate-600">{item.details}</p>
        </Card>
      ))}
    </ul>
  );
}
