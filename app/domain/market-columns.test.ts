import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/calendar";
import { addListingRows, listingRecords } from "./listing-history";
import { newBuilders } from "./market-columns";
import { RECORD_KINDS, WHOLE_MARKET, type PoolRecords } from "./market-records";
import { MEASURE_IDS, sourceOf } from "./measures";
import { trendSeries } from "./trend-series";
import { sampleHistory } from "./sample-history";
import { sampleListings } from "./sample-listings";
import { recordDate, weeklyMarket, weeklyMarketOf, weekRecords } from "./weekly-market";

/** Every record of every week, week by week, each week's records in a fixed order. */
function byWeek(market: ReturnType<typeof weeklyMarketOf>) {
  const key = (record: object) => JSON.stringify(record, Object.keys(record).sort());
  return Array.from({ length: market.weekCount }, (_, index) => {
    const week = weekRecords(market, index);
    return Object.fromEntries(
      RECORD_KINDS.map((kind) => [
        kind,
        (week[kind] as object[]).map((record) => ({ ...record })).sort((a, b) => key(a).localeCompare(key(b))),
      ]),
    );
  });
}

describe("the listings' rows in columns (decision 143)", () => {
  const first = "2022-01-03";
  const contracts = sampleHistory({ from: first, to: "2024-12-29", seed: 7 });
  const listings = sampleListings({ contracts, from: first, to: "2024-06-30", seed: 7 });

  it("property: addListingRows gives, week by week, the records listingRecords defines, over any span", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 200 }), (start, days) => {
        const from = addDays(first, start);
        const to = addDays(from, days);
        const coverage = { contracts: [], listings: [{ from, to }] };
        const builders = newBuilders();
        addListingRows(builders, listings, from, to);
        const columns = weeklyMarketOf(builders, coverage);
        const plain = weeklyMarket(listingRecords(listings, from, to), coverage);
        expect(columns.firstWeek).toBe(plain.firstWeek);
        expect(byWeek(columns)).toEqual(byWeek(plain));
      }),
      { numRuns: 25 },
    );
  });

  it("every supply series drawn from the columns equals the one drawn from the same records as objects", () => {
    const from = "2022-01-03";
    const to = "2024-06-30";
    const coverage = { contracts: [], listings: [{ from, to }] };
    const builders = newBuilders();
    addListingRows(builders, listings, from, to);
    const columns = weeklyMarketOf(builders, coverage);
    const objects = weeklyMarket(listingRecords(listings, from, to), coverage);
    for (const measure of MEASURE_IDS.filter((id) => sourceOf(id) === "listings")) {
      for (const segment of [
        WHOLE_MARKET,
        { type: "condo", zip: "all", band: "all" } as const,
        { type: "all", zip: "06830", band: "2m-4m" } as const,
      ]) {
        const options = { measure, segment, period: "all" } as const;
        expect(trendSeries(columns, options)).toEqual(trendSeries(objects, options));
      }
    }
  });

  it("a week's rows are those dated in it, and a record given as an object comes back as itself", () => {
    const records: Partial<PoolRecords> = listingRecords(listings, "2023-03-01", "2023-05-31");
    const market = weeklyMarket(records, { contracts: [], listings: [{ from: "2023-03-01", to: "2023-05-31" }] });
    const all = Array.from({ length: market.weekCount }, (_, index) => weekRecords(market, index));
    for (const kind of RECORD_KINDS) {
      const given = (records[kind] ?? []) as object[];
      const back = all.flatMap((week) => week[kind] as object[]);
      expect(back).toHaveLength(given.length);
      expect(new Set(back)).toEqual(new Set(given));
      all.forEach((week, index) => {
        for (const record of week[kind]) {
          expect(recordDate(kind, record) >= addDays(market.firstWeek, index * 7)).toBe(true);
          expect(recordDate(kind, record) <= addDays(market.firstWeek, index * 7 + 6)).toBe(true);
        }
      });
    }
  });
});
