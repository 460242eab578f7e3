// What a subscriber's e-mail opens with (decision 149): their market's contracts, median price,
// homes for sale, new listings and months of supply in the report's week, each beside its 13-week
// and year-earlier figure and the count it rests on, from the measure registry over the records of
// their villages, types and band. Too few contracts widens it by one rule, stated in the e-mail.
// Pure functions, no I/O.
import { weekEndOf } from "~/lib/calendar";
import { VILLAGE_NAMES } from "~/domain/contract-types";
import { formatLongDate } from "~/lib/format";
import { countOf as countWithNoun } from "~/lib/plural";
import { figureText, MEASURES, MINIMUM_BASIS, type Figure, type MeasureId } from "~/domain/measures";
import { keepRows, rowReader } from "~/domain/market-columns";
import { RECORD_KINDS, WHOLE_MARKET } from "~/domain/market-records";
import { lastCompleteWeek, withoutSample } from "~/domain/period-figures";
import { pointOfWeek } from "~/domain/trend-series";
import type { DaySpan, WeeklyMarket } from "~/domain/weekly-market";
import { inMarket, isWholeTown, marketKey, marketLabel, WHOLE_TOWN, type MarketFilter } from "./market-choice";

export const LEAD_MEASURES = [
  "contracts",
  "median-price",
  "homes-for-sale",
  "new-listings",
  "months-of-supply",
] as const satisfies readonly MeasureId[];

export type LeadLine = {
  label: string;
  week: string;
  /** The records the week's figure rests on ("4 contracts"), or "no history". */
  count: string;
  thirteenWeeks: string;
  yearEarlier: string;
};

export type MarketLead = {
  /** The market whose figures are shown: the chosen one, or the wider one the rule fell back to. */
  shown: MarketFilter;
  /** The chosen market in words, which the subject names. */
  chosenLabel: string;
  label: string;
  heading: string;
  /** Why a wider market is shown, in one sentence; null when it is the chosen one. */
  fallback: string | null;
  lines: LeadLine[];
  /** /market-trends filtered to the market shown: one link per village when several are chosen. */
  links: { label: string; href: string }[];
  note: string;
};

/** The market's records alone, week by week: the registry then reads it as the whole market. */
export function marketRecords(market: WeeklyMarket, filter: MarketFilter): WeeklyMarket {
  if (isWholeTown(filter)) return market;
  const columns = Object.fromEntries(
    RECORD_KINDS.map((kind) => {
      const read = rowReader(market.columns[kind], kind);
      return [kind, keepRows(market.columns[kind], (row) => inMarket(read(row), filter))];
    }),
  ) as WeeklyMarket["columns"];
  return { ...market, columns };
}

/**
 * The markets a choice may fall back to, narrowest first: the choice, its villages for every type
 * and price, the town. The first whose 13 weeks hold at least MINIMUM_BASIS sale contracts is shown.
 */
export function fallbackChain(filter: MarketFilter): MarketFilter[] {
  const chain = [filter, { villages: filter.villages, types: [], band: "all" as const }, WHOLE_TOWN];
  return chain.filter((entry, index) => chain.findIndex((other) => marketKey(other) === marketKey(entry)) === index);
}

const GAP: Figure = { value: null, basis: 0, status: "gap" };

/** The sale contracts of the 13 weeks ending with the week; null when the history does not cover them. */
function thirteenWeekContracts(market: WeeklyMarket, weekStart: string): number | null {
  const point = pointOfWeek(market, "contracts", WHOLE_MARKET, weekStart);
  if (!point || point.rolling13.status === "gap") return null;
  return Math.round((point.rolling13.value ?? 0) * 13);
}

function trendsHref(siteUrl: string, filter: MarketFilter, zip: string): string {
  return `${siteUrl}/market-trends?${new URLSearchParams({
    measure: "median-price",
    period: "1y",
    type: filter.types.length === 1 ? filter.types[0]! : "all",
    zip,
    band: filter.band,
  }).toString()}`;
}

/**
 * The market a choice is shown as, by the one fallback rule (decision 149): the chosen market, or,
 * when `contractsIn` finds fewer than MINIMUM_BASIS sale contracts in it, the first wider market of
 * the chain that holds as many (the town at last), with a sentence saying so (`within` names the
 * days counted: "in the 13 weeks"). A choice whose days the history does not cover (null) is kept:
 * a wider market would not be covered either. The weekly lead and the digests (decision 150) share it.
 */
export function marketShown(
  market: WeeklyMarket,
  filter: MarketFilter,
  contractsIn: (records: WeeklyMarket) => number | null,
  within: string,
): { shown: MarketFilter; records: WeeklyMarket; fallback: string | null } {
  let shown = filter;
  let records = marketRecords(market, filter);
  const chosenCount = contractsIn(records);
  if (chosenCount === null || chosenCount >= MINIMUM_BASIS) return { shown, records, fallback: null };
  for (const wider of fallbackChain(filter).slice(1)) {
    shown = wider;
    records = marketRecords(market, wider);
    if ((contractsIn(records) ?? 0) >= MINIMUM_BASIS) break;
  }
  const fallback = `${marketLabel(filter)} had ${countWithNoun(chosenCount, MEASURES.contracts.basisNoun)} ${within}, too few for a median (${MINIMUM_BASIS} at least): these figures are for ${marketLabel(shown)}.`;
  return { shown, records, fallback };
}

/** /market-trends filtered to a market: one link per village when several are chosen. */
export function marketLinks(siteUrl: string, shown: MarketFilter): { label: string; href: string }[] {
  const label = marketLabel(shown);
  return shown.villages.length <= 1
    ? [{ label: `${label} on Market Trends`, href: trendsHref(siteUrl, shown, shown.villages[0] ?? "all") }]
    : shown.villages.map((zip) => ({
        label: `${VILLAGE_NAMES[zip]} on Market Trends`,
        href: trendsHref(siteUrl, shown, zip),
      }));
}

/**
 * The lead of a subscriber's e-mail for the week ending `endDate`, or null for the whole town (the
 * e-mail's own figures are the town's). Sample weeks are gaps: an e-mail is not a demonstration
 * (decision 138). A market whose 13 weeks are not covered keeps its "No history" figures: a wider
 * market would not be covered either.
 */
export function marketLead(
  history: { market: WeeklyMarket; sample: readonly DaySpan[] },
  filter: MarketFilter,
  endDate: string,
  siteUrl: string,
): MarketLead | null {
  if (isWholeTown(filter)) return null;
  const market = withoutSample(history.market, history.sample);
  const weekStart = lastCompleteWeek(endDate);
  const { shown, records, fallback } = marketShown(
    market,
    filter,
    (records) => thirteenWeekContracts(records, weekStart),
    "in the 13 weeks",
  );
  const lines = LEAD_MEASURES.map((id) => {
    const point = pointOfWeek(records, id, WHOLE_MARKET, weekStart);
    const week = point?.week ?? GAP;
    return {
      label: MEASURES[id].label,
      week: figureText(id, week),
      count: week.status === "gap" ? "no history" : countWithNoun(week.basis, MEASURES[id].basisNoun),
      thirteenWeeks: figureText(id, point?.rolling13 ?? GAP),
      yearEarlier: figureText(id, point?.yearAgo ?? GAP),
    };
  });
  const label = marketLabel(shown);
  const links = marketLinks(siteUrl, shown);
  return {
    shown,
    chosenLabel: marketLabel(filter),
    label,
    heading: `Your market: ${label}, the week of ${formatLongDate(weekStart)} to ${formatLongDate(weekEndOf(weekStart))}`,
    fallback,
    lines,
    links,
    note: "13 weeks: the weekly average of the 13 weeks ending with this one (the median and months of supply over those weeks). A year earlier: the same week 52 weeks before. Contracts from the broker's weekly reports; homes for sale, new listings and months of supply from the broker's MLS listings.",
  };
}

/** One line as the plain-text part and the HTML part write it. */
export function leadLineText(line: LeadLine): string {
  return `${line.label}: ${line.week} (${line.count}; 13 weeks: ${line.thirteenWeeks}; a year earlier: ${line.yearEarlier})`;
}

/**
 * The leads of one history, each distinct market's computed once (decision 149): every subscriber
 * of a market shares its figures, and a new history (the next version of the data) starts afresh.
 * At most MAX_LEADS markets per history are kept, the oldest dropped first.
 */
export class MarketLeads {
  /** How many leads were computed: what the tests count. */
  computed = 0;
  private readonly byHistory = new WeakMap<object, Map<string, MarketLead | null>>();
  static readonly MAX_LEADS = 2_000;

  of(
    history: { market: WeeklyMarket; sample: readonly DaySpan[] },
    filter: MarketFilter,
    endDate: string,
    siteUrl: string,
  ): MarketLead | null {
    let leads = this.byHistory.get(history);
    if (!leads) {
      leads = new Map();
      this.byHistory.set(history, leads);
    }
    const key = `${endDate}|${marketKey(filter)}`;
    if (!leads.has(key)) {
      this.computed += 1;
      if (leads.size >= MarketLeads.MAX_LEADS) leads.delete(leads.keys().next().value!);
      leads.set(key, marketLead(history, filter, endDate, siteUrl));
    }
    return leads.get(key)!;
  }
}
