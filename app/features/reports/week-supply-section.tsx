import { FigureCards } from "~/components/ui/figure-cards";
import type { WeekSupply } from "./week-supply";

/** "The market this week" (decision 138): the week's supply figures, the market's condition and the rules they follow. */
export function WeekSupplySection({ supply }: { supply: WeekSupply }) {
  return (
    <>
      <p className="mb-4 text-slate-800" data-market-condition>
        {supply.condition} <span className="text-sm text-slate-600">{supply.conditionRule}</span>
      </p>
      <FigureCards cards={supply.cards} />
      <div className="mt-4 max-w-3xl space-y-2 text-sm text-slate-700">
        <p>{supply.thirteenWeeksNote}</p>
        <p>{supply.sources}</p>
        <p>{supply.minimumRule}</p>
        {supply.sampleNote ? <p data-section-sample-notice>{supply.sampleNote}</p> : null}
      </div>
    </>
  );
}
