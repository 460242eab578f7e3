// A small market of listings for the tests of the supply figures (tests only): homes for sale at each
// Sunday, listing events and closed sales, each written by hand so a test can count them.
import { addDays } from "~/lib/calendar";
import type { ClosedSaleRecord, ForSaleRecord, ListingEventRecord } from "./market-records";
import { weeklyMarket, type Coverage } from "./weekly-market";

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

// A hand-counted market of two years for the tests of the supply blocks (tests only). Every Sunday
// of 2024 holds 10 homes for sale, every Sunday of 2025 13; each week 3 homes are listed and 2 go
// under contract on its Wednesday, and one sale closes on its Thursday at $2M (asked $2M). Both
// sources cover 2024 and 2025, except where a test cuts a hole.

/** The 104 Sundays January 7, 2024 to December 28, 2025. */
export const TEST_SUNDAYS = sundays("2024-01-07", 104);

export const WHOLE_COVERAGE: Coverage = {
  contracts: [{ from: "2024-01-01", to: "2025-12-31" }],
  listings: [{ from: "2024-01-01", to: "2025-12-31" }],
};

export function testMarket(coverage: Coverage = WHOLE_COVERAGE) {
  const forSale = TEST_SUNDAYS.flatMap((sunday) => homesForSale(sunday, sunday < "2025-01-01" ? 10 : 13));
  const newListings = TEST_SUNDAYS.flatMap((sunday) => listingEvents(addDays(sunday, -4), 3));
  const underContract = TEST_SUNDAYS.flatMap((sunday) => listingEvents(addDays(sunday, -4), 2));
  const closedSales = TEST_SUNDAYS.map((sunday) => closedSale(addDays(sunday, -3), 2_000_000));
  return weeklyMarket({ forSale, newListings, underContract, closedSales }, coverage);
}
