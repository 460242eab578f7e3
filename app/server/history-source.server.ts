// Where the market's history comes from (issue 29 items 1 and 3): every published week's contracts
// and the history weeks imported before them (decision 116), preceded by sample history: three
// years before the first published week, of which the sample fills only the weeks before the
// earliest real week, so the broker's imported history replaces it. The contracts are read from
// the database's `contracts` table (decision 112), which the week store keeps in step with every
// publication, correction, unpublication and history import, so a change reaches the history at
// the next request.
import type { Contract } from "~/domain/contract-types";
import {
  historySpans,
  importedHistoryContracts,
  publishedContracts,
  publishedWeeks,
  weeksDatabase,
  type HistorySpan,
} from "~/server/week-store.server";
import { dayNumber, isoDateOf, weekStartOf } from "~/lib/calendar";
import { sampleHistory } from "~/domain/sample-history";
import { weeklyMarket, type Coverage, type DaySpan, type WeeklyMarket } from "~/domain/weekly-market";

/** How much history (sample where nothing real is held) precedes the first published week. */
export const SAMPLE_YEARS = 3;

export type MarketHistory = {
  contracts: readonly Contract[];
  /** The records by week, with the weeks each source covers: every series is drawn from it. */
  market: WeeklyMarket;
  /**
   * The days each source covers: the published weeks, the imported history weeks' imports and the
   * sample years. A day none covers (weeks never imported between two that were) is a gap.
   */
  coverage: Coverage;
  /** The sample history's last day, when the history holds sample contracts (pages say so). */
  sampleUntil: string | null;
  /**
   * The first and last day the history covers: the sample's first Monday (or the earliest real
   * week's, when the real history reaches further back), the newest week's end.
   */
  firstDay: string;
  lastDay: string;
};

/** The sample history of the last range asked for: the same for every request until the first week changes. */
let sample: { from: string; to: string; contracts: readonly Contract[] } | undefined;

function sampleBetween(from: string, to: string): readonly Contract[] {
  if (sample?.from !== from || sample.to !== to) sample = { from, to, contracts: sampleHistory({ from, to }) };
  return sample.contracts;
}

/** The history as of the published weeks given (in any order), their contracts held in memory. */
export function marketHistoryOf(
  weeks: readonly { startDate: string; endDate: string; contracts: readonly Contract[] }[],
): MarketHistory {
  return marketHistoryFrom(
    weeks,
    weeks.flatMap((week) => week.contracts),
  );
}

/**
 * The history of the published weeks' dates (in any order), the imported history weeks' spans
 * (decision 116) and their contracts (the `contracts` table). The sample fills the weeks from three
 * years before the first published week up to the earliest real week, and no further.
 */
export function marketHistoryFrom(
  weeks: readonly HistorySpan[],
  published: readonly Contract[],
  history: readonly HistorySpan[] = [],
): MarketHistory {
  const real = [...weeks, ...history];
  if (real.length === 0) return historyOf([], [], null, "", "");
  const firstPublished = (weeks.length > 0 ? weeks : real).map((week) => week.startDate).sort()[0]!;
  const earliestReal = real.map((week) => week.startDate).sort()[0]!;
  const lastDay = real
    .map((week) => week.endDate)
    .sort()
    .at(-1)!;
  const sampleFrom = isoDateOf(dayNumber(weekStartOf(firstPublished)) - SAMPLE_YEARS * 52 * 7);
  const realMonday = dayNumber(weekStartOf(earliestReal));
  const spans = real.map((week) => ({ from: week.startDate, to: week.endDate }));
  if (realMonday <= dayNumber(sampleFrom)) {
    return historyOf(published, spans, null, isoDateOf(realMonday), lastDay);
  }
  const sampleUntil = isoDateOf(realMonday - 1);
  const contracts = [...sampleBetween(sampleFrom, sampleUntil), ...published];
  return historyOf(contracts, [{ from: sampleFrom, to: sampleUntil }, ...spans], sampleUntil, sampleFrom, lastDay);
}

function historyOf(
  contracts: readonly Contract[],
  spans: readonly DaySpan[],
  sampleUntil: string | null,
  firstDay: string,
  lastDay: string,
): MarketHistory {
  const coverage: Coverage = { contracts: spans, listings: [] };
  // Leases are apart from every measure: their price is a monthly rent.
  const sales = contracts.filter((contract) => contract.type !== "rental");
  return { contracts, market: weeklyMarket({ contracts: sales }, coverage), coverage, sampleUntil, firstDay, lastDay };
}

/**
 * The history as it would be with these weeks published (the studio's preview: the published weeks
 * and the version shown), with the database's imported history weeks (decision 116) on the days
 * none of these weeks covers.
 */
export async function marketHistoryWithWeeks(
  db: Parameters<typeof importedHistoryContracts>[0],
  weeks: readonly { startDate: string; endDate: string; contracts: readonly Contract[] }[],
): Promise<MarketHistory> {
  const covered = (day: string) => weeks.some((week) => week.startDate <= day && week.endDate >= day);
  const imported = (await importedHistoryContracts(db)).filter((row) => !covered(row.contractDate));
  return marketHistoryFrom(weeks, [...imported, ...weeks.flatMap((week) => week.contracts)], await historySpans(db));
}

/** The history of the site's database (the request's context), sample years included. */
export async function marketHistory(context: Parameters<typeof weeksDatabase>[0]): Promise<MarketHistory> {
  const db = weeksDatabase(context);
  const weeks = await publishedWeeks(db);
  const published = await publishedContracts(db);
  const spans = await historySpans(db);
  // The lists are the week store's cached arrays: the same objects until the next change.
  if (last?.weeks !== weeks || last.published !== published || last.spans !== spans) {
    last = { weeks, published, spans, history: marketHistoryFrom(weeks, published, spans) };
  }
  return last.history;
}

/** The history last computed from the database, with the week store's lists it was computed from. */
let last:
  | {
      weeks: readonly object[];
      published: readonly Contract[];
      spans: readonly HistorySpan[];
      history: MarketHistory;
    }
  | undefined;
