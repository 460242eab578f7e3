// The market figures the guides, the audience pages and the home page's cards quote, computed from
// the history instead of typed as facts (decision 159): each village's median contract price over
// the 52 weeks to the newest complete week and its change against the 52 weeks before, the share of
// sale contracts under $3M that went under contract within 14 days, and the town's sale-to-list
// price. Each rests on the measure registry's rules (decision 118): a median or share below
// `MINIMUM_BASIS` records is withheld, and a change is given only where the history holds both
// periods whole and each rests on the minimum. Pure functions, no I/O.
import { addDays, weekEndOf } from "~/lib/calendar";
import { formatLongDate, formatPercent, formatUsd, formatUsdCompact } from "~/lib/format";
import { listOfNames } from "~/lib/leaders";
import { countOf, partOf, type NounForms } from "~/lib/plural";
import { GREENWICH_ZIPS, VILLAGE_NAMES, ZIP_AREA_NAMES, type GreenwichZip } from "./contract-types";
import type { HistoryContract } from "./market-records";
import { newestWeek } from "./market-now";
import {
  changeBetween,
  figureText,
  formatMeasureChange,
  GAP,
  MEASURES,
  MINIMUM_BASIS,
  statistic,
  statisticText,
  type Figure,
} from "./measures";
import { recordsBetween, spanFigure } from "./period-figures";
import { periodFigures } from "./quarters";
import { sampleNoticeFor } from "./sample-data";
import { spansCover, type Coverage, type DaySpan, type WeeklyMarket } from "./weekly-market";

/** The weeks every quote covers, ending with the newest complete week the history holds. */
export const QUOTE_WEEKS = 52;
/** A change smaller than this, either way, reads as stable rather than rising or falling. */
export const STABLE_CHANGE_PERCENT = 2;
/** The fast market's contracts: priced under this, in dollars. */
export const FAST_PRICE_LIMIT = 3_000_000;
/** A contract went fast when its listing had been on the market this many days or fewer. */
export const FAST_DAYS = 14;

const CONTRACT = MEASURES["median-price"].basisNoun;
/** "$3M": the limit as the figures' words write it. */
export const FAST_LIMIT_TEXT = formatUsdCompact(FAST_PRICE_LIMIT, { millionDecimals: 0 });
const FAST_NOUN: NounForms = {
  one: `sale contract under ${FAST_LIMIT_TEXT}`,
  other: `sale contracts under ${FAST_LIMIT_TEXT}`,
};

export type MarketQuotesHistory = {
  contracts: readonly HistoryContract[];
  market: WeeklyMarket;
  coverage: Coverage;
  firstDay: string;
  lastDay: string;
  sample: readonly DaySpan[];
};

/** The 52 weeks the quotes cover and the 52 weeks before them, with the words that date them. */
export type QuoteWindow = {
  now: DaySpan;
  yearBefore: DaySpan;
  /** "52 weeks to October 19, 2025". */
  period: string;
  /** "October 23, 2023 to October 20, 2024". */
  yearBeforeDays: string;
};

/** A direction of a change: up, stable (under `STABLE_CHANGE_PERCENT` either way) or down. */
export type Trend = "up" | "stable" | "down";

export type VillageQuote = {
  zip: GreenwichZip;
  /** How a page names the village: "Riverside", "Greenwich (06830)". */
  name: string;
  /** The ZIP code area as the trends name it: "Greenwich (central, Byram, mid-country)". */
  area: string;
  median: Figure;
  /** "$2.57M", or why there is none ("Only 3 contracts", "No history"). */
  value: string;
  before: Figure;
  /** The change in percent of the 52 weeks before, or null where none is given. */
  change: number | null;
  /** "+10.3%", or null. */
  changeText: string | null;
  trend: Trend | null;
  /** What the median rests on and what it is compared with, or why no change is given. */
  comparison: string;
  /** The village in one sentence: its name, median, what it rests on and its comparison or why none. */
  summary: string;
};

/** A share of records that pass a test: its value as written and the part and whole it rests on. */
export type ShareQuote = {
  figure: Figure;
  /** "12%", or why there is none. */
  value: string;
  /** "36 of 298 sale contracts under $3M". */
  count: string;
  /** What it measures, over which days, and what it rests on, as a page's note prints it. */
  note: string;
};

/** A registry measure over the 52 weeks: its value as written, what it rests on, its note. */
export type MeasureQuote = {
  figure: Figure;
  value: string;
  /** What it measures and for when: "Sale-to-list price, all home types, 52 weeks to October 19, 2025". */
  label: string;
  /** "on 519 closed sales", or null without a figure. */
  basis: string | null;
  note: string;
};

export type MarketQuotes = {
  window: QuoteWindow | null;
  villages: readonly VillageQuote[];
  /** What the villages' figures are, as a page's note prints it. */
  villageNote: string;
  fastContracts: ShareQuote;
  saleToList: MeasureQuote;
  /** The sample days of the history (decision 120). */
  sample: readonly DaySpan[];
};

/** The neighborhoods of the villages that hold several, as a note names them. */
const VILLAGE_HOLDS: Partial<Record<GreenwichZip, string>> = {
  "06830": "central Greenwich, Byram and mid-country",
  "06831": "the Backcountry, Glenville and Pemberwick",
};

/** "Riverside" for a village that is one neighborhood, "Greenwich (06830)" for one that holds several. */
function villageName(zip: GreenwichZip): string {
  return VILLAGE_HOLDS[zip] === undefined ? VILLAGE_NAMES[zip] : `${VILLAGE_NAMES[zip]} (${zip})`;
}

/** Every village's name as the pages write it, in the site's order. */
export function villageNames(): string[] {
  return GREENWICH_ZIPS.map(villageName);
}

/** The 52 weeks to the newest complete week's Sunday and the 52 before, or null without a week. */
export function quoteWindow(history: Pick<MarketQuotesHistory, "firstDay" | "lastDay">): QuoteWindow | null {
  const weekStart = newestWeek(history);
  if (weekStart === null) return null;
  const to = weekEndOf(weekStart);
  const from = addDays(to, -7 * QUOTE_WEEKS + 1);
  const beforeTo = addDays(from, -1);
  const beforeFrom = addDays(beforeTo, -7 * QUOTE_WEEKS + 1);
  return {
    now: { from, to },
    yearBefore: { from: beforeFrom, to: beforeTo },
    period: `${QUOTE_WEEKS} weeks to ${formatLongDate(to)}`,
    yearBeforeDays: `${formatLongDate(beforeFrom)} to ${formatLongDate(beforeTo)}`,
  };
}

/** The direction a change reads as: under `STABLE_CHANGE_PERCENT` either way is stable. */
export function trendOf(change: number): Trend {
  if (change >= STABLE_CHANGE_PERCENT) return "up";
  if (change <= -STABLE_CHANGE_PERCENT) return "down";
  return "stable";
}

/** A figure's words in the middle of a sentence: "only 3 contracts", "no history". */
const inSentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Why a village's median of `weeks` is missing: "the history does not hold these weeks", "only 3 contracts in these weeks". */
function missing(figure: Figure, weeks: string): string {
  return figure.status === "gap"
    ? `the history does not hold ${weeks}`
    : `${inSentence(figureText("median-price", figure))} in ${weeks}`;
}

/** What a village's median rests on and what it is compared with, or why no change is given. */
function villageComparison(now: Figure, before: Figure, change: number | null): string {
  if (change !== null) {
    return `on ${countOf(now.basis, CONTRACT)}, against ${figureText("median-price", before)} on ${countOf(before.basis, CONTRACT)} in the ${QUOTE_WEEKS} weeks before`;
  }
  if (now.status !== "ok") return `no change given: ${missing(now, "these weeks")}`;
  return `on ${countOf(now.basis, CONTRACT)}; no change given: ${missing(before, `the ${QUOTE_WEEKS} weeks before`)}`;
}

/** "Riverside, $2.40M on 5 contracts, against ...", or what it lacks: "Greenwich (06830), no median and no change: only 3 contracts in these weeks." */
function villageSummary(name: string, now: Figure, before: Figure, change: number | null): string {
  if (now.status !== "ok") return `${name}, no median and no change: ${missing(now, "these weeks")}.`;
  return `${name}, ${figureText("median-price", now)} ${villageComparison(now, before, change)}.`;
}

/** Each village's median contract price over the window and its change against the 52 weeks before. */
function villageQuotes(history: MarketQuotesHistory, window: QuoteWindow | null): VillageQuote[] {
  const coverage = history.coverage.contracts;
  const now = window && periodFigures(history.contracts, window.now.from, window.now.to, coverage);
  const before = window && periodFigures(history.contracts, window.yearBefore.from, window.yearBefore.to, coverage);
  return GREENWICH_ZIPS.map((zip, index) => {
    const median = now?.villages[index]?.medianPrice ?? GAP;
    const earlier = before?.villages[index]?.medianPrice ?? GAP;
    const change = changeBetween("median-price", median, earlier);
    return {
      zip,
      name: villageName(zip),
      area: ZIP_AREA_NAMES[zip],
      median,
      value: figureText("median-price", median),
      before: earlier,
      change,
      changeText: change === null ? null : formatMeasureChange("median-price", change),
      trend: change === null ? null : trendOf(change),
      comparison: villageComparison(median, earlier, change),
      summary: villageSummary(villageName(zip), median, earlier, change),
    };
  });
}

/** The villages that hold several neighborhoods, as the note names them. */
function villagesOfSeveral(): string {
  return GREENWICH_ZIPS.flatMap((zip) => {
    const holds = VILLAGE_HOLDS[zip];
    return holds === undefined ? [] : [`${villageName(zip)} is ${holds}`];
  }).join("; ");
}

function villageNoteOf(window: QuoteWindow | null): string {
  const days = window ? `, ${window.period}, against the ${QUOTE_WEEKS} weeks before (${window.yearBeforeDays})` : "";
  return `Median contract price by village${days}: the middle price of the village's sale contracts (leases apart), computed from the market history. A village is a ZIP code area: ${villagesOfSeveral()}. A change is given only where the history holds both periods and each rests on at least ${MINIMUM_BASIS} contracts; under ${STABLE_CHANGE_PERCENT}% either way reads as stable.`;
}

/** The share of the window's sale contracts under $3M that went under contract within 14 days. */
function fastContractsQuote(history: MarketQuotesHistory, window: QuoteWindow | null): ShareQuote {
  const definition = `Share of ${FAST_NOUN.other} that went under contract within ${FAST_DAYS} days`;
  if (!window || !spansCover(history.coverage.contracts, window.now.from, window.now.to)) {
    return {
      figure: GAP,
      value: statisticText(GAP, FAST_NOUN, (value) => formatPercent(value, 0)),
      count: "",
      note: `${definition}: the history does not hold the ${QUOTE_WEEKS} weeks it needs.`,
    };
  }
  // The window's sale contracts (the weekly market holds no lease) priced under the limit.
  const under = recordsBetween(history.market, window.now).contracts.filter(
    (contract) => contract.price < FAST_PRICE_LIMIT,
  );
  const fast = under.filter((contract) => contract.dom <= FAST_DAYS).length;
  const figure = under.length === 0 ? statistic(0, 0) : statistic((fast / under.length) * 100, under.length);
  const count = partOf(fast, under.length, FAST_NOUN);
  return {
    figure,
    value: statisticText(figure, FAST_NOUN, (value) => formatPercent(value, 0)),
    count,
    note: `${definition}, ${window.period}: of the sale contracts (leases apart) priced under ${formatUsd(FAST_PRICE_LIMIT)} and signed in those weeks, the share whose listing had been on the market ${FAST_DAYS} days or fewer when it went under contract (${count}), computed from the market history; not given below ${MINIMUM_BASIS} contracts.`,
  };
}

/** The town's sale-to-list price over the window, from the listings (the registry's median). */
function saleToListQuote(history: MarketQuotesHistory, window: QuoteWindow | null): MeasureQuote {
  const { label, definition, basisNoun } = MEASURES["sale-to-list"];
  const figure = window ? spanFigure(history, "sale-to-list", window.now) : GAP;
  const basis = figure.status === "ok" ? `on ${countOf(figure.basis, basisNoun)}` : null;
  const measured = `${label}, all home types${window ? `, ${window.period}` : ""}`;
  return {
    figure,
    value: figureText("sale-to-list", figure),
    label: measured,
    basis,
    note: `${measured}: ${definition} From the broker's MLS listings${basis ? `, ${basis}` : ""}.`,
  };
}

/** Every quote, from the newest complete week the history holds. */
export function marketQuotes(history: MarketQuotesHistory): MarketQuotes {
  const window = quoteWindow(history);
  return {
    window,
    villages: villageQuotes(history, window),
    villageNote: villageNoteOf(window),
    fastContracts: fastContractsQuote(history, window),
    saleToList: saleToListQuote(history, window),
    sample: history.sample,
  };
}

/**
 * The one sample sentence (decision 120) for the quotes a page shows, or null: the villages rest on
 * both periods, the other quotes on the 52 weeks; `also`, the days of the page's other history
 * figures (a town median's year), so that the page says one sentence for all of them.
 */
export function quotesSampleNote(
  quotes: MarketQuotes,
  shown: readonly ("villages" | "fastContracts" | "saleToList")[],
  also: readonly DaySpan[] = [],
): string | null {
  const { window } = quotes;
  const days = [
    ...(window && shown.includes("villages") ? [window.yearBefore] : []),
    ...(window && shown.length > 0 ? [window.now] : []),
    ...also,
  ];
  return days.length === 0 ? null : sampleNoticeFor(quotes.sample, days);
}

/** The neighborhoods the guides name, each with the village (ZIP code area) it lies in. */
export const NEIGHBOURHOOD_VILLAGES = {
  Riverside: "06878",
  "Old Greenwich": "06870",
  "Cos Cob": "06807",
  "Central Greenwich": "06830",
  Byram: "06830",
  Backcountry: "06831",
} as const satisfies Record<string, GreenwichZip>;
export type QuotedNeighbourhood = keyof typeof NEIGHBOURHOOD_VILLAGES;

/** Whether a name is one of the neighborhoods the history reads through a village. */
export function isQuotedNeighbourhood(name: string): name is QuotedNeighbourhood {
  return Object.hasOwn(NEIGHBOURHOOD_VILLAGES, name);
}

/**
 * A neighborhood's village, and whether the village is that neighborhood alone. A name the history
 * does not place in a village is an error of the content, caught by its page's tests.
 */
export function villageOf(quotes: MarketQuotes, neighbourhood: string): { village: VillageQuote; whole: boolean } {
  if (!isQuotedNeighbourhood(neighbourhood)) throw new Error(`${neighbourhood} lies in no village of the history`);
  const village = quotes.villages.find((candidate) => candidate.zip === NEIGHBOURHOOD_VILLAGES[neighbourhood])!;
  return { village, whole: village.name === neighbourhood };
}

const PLACES = ["first", "second", "third", "fourth", "fifth"] as const;

/**
 * The villages with the largest changes, largest first: `count` of them, and every village tied with
 * the last (a tie is judged on the change as written, and said to be a tie). The villages without
 * a change are apart, with why.
 */
export function topVillages(villages: readonly VillageQuote[], count = 4) {
  // Largest first; villages whose changes read alike are tied, in alphabetical order.
  const ranked = villages
    .filter((village) => village.change !== null)
    .sort((a, b) => (a.changeText === b.changeText ? a.name.localeCompare(b.name) : b.change! - a.change!));
  const shown = ranked.slice(0, count);
  while (shown.length < ranked.length && ranked[shown.length]!.changeText === shown.at(-1)?.changeText) {
    shown.push(ranked[shown.length]!);
  }
  const ties: string[] = [];
  for (let start = 0; start < shown.length;) {
    let end = start + 1;
    while (end < shown.length && shown[end]!.changeText === shown[start]!.changeText) end += 1;
    if (end - start > 1) {
      const names = listOfNames(shown.slice(start, end).map((village) => village.name));
      const place = PLACES[start] ?? `number ${start + 1}`;
      const beyond = end > count ? `, so ${end - start === 2 ? "both" : "all"} are shown` : "";
      ties.push(`${names} tie for ${place} at ${shown[start]!.changeText}${beyond}.`);
    }
    start = end;
  }
  const unranked = villages.filter((village) => village.change === null);
  return {
    shown,
    ties,
    unranked: unranked.map((village) => village.summary),
  };
}
