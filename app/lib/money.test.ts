import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_MONEY, parseMoney } from "./money";

const amountOf = (text: string) => {
  const result = parseMoney(text);
  return result.status === "valid" ? result.amount : result.status;
};

describe("parseMoney (issue 33 item 11)", () => {
  it("reads the spec's figures written every way a visitor writes them", () => {
    // Spec 2's placeholders ($200,000 income, $500,000 down, $2,000 debts), spec 9's $3,000,000
    // sample purchase and $800,000 tier, and its editorial medians ($2.9M town, $1.2M Byram).
    for (const text of ["200000", "200,000", "$200,000", "200k", "200K", "$200k", " 200 k ", "0.2M", "200 thousand"]) {
      expect(amountOf(text), text).toBe(200_000);
    }
    for (const text of ["3000000", "3,000,000", "$3,000,000", "3M", "3m", "$3M", "3 million", "3000k", "3mm"]) {
      expect(amountOf(text), text).toBe(3_000_000);
    }
    expect(amountOf("2.5M")).toBe(2_500_000);
    expect(amountOf("2.9M")).toBe(2_900_000);
    expect(amountOf("$1.2M")).toBe(1_200_000);
    expect(amountOf("$1,295,000")).toBe(1_295_000);
    expect(amountOf("1.295M")).toBe(1_295_000);
    expect(amountOf("800k")).toBe(800_000);
    expect(amountOf("$2,000")).toBe(2_000);
    expect(amountOf("2k")).toBe(2_000);
    expect(amountOf("800000.50")).toBe(800_000.5);
    expect(amountOf(".5m")).toBe(500_000);
    expect(amountOf("0")).toBe(0);
  });

  it("rounds to whole cents, so a decimal million is exact", () => {
    expect(amountOf("2.3M")).toBe(2_300_000);
    expect(amountOf("1.1k")).toBe(1_100);
    expect(amountOf("0.001")).toBe(0);
  });

  it("an empty field is empty, not zero", () => {
    expect(parseMoney("")).toEqual({ status: "empty" });
    expect(parseMoney("   ")).toEqual({ status: "empty" });
    expect(parseMoney(null)).toEqual({ status: "empty" });
    expect(parseMoney(undefined)).toEqual({ status: "empty" });
  });

  it("names why an amount is unreadable", () => {
    for (const text of [
      "abc",
      "three million",
      "12abc",
      "1.2.3",
      "NaN",
      "Infinity",
      "1e6",
      "$",
      ",",
      "k",
      "3MK",
      "3B",
    ]) {
      expect(parseMoney(text), text).toEqual({ status: "invalid", reason: "notANumber" });
    }
    expect(parseMoney("-5")).toEqual({ status: "invalid", reason: "negative" });
    expect(parseMoney("-$200k")).toEqual({ status: "invalid", reason: "negative" });
    expect(parseMoney("2,000,000,000")).toEqual({ status: "invalid", reason: "tooLarge" });
    expect(parseMoney("1001M")).toEqual({ status: "invalid", reason: "tooLarge" });
    expect(amountOf("1000M")).toBe(MAX_MONEY);
  });

  it("property: never a non-finite or negative amount, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseMoney(text);
        if (result.status === "valid") {
          expect(Number.isFinite(result.amount)).toBe(true);
          expect(result.amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("property: a whole number of dollars reads the same with commas, a dollar sign or a k suffix", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (thousands) => {
        const dollars = thousands * 1_000;
        expect(amountOf(`$${dollars.toLocaleString("en-US")}`)).toBe(dollars);
        expect(amountOf(`${thousands}k`)).toBe(dollars);
        expect(amountOf(String(dollars))).toBe(dollars);
      }),
    );
  });
});
