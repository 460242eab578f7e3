// A hand-counted market of two years for the tests of the supply blocks (tests only). Every Sunday
// of 2024 holds 10 homes for sale, every Sunday of 2025 13; each week 3 homes are listed and 2 go
// under contract on its Wednesday, and one sale closes on its Thursday at $2M (asked $2M). Both
// sources cover 2024 and 2025, except where a test cuts a hole.
import { addDays } from "~/lib/calendar";
import { closedSale, homesForSale, listingEvents, sundays } from "./test-supply";
import { weeklyMarket, type Coverage } from "./weekly-market";

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
