// The supply figures of a period of days, a quarter or a year (decision 138): the homes for sale
// (the average of the period's week-end counts), the new listings and closed sales (the period's
// totals), the months of supply, the median days on market of the homes for sale, the share of
// them with a price cut and the sale-to-list price, each beside two earlier periods with the
// change, as cards. A period the listings do not cover reads "No history". Pure functions, no I/O.
import {
  changeBetween,
  figureText,
  formatMeasureChange,
  MEASURES,
  PACE_WEEKS,
  poolingOf,
  type Figure,
  type MeasureId,
} from "./measures";
import { spanFigure, weekEndsBetween } from "./period-figures";
import { sampleNotice, touchesSample } from "./sample-data";
import { addDays } from "~/lib/calendar";
import { countOf } from "~/lib/plural";
import type { Coverage, DaySpan, WeeklyMarket } from "./weekly-market";
import type { CardFigure, FigureCard } from "~/components/ui/figure-cards";

/** The supply measures of a quarter's (and a year's) report, in order. */
export const PERIOD_SUPPLY_MEASURES = [
  "homes-for-sale",
  "new-listings",
  "closed-sales",
  "months-of-supply",
  "median-days-for-sale",
  "share-with-price-cut",
  "sale-to-list",
] as const satisfies readonly MeasureId[];
export type PeriodSupplyMeasure = (typeof PERIOD_SUPPLY_MEASURES)[number];

/** How a period's report names a measure whose figure is a total or an average of a count. */
export const PERIOD_SUPPLY_LABELS: Partial<Record<PeriodSupplyMeasure, string>> = {
  "homes-for-sale": "Homes for sale, average at the week's end",
  "new-listings": "New listings, total",
  "closed-sales": "Closed sales, total",
};

export const PERIOD_SUPPLY_WORDS = {
  method:
    "From the broker's MLS listings. Homes for sale are counted at each week's end (Sunday) and averaged over the period's weeks; new listings and closed sales are the period's totals; months of supply divides those homes for sale by the listings that went under contract per month over the period; days on market and price cuts are those of the homes for sale at each week's end, pooled; sale-to-list is the middle of the closed sales' price over their last asking price.",
  changeNote:
    "A change is in percent of the earlier figure (in percentage points for a share or sale-to-list); none is given against a figure withheld or resting on fewer than five records.",
} as const;

/**
 * A figure as written and what it rests on ("on 48 listings"), for a figure that is not itself a
 * count. Homes for sale pooled over several week ends count once a week: "on 5,213 homes for sale
 * over 13 week ends".
 */
export function figureCell(id: MeasureId, figure: Figure, weekEnds = 1): CardFigure {
  if (figure.status !== "ok" || MEASURES[id].unit === "count") return { text: figureText(id, figure), basis: null };
  const pooling = poolingOf(id);
  const perWeekEnd = pooling.kind !== "ratio" && pooling.records === "forSale" && weekEnds > 1;
  return {
    text: figureText(id, figure),
    basis: `on ${countOf(figure.basis, MEASURES[id].basisNoun)}${perWeekEnd ? ` over ${weekEnds} week ends` : ""}`,
  };
}

/** The change from `before` to `now` as written, or null where the registry gives none. */
export function periodChange(id: MeasureId, now: Figure, before: Figure): string | null {
  const change = changeBetween(id, now, before);
  return change === null ? null : formatMeasureChange(id, change);
}

export type SupplyHistory = { market: WeeklyMarket; coverage: Coverage; sample: readonly DaySpan[] };

/** A period's supply figures beside earlier periods, as cards, with the sample line where they reach sample data. */
export function periodSupplyCards(
  history: SupplyHistory,
  now: DaySpan,
  earlier: readonly { label: string; span: DaySpan }[],
) {
  const cards: FigureCard[] = PERIOD_SUPPLY_MEASURES.map((id) => {
    const figure = spanFigure(history, id, now);
    return {
      id,
      label: PERIOD_SUPPLY_LABELS[id] ?? MEASURES[id].label,
      now: figureCell(id, figure, weekEndsBetween(now)),
      comparisons: earlier.map(({ label, span }) => {
        const before = spanFigure(history, id, span);
        return {
          term: label,
          figure: figureCell(id, before, weekEndsBetween(span)),
          change: periodChange(id, figure, before),
        };
      }),
      link: { to: `/market-trends?measure=${id}&period=3y`, text: "Trend by week" },
    };
  });
  // The figures reach back to the earliest period, and a ratio's pace 13 weeks before it.
  const from = [now, ...earlier.map((period) => period.span)].map((span) => span.from).sort()[0]!;
  const reach = { from: addDays(from, -PACE_WEEKS * 7), to: now.to };
  return {
    cards,
    method: PERIOD_SUPPLY_WORDS.method,
    changeNote: PERIOD_SUPPLY_WORDS.changeNote,
    sampleNote: touchesSample(history.sample, reach.from, reach.to) ? sampleNotice(history.sample, reach) : null,
  };
}

export type PeriodSupply = ReturnType<typeof periodSupplyCards>;
