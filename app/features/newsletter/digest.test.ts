import { describe, expect, it } from "vitest";
import { weeklyMarket } from "~/domain/weekly-market";
import { testContract } from "~/domain/test-contract";
import { periodJustEnded } from "~/domain/digest-periods";
import { digestLineText, marketDigest, MarketDigests, periodHeld } from "./digest";
import { WHOLE_TOWN } from "./market-choice";

const SITE = "https://www.example.com";
const riverside = (date: string, price: number, changes = {}) =>
  testContract(date, { zip: "06878", price, ...changes });
const contracts = [
  // October 2025, Riverside single-family under $2M: five, median the third, $1,500,000.
  riverside("2025-10-01", 1_000_000),
  riverside("2025-10-08", 1_200_000),
  riverside("2025-10-15", 1_500_000),
  riverside("2025-10-22", 1_800_000),
  riverside("2025-10-31", 1_900_000),
  // September 2025: three, too few for a median.
  riverside("2025-09-02", 1_100_000),
  riverside("2025-09-12", 1_300_000),
  riverside("2025-09-30", 1_600_000),
  // October 2024: six, median the mean of the third and fourth, ($1.2M + $1.4M) / 2 = $1,300,000.
  riverside("2024-10-01", 1_000_000),
  riverside("2024-10-05", 1_100_000),
  riverside("2024-10-09", 1_200_000),
  riverside("2024-10-13", 1_400_000),
  riverside("2024-10-20", 1_600_000),
  riverside("2024-10-31", 1_800_000),
  // November 1, 2025: after the month, not counted in it.
  riverside("2025-11-01", 1_700_000),
  // October 2025 but not in the market: another band, a condo, another village, a lease.
  riverside("2025-10-15", 3_000_000),
  riverside("2025-10-15", 1_000_000, { type: "condo" }),
  testContract("2025-10-15", { zip: "06830", price: 1_000_000 }),
  riverside("2025-10-15", 9_000, { type: "rental" }),
  // Cos Cob: two in October 2025, too few.
  testContract("2025-10-03", { zip: "06807", price: 1_000_000, type: "condo" }),
  testContract("2025-10-04", { zip: "06807", price: 5_000_000 }),
];
const coverage = { contracts: [{ from: "2024-01-01", to: "2025-11-02" }], listings: [] };
const market = weeklyMarket({ contracts }, coverage);
const history = { market, coverage, sample: [] };
const october = periodJustEnded("monthly", "2025-11-03");
const riversideChoice = { villages: ["06878" as const], types: ["single-family" as const], band: "under-2m" as const };

describe("the digest's figures for a market and a period (decision 150)", () => {
  it("gives the hand-computed figures of the month, the month before and the same month a year earlier, with counts", () => {
    const digest = marketDigest(history, riversideChoice, october, SITE);
    expect(digest.label).toBe("Riverside, single family, under $2M");
    expect(digest.heading).toBe(
      "Riverside, single family, under $2M: October 2025, October 1, 2025 to October 31, 2025",
    );
    expect(digest.fallback).toBeNull();
    expect(digest.sampleNotice).toBeNull();
    expect(digest.lines.map((line) => digestLineText(line, digest))).toEqual([
      "Contracts: 5 (5 contracts; September 2025: 3; October 2024: 6)",
      "Median contract price: $1.50M (5 contracts; September 2025: Only 3 contracts; October 2024: $1.30M)",
      // The listings cover none of these days: a gap, never a zero.
      "Homes for sale: No history (no history; September 2025: No history; October 2024: No history)",
      "New listings: No history (no history; September 2025: No history; October 2024: No history)",
      "Months of supply: No history (no history; September 2025: No history; October 2024: No history)",
    ]);
    expect(digest.links[0]!.href).toBe(
      `${SITE}/market-trends?measure=median-price&period=1y&type=single-family&zip=06878&band=under-2m`,
    );
  });

  it("falls back by the lead's one rule when the month holds fewer than 5 contracts, and says so", () => {
    const digest = marketDigest(history, { villages: ["06807"], types: [], band: "all" }, october, SITE);
    expect(digest.chosenLabel).toBe("Cos Cob");
    expect(digest.shown).toEqual(WHOLE_TOWN);
    expect(digest.fallback).toBe(
      "Cos Cob had 2 contracts in October 2025, too few for a median (5 at least): these figures are for All of Greenwich.",
    );
    // The town's October 2025 sales: the five, the $3M one, the condo, Greenwich's and Cos Cob's two (the lease apart).
    expect(digest.lines[0]!.period).toBe("10");
  });

  it("covers the quarter: Q4 2025 is not held before its last day is, Q3 2025 is", () => {
    const q3 = periodJustEnded("quarterly", "2025-10-20");
    expect(periodHeld(history, q3)).toBe(true);
    expect(periodHeld(history, periodJustEnded("quarterly", "2026-01-05"))).toBe(false);
    expect(periodHeld(history, october)).toBe(true);
    const digest = marketDigest(history, riversideChoice, q3, SITE);
    // Q3 2025 holds September's three; Q2 2025 none; Q3 2024 none.
    expect(digestLineText(digest.lines[0]!, digest)).toBe("Contracts: 3 (3 contracts; Q2 2025: 0; Q3 2024: 0)");
  });

  it("names sample days among the three periods by the one sentence", () => {
    const sampled = { ...history, sample: [{ from: "2024-01-01", to: "2024-12-31" }] };
    expect(marketDigest(sampled, riversideChoice, october, SITE).sampleNotice).toBe(
      "Sample data: the figures through October 31, 2024 are generated for this demonstration; the broker's own history replaces them.",
    );
  });

  it("computes each distinct market once per history and period", () => {
    const digests = new MarketDigests();
    const first = digests.of(history, riversideChoice, october, SITE);
    expect(digests.of(history, { ...riversideChoice }, october, SITE)).toBe(first);
    digests.of(history, WHOLE_TOWN, october, SITE);
    expect(digests.computed).toBe(2);
  });
});
