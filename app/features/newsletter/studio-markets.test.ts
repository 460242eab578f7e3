import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GREENWICH_ZIPS } from "~/domain/contract-types";
import { CADENCES, DEFAULT_CHOICE, type MarketChoice } from "./market-choice";
import { choiceWords, marketCounts, storedChoiceWords } from "./studio-markets";

describe("a subscriber's market in words", () => {
  it("names nothing chosen as the whole town, every type, any price, every week", () => {
    expect(choiceWords(DEFAULT_CHOICE)).toEqual({
      villages: "Whole town",
      types: "Every type",
      band: "Any price",
      cadence: "Every week",
    });
  });

  it("names the villages and types in the site's order, the band and the cadence", () => {
    expect(
      choiceWords({
        villages: ["06807", "06878"],
        types: ["single-family", "condo"],
        band: "2m-4m",
        cadence: "quarterly",
      }),
    ).toEqual({
      villages: "Cos Cob, Riverside",
      types: "Single Family, Condo",
      band: "$2M to $4M",
      cadence: "The quarterly report",
    });
  });

  it("drops a stored value the site no longer offers", () => {
    expect(
      storedChoiceWords({ villages: ["06870", "99999"], homeTypes: ["rental"], priceBand: "1m-2m", cadence: "daily" }),
    ).toEqual({ villages: "Old Greenwich", types: "Every type", band: "Any price", cadence: "Every week" });
  });
});

describe("the confirmed subscribers per village and per cadence", () => {
  const choice = (villages: MarketChoice["villages"], cadence: MarketChoice["cadence"]) => ({ villages, cadence });

  it("counts a subscriber of two villages in both, and one of none as the whole town", () => {
    const counts = marketCounts([
      choice(["06878", "06807"], "weekly"),
      choice(["06878"], "monthly"),
      choice([], "weekly"),
    ]);
    expect(counts.total).toBe(3);
    expect(counts.villages).toEqual([
      { label: "Greenwich", count: 0 },
      { label: "North Greenwich", count: 0 },
      { label: "Cos Cob", count: 1 },
      { label: "Old Greenwich", count: 0 },
      { label: "Riverside", count: 2 },
      { label: "Whole town", count: 1 },
    ]);
    expect(counts.cadences).toEqual([
      { label: "Every week", count: 2 },
      { label: "A monthly digest", count: 1 },
      { label: "The quarterly report", count: 0 },
    ]);
  });

  it("holds for any list: the cadences add up to the total, no village exceeds it, the villages at least reach it", () => {
    const anyChoice = fc.record({
      villages: fc.subarray([...GREENWICH_ZIPS]),
      cadence: fc.constantFrom(...CADENCES),
    });
    fc.assert(
      fc.property(fc.array(anyChoice, { maxLength: 40 }), (choices) => {
        const counts = marketCounts(choices);
        const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);
        expect(sum(counts.cadences)).toBe(choices.length);
        expect(counts.villages.every((row) => row.count <= choices.length)).toBe(true);
        expect(sum(counts.villages)).toBe(
          choices.reduce((total, entry) => total + Math.max(1, entry.villages.length), 0),
        );
      }),
    );
  });
});
