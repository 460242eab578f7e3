import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ListingHistory, ListingStatus } from "./listing-history";
import { listingOn, staleListingsOn } from "./stale-listings";

/** A single-family listing in central Greenwich, active from its list date, then its events. */
const listing = (
  mls: string,
  listDate: string,
  originalPrice: number,
  events: [string, ListingStatus, number][],
  extra: Partial<ListingHistory> = {},
): ListingHistory => ({
  mls,
  type: "single-family",
  zip: "06830",
  listDate,
  originalPrice,
  events: [
    { date: listDate, status: "active", price: originalPrice },
    ...events.map(([date, status, price]) => ({ date, status, price })),
  ],
  closePrice: null,
  ...extra,
});

// The report's week ends Sunday September 28, 2025.
const WEEK_END = "2025-09-28";

/** Listed Aug 1 at 3M, cut to 2.85M Aug 29 and to 2.7M Sept 20: both cuts before the week's end. */
const CUT_TWICE = listing(
  "CUT2",
  "2025-08-01",
  3_000_000,
  [
    ["2025-08-29", "active", 2_850_000],
    ["2025-09-20", "active", 2_700_000],
  ],
  { address: "12 Round Hill Road" },
);

/** Listed July 1 at 2M, cut Aug 15 to 1.9M; its second cut, to 1.8M, comes Oct 2, after the week. */
const SECOND_CUT_LATER = listing("LATE", "2025-07-01", 2_000_000, [
  ["2025-08-15", "active", 1_900_000],
  ["2025-10-02", "active", 1_800_000],
]);

/** Cut twice, then under contract Sept 25: not for sale at the week's end (closed in October). */
const UNDER_CONTRACT = listing("UC", "2025-06-02", 4_000_000, [
  ["2025-07-01", "active", 3_800_000],
  ["2025-08-01", "active", 3_600_000],
  ["2025-09-25", "under-contract", 3_600_000],
  ["2025-10-30", "closed", 3_600_000],
]);

/**
 * Withdrawn Aug 20 after two cuts, then relisted Sept 1 under a new MLS number at 1.5M and cut once:
 * the old number is off the market, the new one has one cut of its own (decision 119).
 */
const WITHDRAWN = listing("OLD", "2025-05-01", 1_700_000, [
  ["2025-06-01", "active", 1_650_000],
  ["2025-07-01", "active", 1_600_000],
  ["2025-08-20", "withdrawn", 1_600_000],
]);
const RELISTED = listing("NEW", "2025-09-01", 1_500_000, [["2025-09-15", "active", 1_450_000]]);

/**
 * Listed June 2 at 2.5M, cut June 30 to 2.4M, temporarily off the market July 10 to Aug 9, back on
 * under the same number and cut Sept 1 to 2.3M: two cuts, and 28 + 10 days active before the break
 * and 50 after (Aug 9 to Sept 28).
 */
const BACK_ON_MARKET = listing("BACK", "2025-06-02", 2_500_000, [
  ["2025-06-30", "active", 2_400_000],
  ["2025-07-10", "temporarily-off-market", 2_400_000],
  ["2025-08-09", "active", 2_400_000],
  ["2025-09-01", "active", 2_300_000],
]);

/** Cut twice, then raised above its first price: two cuts, no total cut. */
const RAISED = listing("UP", "2025-08-04", 1_000_000, [
  ["2025-08-18", "active", 950_000],
  ["2025-09-01", "active", 900_000],
  ["2025-09-08", "active", 1_050_000],
]);

/** A lease cut twice: its price is a monthly rent, so it is never on the watch. */
const LEASE = listing("RENT", "2025-08-01", 12_000, [
  ["2025-08-15", "active", 11_000],
  ["2025-09-01", "active", 10_000],
]);
const LEASE_HISTORY: ListingHistory = { ...LEASE, type: "rental" };

describe("listingOn", () => {
  it("counts the cuts, the total cut and the days on market up to the day asked for", () => {
    expect(listingOn(CUT_TWICE, WEEK_END)).toEqual({
      mls: "CUT2",
      type: "single-family",
      zip: "06830",
      address: "12 Round Hill Road",
      listDate: "2025-08-01",
      originalPrice: 3_000_000,
      price: 2_700_000,
      cuts: 2,
      totalCut: 300_000,
      // Aug 1 to Sept 28: 31 + 28 days.
      daysOnMarket: 58,
    });
  });

  it("does not count a cut that came after the day", () => {
    expect(listingOn(SECOND_CUT_LATER, WEEK_END)).toMatchObject({ cuts: 1, price: 1_900_000, totalCut: 100_000 });
    expect(listingOn(SECOND_CUT_LATER, "2025-10-05")).toMatchObject({ cuts: 2, price: 1_800_000 });
  });

  it("is null when the listing was not for sale that day: under contract, withdrawn, not yet listed", () => {
    expect(listingOn(UNDER_CONTRACT, WEEK_END)).toBeNull();
    expect(listingOn(UNDER_CONTRACT, "2025-09-24")).toMatchObject({ cuts: 2, daysOnMarket: 114 });
    expect(listingOn(WITHDRAWN, WEEK_END)).toBeNull();
    expect(listingOn(RELISTED, "2025-08-31")).toBeNull();
  });

  it("leaves the days off the market out of the days on market (the MLS's ADOM)", () => {
    expect(listingOn(BACK_ON_MARKET, WEEK_END)).toMatchObject({ cuts: 2, daysOnMarket: 38 + 50, totalCut: 200_000 });
  });

  it("gives no total cut to a listing raised back above its first price", () => {
    expect(listingOn(RAISED, WEEK_END)).toMatchObject({ cuts: 2, totalCut: 0, price: 1_050_000 });
  });
});

describe("staleListingsOn", () => {
  const all = [SECOND_CUT_LATER, UNDER_CONTRACT, WITHDRAWN, RELISTED, BACK_ON_MARKET, RAISED, CUT_TWICE, LEASE_HISTORY];

  it("lists the listings for sale at the week's end with two or more cuts by then, the most cut first", () => {
    // CUT2 (300,000 cut) before BACK (200,000) before UP (none); LATE, UC, OLD, NEW and the lease are out.
    expect(staleListingsOn(all, WEEK_END).map((stale) => stale.mls)).toEqual(["CUT2", "BACK", "UP"]);
  });

  it("follows the day asked for, not today", () => {
    // Sept 24: UC was still for sale (cut 400,000). Aug 19: OLD was too (cut 100,000), CUT2 not yet cut.
    // Oct 5: LATE's second cut; LATE and BACK both cut 200,000, LATE 96 days on market, BACK 95.
    expect(staleListingsOn(all, "2025-09-24").map((stale) => stale.mls)).toEqual(["UC", "CUT2", "BACK", "UP"]);
    expect(staleListingsOn(all, "2025-08-19").map((stale) => stale.mls)).toEqual(["UC", "OLD"]);
    expect(staleListingsOn(all, "2025-10-05").map((stale) => stale.mls)).toEqual(["CUT2", "LATE", "BACK", "UP"]);
  });

  it("puts three cuts before two, whatever the amounts", () => {
    const thrice = listing("THREE", "2025-06-02", 900_000, [
      ["2025-07-01", "active", 890_000],
      ["2025-08-01", "active", 880_000],
      ["2025-09-01", "active", 870_000],
    ]);
    expect(staleListingsOn([CUT_TWICE, thrice], WEEK_END).map((stale) => [stale.mls, stale.cuts])).toEqual([
      ["THREE", 3],
      ["CUT2", 2],
    ]);
  });

  it("only ever lists listings for sale that day, with two or more cuts and their days on market since listing", () => {
    const status = fc.constantFrom<ListingStatus>("active", "under-contract", "withdrawn", "temporarily-off-market");
    const events = fc.array(fc.tuple(fc.integer({ min: 1, max: 60 }), status, fc.integer({ min: 800, max: 1_200 })), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(events, fc.integer({ min: 0, max: 400 }), (steps, offset) => {
        let day = 0;
        const dated: [string, ListingStatus, number][] = steps.map(([gap, state, price]) => {
          day += gap;
          return [new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10), state, price * 1_000];
        });
        const history = listing("P", "2025-01-01", 1_000_000, dated);
        const date = new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10);
        for (const stale of staleListingsOn([history], date)) {
          expect(stale.cuts).toBeGreaterThanOrEqual(2);
          expect(stale.daysOnMarket).toBeLessThanOrEqual(offset);
          expect(stale.totalCut).toBe(Math.max(0, 1_000_000 - stale.price));
        }
      }),
    );
  });
});
