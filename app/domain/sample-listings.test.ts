import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/calendar";
import { sampleHistory } from "./sample-history";
import { sampleListings } from "./sample-listings";
import { listingRecords } from "./listing-history";
import { figureOf, type MeasureId } from "./measures";
import { WHOLE_MARKET } from "./market-records";
import { trendSeries } from "./trend-series";
import { weeklyMarket } from "./weekly-market";

const FROM = "2022-09-05";
const TO = "2025-08-31";
// The contracts of the sample years and of the 200 days after them, whose listings are still for sale on the last day.
const contracts = sampleHistory({ from: FROM, to: addDays(TO, 200) });
const listings = sampleListings({ contracts, from: FROM, to: TO });
const records = listingRecords(listings, FROM, TO);
const sales = contracts.filter((contract) => contract.type !== "rental" && contract.contractDate <= TO);

describe("sample listings", () => {
  it("every sample sale contract is a listing that went under contract on its contract date, after its days on market", () => {
    expect(records.underContract).toHaveLength(sales.length);
    const byDate = new Map<string, number>();
    for (const event of records.underContract) byDate.set(event.date, (byDate.get(event.date) ?? 0) + 1);
    for (const sale of sales) expect(byDate.get(sale.contractDate)).toBeGreaterThan(0);
  });

  it("is the same for the same contracts and seed", () => {
    expect(sampleListings({ contracts, from: FROM, to: TO })).toEqual(listings);
  });

  it("gives a Greenwich-like market: a few months of supply, sales near their asking price, some cuts", () => {
    const market = weeklyMarket(
      { contracts: sales, ...records },
      { contracts: [{ from: FROM, to: TO }], listings: [{ from: FROM, to: TO }] },
    );
    const newest = (id: MeasureId) =>
      trendSeries(market, { measure: id, segment: WHOLE_MARKET, period: "13w" }).at(-1)!.rolling52;
    // The contracts the listings went under contract with match the contract reports, week by week.
    expect(newest("went-under-contract").value).toBeCloseTo(newest("contracts").value!, 6);
    const months = newest("months-of-supply").value!;
    expect(months).toBeGreaterThan(1.5);
    expect(months).toBeLessThan(6);
    const saleToList = newest("sale-to-list").value!;
    expect(saleToList).toBeGreaterThan(95);
    expect(saleToList).toBeLessThan(100);
    const cut = newest("share-with-price-cut").value!;
    expect(cut).toBeGreaterThan(10);
    expect(cut).toBeLessThan(60);
    expect(newest("homes-for-sale").value!).toBeGreaterThan(50);
    expect(
      figureOf("withdrawn-or-expired", { weeks: 1, records: { ...records, contracts: [] } }).basis,
    ).toBeGreaterThan(100);
  });

  it("keeps no event after its last day, and a listing's events in order", () => {
    for (const listing of listings) {
      expect(listing.events.at(-1)!.date <= TO).toBe(true);
      expect(listing.events.every((event, index) => index === 0 || event.date >= listing.events[index - 1]!.date)).toBe(
        true,
      );
      expect(listing.events[0]!.date).toBe(listing.listDate);
    }
  });
});
