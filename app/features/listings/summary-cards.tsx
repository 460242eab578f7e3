import { StatCard } from "~/components/ui/stat-card";
import { formatInteger, formatPercent } from "~/lib/format";
import type { Summary } from "./aggregates";
import { daysText } from "./days";

/** Deals Inked, Median ADOM, Typical Cut, Deal Confidence, and Escrow Runway when enough close data. */
export function SummaryCards({ summary }: { summary: Summary }) {
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <StatCard label="Deals Inked" value={formatInteger(summary.dealsInked)} detail="under contract" />
        <StatCard label="Median ADOM" value={daysText(summary.medianAdom)} detail="median, on market to contract" />
        <StatCard
          label="Typical Cut"
          value={formatPercent(summary.typicalCutPercent)}
          detail="median cut, ask to contract, all deals"
        />
        <StatCard
          label="Deal Confidence"
          value={daysText(summary.dealConfidenceDays)}
          detail="average, contract to pending"
        />
        {summary.escrowRunwayDays !== null ? (
          <StatCard
            label="Escrow Runway"
            value={daysText(summary.escrowRunwayDays)}
            detail="average, contract to close"
          />
        ) : null}
      </div>
    </section>
  );
}
