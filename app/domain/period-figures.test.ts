import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/calendar";
import { figureText } from "./measures";
import { lastCompleteWeek, recordsBetween, spanFigure, weekEndsBetween, withoutSample } from "./period-figures";
import { closedSale, homesForSale, listingEvents, sundays } from "./test-supply";
import { pointOfWeek } from "./trend-series";
import { WHOLE_MARKET } from "./market-records";
import { weeklyMarket, type Coverage } from "./weekly-market";

// Q3 2025 runs Tuesday July 1 to Tuesday September 30: its week ends are the 13 Sundays July 6 to
// September 28. Each holds 10 homes for sale, 4 of them cut from $2.2M to $2M.
const q3Sundays = sundays("2025-07-06", 13);
const forSale = q3Sundays.flatMap((sunday) => [
  ...homesForSale(sunday, 6, { daysOnMarket: 20 }),
  ...homesForSale(sunday, 4, { originalPrice: 2_200_000, daysOnMarket: 90 }),
]);
/** The Wednesday of a Sunday's week. */
const wednesdayBefore = (sunday: string) => addDays(sunday, -4);
// Two listings a week go under contract and three are listed; three sales close in the quarter.
const underContract = q3Sundays.flatMap((sunday) => listingEvents(wednesdayBefore(sunday), 2));
const newListings = q3Sundays.flatMap((sunday) => listingEvents(wednesdayBefore(sunday), 3));
const closedSales = [
  closedSale("2025-07-10", 1_900_000, 2_000_000, 2_100_000),
  closedSale("2025-08-12", 2_000_000, 2_000_000, 2_000_000),
  closedSale("2025-09-15", 2_100_000, 2_000_000, 2_000_000),
];

const whole: Coverage = {
  contracts: [{ from: "2025-01-01", to: "2025-12-31" }],
  listings: [{ from: "2025-01-01", to: "2025-12-31" }],
};
const history = (coverage: Coverage = whole) => ({
  market: weeklyMarket({ forSale, underContract, newListings, closedSales }, coverage),
  coverage,
});
const Q3 = { from: "2025-07-01", to: "2025-09-30" };

describe("a span of days' figures (decision 138)", () => {
  it("finds the newest Monday-to-Sunday week a span holds whole", () => {
    expect(lastCompleteWeek("2025-09-07")).toBe("2025-09-01");
    // The seed's week 4 ends on Tuesday October 21: its last whole week is October 13 to 19.
    expect(lastCompleteWeek("2025-10-21")).toBe("2025-10-13");
    expect(weekEndsBetween(Q3)).toBe(13);
    expect(weekEndsBetween({ from: "2025-07-01", to: "2025-07-05" })).toBe(0);
  });

  it("reads only the records dated in the span", () => {
    const july = recordsBetween(history().market, { from: "2025-07-01", to: "2025-07-31" });
    // Sundays July 6, 13, 20 and 27; the Wednesdays July 2 to 30.
    expect(july.forSale).toHaveLength(40);
    expect(july.underContract).toHaveLength(10);
    expect(july.closedSales).toHaveLength(1);
  });

  it("gives a quarter's homes for sale as the average of its week-end counts and its events as totals", () => {
    const of = (id: Parameters<typeof spanFigure>[1]) => spanFigure(history(), id, Q3);
    expect(of("homes-for-sale")).toEqual({ value: 10, basis: 130, status: "ok" });
    expect(of("new-listings")).toEqual({ value: 39, basis: 39, status: "ok" });
    expect(of("went-under-contract")).toEqual({ value: 26, basis: 26, status: "ok" });
    expect(of("closed-sales")).toEqual({ value: 3, basis: 3, status: "ok" });
    // 10 homes for sale over 26 contracts in 92 days (13 1/7 weeks), per month (52 / 12 weeks).
    expect(of("months-of-supply").value).toBeCloseTo(10 / (26 / (92 / 7)) / (52 / 12), 9);
    expect(of("months-of-supply").basis).toBe(26);
    // Six of each Sunday's ten have been on the market 20 days, four 90: the middle is 20.
    expect(of("median-days-for-sale")).toEqual({ value: 20, basis: 130, status: "ok" });
    expect(of("share-with-price-cut")).toEqual({ value: 40, basis: 130, status: "ok" });
    // Three closed sales: too few for a median of sale-to-list.
    expect(of("sale-to-list")).toEqual({ value: null, basis: 3, status: "few" });
    expect(figureText("sale-to-list", of("sale-to-list"))).toBe("Only 3 closed sales");
  });

  it("reads no history where the listings miss a day of the span, never a zero", () => {
    const holed: Coverage = {
      ...whole,
      listings: [
        { from: "2025-01-01", to: "2025-08-09" },
        { from: "2025-08-17", to: "2025-12-31" },
      ],
    };
    expect(spanFigure(history(holed), "homes-for-sale", Q3)).toEqual({ value: null, basis: 0, status: "gap" });
    expect(figureText("homes-for-sale", spanFigure(history(holed), "homes-for-sale", Q3))).toBe("No history");
    // The contracts are a source apart: their coverage is whole.
    expect(spanFigure(history(holed), "contracts", Q3).status).toBe("ok");
  });

  it("takes a short span's months of supply at the pace of the 13 weeks ending with it", () => {
    // September 1 to 28: four Sundays of 10 homes; the 13 weeks (91 days) to September 28 start June 30
    // and hold the 13 Wednesdays' 26 contracts.
    const september = spanFigure(history(), "months-of-supply", { from: "2025-09-01", to: "2025-09-28" });
    expect(september.value).toBeCloseTo(10 / (26 / 13) / (52 / 12), 9);
  });

  it("takes away every week that holds sample data, for readers shown only the broker's own", () => {
    const { market } = history();
    const real = withoutSample(market, [{ from: "2025-01-01", to: "2025-08-20" }]);
    expect(pointOfWeek(market, "homes-for-sale", WHOLE_MARKET, "2025-08-18")!.week.status).toBe("ok");
    // The week of August 18 holds August 20, a sample day; the week after is the broker's own.
    expect(pointOfWeek(real, "homes-for-sale", WHOLE_MARKET, "2025-08-18")!.week.status).toBe("gap");
    expect(pointOfWeek(real, "homes-for-sale", WHOLE_MARKET, "2025-08-25")!.week).toEqual({
      value: 10,
      basis: 10,
      status: "ok",
    });
    expect(withoutSample(market, [])).toBe(market);
  });
});
