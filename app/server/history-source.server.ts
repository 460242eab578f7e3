// Where the market's history comes from: every published week's contracts
// and the history weeks imported before them (decision 116), preceded by sample history: three
// years before the first published week, of which the sample fills only the weeks before the
// earliest real week, so the broker's imported history replaces it. The contracts are read from
// the database's `contracts` table (decision 112), which the week store keeps in step with every
// publication, correction, unpublication and history import, so a change reaches the history at
// the next request. The supply measures read the broker's listings exports (decision 134) on the
// days they cover, and the sample listings on the sample days before them.
import type { Contract } from "~/domain/contract-types";
import {
  historySpans,
  importedHistoryContracts,
  publishedContracts,
  publishedWeeks,
  sampleWeekNumbers,
  weeksDatabase,
  type HistorySpan,
} from "~/server/week-store.server";
import { addDays, dayNumber, isoDateOf, weekStartOf } from "~/lib/calendar";
import type { ListingHistory } from "~/domain/listing-history";
import { ListingEntries, type ListingSource } from "~/domain/listing-entries";
import { KindBuilder, newBuilders } from "~/domain/market-columns";
import type { RecordKind } from "~/domain/market-records";
import { sampleHistory } from "~/domain/sample-history";
import { sampleListings } from "~/domain/sample-listings";
import type { ListingsOfDays } from "~/domain/stale-listings";
import { mergeSpans, weeklyMarketOf, type Coverage, type DaySpan, type WeeklyMarket } from "~/domain/weekly-market";
import { storedListings, type StoredListings } from "~/server/listing-store.server";

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
  /**
   * The days whose figures are sample data (decision 120): the generated years before the earliest
   * real week and the seed weeks still holding the contracts shipped with the site, with the sample
   * listings made with them. Every page says so by this one list.
   */
  sample: readonly DaySpan[];
  /**
   * The first and last day the history covers: the sample's first Monday (or the earliest real
   * week's, when the real history reaches further back), the newest week's end.
   */
  firstDay: string;
  lastDay: string;
  /** The listing histories behind the supply measures and the days each holds (the stale listing watch, decision 153). */
  listings: readonly ListingsOfDays[];
};

/** Days after the sample's last day whose generated contracts give the listings still for sale on it. */
const PIPELINE_DAYS = 200;

/** The sample history of the last range asked for: the same for every request until the first week changes. */
let sample: { from: string; to: string; contracts: readonly Contract[] } | undefined;

/** The generated contracts from `from` to `to`, and those of the days after, which only the sample listings read. */
function sampleBetween(from: string, to: string): readonly Contract[] {
  if (sample?.from !== from || sample.to !== to) {
    sample = { from, to, contracts: sampleHistory({ from, to: addDays(to, PIPELINE_DAYS) }) };
  }
  return sample.contracts;
}

/** The sample listings of the last contracts and span asked for (the same objects until they change). */
let sampleListingsCache:
  { contracts: readonly Contract[]; from: string; to: string; listings: readonly ListingHistory[] } | undefined;

function sampleListingsOf(contracts: readonly Contract[], from: string, to: string): readonly ListingHistory[] {
  const cached = sampleListingsCache;
  if (
    cached?.from === from &&
    cached.to === to &&
    cached.contracts.length === contracts.length &&
    cached.contracts.every((contract, index) => contract === contracts[index])
  ) {
    return cached.listings;
  }
  const listings = sampleListings({ contracts, from, to });
  sampleListingsCache = { contracts, from, to, listings };
  return listings;
}

/** The broker's listings and the days their exports cover (decision 119). */
export type ListingsSource = { histories: readonly ListingHistory[]; coverage: readonly DaySpan[] };

export type HistorySources = {
  /** The imported history weeks' spans (decision 116). */
  history?: readonly HistorySpan[];
  /** The published weeks whose contracts are the seed's sample (decision 092). */
  sampleWeeks?: readonly (HistorySpan & { contracts: readonly Contract[] })[];
  /** The broker's listings exports (decision 119). */
  listings?: ListingsSource;
  /** The listings' entries of the market before, to walk again only the listings that changed (decision 157). */
  entries?: ListingEntries;
};

/** The history as of the published weeks given (in any order), their contracts held in memory. */
export function marketHistoryOf(
  weeks: readonly { startDate: string; endDate: string; contracts: readonly Contract[] }[],
  sources: HistorySources = {},
): MarketHistory {
  return marketHistoryFrom(
    weeks,
    weeks.flatMap((week) => week.contracts),
    sources,
  );
}

/**
 * The history of the published weeks' dates (in any order), the imported history weeks' spans
 * (decision 116) and their contracts (the `contracts` table), and the broker's listings. The sample
 * fills the weeks from three years before the first published week up to the earliest real week,
 * and no further; the sample listings run with the sample contracts (decision 119), up to the day
 * before the broker's listings exports start.
 */
export function marketHistoryFrom(
  weeks: readonly HistorySpan[],
  published: readonly Contract[],
  sources: HistorySources = {},
): MarketHistory {
  const { history = [], sampleWeeks = [], listings, entries } = sources;
  const real = [...weeks, ...history];
  if (real.length === 0) return historyOf([], { contracts: [], listings: [] }, [], "", "", []);
  const firstPublished = (weeks.length > 0 ? weeks : real).map((week) => week.startDate).sort()[0]!;
  const earliestReal = real.map((week) => week.startDate).sort()[0]!;
  const lastDay = real
    .map((week) => week.endDate)
    .sort()
    .at(-1)!;
  const sampleFrom = isoDateOf(dayNumber(weekStartOf(firstPublished)) - SAMPLE_YEARS * 52 * 7);
  const realMonday = dayNumber(weekStartOf(earliestReal));
  const spans = real.map((week) => ({ from: week.startDate, to: week.endDate }));
  const generated = realMonday > dayNumber(sampleFrom) ? { from: sampleFrom, to: isoDateOf(realMonday - 1) } : null;
  const generatedContracts = generated ? sampleBetween(generated.from, generated.to) : [];
  const sample = mergeSpans([
    ...(generated ? [generated] : []),
    ...sampleWeeks.map((week) => ({ from: week.startDate, to: week.endDate })),
  ]);
  const firstDay = generated ? sampleFrom : isoDateOf(realMonday);
  // The sample listings: the sample contracts' listings over the sample days that begin the
  // history, up to the day before the broker's own listings start.
  const [opening] = sample;
  const realListingsFrom = listings ? mergeSpans(listings.coverage)[0]?.from : undefined;
  const sampleListingsTo =
    opening && opening.from <= firstDay
      ? realListingsFrom && realListingsFrom <= opening.to
        ? addDays(realListingsFrom, -1)
        : opening.to
      : null;
  const listingSpans: DaySpan[] = [...(listings?.coverage ?? [])];
  // The listings' records go straight into the market's columns (decision 143), each listing's
  // walked again only when it changed since the entries' last market (decision 157).
  const walks: ListingSource[] = [];
  const listingSources: ListingsOfDays[] = [];
  if (sampleListingsTo && sampleListingsTo >= firstDay) {
    // The generated contracts of the generated years and of the days after the sample (whose
    // listings are for sale on its last day), and the sample seed weeks' own contracts in between.
    const sampleContracts = [
      ...generatedContracts.filter(
        (contract) => contract.contractDate <= (generated?.to ?? "") || contract.contractDate > opening!.to,
      ),
      ...sampleWeeks.flatMap((week) => week.contracts),
    ];
    const histories = sampleListingsOf(sampleContracts, firstDay, sampleListingsTo);
    walks.push({ key: "sample", histories, from: firstDay, to: sampleListingsTo });
    listingSpans.push({ from: firstDay, to: sampleListingsTo });
    listingSources.push({ span: { from: firstDay, to: sampleListingsTo }, histories, sample: true });
  }
  if (listings) {
    for (const span of mergeSpans(listings.coverage)) {
      walks.push({ key: `export from ${span.from}`, histories: listings.histories, ...span });
      listingSources.push({ span, histories: listings.histories, sample: false });
    }
  }
  const builders = { ...(entries ?? new ListingEntries()).update(walks), contracts: new KindBuilder("contracts") };
  const contracts = [
    ...generatedContracts.filter((contract) => contract.contractDate <= (generated?.to ?? "")),
    ...published,
  ];
  return historyOf(
    contracts,
    { contracts: [...(generated ? [generated] : []), ...spans], listings: listingSpans },
    sample,
    firstDay,
    lastDay,
    listingSources,
    builders,
  );
}

function historyOf(
  contracts: readonly Contract[],
  coverage: Coverage,
  sample: readonly DaySpan[],
  firstDay: string,
  lastDay: string,
  listings: readonly ListingsOfDays[],
  builders: Record<RecordKind, KindBuilder> = newBuilders(),
): MarketHistory {
  // Leases are apart from every measure: their price is a monthly rent.
  const days = new Map<string, number>();
  for (const contract of contracts) {
    if (contract.type === "rental") continue;
    let day = days.get(contract.contractDate);
    if (day === undefined) days.set(contract.contractDate, (day = dayNumber(contract.contractDate)));
    builders.contracts.addObject(contract, day);
  }
  return { contracts, market: weeklyMarketOf(builders, coverage), coverage, sample, firstDay, lastDay, listings };
}

/**
 * The listings' entries of the site's histories, kept from one version to the next, so that an
 * upload walks again only the listings it changed (decision 157).
 */
const siteListingEntries = new ListingEntries();

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
  return marketHistoryFrom(weeks, [...imported, ...weeks.flatMap((week) => week.contracts)], {
    history: await historySpans(db),
    sampleWeeks: await sampleWeeksOf(db, weeks),
    listings: listingsSourceOf(await storedListings(db)),
    entries: siteListingEntries,
  });
}

/** The published weeks among `weeks` that still hold the seed's sample contracts (decision 092). */
async function sampleWeeksOf(
  db: Parameters<typeof sampleWeekNumbers>[0],
  weeks: readonly { week?: number; startDate: string; endDate: string; contracts: readonly Contract[] }[],
) {
  const numbers = await sampleWeekNumbers(db);
  return weeks.filter((week) => week.week !== undefined && numbers.has(week.week));
}

/** The broker's uploaded listings as a source, none before the first upload (the sample listings then). */
const listingsSourceOf = (stored: StoredListings): ListingsSource | undefined =>
  stored.coverage.length > 0 ? stored : undefined;

/** The history of the site's database (the request's context), sample years included. */
export async function marketHistory(context: Parameters<typeof weeksDatabase>[0]): Promise<MarketHistory> {
  const db = weeksDatabase(context);
  const weeks = await publishedWeeks(db);
  const published = await publishedContracts(db);
  const spans = await historySpans(db);
  const sampleNumbers = await sampleWeekNumbers(db);
  // The broker's listings exports (decision 134), read again when an upload changed them.
  const listings = await storedListings(db);
  // The lists are the week store's and listing store's cached objects: the same until the next change.
  if (
    last?.weeks !== weeks ||
    last.published !== published ||
    last.spans !== spans ||
    last.sampleNumbers !== sampleNumbers ||
    last.listings !== listings
  ) {
    const sampleWeeks = weeks.filter((week) => sampleNumbers.has(week.week));
    last = {
      weeks,
      published,
      spans,
      sampleNumbers,
      listings,
      history: marketHistoryFrom(weeks, published, {
        history: spans,
        sampleWeeks,
        listings: listingsSourceOf(listings),
        entries: siteListingEntries,
      }),
    };
  }
  return last.history;
}

/** The history last computed from the database, with the week store's lists it was computed from. */
let last:
  | {
      weeks: readonly object[];
      published: readonly Contract[];
      spans: readonly HistorySpan[];
      sampleNumbers: ReadonlySet<number>;
      listings: StoredListings;
      history: MarketHistory;
    }
  | undefined;
