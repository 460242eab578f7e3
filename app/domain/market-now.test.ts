import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/calendar";
import { luxuryContracts, marketNow } from "./market-now";
import { TEST_SUNDAYS, testMarket, WHOLE_COVERAGE } from "./test-supply";
import { weeklyMarket } from "./weekly-market";

const history = (sample: { from: string; to: string }[] = []) => ({
  market: testMarket(),
  firstDay: "2024-01-01",
  lastDay: "2025-10-21",
  sample,
});

describe("the market now (decision 139)", () => {
  it("dates the newest whole week and compares each figure with a year earlier", () => {
    const now = marketNow(history())!;
    expect(now.weekStart).toBe("2025-10-13");
    const homes = now.statistics.find((statistic) => statistic.measure === "homes-for-sale")!;
    // 13 homes on Sunday October 19, 2025 against 10 on October 20, 2024: +30%, good news for a buyer's choice.
    expect(homes).toMatchObject({
      value: "13",
      basis: null,
      period: "October 19, 2025",
      change: "+30.0%",
      comparison: "against the same week a year earlier (10)",
      direction: "up",
      goodNews: true,
    });
    expect(now.sampleNote).toBeNull();
  });

  it("gives no change where a year earlier has too few records, and says why", () => {
    const now = marketNow(history())!;
    // The fixture holds no sale contract: no days on market now or a year earlier.
    const days = now.statistics.find((statistic) => statistic.measure === "median-days-on-market")!;
    expect(days.change).toBeNull();
    expect(days.direction).toBe("steady");
    expect(days.goodNews).toBeNull();
    expect(days.comparison).toMatch(/^no change given: a year earlier, /);
  });

  it("has no figures without a complete week, and marks sample data by the one sentence", () => {
    expect(marketNow({ ...history(), firstDay: "", lastDay: "" })).toBeNull();
    expect(marketNow(history([{ from: "2024-01-01", to: "2025-10-19" }]))!.sampleNote).toMatch(/^Sample data: /);
  });

  it("counts the luxury band's contracts over 52 weeks against the 52 before, withholding the change below the minimum", () => {
    const contract = (contractDate: string, price: number) => ({
      type: "single-family" as const,
      zip: "06830" as const,
      price,
      sqft: 4000,
      dom: 20,
      contractDate,
    });
    // Six contracts at $7M in the year to October 19, 2025, three the year before; $5M ones do not count.
    const dates = TEST_SUNDAYS.filter((sunday) => sunday <= "2025-10-19").reverse();
    const contracts = [
      ...dates.slice(0, 6).map((sunday) => contract(addDays(sunday, -2), 7_000_000)),
      ...dates.slice(52, 55).map((sunday) => contract(addDays(sunday, -2), 7_000_000)),
      ...dates.slice(0, 9).map((sunday) => contract(addDays(sunday, -2), 5_000_000)),
    ];
    // The 52 weeks before start October 23, 2023: before the fixture's coverage, no history, never a zero.
    expect(luxuryContracts(weeklyMarket({ contracts }, WHOLE_COVERAGE), "2025-10-13")).toMatchObject({
      change: null,
      before: "no history",
    });
    const market = weeklyMarket(
      { contracts },
      { ...WHOLE_COVERAGE, contracts: [{ from: "2023-01-01", to: "2025-12-31" }] },
    );
    // Three contracts the year before: fewer than five, so no change is given.
    expect(luxuryContracts(market, "2025-10-13")).toEqual({
      change: null,
      now: "6 contracts",
      before: "3 contracts",
      period: "the 52 weeks to October 19, 2025",
    });
    // Ten against five: the change is given.
    const ten = [
      ...dates.slice(0, 10).map((sunday) => contract(addDays(sunday, -2), 7_000_000)),
      ...dates.slice(52, 57).map((sunday) => contract(addDays(sunday, -2), 6_000_000)),
    ];
    const wider = { ...WHOLE_COVERAGE, contracts: [{ from: "2023-01-01", to: "2025-12-31" }] };
    expect(luxuryContracts(weeklyMarket({ contracts: ten }, wider), "2025-10-13")).toMatchObject({
      change: "+100.0%",
      now: "10 contracts",
      before: "5 contracts",
    });
  });
});
