import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allOf, countOf, nounFor, partOf } from "./plural";

const DEAL = { one: "deal", other: "deals" };

describe("count and noun agree", () => {
  it("says 1 deal and 0, 2 or 1,200 deals", () => {
    expect(countOf(1, DEAL)).toBe("1 deal");
    expect(countOf(0, DEAL)).toBe("0 deals");
    expect(countOf(2, DEAL)).toBe("2 deals");
    expect(countOf(1200, DEAL)).toBe("1,200 deals");
  });
  it("gives the noun alone for a count shown elsewhere", () => {
    expect(nounFor(1, { one: "week", other: "weeks" })).toBe("week");
    expect(nounFor(4, { one: "week", other: "weeks" })).toBe("weeks");
  });
});

describe("all or part of a count, as English says it", () => {
  it("says the one deal, both deals, all 5 deals", () => {
    expect(allOf(1, DEAL)).toBe("the one deal");
    expect(allOf(2, DEAL)).toBe("both deals");
    expect(allOf(5, DEAL)).toBe("all 5 deals");
    expect(allOf(0, DEAL)).toBe("all 0 deals");
  });
  it("says 2 of 5 deals, neither deal, none of the 5 deals", () => {
    expect(partOf(2, 5, DEAL)).toBe("2 of 5 deals");
    expect(partOf(1, 2, DEAL)).toBe("1 of 2 deals");
    expect(partOf(2, 2, DEAL)).toBe("both deals");
    expect(partOf(0, 2, DEAL)).toBe("neither deal");
    expect(partOf(0, 5, DEAL)).toBe("none of the 5 deals");
    expect(partOf(0, 1, DEAL)).toBe("not the one deal");
  });
  it("never writes all 1, all 2, 1 deals or 2 deal, whatever the counts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), (a, b) => {
        const [part, count] = a <= b ? [a, b] : [b, a];
        for (const text of [allOf(count, DEAL), partOf(part, count, DEAL), countOf(count, DEAL)]) {
          expect(text).not.toMatch(/\ball [12] deals?\b|\b1 deals\b|\b(?:[02-9]|\d{2,}) deal\b/);
        }
      }),
    );
  });
});
