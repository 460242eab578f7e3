import { FactNoteList } from "~/components/ui/fact-note-list";
import { StatCard } from "~/components/ui/stat-card";
import type { Metric } from "~content/audiences/types";

/** Headline figures as stat cards (seller sample results, investor performance), their definitions under them. */
export function MetricGrid({ metrics, notes = [] }: { metrics: readonly Metric[]; notes?: readonly string[] }) {
  const columns = metrics.length === 3 ? "md:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-4";
  return (
    <>
      <ul className={`grid gap-6 ${columns}`}>
        {metrics.map((metric) => (
          <li key={metric.label}>
            <StatCard label={metric.label} value={metric.value} detail={metric.detail} className="h-full" />
          </li>
        ))}
      </ul>
      <FactNoteList notes={notes} />
    </>
  );
}
