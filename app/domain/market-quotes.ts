// Market figures the home page and the guides quote, computed from the one history (decision 159):
// the share of homes under $3M that went to contract within 14 days on market, and the town's
// sale-to-list ratio, each over the 52 weeks to the newest complete week, with the count it rests
// on, withheld below the one minimum (decision 118), dated and marked sample where it is. They were
// typed facts that could contradict the reports. Pure functions, no I/O.
import { addDays, weekEndOf } from "~/lib/calendar";
import { formatLongDate, formatPercent } from "~/lib/format";
import { countOf } from "~/lib/plural";
import { figureText, GAP, MEASURES, statistic, statisticText, type Figure } from "./measures";
import { lastCompleteWeek, recordsBetween, spanFigure } from "./period-figures";
import { sampleNoticeFor } from "./sample-data";
import { spansCover, type Coverage, type DaySpan, type WeeklyMarket } from "./weekly-market";

export type QuoteHistory = {
  market: WeeklyMarket;
  coverage: Coverage;
  sample: readonly DaySpan[];
  firstDay: string;
  lastDay: string;
};

export type MarketQuote = {
  figure: Figure;
  /** "41%", or why there is none ("Only 3 contracts", "No history"). */
  value: string;
  /** The period it covers: "the 52 weeks to October 19, 2025". */
  period: string;
  /** What it measures, how, and what it rests on: the note under the figure. */
  note: string;
  /** The one sample sentence where the period holds sample data, else null. */
  sampleNote: string | null;
};

/** The price under which a contract counts for the fast-market share, and the days on market it must not pass. */
export const FAST_MARKET = { underPrice: 3_000_000, withinDays: 14 } as const;

/** The 52 weeks (Monday to Sunday) ending with the newest complete week, or null without a history. */
export function trailingYear(history: Pick<QuoteHistory, "firstDay" | "lastDay">): DaySpan | null {
  if (!history.firstDay || !history.lastDay) return null;
  const newest = lastCompleteWeek(history.lastDay);
  return { from: addDays(newest, -51 * 7), to: weekEndOf(newest) };
}

const periodOf = (span: DaySpan | null) => (span ? `the 52 weeks to ${formatLongDate(span.to)}` : "no period yet");

/**
 * The share of sale contracts under $3M whose days on market, listing to contract, were 14 or
 * fewer: over the 52 weeks, a gap where the contracts do not cover them, withheld below the minimum.
 */
export function fastMarketShare(history: QuoteHistory): MarketQuote {
  const span = trailingYear(history);
  const covered = span !== null && spansCover(history.coverage.contracts, span.from, span.to);
  const under = covered
    ? recordsBetween(history.market, span).contracts.filter((c) => c.price < FAST_MARKET.underPrice)
    : [];
  const fast = under.filter((contract) => contract.dom <= FAST_MARKET.withinDays).length;
  const figure = covered ? statistic(under.length === 0 ? 0 : (fast / under.length) * 100, under.length) : GAP;
  const noun = MEASURES.contracts.basisNoun;
  return {
    figure,
    value: statisticText(figure, noun, (value) => formatPercent(value, 0)),
    period: periodOf(span),
    note: `Fast market: of the ${countOf(under.length, noun)} under $3M signed in ${periodOf(span)} (leases apart), the share that went to contract within ${FAST_MARKET.withinDays} days on market (${countOf(fast, noun)}), computed from the market history.`,
    sampleNote: span ? sampleNoticeFor(history.sample, span) : null,
  };
}

/** The town's sale-to-list ratio (the registry's: closed price over last asking price) over the 52 weeks. */
export function townSaleToList(history: QuoteHistory): MarketQuote {
  const span = trailingYear(history);
  const figure = span ? spanFigure(history, "sale-to-list", span) : GAP;
  const definition = MEASURES["sale-to-list"];
  return {
    figure,
    value: figureText("sale-to-list", figure),
    period: periodOf(span),
    note: `${definition.label}, ${periodOf(span)}: ${definition.definition} It rests on ${countOf(figure.basis, definition.basisNoun)}, computed from the broker's listings history.`,
    sampleNote: span ? sampleNoticeFor(history.sample, span) : null,
  };
}

/** The notes a page prints under a quote: its definition, and the sample sentence where it applies. */
export function quoteNotes(quote: MarketQuote): string[] {
  return quote.sampleNote === null ? [quote.note] : [quote.note, quote.sampleNote];
}
