import { describe, expect, it } from "vitest";
import { facts, type FactBook } from "~content/facts";
import { firstTimeGuideView, realityCheckText } from "./first-time-guide.server";

// Decision 111: the guide's town cards and reality check quote the book current at render time.
const book: FactBook = {
  facts: {
    ...facts,
    townMedianSalePrice: { ...facts.townMedianSalePrice, value: 3_000_000 },
    byramMedianSalePrice: { ...facts.byramMedianSalePrice, value: 1_400_000 },
  },
  changes: {},
};

describe("first-time guide from a fact book", () => {
  it("computes the reality check's down payments from the book's medians", () => {
    expect(realityCheckText()).toContain("$725,000 for the town median");
    const text = realityCheckText(book);
    expect(text).toContain("$750,000 for the town median");
    expect(text).toContain("$350,000");
  });

  it("shows the book's Byram median on its town card", () => {
    const view = firstTimeGuideView(book);
    expect(view.towns.find((town) => town.name === "Byram")?.medianPrice).toBe("$1.4M");
    expect(view.realityCheck).toBe(realityCheckText(book));
  });
});
