// The listings' entries in the market's columns, kept from one market to the next (decision 157):
// an upload changes some listings, so only those are walked again. Each listing's entries (its
// runs of Sundays for sale, its new listing, contracts, closings and withdrawals) are remembered by
// source and MLS number with the history they were walked from; the next market reuses them when
// the listing and the days it was walked over give the same records. Entries are only added, so a
// market built earlier keeps reading the entries it was built with. Pure, no I/O.
import { addListingRows, type ListingHistory } from "./listing-history";
import { newBuilders, type KindBuilder } from "./market-columns";
import type { RecordKind } from "./market-records";

/** The kinds of record a listing gives. */
export const LISTING_RECORD_KINDS = ["forSale", "newListings", "underContract", "closedSales", "offMarket"] as const;
export type ListingRecordKind = (typeof LISTING_RECORD_KINDS)[number];

/** Listings walked over the days from `from` to `to`; `key` names the source (the sample, an export's span). */
export type ListingSource = { key: string; histories: readonly ListingHistory[]; from: string; to: string };

/** A listing as it was walked: its history, and where its entries are (`ListingEntries.ranges`). */
type Walked = {
  history: ListingHistory;
  /** Its last event's day (or its list date, if later). */
  lastDay: string;
  /** Whether its last status is active: it has a home for sale on every Sunday up to the walk's last day. */
  endsActive: boolean;
  /** Its place in the ranges: [start, end) in each kind's builder, kind after kind, from `place * 2 * KIND_COUNT`. */
  place: number;
  /** The update that last found it. */
  seen: number;
  /** Its place among its source's listings at that update. */
  at: number;
};

/** A source as it was walked: its days, and its listings by MLS number. */
type WalkedSource = { from: string; to: string; listings: Map<string, Walked>; order: Walked[] };

/** Whether two histories give the same records: the same facts the walk reads, the same events. */
function sameHistory(a: ListingHistory, b: ListingHistory): boolean {
  if (a === b) return true;
  if (
    a.type !== b.type ||
    a.zip !== b.zip ||
    a.listDate !== b.listDate ||
    a.originalPrice !== b.originalPrice ||
    a.closePrice !== b.closePrice ||
    a.events.length !== b.events.length
  )
    return false;
  for (let index = 0; index < a.events.length; index += 1) {
    const x = a.events[index]!;
    const y = b.events[index]!;
    if (x.date !== y.date || x.status !== y.status || x.price !== y.price) return false;
  }
  return true;
}

/**
 * Whether a listing walked over `walked.from` to `walked.to` gives the same records over `from` to
 * `to`: the same first day, and the same last day, or one after everything it holds when it ended
 * off the market (an active listing is for sale on every Sunday up to the last day).
 */
function sameRecords(walked: Walked, source: WalkedSource, history: ListingHistory, from: string, to: string): boolean {
  if (source.from !== from || !sameHistory(walked.history, history)) return false;
  if (source.to === to) return true;
  return !walked.endsActive && walked.lastDay <= source.to && walked.lastDay <= to;
}

const KIND_COUNT = LISTING_RECORD_KINDS.length;
const RANGE_SIZE = 2 * KIND_COUNT;

/** The listings' entries, kept across markets: `update` gives the builders of the next market. */
export class ListingEntries {
  private builders: Record<RecordKind, KindBuilder> = newBuilders();
  private sources = new Map<string, WalkedSource>();
  /** Each walked listing's entries: [start, end) per kind, RANGE_SIZE numbers a listing. */
  private ranges = new Int32Array(RANGE_SIZE * 1024);
  private places = 0;
  /** The entries the last market held. */
  private liveEntries = 0;
  /** Updates so far: the number of the one under way marks the listings it found. */
  private updates = 0;

  /**
   * The builders of the listings' kinds whose `live` entries are the records of `sources`: the
   * entries of the listings walked before that give the same records, and those of the others,
   * walked now. The contracts' builder is left out: each market has its own.
   */
  update(sources: readonly ListingSource[]): Record<ListingRecordKind, KindBuilder> {
    // Dead entries (of listings changed or gone) are dropped by starting again once they are most.
    const held = LISTING_RECORD_KINDS.reduce((sum, kind) => sum + this.builders[kind].length, 0);
    if (held > 4096 && held > 2 * this.liveEntries) {
      this.builders = newBuilders();
      this.sources = new Map();
      this.places = 0;
    }
    const builders = this.builders;
    const update = ++this.updates;
    // Each listing's place in the ranges, listing by listing in the sources' order.
    const places = new Int32Array(sources.reduce((sum, source) => sum + source.histories.length, 0));
    let placed = 0;
    const used = new Set<string>();
    for (const source of sources) {
      used.add(source.key);
      // Each source's listings are kept in one map, changed in place: 100,000 listings put in a new
      // map at every upload cost more than the upload's walk.
      let walkedSource = this.sources.get(source.key);
      if (!walkedSource)
        this.sources.set(
          source.key,
          (walkedSource = { from: source.from, to: source.to, listings: new Map(), order: [] }),
        );
      const known = walkedSource.listings;
      const { histories } = source;
      const fresh: ListingHistory[] = [];
      const freshAt: number[] = [];
      const first = placed;
      // The listings come in the same order at every upload (by MLS number): the one after the
      // last found is most often the next, and the map is asked only when it is not.
      const previous = walkedSource.order;
      const inOrder = new Array<Walked>(histories.length);
      let cursor = 0;
      for (let at = 0; at < histories.length; at += 1) {
        const history = histories[at]!;
        const next = previous[cursor];
        const walked = next && next.history.mls === history.mls ? next : known.get(history.mls);
        if (walked) cursor = walked.at + 1;
        if (walked && sameRecords(walked, walkedSource, history, source.from, source.to)) {
          walked.seen = update;
          walked.at = at;
          inOrder[at] = walked;
          places[placed] = walked.place;
        } else {
          fresh.push(history);
          freshAt.push(at);
        }
        placed += 1;
      }
      // The changed and new listings, walked at once; `begin` marks where each one's entries start.
      let current = -1;
      const close = () => {
        if (current < 0) return;
        const base = (this.places - 1) * RANGE_SIZE;
        for (let index = 0; index < KIND_COUNT; index += 1)
          this.ranges[base + 2 * index + 1] = builders[LISTING_RECORD_KINDS[index]!].length;
      };
      addListingRows(builders, fresh, source.from, source.to, (history) => {
        close();
        current += 1;
        if ((this.places + 1) * RANGE_SIZE > this.ranges.length) {
          const bigger = new Int32Array(this.ranges.length * 2);
          bigger.set(this.ranges);
          this.ranges = bigger;
        }
        const place = this.places++;
        for (let index = 0; index < KIND_COUNT; index += 1)
          this.ranges[place * RANGE_SIZE + 2 * index] = builders[LISTING_RECORD_KINDS[index]!].length;
        const lastEvent = history.events.at(-1);
        const at = freshAt[current]!;
        const walked: Walked = {
          history,
          lastDay: lastEvent && lastEvent.date > history.listDate ? lastEvent.date : history.listDate,
          endsActive: lastEvent?.status === "active",
          place,
          seen: update,
          at,
        };
        known.set(history.mls, walked);
        inOrder[at] = walked;
        places[first + at] = place;
      });
      close();
      // Listings the source no longer holds.
      if (known.size > histories.length) {
        for (const [mls, walked] of known) if (walked.seen !== update) known.delete(mls);
      }
      walkedSource.from = source.from;
      walkedSource.to = source.to;
      walkedSource.order = inOrder;
    }
    for (const key of this.sources.keys()) if (!used.has(key)) this.sources.delete(key);
    const result = {} as Record<ListingRecordKind, KindBuilder>;
    const ranges = this.ranges;
    let live = 0;
    for (let kind = 0; kind < KIND_COUNT; kind += 1) {
      let count = 0;
      for (const place of places)
        count += ranges[place * RANGE_SIZE + 2 * kind + 1]! - ranges[place * RANGE_SIZE + 2 * kind]!;
      const ids = new Int32Array(count);
      let at = 0;
      for (const place of places) {
        const end = ranges[place * RANGE_SIZE + 2 * kind + 1]!;
        for (let entry = ranges[place * RANGE_SIZE + 2 * kind]!; entry < end; entry += 1) ids[at++] = entry;
      }
      live += count;
      const builder = builders[LISTING_RECORD_KINDS[kind]!];
      builder.live = ids;
      result[LISTING_RECORD_KINDS[kind]!] = builder;
    }
    this.liveEntries = live;
    return result;
  }
}
