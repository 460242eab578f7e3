import { describe, expect, it } from "vitest";
import type { GreenwichZip } from "./contract-types";
import {
  marketQuotes,
  quotesSampleNote,
  quoteWindow,
  topVillages,
  villageOf,
  type VillageQuote,
} from "./market-quotes";
import { sale } from "./test-sale";
import { NOW, testContracts as contracts, testQuotesHistory as historyOf } from "./test-market-quotes";

const byZip = (villages: readonly VillageQuote[], zip: GreenwichZip) => villages.find((v) => v.zip === zip)!;

describe("marketQuotes (decision 159)", () => {
  it("dates the 52 weeks to the newest complete week and the 52 before", () => {
    expect(quoteWindow(historyOf())).toEqual({
      now: { from: "2024-07-01", to: "2025-06-29" },
      yearBefore: { from: "2023-07-03", to: "2024-06-30" },
      period: "52 weeks to June 29, 2025",
      yearBeforeDays: "July 3, 2023 to June 30, 2024",
    });
    // A history ending on a Tuesday: the week before, whose every day it holds.
    expect(quoteWindow({ firstDay: "2023-01-02", lastDay: "2025-07-01" })?.now.to).toBe("2025-06-29");
  });

  it("gives each village's median contract price and its change, leases apart", () => {
    const { villages } = marketQuotes(historyOf());
    expect(villages.map((village) => village.name)).toEqual([
      "Greenwich (06830)",
      "North Greenwich (06831)",
      "Cos Cob",
      "Old Greenwich",
      "Riverside",
    ]);
    expect(byZip(villages, "06878")).toMatchObject({
      median: { value: 2_400_000, basis: 5, status: "ok" },
      value: "$2.40M",
      before: { value: 2_000_000, basis: 5 },
      changeText: "+20.0%",
      trend: "up",
      comparison: "on 5 contracts, against $2.00M on 5 contracts in the 52 weeks before",
      summary: "Riverside, $2.40M on 5 contracts, against $2.00M on 5 contracts in the 52 weeks before.",
    });
    expect(byZip(villages, "06870")).toMatchObject({ value: "$3.50M", changeText: "+2.9%", trend: "up" });
    expect(byZip(villages, "06807")).toMatchObject({ value: "$1.20M", changeText: "0.0%", trend: "stable" });
  });

  it("gives no change for a village below the minimum, in either period", () => {
    const { villages } = marketQuotes(historyOf());
    expect(byZip(villages, "06830")).toMatchObject({
      median: { value: null, basis: 3, status: "few" },
      value: "Only 3 contracts",
      change: null,
      changeText: null,
      trend: null,
      comparison: "no change given: only 3 contracts in these weeks",
    });
    expect(byZip(villages, "06831")).toMatchObject({
      value: "$4.00M",
      change: null,
      comparison: "on 5 contracts; no change given: only 2 contracts in the 52 weeks before",
    });
  });

  it("never compares with a period the history does not hold whole", () => {
    const partial = historyOf(contracts, {
      contracts: [{ from: "2024-01-01", to: "2025-06-29" }],
      listings: [],
    });
    const riverside = byZip(marketQuotes(partial).villages, "06878");
    expect(riverside).toMatchObject({ value: "$2.40M", change: null, before: { status: "gap" } });
    expect(riverside.comparison).toBe("on 5 contracts; no change given: the history does not hold the 52 weeks before");
    // Without the listings, no sale-to-list.
    expect(marketQuotes(partial).saleToList).toMatchObject({ value: "No history", basis: null });
  });

  it("gives the share of sale contracts under $3M that went under contract within 14 days", () => {
    const { fastContracts } = marketQuotes(historyOf());
    // Under $3M in the 52 weeks: Riverside 4, Old Greenwich 2, Cos Cob 5, Greenwich 3 = 14; within
    // 14 days: Riverside's at 14, Cos Cob's at 3 and Greenwich's at 0 = 3. 3 / 14 = 21.4%.
    expect(fastContracts.figure).toEqual({ value: (3 / 14) * 100, basis: 14, status: "ok" });
    expect(fastContracts.value).toBe("21%");
    expect(fastContracts.count).toBe("3 of 14 sale contracts under $3M");
    expect(fastContracts.note).toBe(
      "Share of sale contracts under $3M that went under contract within 14 days, 52 weeks to June 29, 2025: of the sale contracts (leases apart) priced under $3,000,000 and signed in those weeks, the share whose listing had been on the market 14 days or fewer when it went under contract (3 of 14 sale contracts under $3M), computed from the market history; not given below 5 contracts.",
    );
  });

  it("gives the town's sale-to-list price from the listings: the median of each closed sale's", () => {
    const { saleToList } = marketQuotes(historyOf());
    expect(saleToList.figure).toEqual({ value: 98, basis: 5, status: "ok" });
    expect(saleToList.value).toBe("98.0%");
    expect(saleToList.basis).toBe("on 5 closed sales");
    expect(saleToList.label).toBe("Sale-to-list price, all home types, 52 weeks to June 29, 2025");
    expect(saleToList.note).toContain("Sale-to-list price, all home types, 52 weeks to June 29, 2025: The middle of");
  });

  it("withholds every figure of an empty history and of a history of one contract", () => {
    const empty = marketQuotes({ ...historyOf([]), firstDay: "", lastDay: "" });
    expect(empty.window).toBeNull();
    expect(empty.villages.map((village) => village.value)).toEqual(Array(5).fill("No history"));
    expect(empty.fastContracts.value).toBe("No history");
    expect(empty.saleToList.value).toBe("No history");
    expect(empty.villageNote).toContain("Median contract price by village: the middle price");
    expect(quotesSampleNote(empty, ["villages", "fastContracts"])).toBeNull();

    const one = marketQuotes(historyOf([sale(NOW, 2_000_000, { zip: "06878", dom: 2 })]));
    expect(byZip(one.villages, "06878")).toMatchObject({
      value: "Only 1 contract",
      comparison: "no change given: only 1 contract in these weeks",
    });
    expect(byZip(one.villages, "06870").value).toBe("No contracts");
    expect(one.fastContracts).toMatchObject({
      value: "Only 1 sale contract under $3M",
      count: "the one sale contract under $3M",
    });
  });

  it("says the one sample sentence where the figures rest on sample days", () => {
    const sample = marketQuotes(historyOf(contracts, undefined, [{ from: "2023-01-02", to: "2025-06-29" }]));
    expect(quotesSampleNote(sample, ["villages"])).toBe(
      "Sample data: the figures through June 29, 2025 are generated for this demonstration; the broker's own history replaces them.",
    );
    // Sample days before the 52 weeks touch the villages' year before only.
    const earlier = marketQuotes(historyOf(contracts, undefined, [{ from: "2023-01-02", to: "2024-03-31" }]));
    expect(quotesSampleNote(earlier, ["fastContracts", "saleToList"])).toBeNull();
    expect(quotesSampleNote(earlier, ["villages"])).toBe(
      "Sample data: the figures through March 31, 2024 are generated for this demonstration; the broker's own history replaces them.",
    );
  });

  it("reads a neighborhood through its village", () => {
    const quotes = marketQuotes(historyOf());
    expect(villageOf(quotes, "Riverside")).toMatchObject({ village: { zip: "06878" }, whole: true });
    expect(villageOf(quotes, "Byram")).toMatchObject({ village: { zip: "06830" }, whole: false });
    expect(villageOf(quotes, "Backcountry")).toMatchObject({ village: { zip: "06831" }, whole: false });
  });
});

describe("topVillages: the largest changes, ties said to be ties", () => {
  const village = (name: string, change: number | null): VillageQuote => ({
    zip: "06830",
    name,
    area: name,
    median: { value: 1, basis: 5, status: "ok" },
    value: "$1.00M",
    before: { value: 1, basis: 5, status: "ok" },
    change,
    changeText: change === null ? null : `${change > 0 ? "+" : ""}${change.toFixed(1)}%`,
    trend: null,
    comparison: change === null ? "no change given: only 3 contracts in these weeks" : "on 5 contracts",
    summary: `${name}, $1.00M on 5 contracts.`,
  });

  it("ranks the villages with a change and leaves the others apart, with why", () => {
    const { shown, ties, unranked } = topVillages(marketQuotes(historyOf()).villages);
    expect(shown.map((v) => v.name)).toEqual(["Riverside", "Old Greenwich", "Cos Cob"]);
    expect(ties).toEqual([]);
    expect(unranked).toEqual([
      "Greenwich (06830), no median and no change: only 3 contracts in these weeks.",
      "North Greenwich (06831), $4.00M on 5 contracts; no change given: only 2 contracts in the 52 weeks before.",
    ]);
  });

  it("shows the fifth when it ties with the fourth, and says so", () => {
    const { shown, ties } = topVillages([
      village("A", 5),
      village("B", 1.04),
      village("C", 3.2),
      village("D", 0.96),
      village("E", 3.2),
    ]);
    expect(shown.map((v) => v.name)).toEqual(["A", "C", "E", "B", "D"]);
    // Tied villages in alphabetical order, whatever their order in the list.
    expect(topVillages([village("E", 3.2), village("C", 3.2)]).shown.map((v) => v.name)).toEqual(["C", "E"]);
    // 1.04 and 0.96 both read +1.0%: a tie as written.
    expect(ties).toEqual(["C and E tie for second at +3.2%.", "B and D tie for fourth at +1.0%, so both are shown."]);
  });

  it("shows four when the fifth is below them", () => {
    const { shown, ties } = topVillages([
      village("A", 5),
      village("B", 4),
      village("C", 3),
      village("D", 2),
      village("E", 1),
    ]);
    expect(shown).toHaveLength(4);
    expect(ties).toEqual([]);
  });
});
