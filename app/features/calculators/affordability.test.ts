import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  affordability,
  budgetPrice,
  maxMonthlyHousing,
  monthlyCost,
  monthlyPaymentPerDollar,
  readAmount,
  readRate,
  type CarryingCosts,
} from "./affordability";

// Greenwich FY 2025-26: 12.041 mills on a 70 % assessment; homeowner's insurance at the top of spec
// 9's range, $8,000 a year; a 6 % loan (round numbers to check by hand).
const costs: CarryingCosts = { ratePercent: 6, taxPerDollarPerYear: (0.7 * 12.041) / 1000, insurancePerYear: 8_000 };
const input = (income: string, downPayment: string, monthlyDebts: string, rate = "") => ({
  income,
  downPayment,
  monthlyDebts,
  rate,
});

describe("affordability", () => {
  it("the spec's placeholders: $200,000 income, $500,000 down, $2,000 debts", () => {
    const result = affordability(input("200,000", "$500,000", "2,000"), costs);
    // Monthly gross 16,666.67: 35 % = 5,833.33; 45 % - 2,000 = 5,500. The smaller wins.
    expect(result.maxMonthlyHousing).toBeCloseTo(5_500, 6);
    expect(result.estimate?.downPaymentCovers).toBe(2_000_000);
    expect(result.debtsExceedAllowance).toBe(false);
  });

  it("without debts the 35 % housing limit applies", () => {
    expect(maxMonthlyHousing(120_000, 0)).toBeCloseTo(3_500, 6);
  });

  it("never goes below zero when debts exceed 45 % of income", () => {
    const result = affordability(input("60000", "", "5000"), costs);
    expect(result.maxMonthlyHousing).toBe(0);
    expect(result.debtsExceedAllowance).toBe(true);
  });

  it("shows nothing until an income is entered; the home price also needs a down payment", () => {
    const none = affordability(input("", "500000", ""), costs);
    expect(none.maxMonthlyHousing).toBeNull();
    expect(none.estimate).toBeNull();
    const housingOnly = affordability(input("100000", " ", ""), costs);
    expect(housingOnly.maxMonthlyHousing).toBeCloseTo(2_916.67, 2);
    expect(housingOnly.estimate).toBeNull();
  });

  it("an unreadable amount is never counted as 0: the figures it feeds wait for it (decision 131)", () => {
    const result = affordability(input("lots", "abc", "12x"), costs);
    expect(result.income).toEqual({ value: 0, status: "invalid", reason: "notANumber" });
    expect(result.unreadable).toEqual(["income", "downPayment", "monthlyDebts"]);
    expect(result.maxMonthlyHousing).toBeNull();
    expect(result.estimate).toBeNull();
  });

  it("?income=3M&downPayment=abc: the housing payment, and no $0 estimate blamed on taxes", () => {
    const result = affordability(input("3M", "abc", ""), costs);
    expect(result.unreadable).toEqual(["downPayment"]);
    expect(result.maxMonthlyHousing).toBeCloseTo(87_500, 6);
    expect(result.estimate).toBeNull();
  });

  it("1e6 and 1,5M are not read as $0 or $15,000,000", () => {
    const scientific = affordability(input("250k", "1e6", ""), costs);
    expect(scientific.unreadable).toEqual(["downPayment"]);
    expect(scientific.estimate).toBeNull();
    const comma = affordability(input("1,5M", "500k", ""), costs);
    expect(comma.income).toEqual({ value: 0, status: "invalid", reason: "ambiguous" });
    expect(comma.maxMonthlyHousing).toBeNull();
    const debts = affordability(input("250k", "500k", "abc"), costs);
    expect(debts.unreadable).toEqual(["monthlyDebts"]);
    expect(debts.maxMonthlyHousing).toBeNull();
  });

  it("property: with any field unreadable, no figure it feeds is shown", () => {
    const amount = fc.oneof(
      fc.constantFrom("", "abc", "1e6", "1,5M", "-5", "250k", "$500,000", "2,000"),
      fc.integer({ min: 0, max: 5_000_000 }).map(String),
    );
    fc.assert(
      fc.property(amount, amount, amount, (income, down, debts) => {
        const result = affordability(input(income, down, debts), costs);
        const bad = new Set(result.unreadable);
        if (bad.has("income") || bad.has("monthlyDebts")) expect(result.maxMonthlyHousing).toBeNull();
        if (bad.size > 0) expect(result.estimate).toBeNull();
      }),
    );
  });

  it("readAmount strips commas and a dollar sign", () => {
    expect(readAmount("$1,234.50")).toEqual({ value: 1_234.5, status: "valid" });
    expect(readAmount("-3")).toEqual({ value: 0, status: "invalid", reason: "negative" });
  });

  it("reads 200k, 2.5M and $1,295,000 as every money field does", () => {
    expect(readAmount("200k")).toEqual({ value: 200_000, status: "valid" });
    expect(readAmount("2.5M")).toEqual({ value: 2_500_000, status: "valid" });
    expect(readAmount("$1,295,000")).toEqual({ value: 1_295_000, status: "valid" });
    const written = affordability(input("200,000", "$500,000", "2,000"), costs);
    const short = affordability(input("200k", "0.5M", "2k"), costs);
    expect(short.maxMonthlyHousing).toBeCloseTo(5_500, 6);
    expect(short.estimate?.price).toBeCloseTo(written.estimate!.price, 6);
    expect([short.income.status, short.downPayment.status, short.monthlyDebts.status]).toEqual([
      "valid",
      "valid",
      "valid",
    ]);
  });

  it("never blames debts that were not entered", () => {
    for (const income of ["0", "abc", "$0"]) {
      for (const debts of ["", "  ", "0", "nothing"]) {
        const result = affordability(input(income, "500000", debts), costs);
        const readable = income !== "abc" && debts !== "nothing";
        expect(result.maxMonthlyHousing, `${income} / ${debts}`).toBe(readable ? 0 : null);
        expect(result.debtsExceedAllowance, `${income} / ${debts}`).toBe(false);
      }
    }
    expect(affordability(input("0", "", "500"), costs).debtsExceedAllowance).toBe(true);
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

describe("what the monthly budget carries", () => {
  it("amortisation: $100,000 at 6 % over 30 years is $599.55 a month, $200,000 at 6.5 % is $1,264.14", () => {
    expect(100_000 * monthlyPaymentPerDollar(6)).toBeCloseTo(599.55, 2);
    expect(200_000 * monthlyPaymentPerDollar(6.5)).toBeCloseTo(1_264.14, 2);
    // At 0 % the loan is simply repaid over 360 months.
    expect(360_000 * monthlyPaymentPerDollar(0)).toBeCloseTo(1_000, 9);
  });

  it("income $50,000, $2,000,000 down, $5,000 debts: no housing budget, so no home, not $8,000,000", () => {
    const result = affordability(input("50,000", "2,000,000", "5,000"), costs);
    expect(result.maxMonthlyHousing).toBe(0);
    expect(result.estimate).toMatchObject({
      downPaymentCovers: 8_000_000,
      budgetCarries: 0,
      price: 0,
      limitedBy: "budget",
    });
  });

  it("$200,000 income, $500,000 down, $2,000 debts at 6 %: the $5,500 budget carries about $1,169,186", () => {
    // 5,500 = (P - 500,000) x 0.0059955 + P x 0.0084287 / 12 + 8,000 / 12, so P = 1,169,185.80:
    // loan 669,185.80 -> $4,012.11 principal and interest, tax $821.23, insurance $666.67.
    const { estimate } = affordability(input("200000", "500000", "2000", "6"), costs);
    expect(estimate?.budgetCarries).toBeCloseTo(1_169_185.8, 1);
    expect(estimate?.limitedBy).toBe("budget");
    expect(estimate?.price).toBe(estimate?.budgetCarries);
    expect(estimate?.monthly.principalAndInterest).toBeCloseTo(4_012.11, 2);
    expect(estimate?.monthly.propertyTax).toBeCloseTo(821.23, 2);
    expect(estimate?.monthly.insurance).toBeCloseTo(666.67, 2);
    expect(estimate?.monthly.total).toBeCloseTo(5_500, 6);
  });

  it("a large income: the down payment limits the estimate, at 25 % down", () => {
    const { estimate } = affordability(input("1,000,000", "500,000", "0"), costs);
    expect(estimate?.limitedBy).toBe("downPayment");
    expect(estimate?.price).toBe(2_000_000);
    expect(estimate?.monthly.loan).toBe(1_500_000);
  });

  it("when the budget runs out before the cash does, the home is bought outright", () => {
    // $45,000 income: budget 1,312.50; a $1,000,000 cash home costs 702.39 + 666.67 = 1,369.06 a
    // month, too much, so the price is (1,312.50 - 666.67) / 0.000702392 = 919,477.50 with no loan.
    expect(budgetPrice(1_312.5, 1_000_000, costs)).toBeCloseTo(919_477.5, 1);
    expect(monthlyCost(919_477.5, 1_000_000, costs)).toMatchObject({ loan: 0, principalAndInterest: 0 });
    expect(budgetPrice(600, 1_000_000, costs)).toBe(0);
  });

  it("the rate: typed with or without %, the default when empty, unreadable or above 30 %", () => {
    expect(readRate("7.5%", 6)).toEqual({ value: 7.5, status: "valid" });
    expect(readRate("", 6)).toEqual({ value: 6, status: "empty" });
    expect(readRate("seven", 6)).toEqual({ value: 6, status: "invalid" });
    expect(readRate("45", 6)).toEqual({ value: 6, status: "invalid" });
    const cheaper = affordability(input("200000", "500000", "2000", "4"), costs).estimate;
    const dearer = affordability(input("200000", "500000", "2000", "8"), costs).estimate;
    expect(cheaper!.budgetCarries).toBeGreaterThan(dearer!.budgetCarries);
  });

  it("property: the estimate's monthly cost never exceeds the housing payment, and it is the lower price", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 1_500 }),
        (income, down, debts, rateBasisPoints) => {
          const result = affordability(input(`${income}`, `${down}`, `${debts}`, `${rateBasisPoints / 100}`), costs);
          const estimate = result.estimate!;
          expect(estimate.price).toBe(Math.min(estimate.budgetCarries, estimate.downPaymentCovers));
          if (estimate.price > 0) expect(estimate.monthly.total).toBeLessThanOrEqual(result.maxMonthlyHousing! + 1e-6);
        },
      ),
    );
  });
});
