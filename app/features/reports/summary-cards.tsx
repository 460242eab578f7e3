import { StatCard } from "~/components/ui/stat-card";
import type { SummaryCardView } from "./market-report.server";

/** Spec 2: six summary cards, one count per property type. */
export function SummaryCards({ cards }: { cards: readonly SummaryCardView[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {cards.map((card) => (
        <li key={card.label}>
          <StatCard label={card.label} value={card.value} detail={card.detail} className="h-full" />
        </li>
      ))}
    </ul>
  );
}
