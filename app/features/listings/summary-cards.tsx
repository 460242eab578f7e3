import { StatCard } from "~/components/ui/stat-card";
import { formatInteger, formatPercent } from "~/lib/format";
import { dealsFigureText, type Summary } from "./aggregates";
import { daysText } from "./days";
import { dashboardContent } from "./dashboard-content";

/** Deals Inked, Median ADOM, Typical Cut, Deal Confidence, and Escrow Runway when enough close data. */
export function SummaryCards({ summary }: { summary: Summary }) {
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <StatCard label="Deals Inked" value={formatInteger(summary.dealsInked)} detail="under contract" />
        <StatCard
          label="Median ADOM"
          value={dealsFigureText(summary.medianAdom, daysText)}
          detail="median, on market to contract"
        />
        <StatCard
          label="Typical Cut"
          value={dealsFigureText(summary.typicalCutPercent, (value) => formatPercent(value))}
          detail="median cut, ask to contract, all deals"
        />
        <StatCard
          label="Deal Confidence"
          value={dealsFigureText(summary.dealConfidenceDays, daysText)}
          detail="average, contract to pending"
        />
        {summary.escrowRunwayDays !== null ? (
          <StatCard
            label="Escrow Runway"
            value={dealsFigureText(summary.escrowRunwayDays, daysText)}
            detail="average, contract to close"
          />
        ) : null}
      </div>
      <p className="mt-3 text-sm text-slate-600">{dashboardContent.minimumRule}</p>
    </section>
  );
}
