// The market now (decision 139): the home page's strip and the buyer page's market conditions, four
// figures of the newest complete week computed from the history by the registry, each dated and with
// its change from a year earlier. A stock (the homes for sale) is read at the week's end and compared
// with the same week a year earlier; a median (days on market, sale price, price per square foot)
// over the 13 weeks ending with that week, against the same 13 weeks a year earlier: a week's median
// rests on a dozen sales, a quarter's on over a hundred. Pure functions, no I/O.
import { addDays, weekEndOf } from "~/lib/calendar";
import { formatLongDate } from "~/lib/format";
import { countOf } from "~/lib/plural";
import { changeBetween, figureText, formatMeasureChange, MEASURES, type Figure, type MeasureId } from "./measures";
import { SALE_PRICE_BANDS, WHOLE_MARKET, type MarketSegment } from "./market-records";
import { figureCell } from "./period-supply";
import { lastCompleteWeek } from "./period-figures";
import { sampleNotice, touchesSample } from "./sample-data";
import { pointOfWeek, WEEKS_PER_YEAR, type TrendPoint } from "./trend-series";
import type { DaySpan, WeeklyMarket } from "./weekly-market";

/**
 * The four figures, in the strip's order, and whether a rise is good news (it colors the change):
 * homes selling faster, prices and the choice of homes rising.
 */
export const MARKET_NOW_MEASURES = [
  { measure: "median-days-on-market", window: "13 weeks", riseIsGood: false },
  { measure: "median-sale-price", window: "13 weeks", riseIsGood: true },
  { measure: "homes-for-sale", window: "week's end", riseIsGood: true },
  { measure: "median-price-per-sq-ft", window: "13 weeks", riseIsGood: true },
] as const satisfies readonly { measure: MeasureId; window: "13 weeks" | "week's end"; riseIsGood: boolean }[];
export type MarketNowMeasure = (typeof MARKET_NOW_MEASURES)[number]["measure"];

/** Which way a figure moved from a year earlier; "steady" where it did not, or no change is given. */
export type Direction = "up" | "down" | "steady";

export type MarketNowStatistic = {
  measure: MarketNowMeasure;
  label: string;
  /** The figure as written ("$3.18M", "412", or why it has none: "Only 3 closed sales"). */
  value: string;
  /** What it rests on ("on 148 contracts"), for a figure that is not a count. */
  basis: string | null;
  /** The days it covers: "13 weeks to October 19, 2025", "October 19, 2025". */
  period: string;
  /** "+5.2%", "-1.0 pts", or null where the registry gives no change. */
  change: string | null;
  /** What the change compares, or why there is none. */
  comparison: string;
  direction: Direction;
  /** Whether the move is good news (null without a move); colors the change. */
  goodNews: boolean | null;
};

export type MarketNowHistory = {
  market: WeeklyMarket;
  firstDay: string;
  lastDay: string;
  sample: readonly DaySpan[];
};

const directionOf = (change: number | null): Direction =>
  change === null || Math.round(change * 10) === 0 ? "steady" : change > 0 ? "up" : "down";

/** The figure compared and the one it is compared with, for a measure of the strip. */
function compared(
  window: "13 weeks" | "week's end",
  point: TrendPoint,
  yearEarlier: TrendPoint | null,
): { now: Figure; before: Figure } {
  const gap: Figure = { value: null, basis: 0, status: "gap" };
  return window === "week's end"
    ? { now: point.week, before: point.yearAgo }
    : { now: point.rolling13, before: yearEarlier?.rolling13 ?? gap };
}

/** The newest complete week of the history, or null when it holds none. */
export function newestWeek(history: Pick<MarketNowHistory, "firstDay" | "lastDay">): string | null {
  if (!history.lastDay) return null;
  const week = lastCompleteWeek(history.lastDay);
  return weekEndOf(week) >= history.firstDay ? week : null;
}

/** The market now: the four figures of the newest complete week, or null when the history holds no week. */
export function marketNow(history: MarketNowHistory) {
  const weekStart = newestWeek(history);
  if (!weekStart) return null;
  const weekEnd = weekEndOf(weekStart);
  const yearEarlierWeek = addDays(weekStart, -7 * WEEKS_PER_YEAR);
  const statistics: MarketNowStatistic[] = MARKET_NOW_MEASURES.map(({ measure, window, riseIsGood }) => {
    const point = pointOfWeek(history.market, measure, WHOLE_MARKET, weekStart)!;
    const earlier = pointOfWeek(history.market, measure, WHOLE_MARKET, yearEarlierWeek);
    const { now, before } = compared(window, point, earlier);
    const change = changeBetween(measure, now, before);
    const direction = directionOf(change);
    const cell = figureCell(measure, now);
    const against = window === "week's end" ? "the same week a year earlier" : "the same 13 weeks a year earlier";
    return {
      measure,
      label: MEASURES[measure].label,
      value: cell.text,
      basis: cell.basis,
      period: window === "week's end" ? formatLongDate(weekEnd) : `13 weeks to ${formatLongDate(weekEnd)}`,
      change: change === null ? null : formatMeasureChange(measure, change),
      comparison:
        change === null
          ? `no change given: a year earlier, ${figureText(measure, before)}`
          : `against ${against} (${figureText(measure, before)})`,
      direction,
      goodNews: direction === "steady" ? null : (direction === "up") === riseIsGood,
    };
  });
  // The figures reach a year and 13 weeks back from the week's end.
  const reach = { from: addDays(yearEarlierWeek, -7 * 12), to: weekEnd };
  return {
    weekStart,
    weekEnd,
    statistics,
    notes: MARKET_NOW_MEASURES.map(({ measure }) => `${MEASURES[measure].label}: ${MEASURES[measure].definition}`),
    sampleNote: touchesSample(history.sample, reach.from, reach.to) ? sampleNotice(history.sample, reach) : null,
  };
}

export type MarketNow = NonNullable<ReturnType<typeof marketNow>>;

/** Contracts at the luxury band's price and up: the yearly review's top band, "$6M and up". */
export const LUXURY_BAND = SALE_PRICE_BANDS.at(-1)!;
const LUXURY: MarketSegment = { ...WHOLE_MARKET, band: LUXURY_BAND.id };

/**
 * The luxury segment's sale contracts over the 52 weeks to the newest week's end against the 52
 * weeks before, with both counts; the change is withheld below the minimum (decision 118).
 */
export function luxuryContracts(market: WeeklyMarket, weekStart: string) {
  const point = pointOfWeek(market, "contracts", LUXURY, weekStart);
  if (!point) return null;
  const change = changeBetween("contracts", point.rolling52, point.rolling52YearAgo);
  const noun = MEASURES.contracts.basisNoun;
  const counted = (figure: Figure) => (figure.status === "gap" ? "no history" : countOf(figure.basis, noun));
  return {
    change: change === null ? null : formatMeasureChange("contracts", change),
    now: counted(point.rolling52),
    before: counted(point.rolling52YearAgo),
    period: `the 52 weeks to ${formatLongDate(point.weekEnd)}`,
  };
}
