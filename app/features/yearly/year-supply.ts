// The yearly review's supply section (decision 138): the year's homes for sale, new listings, closed
// sales, months of supply, days on market of the homes for sale, price cuts and sale-to-list, from the
// broker's listings in the history, beside the year before (app/domain/period-supply.ts). A module of
// its own beside the review's figures, which come from the year's contracts. Pure, no I/O.
import { longDateRange } from "~/domain/archive";
import { periodSupplyCards, type SupplyHistory } from "~/domain/period-supply";
import type { DaySpan } from "~/domain/weekly-market";

const yearSpan = (year: number): DaySpan => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** The year's supply figures beside the year before, dated. */
export function yearSupply(history: SupplyHistory, year: number) {
  const span = yearSpan(year);
  return {
    id: "homes-for-sale",
    title: `Homes for Sale and Sales, ${year}`,
    intro: `The broker's listings over ${longDateRange(span.from, span.to)}, beside ${year - 1}.`,
    ...periodSupplyCards(history, span, [{ label: String(year - 1), span: yearSpan(year - 1) }]),
  };
}

export type YearSupply = ReturnType<typeof yearSupply>;
