import { describe, expect, it } from "vitest";
import { weeklyMarket } from "~/domain/weekly-market";
import { testContract } from "~/domain/test-contract";
import { fallbackChain, leadLineText, marketLead } from "./market-lead";
import { WHOLE_TOWN } from "./market-choice";

const SITE = "https://www.example.com";
// The report's week: Monday October 13 to Sunday October 19, 2025.
const END = "2025-10-19";
const riverside = (date: string, price: number, changes = {}) =>
  testContract(date, { zip: "06878", price, ...changes });
const contracts = [
  // The week, in Riverside, single-family under $2M: five contracts, median $1,500,000.
  riverside("2025-10-13", 1_000_000),
  riverside("2025-10-14", 1_200_000),
  riverside("2025-10-15", 1_500_000),
  riverside("2025-10-16", 1_800_000),
  riverside("2025-10-19", 1_900_000),
  // Earlier in the 13 weeks (from July 21): two more; the 13 weeks' median is the 4th of 7, $1,600,000.
  riverside("2025-09-01", 1_600_000),
  riverside("2025-07-21", 1_700_000),
  // Before the 13 weeks: not counted in them.
  riverside("2025-07-20", 1_100_000),
  // Not in the market: another band, a condo, another village, a lease.
  riverside("2025-10-15", 3_000_000),
  riverside("2025-10-15", 1_000_000, { type: "condo" }),
  testContract("2025-10-15", { zip: "06830", price: 1_000_000 }),
  riverside("2025-10-15", 9_000, { type: "rental" }),
  // A year earlier (October 13 to 19, 2024): one.
  riverside("2024-10-16", 1_400_000),
  // Cos Cob: two contracts in the 13 weeks, too few.
  testContract("2025-10-01", { zip: "06807", price: 1_000_000, type: "condo" }),
  testContract("2025-10-02", { zip: "06807", price: 5_000_000 }),
];
const market = weeklyMarket({ contracts }, { contracts: [{ from: "2024-01-01", to: END }], listings: [] });
const history = { market, sample: [] };

describe("the e-mail's lead: the subscriber's market (decision 149)", () => {
  it("gives the hand-computed figures of the chosen market, with counts, 13 weeks and a year earlier", () => {
    const lead = marketLead(history, { villages: ["06878"], types: ["single-family"], band: "under-2m" }, END, SITE)!;
    expect(lead.label).toBe("Riverside, single family, under $2M");
    expect(lead.fallback).toBeNull();
    expect(lead.heading).toBe(
      "Your market: Riverside, single family, under $2M, the week of October 13, 2025 to October 19, 2025",
    );
    expect(lead.lines.map(leadLineText)).toEqual([
      // 5 contracts; over 13 weeks 7, a weekly average of 7 / 13 = 0.538…; a year earlier 1.
      "Contracts: 5 (5 contracts; 13 weeks: 0.54; a year earlier: 1)",
      "Median contract price: $1.50M (5 contracts; 13 weeks: $1.60M; a year earlier: Only 1 contract)",
      // The listings do not cover these weeks: a gap, never a zero.
      "Homes for sale: No history (no history; 13 weeks: No history; a year earlier: No history)",
      "New listings: No history (no history; 13 weeks: No history; a year earlier: No history)",
      "Months of supply: No history (no history; 13 weeks: No history; a year earlier: No history)",
    ]);
    expect(lead.links).toEqual([
      {
        label: "Riverside, single family, under $2M on Market Trends",
        href: `${SITE}/market-trends?measure=median-price&period=1y&type=single-family&zip=06878&band=under-2m`,
      },
    ]);
  });

  it("falls back to the villages for every type, then the town, when the 13 weeks hold fewer than 5 contracts, and says so", () => {
    // Riverside condos: 1 in the 13 weeks; Riverside, every type and price: 9.
    const condos = marketLead(history, { villages: ["06878"], types: ["condo"], band: "all" }, END, SITE)!;
    expect(condos.shown).toEqual({ villages: ["06878"], types: [], band: "all" });
    expect(condos.fallback).toBe(
      "Riverside, condo had 1 contract in the 13 weeks, too few for a median (5 at least): these figures are for Riverside.",
    );
    expect(condos.lines[0]!.week).toBe("7");
    // Cos Cob: 2 in the 13 weeks, so the town (13).
    const cosCob = marketLead(history, { villages: ["06807"], types: [], band: "all" }, END, SITE)!;
    expect(cosCob.shown).toEqual(WHOLE_TOWN);
    expect(cosCob.label).toBe("All of Greenwich");
    expect(cosCob.lines[0]!.week).toBe("8");
  });

  it("keeps a market whose weeks the history does not cover: its figures say No history", () => {
    const uncovered = weeklyMarket({ contracts }, { contracts: [], listings: [] });
    const lead = marketLead(
      { market: uncovered, sample: [] },
      { villages: ["06807"], types: [], band: "all" },
      END,
      SITE,
    )!;
    expect(lead.shown.villages).toEqual(["06807"]);
    expect(lead.fallback).toBeNull();
    expect(lead.lines[0]!.week).toBe("No history");
  });

  it("links each of several villages to its own Market Trends view; the whole town has no lead", () => {
    const lead = marketLead(history, { villages: ["06830", "06878"], types: [], band: "all" }, END, SITE)!;
    expect(lead.links.map((link) => link.label)).toEqual(["Greenwich on Market Trends", "Riverside on Market Trends"]);
    expect(marketLead(history, WHOLE_TOWN, END, SITE)).toBeNull();
  });

  it("widens by one chain, without repeats", () => {
    expect(fallbackChain({ villages: [], types: ["condo"], band: "all" })).toEqual([
      { villages: [], types: ["condo"], band: "all" },
      WHOLE_TOWN,
    ]);
  });
});
