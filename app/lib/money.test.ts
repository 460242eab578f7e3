import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatUsd, formatUsdCompact } from "./format";
import { MAX_MONEY, moneyProblemMessage, parseMoney, parseWholeNumber } from "./money";

const amountOf = (text: string) => {
  const result = parseMoney(text);
  return result.status === "valid" ? result.amount : result.status;
};

describe("parseMoney (decision 131)", () => {
  it("reads the spec's figures written every way a visitor writes them", () => {
    // The calculator's placeholders ($200,000 income, $500,000 down, $2,000 debts), the guide's $3,000,000
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
    for (const text of ["abc", "three million", "12abc", "NaN", "Infinity", "1e6", "$", ",", "k", "3MK", "3B"]) {
      expect(parseMoney(text), text).toEqual({ status: "invalid", reason: "notANumber" });
    }
    expect(parseMoney("--5")).toEqual({ status: "invalid", reason: "notANumber" });
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

  it("reads the four ways the calculators show an amount alike", () => {
    for (const text of ["$1,500,000", "1.5M", "1,500k", "1500000", "1 500 000", "$1.5 million", "1,500,000.00"]) {
      expect(amountOf(text), text).toBe(1_500_000);
    }
  });

  it("refuses an amount that could be read two ways instead of guessing", () => {
    // "1,5M" read 1.5 million as 15 million; each of these has a comma or point out of place.
    for (const text of [
      "1,5M",
      "1,5",
      "1,50,000",
      "15,00",
      "1.500.000",
      "1,500.000.5",
      "1.500,50",
      "1,500 000",
      "1,",
    ]) {
      expect(parseMoney(text), text).toEqual({ status: "invalid", reason: "ambiguous" });
    }
  });

  it("property: an amount formatted the way the site formats money reads back as itself", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MONEY }), (dollars) => {
        expect(amountOf(formatUsd(dollars))).toBe(dollars);
        expect(amountOf(dollars.toLocaleString("en-US"))).toBe(dollars);
      }),
    );
    // Compact figures ("$1.2M", "$850K") read back as the amount they show.
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: MAX_MONEY }), (dollars) => {
        const shown = formatUsdCompact(dollars);
        const read = amountOf(shown);
        expect(typeof read, shown).toBe("number");
        expect(Math.abs((read as number) - dollars) / dollars, shown).toBeLessThan(0.06);
      }),
    );
  });

  it("property: thousands grouped other than by threes are never read", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom("", "k", "M"),
        (head, tails, suffix) => {
          // A group of one or two digits after a comma: "1,5M", "12,50,3".
          const text = `${head},${tails.map(String).join(",")}${suffix}`;
          expect(parseMoney(text).status, text).toBe("invalid");
        },
      ),
    );
  });
});

describe("parseWholeNumber", () => {
  it("reads digits with thousands grouped, and nothing else", () => {
    expect(parseWholeNumber("2500")).toBe(2_500);
    expect(parseWholeNumber(" 2,500 ")).toBe(2_500);
    expect(parseWholeNumber("1958")).toBe(1_958);
    for (const text of ["", "abc", "1e3", "0x7D0", "2,5", "2500.5", "-2000", "2.5k", "$2,500"]) {
      expect(parseWholeNumber(text), text).toBeNull();
    }
  });
});

describe("moneyProblemMessage", () => {
  it("names the field and what was typed, and says how to write it", () => {
    expect(moneyProblemMessage("Available down payment", " abc ", "notANumber", "250,000 or 250k")).toBe(
      "Available down payment: “abc” is not an amount we can read. Write it as 250,000 or 250k.",
    );
    expect(moneyProblemMessage("Sale price", "1,5M", "ambiguous", "1.5M or 1,500,000")).toContain(
      "Sale price: “1,5M” could mean two amounts",
    );
    expect(moneyProblemMessage("Sale price", "-5", "negative", "")).toBe("Sale price cannot be negative.");
    expect(moneyProblemMessage("Sale price", "2B", "tooLarge", "")).toBe("Sale price: enter $1,000,000,000 or less.");
  });
});
