import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Contract } from "./contract-types";
import { MINIMUM_BASIS } from "./measures";
import { averageDaysFigure, daysText, LEASE_NOUN, SALE_CONTRACT_NOUN, summarizeWeek } from "./report-figures";
import { testContract } from "./test-contract";

// Decision 136: an average rests on its contracts as a median does; below the minimum count the
// week's page, PDF, e-mail, feed and share image give the count and no average.
describe("averages withheld below the minimum count", () => {
  const dom = (days: number, type: Contract["type"] = "single-family") =>
    ({ ...testContract("2025-09-02", { type }), dom: days }) as Contract;

  it("writes the average of five or more contracts, and only the count below five", () => {
    const five = summarizeWeek([10, 20, 30, 40, 50].map((days) => dom(days)));
    expect(daysText(five.avgDom, SALE_CONTRACT_NOUN)).toBe("30 days");
    const two = summarizeWeek([dom(10), dom(400), dom(30, "rental")]);
    expect(two.avgDom).toMatchObject({ value: null, basis: 2, status: "few" });
    expect(daysText(two.avgDom, SALE_CONTRACT_NOUN)).toBe("Only 2 sale contracts");
    expect(daysText(two.leaseAvgDom!, LEASE_NOUN)).toBe("Only 1 lease");
    expect(daysText(summarizeWeek([]).avgDom, SALE_CONTRACT_NOUN)).toBe("No sale contracts");
  });

  it("holds for any contracts: an average is shown exactly when it rests on at least five", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 900 }), { maxLength: 12 }), (days) => {
        const figure = averageDaysFigure(days.map((value) => dom(value)));
        expect(figure.value !== null).toBe(days.length >= MINIMUM_BASIS);
        expect(figure.basis).toBe(days.length);
      }),
    );
  });
});
