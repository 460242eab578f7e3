import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { affordability, maxMonthlyHousing, readAmount } from "./affordability";

describe("affordability (spec 9)", () => {
  it("the spec's placeholders: $200,000 income, $500,000 down, $2,000 debts", () => {
    const result = affordability({ income: "200,000", downPayment: "$500,000", monthlyDebts: "2,000" });
    // Monthly gross 16,666.67: 35 % = 5,833.33; 45 % - 2,000 = 5,500. The smaller wins.
    expect(result.maxMonthlyHousing).toBeCloseTo(5_500, 6);
    expect(result.estimatedHomePrice).toBe(2_000_000);
    expect(result.debtsExceedAllowance).toBe(false);
  });

  it("without debts the 35 % housing limit applies", () => {
    expect(maxMonthlyHousing(120_000, 0)).toBeCloseTo(3_500, 6);
  });

  it("never goes below zero when debts exceed 45 % of income", () => {
    const result = affordability({ income: "60000", downPayment: "", monthlyDebts: "5000" });
    expect(result.maxMonthlyHousing).toBe(0);
    expect(result.debtsExceedAllowance).toBe(true);
  });

  it("shows nothing until an income is entered; the home price also needs a down payment", () => {
    const none = affordability({ income: "", downPayment: "500000", monthlyDebts: "" });
    expect(none.maxMonthlyHousing).toBeNull();
    expect(none.estimatedHomePrice).toBeNull();
    const housingOnly = affordability({ income: "100000", downPayment: " ", monthlyDebts: "" });
    expect(housingOnly.maxMonthlyHousing).toBeCloseTo(2_916.67, 2);
    expect(housingOnly.estimatedHomePrice).toBeNull();
  });

  it("invalid values count as 0 and are flagged for a hint", () => {
    const result = affordability({ income: "lots", downPayment: "abc", monthlyDebts: "12x" });
    expect(result.income).toEqual({ value: 0, status: "invalid" });
    expect(result.monthlyDebts.status).toBe("invalid");
    expect(result.maxMonthlyHousing).toBe(0);
    expect(result.estimatedHomePrice).toBe(0);
  });

  it("readAmount strips commas and a dollar sign", () => {
    expect(readAmount("$1,234.50")).toEqual({ value: 1_234.5, status: "valid" });
    expect(readAmount("-3")).toEqual({ value: 0, status: "invalid" });
  });

  it("property: housing is between 0 and 35 % of monthly income and never rises with debts", () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        amount,
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (income, d1, d2) => {
          const housing = maxMonthlyHousing(income, d1);
          expect(housing).toBeGreaterThanOrEqual(0);
          expect(housing).toBeLessThanOrEqual((0.35 * income) / 12 + 1e-9);
          if (d1 <= d2) expect(maxMonthlyHousing(income, d2)).toBeLessThanOrEqual(housing);
        },
      ),
    );
  });
});
