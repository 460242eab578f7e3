// A small market of listings for the tests of the supply figures (tests only): homes for sale at each
// Sunday, listing events and closed sales, each written by hand so a test can count them.
import { addDays } from "~/lib/calendar";
import type { ClosedSaleRecord, ForSaleRecord, ListingEventRecord } from "./market-records";

/** `count` single-family homes for sale in 06830 on the Sunday `date`, at $2M, 30 days on market. */
export function homesForSale(date: string, count: number, extra: Partial<ForSaleRecord> = {}): ForSaleRecord[] {
  return Array.from({ length: count }, () => ({
    type: "single-family",
    zip: "06830",
    price: 2_000_000,
    originalPrice: 2_000_000,
    daysOnMarket: 30,
    date,
    ...extra,
  }));
}

/** `count` listing events (listed, under contract, off the market) on `date`. */
export function listingEvents(date: string, count: number): ListingEventRecord[] {
  return Array.from({ length: count }, () => ({ type: "single-family", zip: "06830", price: 2_000_000, date }));
}

/** A sale closed on `date` at `price`, last asked `listPrice`, first asked `originalPrice`. */
export function closedSale(
  date: string,
  price: number,
  listPrice = price,
  originalPrice = listPrice,
): ClosedSaleRecord {
  return { type: "single-family", zip: "06830", price, listPrice, originalPrice, date };
}

/** Every Sunday from `firstSunday` for `weeks` weeks. */
export function sundays(firstSunday: string, weeks: number): string[] {
  return Array.from({ length: weeks }, (_, week) => addDays(firstSunday, 7 * week));
}
