import { describe, expect, it } from "vitest";
import { listingRecords, stateOn, type ListingHistory } from "./listing-history";
import { figureOf, marketConditionOf, poolOf, type MeasureId } from "./measures";
import { WHOLE_MARKET } from "./market-records";
import { trendSeries } from "./trend-series";
import { weeklyMarket } from "./weekly-market";

/** A single-family listing in central Greenwich; its events from the list date on. */
const listing = (
  mls: string,
  listDate: string,
  originalPrice: number,
  events: [string, ListingHistory["events"][number]["status"], number][],
  closePrice: number | null = null,
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
  closePrice,
});

// Weeks of September 2025: Mon 1 - Sun 7, Mon 8 - Sun 14, Mon 15 - Sun 21, Mon 22 - Sun 28.
const LISTINGS: ListingHistory[] = [
  // Listed Sept 2 at 2M, cut to 1.8M on Sept 10, under contract Sept 16, closed Sept 25 at 1.75M.
  listing(
    "A",
    "2025-09-02",
    2_000_000,
    [
      ["2025-09-10", "active", 1_800_000],
      ["2025-09-16", "under-contract", 1_800_000],
      ["2025-09-25", "closed", 1_800_000],
    ],
    1_750_000,
  ),
  // Listed Sept 3 at 3M, under contract Sept 5, back on the market Sept 12, raised to 3.1M Sept 19.
  listing("B", "2025-09-03", 3_000_000, [
    ["2025-09-05", "under-contract", 3_000_000],
    ["2025-09-12", "active", 3_000_000],
    ["2025-09-19", "active", 3_100_000],
  ]),
  // Listed Sept 8 at 1M, withdrawn Sept 20, relisted Sept 22 under a new number at 950K.
  listing("C", "2025-09-08", 1_000_000, [["2025-09-20", "withdrawn", 1_000_000]]),
  listing("C2", "2025-09-22", 950_000, []),
  // A lease listing: in no measure.
  { ...listing("R", "2025-09-01", 12_000, []), type: "rental" },
];

const { forSale, newListings, underContract, closedSales, offMarket } = listingRecords(
  LISTINGS,
  "2025-09-01",
  "2025-09-28",
);
const onSunday = (date: string) => forSale.filter((home) => home.date === date);

describe("listingRecords", () => {
  it("a home is for sale at a week's end when it is active that Sunday, at that day's asking price", () => {
    // Sept 7: A (2M), and not B, under contract since the 5th.
    expect(onSunday("2025-09-07").map((home) => home.price)).toEqual([2_000_000]);
    // Sept 14: A at 1.8M after its cut; B back on the market; C listed on the 8th.
    expect(onSunday("2025-09-14").map((home) => [home.price, home.originalPrice])).toEqual([
      [1_800_000, 2_000_000],
      [3_000_000, 3_000_000],
      [1_000_000, 1_000_000],
    ]);
    // Sept 21: A under contract, B raised to 3.1M, C withdrawn.
    expect(onSunday("2025-09-21").map((home) => home.price)).toEqual([3_100_000]);
    // Sept 28: B, and C relisted as C2.
    expect(onSunday("2025-09-28").map((home) => home.price)).toEqual([3_100_000, 950_000]);
  });

  it("counts days on market as the days a home was active, not the days it was under contract", () => {
    // B: active Sept 3-4 (2 days), under contract Sept 5-11, active again from the 12th: 2 + 2 on Sept 14.
    const b = onSunday("2025-09-14").find((home) => home.price === 3_000_000)!;
    expect(b.daysOnMarket).toBe(4);
    // On Sept 28: 2 + 16 days (Sept 12 to 28).
    expect(onSunday("2025-09-28").find((home) => home.price === 3_100_000)!.daysOnMarket).toBe(18);
    // A on Sept 14: listed Sept 2, 12 days.
    expect(onSunday("2025-09-14").find((home) => home.originalPrice === 2_000_000)!.daysOnMarket).toBe(12);
  });

  it("new listings by list date; a relist under a new number is new, back on the market is not", () => {
    expect(newListings.map((event) => event.date)).toEqual(["2025-09-02", "2025-09-03", "2025-09-08", "2025-09-22"]);
  });

  it("under contract each time a listing goes under contract; closed with its prices; withdrawn", () => {
    expect(underContract.map((event) => [event.date, event.price])).toEqual([
      ["2025-09-16", 1_800_000],
      ["2025-09-05", 3_000_000],
    ]);
    expect(closedSales).toEqual([
      {
        type: "single-family",
        zip: "06830",
        price: 1_750_000,
        date: "2025-09-25",
        listPrice: 1_800_000,
        originalPrice: 2_000_000,
      },
    ]);
    expect(offMarket.map((event) => event.date)).toEqual(["2025-09-20"]);
  });

  it("knows a listing's state on any day, and none before its list date", () => {
    expect(stateOn(LISTINGS[1]!, "2025-09-06")).toMatchObject({ status: "under-contract" });
    expect(stateOn(LISTINGS[1]!, "2025-09-02")).toBeNull();
  });

  it("a week without listings has no homes for sale: zero, and no median", () => {
    const empty = poolOf({});
    expect(figureOf("homes-for-sale", empty)).toEqual({ value: 0, basis: 0, status: "ok" });
    expect(figureOf("median-days-for-sale", empty)).toEqual({ value: null, basis: 0, status: "empty" });
    expect(figureOf("months-of-supply", empty)).toEqual({ value: null, basis: 0, status: "empty" });
  });
});

describe("the supply measures, by hand", () => {
  /** The four weeks pooled: a period of four weeks whose pace is its own. */
  const month = { weeks: 4, records: { contracts: [], forSale, newListings, underContract, closedSales, offMarket } };
  const of = (id: MeasureId) => figureOf(id, month);

  it("homes for sale: the average of the weekly counts; new listings and contracts per week", () => {
    // 1 + 3 + 1 + 2 homes for sale on the four Sundays.
    expect(of("homes-for-sale")).toEqual({ value: 7 / 4, basis: 7, status: "ok" });
    expect(of("new-listings")).toEqual({ value: 1, basis: 4, status: "ok" });
    expect(of("went-under-contract")).toEqual({ value: 0.5, basis: 2, status: "ok" });
    expect(of("closed-sales").value).toBe(0.25);
    expect(of("withdrawn-or-expired").value).toBe(0.25);
  });

  it("withholds the ratios and medians of so few records", () => {
    // Two contracts in the period: months of supply rests on them, fewer than five.
    expect(of("months-of-supply")).toEqual({ value: null, basis: 2, status: "few" });
    expect(of("sale-to-list")).toEqual({ value: null, basis: 1, status: "few" });
  });

  it("months of supply, absorption, cuts and sale-to-list over enough records", () => {
    // 10 homes for sale each Sunday for 13 weeks, 26 contracts in those weeks: 2 a week, 8.67 a month.
    const homes = Array.from({ length: 130 }, (_, index) => ({
      type: "single-family" as const,
      zip: "06830" as const,
      price: index % 2 === 0 ? 900_000 : 1_000_000,
      originalPrice: 1_000_000,
      daysOnMarket: index % 10,
      date: "2025-09-07",
    }));
    const contracts = Array.from({ length: 26 }, () => ({
      type: "single-family" as const,
      zip: "06830" as const,
      price: 1_000_000,
      date: "2025-09-07",
    }));
    const sales = [97, 100, 102, 95, 99].map((percent) => ({
      type: "single-family" as const,
      zip: "06830" as const,
      price: percent * 10_000,
      listPrice: 1_000_000,
      originalPrice: 1_100_000,
      date: "2025-09-07",
    }));
    const pool = poolOf({ forSale: homes, underContract: contracts, closedSales: sales }, 13);
    // 10 homes / (2 a week x 52 / 12) = 1.154 months.
    expect(figureOf("months-of-supply", pool).value).toBeCloseTo(10 / ((26 / 13) * (52 / 12)), 10);
    expect(figureOf("absorption-rate", pool).value).toBeCloseTo(((26 / 13) * (52 / 12) * 100) / 10, 10);
    expect(figureOf("share-with-price-cut", pool)).toEqual({ value: 50, basis: 130, status: "ok" });
    expect(figureOf("median-price-cut", pool).value).toBeCloseTo(10, 10);
    expect(figureOf("median-days-for-sale", pool).value).toBe(4.5);
    expect(figureOf("sale-to-list", pool).value).toBe(99);
    expect(figureOf("sale-to-original-list", pool).value).toBeCloseTo(90, 10);
    expect(marketConditionOf(figureOf("months-of-supply", pool))?.id).toBe("sellers");
    expect(marketConditionOf({ value: 5, basis: 10, status: "ok" })?.id).toBe("balanced");
    expect(marketConditionOf({ value: 6, basis: 10, status: "ok" })?.id).toBe("buyers");
    expect(marketConditionOf({ value: null, basis: 2, status: "few" })).toBeNull();
  });

  it("a week the listings exports do not cover is a gap in every supply measure, never a zero", () => {
    const market = weeklyMarket(
      { forSale, newListings, underContract, closedSales, offMarket },
      {
        contracts: [],
        listings: [
          { from: "2025-09-01", to: "2025-09-14" },
          { from: "2025-09-22", to: "2025-09-28" },
        ],
      },
    );
    const series = trendSeries(market, { measure: "homes-for-sale", segment: WHOLE_MARKET, period: "all" });
    expect(series.map((point) => point.week.value)).toEqual([1, 3, null, 2]);
    expect(series[2]!.week.status).toBe("gap");
  });
});
