import { describe, expect, it } from "vitest";
import { testTownMedian } from "~/domain/test-town-median";
import { facts, type FactBook } from "~content/facts";
import { firstTimeGuideView, realityCheckText } from "./first-time-guide.server";

// Decision 111: the guide's town cards and reality check quote the book current at render time.
const book: FactBook = {
  facts: {
    ...facts,
    byramMedianSalePrice: { ...facts.byramMedianSalePrice, value: 1_400_000 },
  },
  changes: {},
};

describe("first-time guide from a fact book", () => {
  it("computes the reality check's down payments from the history's town median and the book's Byram median", () => {
    // 25% of the history's $2,850,000 (decision 141) and of the book's $1,400,000.
    const text = realityCheckText(testTownMedian(), book);
    expect(text).toContain("about $2.85M (median contract price, all home types, 2024)");
    expect(text).toContain("$712,500 for the town median");
    expect(text).toContain("$350,000 down for a median Byram home");
  });

  it("gives no town down payment where the history holds no town median", () => {
    const none = {
      ...testTownMedian(),
      figure: { value: null, basis: 0, status: "gap" as const },
      value: "No history",
    };
    expect(realityCheckText(none, book)).toContain("$350,000 down for a median Byram home. Many");
  });

  it("shows the book's Byram median on its town card", () => {
    const view = firstTimeGuideView(book, testTownMedian());
    expect(view.towns.find((town) => town.name === "Byram")?.medianPrice).toBe("$1.4M");
    expect(view.realityCheck).toBe(realityCheckText(testTownMedian(), book));
  });
});
