// "The market this week": a weekly report's supply block (decision 138). The homes for sale at the
// week's end, the new listings, the closed sales beside the sale contracts and the months of supply,
// each beside its 13-week figure and the same week a year earlier, from the history's weekly series
// (the figures /market-trends draws for that week). The week is the newest Monday-to-Sunday week the
// report holds whole: the report's own week when it runs Monday to Sunday. Pure functions, no I/O.
import { addDays, weekEndOf } from "~/lib/calendar";
import { formatLongDate } from "~/lib/format";
import {
  figureText,
  MARKET_CONDITION_RULE,
  marketConditionOf,
  MEASURES,
  MINIMUM_BASIS_RULE,
  type Figure,
  type MeasureId,
} from "~/domain/measures";
import { lastCompleteWeek } from "~/domain/period-figures";
import { sampleNotice, touchesSample } from "~/domain/sample-data";
import { WHOLE_MARKET } from "~/domain/market-records";
import { pointOfWeek, WEEKS_PER_YEAR } from "~/domain/trend-series";
import type { DaySpan, WeeklyMarket } from "~/domain/weekly-market";
import type { FigureCard } from "~/components/ui/figure-cards";
import { figureCell } from "~/domain/period-supply";

/** The block's rows, in order: the stock, the flows in and out, the contracts, the balance. */
export const WEEK_SUPPLY_MEASURES = [
  "homes-for-sale",
  "new-listings",
  "closed-sales",
  "contracts",
  "months-of-supply",
] as const satisfies readonly MeasureId[];
type WeekSupplyMeasure = (typeof WEEK_SUPPLY_MEASURES)[number];

/** How the block names a row where the registry's label would say less. */
const ROW_LABELS: Partial<Record<WeekSupplyMeasure, string>> = {
  "homes-for-sale": "Homes for sale at the week's end",
  contracts: "Sale contracts",
};

export const WEEK_SUPPLY_WORDS = {
  id: "market-this-week",
  title: "The market this week",
  intro: (weekStart: string, weekEnd: string, own: boolean) =>
    `${own ? "This report's week" : "The newest Monday-to-Sunday week this report holds whole"}, ${formatLongDate(weekStart)} to ${formatLongDate(weekEnd)}: the homes for sale, the new listings, the closed sales beside the sale contracts and the months of supply, each beside its 13-week figure and the same week a year earlier.`,
  thirteenWeeks: "13 weeks",
  yearEarlier: "Same week a year earlier",
  trend: "Trend by week",
  thirteenWeeksNote:
    "13 weeks: a count is the weekly average of the 13 weeks ending with this one (homes for sale, the average of their 13 week-end counts); months of supply, the homes for sale over those 13 weeks against their pace of contracts.",
  condition: (months: string, condition: string) => `Months of supply over the 13 weeks: ${months}, ${condition}.`,
  noCondition: "No market condition: the broker's listings do not give months of supply for these 13 weeks.",
  sources:
    "Homes for sale, new listings, closed sales and months of supply come from the broker's MLS listings; sale contracts from the weekly reports.",
} as const;

/** Where the block's figures reach: from a year before the week, less the 13 weeks its figures pool, to its end. */
export function weekSupplyReach(weekStart: string): DaySpan {
  return { from: addDays(weekStart, -7 * (WEEKS_PER_YEAR + 12)), to: weekEndOf(weekStart) };
}

/**
 * A report's supply block from the history: the newest Monday-to-Sunday week the report holds whole
 * (`lastCompleteWeek` of its last day), each measure's week, 13 weeks and same week a year earlier.
 */
export function weekSupply(
  history: { market: WeeklyMarket; sample: readonly DaySpan[] },
  report: { startDate: string; endDate: string },
) {
  const weekStart = lastCompleteWeek(report.endDate);
  const weekEnd = weekEndOf(weekStart);
  const none: Figure = { value: null, basis: 0, status: "gap" };
  const points = WEEK_SUPPLY_MEASURES.map((id) => ({
    id,
    point: pointOfWeek(history.market, id, WHOLE_MARKET, weekStart),
  }));
  const cards: FigureCard[] = points.map(({ id, point }) => ({
    id,
    label: ROW_LABELS[id] ?? MEASURES[id].label,
    now: figureCell(id, point?.week ?? none),
    comparisons: [
      { term: WEEK_SUPPLY_WORDS.thirteenWeeks, figure: figureCell(id, point?.rolling13 ?? none) },
      { term: WEEK_SUPPLY_WORDS.yearEarlier, figure: figureCell(id, point?.yearAgo ?? none) },
    ],
    link: { to: `/market-trends?measure=${id}&period=1y`, text: WEEK_SUPPLY_WORDS.trend },
  }));
  const supply = points.find((entry) => entry.id === "months-of-supply")!.point?.rolling13 ?? none;
  const condition = marketConditionOf(supply);
  const reach = weekSupplyReach(weekStart);
  return {
    id: WEEK_SUPPLY_WORDS.id,
    title: WEEK_SUPPLY_WORDS.title,
    weekStart,
    weekEnd,
    intro: WEEK_SUPPLY_WORDS.intro(weekStart, weekEnd, weekStart === report.startDate),
    cards,
    thirteenWeeksNote: WEEK_SUPPLY_WORDS.thirteenWeeksNote,
    condition: condition
      ? WEEK_SUPPLY_WORDS.condition(figureText("months-of-supply", supply), condition.label)
      : WEEK_SUPPLY_WORDS.noCondition,
    conditionRule: MARKET_CONDITION_RULE,
    minimumRule: MINIMUM_BASIS_RULE,
    sources: WEEK_SUPPLY_WORDS.sources,
    sampleNote: touchesSample(history.sample, reach.from, reach.to) ? sampleNotice(history.sample, reach) : null,
  };
}

export type WeekSupply = ReturnType<typeof weekSupply>;
