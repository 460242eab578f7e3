import { describe, expect, it } from "vitest";
import { countOf, nounFor } from "./plural";

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
