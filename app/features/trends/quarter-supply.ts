// A quarter's supply section (decision 138): the quarter's figures from the broker's listings beside
// the quarter before and the same quarter a year earlier (app/domain/period-supply.ts). Pure, no I/O.
import { periodSupplyCards, type SupplyHistory } from "~/domain/period-supply";
import type { DaySpan } from "~/domain/weekly-market";
import { previousQuarter, quarterDates, quarterLabel, sameQuarterYearBefore, type Quarter } from "~/domain/quarters";

const spanOf = (quarter: Quarter): DaySpan => {
  const { start, end } = quarterDates(quarter);
  return { from: start, to: end };
};

/** A quarter's supply section: its figures beside the quarter before and the same quarter a year earlier. */
export function quarterSupply(history: SupplyHistory, quarter: Quarter) {
  const previous = previousQuarter(quarter);
  const yearBefore = sameQuarterYearBefore(quarter);
  return {
    id: "quarter-supply",
    title: `Homes for sale and sales, ${quarterLabel(quarter)}`,
    intro: `The quarter's listings beside ${quarterLabel(previous)} and ${quarterLabel(yearBefore)}.`,
    ...periodSupplyCards(history, spanOf(quarter), [
      { label: quarterLabel(previous), span: spanOf(previous) },
      { label: quarterLabel(yearBefore), span: spanOf(yearBefore) },
    ]),
  };
}

export type QuarterSupply = ReturnType<typeof quarterSupply>;
