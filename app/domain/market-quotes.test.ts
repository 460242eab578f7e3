import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/calendar";
import type { HistoryContract } from "./market-records";
import { FAST_MARKET, fastMarketShare, quoteNotes, townSaleToList, trailingYear } from "./market-quotes";
import { weeklyMarket, type Coverage } from "./weekly-market";

// The history runs from Monday, October 21, 2024 to Sunday, October 19, 2025: 52 whole weeks.
const FIRST = "2024-10-21";
const LAST = "2025-10-19";
const covered = (from = FIRST, to = LAST): Coverage => ({ contracts: [{ from, to }], listings: [{ from, to }] });

const contract = (price: number, dom: number, contractDate = "2025-06-02"): HistoryContract => ({
  type: "single-family",
  zip: "06830",
  price,
  sqft: 2_000,
  dom,
  contractDate,
});
const closed = (price: number, listPrice: number, date = "2025-06-02") => ({
  type: "single-family" as const,
  zip: "06830" as const,
  price,
  listPrice,
  originalPrice: listPrice,
  date,
});

function historyOf(
  records: { contracts?: HistoryContract[]; closedSales?: ReturnType<typeof closed>[] },
  coverage = covered(),
  sample: { from: string; to: string }[] = [],
) {
  return { market: weeklyMarket(records, coverage), coverage, sample, firstDay: FIRST, lastDay: LAST };
}

describe("the 52 weeks a quote covers", () => {
  it("end with the newest complete week", () => {
    expect(trailingYear({ firstDay: FIRST, lastDay: LAST })).toEqual({ from: FIRST, to: LAST });
    // A history ending on a Wednesday: its last complete week ended the Sunday before.
    expect(trailingYear({ firstDay: FIRST, lastDay: "2025-10-22" })).toEqual({ from: FIRST, to: LAST });
    expect(trailingYear({ firstDay: "", lastDay: "" })).toBeNull();
  });
});

describe("the fast-market share (under $3M, to contract within 14 days)", () => {
  it("is the share of the contracts under $3M with 14 days or fewer on market", () => {
    // Under $3M: 10, 14, 15, 30 and 2 days, three of them 14 or fewer; one at $3M exactly is not under.
    const contracts = [
      contract(1_000_000, 10),
      contract(2_999_999, 14),
      contract(2_000_000, 15),
      contract(900_000, 30),
      contract(1_500_000, 2),
      contract(FAST_MARKET.underPrice, 1),
    ];
    const quote = fastMarketShare(historyOf({ contracts }));
    expect(quote.figure).toEqual({ value: 60, basis: 5, status: "ok" });
    expect(quote.value).toBe("60%");
    expect(quote.period).toBe("the 52 weeks to October 19, 2025");
    expect(quote.note).toContain("of the 5 contracts under $3M");
    expect(quote.note).toContain("(3 contracts)");
    expect(quoteNotes(quote)).toEqual([quote.note]);
  });
  it("leaves out contracts before the 52 weeks and leases", () => {
    const contracts = [
      ...Array.from({ length: 5 }, () => contract(1_000_000, 30)),
      contract(1_000_000, 1, addDays(FIRST, -1)),
      { ...contract(10_000, 1), type: "rental" as const },
    ];
    expect(fastMarketShare(historyOf({ contracts }, covered("2024-01-01"))).figure).toEqual({
      value: 0,
      basis: 5,
      status: "ok",
    });
  });
  it("is withheld below five contracts, and a gap where the history does not cover the 52 weeks", () => {
    const four = [10, 20, 30, 40].map((dom) => contract(1_000_000, dom));
    expect(fastMarketShare(historyOf({ contracts: four })).value).toBe("Only 4 contracts");
    expect(fastMarketShare(historyOf({ contracts: [] })).value).toBe("No contracts");
    const partial = fastMarketShare(historyOf({ contracts: four }, covered("2025-01-06")));
    expect(partial.figure.status).toBe("gap");
    expect(partial.value).toBe("No history");
  });
  it("says so where the 52 weeks hold sample data", () => {
    const contracts = [10, 20, 30, 40, 50].map((dom) => contract(1_000_000, dom));
    const quote = fastMarketShare(historyOf({ contracts }, covered(), [{ from: "2020-01-01", to: "2025-08-31" }]));
    expect(quote.sampleNote).not.toBeNull();
    expect(quoteNotes(quote)).toEqual([quote.note, quote.sampleNote]);
  });
});

describe("the town's sale-to-list ratio", () => {
  it("is the median of closed price over last asking price, with its count", () => {
    // 95%, 97%, 100%, 102%, 90%: the middle is 97%.
    const closedSales = [
      closed(950_000, 1_000_000),
      closed(970_000, 1_000_000),
      closed(1_000_000, 1_000_000),
      closed(1_020_000, 1_000_000),
      closed(900_000, 1_000_000),
    ];
    const quote = townSaleToList(historyOf({ closedSales }));
    expect(quote.figure).toEqual({ value: 97, basis: 5, status: "ok" });
    expect(quote.value).toBe("97.0%");
    expect(quote.note).toContain("It rests on 5 closed sales");
  });
  it("is withheld below five sales and a gap without the listings' history", () => {
    expect(townSaleToList(historyOf({ closedSales: [closed(950_000, 1_000_000)] })).value).toBe("Only 1 closed sale");
    const noListings = historyOf({}, { contracts: covered().contracts, listings: [] });
    expect(townSaleToList(noListings).value).toBe("No history");
  });
});
