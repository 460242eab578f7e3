// The stale listing watch (decision 153): the listings still for sale on a day after two or more
// price cuts by then, from their histories (decision 119) as of that day, not as of today. A cut is
// an asking price below the one before it; a later event (a cut, a contract, a withdrawal) does not
// reach back. Pure functions, no I/O.
import { daysBetween } from "~/lib/calendar";
import type { ListingHistory } from "./listing-history";
import type { DaySpan } from "./weekly-market";

/** Listing histories and the days they hold the market for: the broker's exports, or the sample listings. */
export type ListingsOfDays = { span: DaySpan; histories: readonly ListingHistory[]; sample: boolean };

/** The listings that hold the market on `date` (the broker's exports before the sample), or null where none does. */
export function listingsOfDay(sources: readonly ListingsOfDays[], date: string): ListingsOfDays | null {
  const holding = sources.filter((source) => source.span.from <= date && source.span.to >= date);
  return holding.find((source) => !source.sample) ?? holding[0] ?? null;
}

/** The fewest cuts that put a listing on the watch. */
export const STALE_CUTS = 2;

/** A listing on the watch, as it stood on the day asked for. */
export type StaleListing = {
  mls: string;
  type: ListingHistory["type"];
  zip: ListingHistory["zip"];
  /** The street address, when the history has one (the broker's exports; the sample listings have none). */
  address: string | null;
  listDate: string;
  originalPrice: number;
  /** The asking price on the day. */
  price: number;
  /** The asking price's drops by the day. */
  cuts: number;
  /** The first asking price less the asking price on the day (none when raised back above it). */
  totalCut: number;
  /** The days it was active from its list date to the day (the MLS's ADOM: off-market days not counted). */
  daysOnMarket: number;
};

/**
 * A listing as it stood on `date`: null unless it was active (for sale) that day. Its cuts and
 * days on market count only the events up to that day.
 */
export function listingOn(listing: ListingHistory, date: string): StaleListing | null {
  const events = listing.events.filter((event) => event.date <= date);
  const now = events.at(-1);
  if (!now || now.status !== "active") return null;
  let cuts = 0;
  let daysOnMarket = 0;
  events.forEach((event, index) => {
    const previous = events[index - 1];
    if (previous && event.price < previous.price) cuts += 1;
    if (event.status === "active") daysOnMarket += daysBetween(event.date, events[index + 1]?.date ?? date);
  });
  return {
    mls: listing.mls,
    type: listing.type,
    zip: listing.zip,
    address: listing.address ?? null,
    listDate: listing.listDate,
    originalPrice: listing.originalPrice,
    price: now.price,
    cuts,
    totalCut: Math.max(0, listing.originalPrice - now.price),
    daysOnMarket,
  };
}

/**
 * The listings for sale on `date` with two or more cuts by then, leases left out (a lease's price is
 * a monthly rent): the most cut first, then the largest total cut, the longest on the market, the MLS number.
 */
export function staleListingsOn(listings: readonly ListingHistory[], date: string): StaleListing[] {
  return listings
    .filter((listing) => listing.type !== "rental")
    .flatMap((listing) => {
      const state = listingOn(listing, date);
      return state && state.cuts >= STALE_CUTS ? [state] : [];
    })
    .sort(
      (a, b) =>
        b.cuts - a.cuts || b.totalCut - a.totalCut || b.daysOnMarket - a.daysOnMarket || a.mls.localeCompare(b.mls),
    );
}
