import { StatCard } from "~/components/ui/stat-card";
import type { WeeklySummary } from "./report-figures";

/** Spec 2: six summary cards, one count per property type. */
export function SummaryCards({ summary }: { summary: WeeklySummary }) {
  const cards = [
    { label: "Single Family", value: summary.singleFamily },
    { label: "Multi-Family", value: summary.multiFamily },
    { label: "Condo", value: summary.condos },
    { label: "Rental", value: summary.rentals },
    { label: "Co-op", value: summary.coops },
    { label: "Land", value: summary.land },
  ];
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {cards.map((card) => (
        <li key={card.label}>
          <StatCard
            label={card.label}
            value={card.value}
            detail={card.value === 1 ? "contract" : "contracts"}
            className="h-full"
          />
        </li>
      ))}
    </ul>
  );
}
