// The listings as the history keeps them (decision 119): one record per MLS number with every
// status and price the MLS recorded, oldest first, and the market records the measure registry
// reads from them, week by week: the homes for sale at each week's end, new listings, listings
// that went under contract, closed sales and listings taken off the market. Pure functions, no I/O.
import { dayNumber, isoDateOf } from "~/lib/calendar";
import type { GreenwichZip, PropertyType } from "./contract-types";
import type { ClosedSaleRecord, ForSaleRecord, ListingEventRecord, PoolRecords } from "./market-records";

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
  const forSale: ForSaleRecord[] = [];
  const newListings: ListingEventRecord[] = [];
  const underContract: ListingEventRecord[] = [];
  const closedSales: ClosedSaleRecord[] = [];
  const offMarket: ListingEventRecord[] = [];
  const inside = (date: string) => date >= from && date <= to;
  // Each date's day number once: 150,000 events fall on a few thousand dates.
  const days = new Map<string, number>();
  const dayOf = (date: string) => {
    let number = days.get(date);
    if (number === undefined) days.set(date, (number = dayNumber(date)));
    return number;
  };
  const first = dayOf(from);
  const last = dayOf(to);
  // Sundays by day number: 1970-01-04 was a Sunday; each Sunday's date is written once.
  const firstSunday = first + ((((3 - first) % 7) + 7) % 7);
  const sundayDates: string[] = [];
  for (let sunday = firstSunday; sunday <= last; sunday += 7) sundayDates.push(isoDateOf(sunday));
  for (const listing of listings) {
    if (listing.type === "rental" || listing.events.length === 0) continue;
    const { type, zip, events } = listing;
    if (inside(listing.listDate)) newListings.push({ type, zip, price: listing.originalPrice, date: listing.listDate });
    let activeDays = 0;
    let day = dayOf(events[0]!.date);
    for (let index = 0; index < events.length; index += 1) {
      const event = events[index]!;
      const previous = events[index - 1];
      const next = events[index + 1];
      const nextDay = next ? dayOf(next.date) : null;
      if (previous?.status !== event.status && inside(event.date)) {
        if (event.status === "under-contract") underContract.push({ type, zip, price: event.price, date: event.date });
        else if (OFF_MARKET_STATUSES.includes(event.status))
          offMarket.push({ type, zip, price: event.price, date: event.date });
        else if (event.status === "closed" && listing.closePrice !== null) {
          closedSales.push({
            type,
            zip,
            price: listing.closePrice,
            date: event.date,
            listPrice: previous?.price ?? event.price,
            originalPrice: listing.originalPrice,
          });
        }
      }
      if (event.status === "active") {
        // Active from this event's day to the day before the next event (or on, while it lasts):
        // a home for sale on each Sunday in between that falls from `from` to `to`.
        const end = Math.min(last, nextDay === null ? last : nextDay - 1);
        const start = Math.max(day, firstSunday);
        let sunday = start + ((((3 - start) % 7) + 7) % 7);
        for (; sunday <= end; sunday += 7) {
          forSale.push({
            type,
            zip,
            price: event.price,
            originalPrice: listing.originalPrice,
            daysOnMarket: activeDays + sunday - day,
            date: sundayDates[(sunday - firstSunday) / 7]!,
          });
        }
        if (nextDay !== null) activeDays += nextDay - day;
      }
      if (nextDay !== null) day = nextDay;
    }
  }
  return { forSale, newListings, underContract, closedSales, offMarket };
}
