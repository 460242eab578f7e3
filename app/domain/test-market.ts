// Arbitrary market records for the property tests (tests only): contracts and every kind of
// listing record over about two and a half years, and coverage with holes in it.
import fc from "fast-check";
import { addDays } from "~/lib/calendar";
import type { PoolRecords } from "./market-records";
import type { Coverage, DaySpan } from "./weekly-market";

const FIRST_DAY = "2023-01-02";
const DAYS = 900;

const day = fc.integer({ min: 0, max: DAYS }).map((offset) => addDays(FIRST_DAY, offset));
const type = fc.constantFrom("single-family", "condo", "land", "rental" as const);
const zip = fc.constantFrom("06830", "06831" as const);
const price = fc.integer({ min: 100_000, max: 9_000_000 });

const contract = fc.record({
  type,
  zip,
  price,
  sqft: fc.option(fc.integer({ min: 500, max: 12_000 })),
  dom: fc.integer({ min: 0, max: 400 }),
  contractDate: day,
});
const forSale = fc.record({
  type,
  zip,
  price,
  originalPrice: price,
  daysOnMarket: fc.integer({ min: 0, max: 700 }),
  date: day,
});
const listingEvent = fc.record({ type, zip, price, date: day });
const closedSale = fc.record({ type, zip, price, listPrice: price, originalPrice: price, date: day });

/** Spans of days that leave some weeks uncovered: a random cut or two in the whole period. */
const spans: fc.Arbitrary<DaySpan[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: DAYS }), { maxLength: 4 })
  .map((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const edges = [0, ...sorted, DAYS];
    // Every other stretch between two cuts is covered.
    return edges
      .slice(1)
      .flatMap((end, index) =>
        index % 2 === 0 ? [{ from: addDays(FIRST_DAY, edges[index]!), to: addDays(FIRST_DAY, end) }] : [],
      );
  });

export const arbitraryMarketRecords: fc.Arbitrary<{ records: Partial<PoolRecords>; coverage: Coverage }> = fc.record({
  records: fc.record({
    contracts: fc.array(contract, { minLength: 200, maxLength: 800 }),
    forSale: fc.array(forSale, { minLength: 200, maxLength: 800 }),
    newListings: fc.array(listingEvent, { maxLength: 200 }),
    underContract: fc.array(listingEvent, { minLength: 50, maxLength: 300 }),
    closedSales: fc.array(closedSale, { maxLength: 100 }),
    offMarket: fc.array(listingEvent, { maxLength: 60 }),
  }),
  coverage: fc.record({ contracts: spans, listings: spans }),
});
