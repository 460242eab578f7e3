// The listings as the history keeps them (decision 119): one record per MLS number with every
// status and price the MLS recorded, oldest first, and the market records the measure registry
// reads from them, week by week: the homes for sale at each week's end, new listings, listings
// that went under contract, closed sales and listings taken off the market. Pure functions, no I/O.
import { dayNumber, dayNumberOfValidDate, isoDateOf, sundayOnOrAfterDay } from "~/lib/calendar";
import type { GreenwichZip, PropertyType } from "./contract-types";
import { typeCodeOf, zipCodeOf, type KindBuilder } from "./market-columns";
import type { ClosedSaleRecord, ForSaleRecord, ListingEventRecord, PoolRecords, RecordKind } from "./market-records";

/** The statuses the history knows, as the MLS's many names for them are read (decision 119). */
export const LISTING_STATUSES = [
  "coming-soon",
  "active",
  "under-contract",
  "closed",
  "withdrawn",
  "expired",
  "canceled",
  "temporarily-off-market",
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  "coming-soon": "Coming soon",
  active: "Active",
  "under-contract": "Under contract",
  closed: "Closed",
  withdrawn: "Withdrawn",
  expired: "Expired",
  canceled: "Canceled",
  "temporarily-off-market": "Temporarily off market",
};

/** Statuses that take a listing off the market without a sale: it counts as withdrawn or expired. */
export const OFF_MARKET_STATUSES: readonly ListingStatus[] = ["withdrawn", "expired", "canceled"];

/** From this status on, a listing is over: no later event may change it. */
export const FINAL_STATUSES: readonly ListingStatus[] = ["closed"];

/** A change the MLS recorded: from `date` on, the listing is in `status` at asking price `price`. */
export type ListingEvent = { date: string; status: ListingStatus; price: number };

/** A listing as the history keeps it. */
export type ListingHistory = {
  mls: string;
  type: PropertyType;
  zip: GreenwichZip;
  /** The day it was first listed (or announced as coming soon) under this MLS number. */
  listDate: string;
  /** Its first asking price. */
  originalPrice: number;
  /** Every status and price change, oldest first; the first is on the list date. */
  events: readonly ListingEvent[];
  /** The sale price, once closed. */
  closePrice: number | null;
  /** The street address, when the export gave one (the sample listings have none). */
  address?: string;
};

/** The listing's status and asking price on a day (null before its list date). */
export function stateOn(listing: ListingHistory, date: string): ListingEvent | null {
  let state: ListingEvent | null = null;
  for (const event of listing.events) {
    if (event.date > date) break;
    state = event;
  }
  return state;
}

/** What a walk through the listings finds, each with the day number it counts on. */
type ListingFinds = {
  /** Before each listing is walked. */
  begin?(listing: ListingHistory): void;
  newListing(listing: ListingHistory, day: number): void;
  /** Went under contract, or off the market (withdrawn, expired, canceled), at its asking price then. */
  event(kind: "underContract" | "offMarket", listing: ListingHistory, price: number, day: number): void;
  closed(listing: ListingHistory, closePrice: number, listPrice: number, day: number): void;
  /**
   * For sale on every Sunday from `firstSunday` to `lastSunday`, at one asking price, with
   * `daysOnMarket` on the first of them (and seven more each Sunday after).
   */
  forSale(listing: ListingHistory, price: number, daysOnMarket: number, firstSunday: number, lastSunday: number): void;
};

/** Each listing's market records from `from` to `to` (day numbers, both included), as `listingRecords` defines them. */
function walkListings(listings: readonly ListingHistory[], first: number, last: number, finds: ListingFinds) {
  // Dates the history holds are valid: their day numbers by arithmetic (a map of them cost more).
  const dayOf = dayNumberOfValidDate;
  const inside = (day: number) => day >= first && day <= last;
  const firstSunday = sundayOnOrAfterDay(first);
  for (const listing of listings) {
    finds.begin?.(listing);
    if (listing.type === "rental" || listing.events.length === 0) continue;
    const { events } = listing;
    const listDay = dayOf(listing.listDate);
    if (inside(listDay)) finds.newListing(listing, listDay);
    let activeDays = 0;
    let day = dayOf(events[0]!.date);
    for (let index = 0; index < events.length; index += 1) {
      const event = events[index]!;
      const previous = events[index - 1];
      const next = events[index + 1];
      const nextDay = next ? dayOf(next.date) : null;
      if (previous?.status !== event.status && inside(day)) {
        if (event.status === "under-contract") finds.event("underContract", listing, event.price, day);
        else if (OFF_MARKET_STATUSES.includes(event.status)) finds.event("offMarket", listing, event.price, day);
        else if (event.status === "closed" && listing.closePrice !== null) {
          finds.closed(listing, listing.closePrice, previous?.price ?? event.price, day);
        }
      }
      if (event.status === "active") {
        // Active from this event's day to the day before the next event (or on, while it lasts):
        // a home for sale on each Sunday in between that falls from `first` to `last`.
        const end = Math.min(last, nextDay === null ? last : nextDay - 1);
        const start = Math.max(day, firstSunday);
        const sunday = sundayOnOrAfterDay(start);
        if (sunday <= end) {
          const lastSunday = sunday + Math.floor((end - sunday) / 7) * 7;
          finds.forSale(listing, event.price, activeDays + sunday - day, sunday, lastSunday);
        }
        if (nextDay !== null) activeDays += nextDay - day;
      }
      if (nextDay !== null) day = nextDay;
    }
  }
}

/**
 * The market records of the listings (decision 119), from `from` to `to` (both included):
 * - a home for sale at each Sunday on which its status is active, at its asking price that day,
 *   with its days on market: the days it was active from its list date to that Sunday;
 * - a new listing on its list date, at its first asking price (a listing relisted under a new MLS
 *   number is a new listing; back on the market under the same number is not);
 * - under contract on each day it went under contract (again after coming back on the market);
 * - a closed sale on its closing day, at its sale price, with its last and first asking prices;
 * - off the market on each day it was withdrawn, expired or canceled.
 * Leases and listings outside Greenwich's ZIP codes are in none.
 */
export function listingRecords(
  listings: readonly ListingHistory[],
  from: string,
  to: string,
): Pick<PoolRecords, "forSale" | "newListings" | "underContract" | "closedSales" | "offMarket"> {
  const records = {
    forSale: [] as ForSaleRecord[],
    newListings: [] as ListingEventRecord[],
    underContract: [] as ListingEventRecord[],
    closedSales: [] as ClosedSaleRecord[],
    offMarket: [] as ListingEventRecord[],
  };
  walkListings(listings, dayNumber(from), dayNumber(to), {
    newListing: ({ type, zip, originalPrice }, day) =>
      records.newListings.push({ type, zip, price: originalPrice, date: isoDateOf(day) }),
    event: (kind, { type, zip }, price, day) => records[kind].push({ type, zip, price, date: isoDateOf(day) }),
    closed: ({ type, zip, originalPrice }, price, listPrice, day) =>
      records.closedSales.push({ type, zip, price, date: isoDateOf(day), listPrice, originalPrice }),
    forSale: ({ type, zip, originalPrice }, price, daysOnMarket, firstSunday, lastSunday) => {
      for (let sunday = firstSunday; sunday <= lastSunday; sunday += 7) {
        records.forSale.push({
          type,
          zip,
          price,
          originalPrice,
          daysOnMarket: daysOnMarket + sunday - firstSunday,
          date: isoDateOf(sunday),
        });
      }
    },
  });
  return records;
}

/**
 * The same records as `listingRecords`, added to the market's columns without an object each
 * (decision 143): what the history is built from. A property test holds the two equal. `begin` is
 * told each listing before its records are added (`ListingEntries` notes where each one's start).
 */
export function addListingRows(
  builders: Record<RecordKind, KindBuilder>,
  listings: readonly ListingHistory[],
  from: string,
  to: string,
  begin?: (listing: ListingHistory) => void,
) {
  let codesOf: ListingHistory | null = null;
  let type = 0;
  let zip = 0;
  const codes = (listing: ListingHistory) => {
    if (codesOf !== listing) {
      codesOf = listing;
      type = typeCodeOf(listing.type);
      zip = zipCodeOf(listing.zip);
    }
  };
  // Room at once for as many entries as the walk can add: an entry per listing, or per event of
  // the status that makes one. Fresh memory is dear to fill, so no more than that (decision 157).
  let active = 0;
  let underContract = 0;
  let offMarket = 0;
  for (const listing of listings) {
    for (const event of listing.events) {
      if (event.status === "active") active += 1;
      else if (event.status === "under-contract") underContract += 1;
      else if (OFF_MARKET_STATUSES.includes(event.status)) offMarket += 1;
    }
  }
  builders.newListings.reserve(listings.length);
  builders.closedSales.reserve(listings.length);
  builders.forSale.reserve(active);
  builders.underContract.reserve(underContract);
  builders.offMarket.reserve(offMarket);
  walkListings(listings, dayNumber(from), dayNumber(to), {
    begin,
    newListing: (listing, day) => {
      codes(listing);
      builders.newListings.addRow(type, zip, day, listing.originalPrice);
    },
    event: (kind, listing, price, day) => {
      codes(listing);
      builders[kind].addRow(type, zip, day, price);
    },
    closed: (listing, price, listPrice, day) => {
      codes(listing);
      builders.closedSales.addRow(type, zip, day, price, listPrice, listing.originalPrice);
    },
    forSale: (listing, price, daysOnMarket, firstSunday, lastSunday) => {
      codes(listing);
      builders.forSale.addWeekly(type, zip, firstSunday, lastSunday, price, listing.originalPrice, daysOnMarket);
    },
  });
}
