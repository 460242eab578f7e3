import { describe, expect, it } from "vitest";
import type { ListingHistory } from "~/domain/listing-history";
import type { ListingsOfDays } from "~/domain/stale-listings";
import { STALE_WATCH_SHOWN, staleListingWatch } from "./stale-listing-watch";

/** Listed Aug 1 at `price`, cut by 100,000 on Aug 29 and again on `secondCut`. */
const cutTwice = (mls: string, price: number, secondCut = "2025-09-20", address?: string): ListingHistory => ({
  mls,
  type: "condo",
  zip: "06870",
  listDate: "2025-08-01",
  originalPrice: price,
  events: [
    { date: "2025-08-01", status: "active", price },
    { date: "2025-08-29", status: "active", price: price - 100_000 },
    { date: secondCut, status: "active", price: price - 200_000 },
  ],
  closePrice: null,
  ...(address ? { address } : {}),
});

const exports = (histories: ListingHistory[]): ListingsOfDays => ({
  span: { from: "2025-09-01", to: "2025-09-30" },
  histories,
  sample: false,
});
const report = { endDate: "2025-09-28" };

describe("staleListingWatch", () => {
  it("writes each listing's row as of the report's last day", () => {
    const watch = staleListingWatch(
      { listings: [exports([cutTwice("A", 2_000_000, "2025-09-20", "5 Shore Road")])], sample: [] },
      report,
    );
    expect(watch.status).toBe("listed");
    expect(watch.shown).toEqual([
      {
        mls: "A",
        address: "5 Shore Road",
        type: "Condo",
        listDate: "08/01/2025",
        originalPrice: "$2,000,000",
        price: "$1,800,000",
        cuts: "2",
        totalCut: "$200,000 (10.0%)",
        daysOnMarket: "58 days",
      },
    ]);
    expect(watch.sampleNote).toBeNull();
    expect(new URL(watch.dashboard.to, "http://site").searchParams.get("reductions")).toBe("2+");
  });

  it("says so when no listing had two or more cuts by then (a second cut after the week does not count)", () => {
    const watch = staleListingWatch(
      { listings: [exports([cutTwice("A", 2_000_000, "2025-10-02")])], sample: [] },
      report,
    );
    expect(watch.status).toBe("empty");
    expect(watch.message).toBe("No listing had two or more cuts that week.");
    expect(watch.shown).toEqual([]);
  });

  it("is a gap, not an empty list, when no listings hold the report's last day", () => {
    const watch = staleListingWatch(
      { listings: [exports([cutTwice("A", 2_000_000)])], sample: [] },
      { endDate: "2025-10-05" },
    );
    expect(watch.status).toBe("gap");
    expect(watch.message).toContain("No listings export covers October 5, 2025");
  });

  it("shows the first ten and keeps the rest apart", () => {
    const many = Array.from({ length: 13 }, (_, index) => cutTwice(`M${index}`, 1_000_000 + index * 100_000));
    const watch = staleListingWatch({ listings: [exports(many)], sample: [] }, report);
    expect(watch.shown).toHaveLength(STALE_WATCH_SHOWN);
    // Equal cuts, totals and days on market: in the order of their MLS numbers.
    expect(watch.shown[0]!.mls).toBe("M0");
    expect(watch.rest.map((row) => row.mls)).toEqual(["M7", "M8", "M9"]);
    expect(watch.moreLabel).toBe("Show the other 3 listings");
  });

  it("names a sample listing by its village and says the listings are sample data", () => {
    const sample: ListingsOfDays = {
      span: { from: "2022-09-05", to: "2025-10-21" },
      histories: [cutTwice("S", 2_000_000)],
      sample: true,
    };
    const watch = staleListingWatch({ listings: [sample], sample: [{ from: "2022-09-05", to: "2025-10-21" }] }, report);
    expect(watch.shown[0]!.address).toBe("Old Greenwich");
    expect(watch.sampleNote).toMatch(/^Sample data: /);
  });

  it("prefers the broker's exports to the sample listings on a day both hold", () => {
    const sample: ListingsOfDays = {
      span: { from: "2022-09-05", to: "2025-10-21" },
      histories: [cutTwice("S", 2_000_000)],
      sample: true,
    };
    const watch = staleListingWatch(
      { listings: [sample, exports([cutTwice("R", 3_000_000)])], sample: [{ from: "2022-09-05", to: "2025-10-21" }] },
      report,
    );
    expect(watch.shown.map((row) => row.mls)).toEqual(["R"]);
    expect(watch.sampleNote).toBeNull();
  });
});
