import type { PeriodSupply } from "~/domain/period-supply";
import { FigureCards } from "./figure-cards";

/** A period's supply figures (a quarter, a year) as cards, with how they are made and the sample line (decision 138). */
export function PeriodSupplySection({ supply }: { supply: PeriodSupply }) {
  return (
    <>
      <FigureCards cards={supply.cards} columns={4} />
      <div className="mt-4 max-w-3xl space-y-2 text-sm text-slate-700">
        <p>{supply.method}</p>
        <p>{supply.changeNote}</p>
        {supply.sampleNote ? <p data-section-sample-notice>{supply.sampleNote}</p> : null}
      </div>
    </>
  );
}
