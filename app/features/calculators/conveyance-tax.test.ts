import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { conveyanceTax } from "./conveyance-tax";
import { CONNECTICUT_CONVEYANCE_TAX, PROPERTY_TYPES } from "./conveyance-tax-law";
import { parsePrice } from "./price-input";

describe("conveyanceTax: Connecticut law for conveyances from 1 July 2020", () => {
  it("worked example: $3,000,000 residential in Greenwich = $38,500 state + $7,500 municipal = $46,000", () => {
    const result = conveyanceTax(3_000_000, "residential");
    expect(result.shape).toBe("split");
    expect(result.stateLines.map((line) => [line.basisPoints, line.taxableAmount, line.tax])).toEqual([
      [75, 800_000, 6_000],
      [125, 1_700_000, 21_250],
      [225, 500_000, 11_250],
    ]);
    expect(result.stateTax).toBe(38_500);
    expect(result.municipalTax).toBe(7_500);
    expect(result.total).toBe(46_000);
  });

  it("exactly $800,000 is one line at 0.75 %: $6,000 state", () => {
    const result = conveyanceTax(800_000, "residential");
    expect(result.shape).toBe("single");
    expect(result.stateLines).toHaveLength(1);
    expect(result.stateTax).toBe(6_000);
    expect(result.municipalTax).toBe(2_000);
    expect(result.total).toBe(8_000);
  });

  it("$800,001: the first $800,000 still gives $6,000 and the extra dollar is taxed at 1.25 %", () => {
    const result = conveyanceTax(800_001, "residential");
    expect(result.shape).toBe("split");
    expect(result.stateLines[0]!.tax).toBe(6_000);
    expect(result.stateLines[1]!.taxableAmount).toBe(1);
    expect(result.stateLines[1]!.tax).toBe(0.01);
    expect(result.stateTax).toBe(6_000.01);
  });

  it("exactly $2,500,000 stops at the 1.25 % tier: $6,000 + $21,250", () => {
    const result = conveyanceTax(2_500_000, "residential");
    expect(result.stateLines).toHaveLength(2);
    expect(result.stateTax).toBe(27_250);
    expect(result.municipalTax).toBe(6_250);
    expect(result.total).toBe(33_500);
  });

  it("$2,500,001: the dollar above $2,500,000 is taxed at 2.25 %", () => {
    const result = conveyanceTax(2_500_001, "residential");
    expect(result.stateLines).toHaveLength(3);
    expect(result.stateLines[2]!.taxableAmount).toBe(1);
    expect(result.stateLines[2]!.tax).toBe(0.02);
    expect(result.stateTax).toBe(27_250.02);
  });

  it("$0 (and anything under the $2,000 minimum consideration) owes nothing", () => {
    for (const price of [0, 1_999.99]) {
      const result = conveyanceTax(price, "residential");
      expect(result.belowMinimum).toBe(true);
      expect(result.total).toBe(0);
    }
    expect(conveyanceTax(2_000, "residential").total).toBe(20);
  });

  it("commercial (nonresidential) pays 1.25 % of the whole price, unimproved land 0.75 %; both plus 0.25 % municipal", () => {
    const commercial = conveyanceTax(3_000_000, "commercial");
    expect(commercial.shape).toBe("single");
    expect(commercial.stateTax).toBe(37_500);
    expect(commercial.total).toBe(45_000);
    const land = conveyanceTax(3_000_000, "land");
    expect(land.stateTax).toBe(22_500);
    expect(land.total).toBe(30_000);
  });

  it("a $1,000,000 house: $6,000 + $2,500 state, $2,500 municipal", () => {
    const result = conveyanceTax(1_000_000, "residential");
    expect(result.stateTax).toBe(8_500);
    expect(result.total).toBe(11_000);
  });
});

describe("conveyanceTax properties", () => {
  const price = fc.integer({ min: 0, max: 50_000_000 });
  const type = fc.constantFrom(...PROPERTY_TYPES);

  it("is monotonic: a higher price never owes less", () => {
    fc.assert(
      fc.property(price, price, type, (a, b, propertyType) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(conveyanceTax(low, propertyType).total).toBeLessThanOrEqual(conveyanceTax(high, propertyType).total);
      }),
    );
  });

  it("state tax equals the sum of its lines and the lines' slices add up to the price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2_000, max: 50_000_000 }), type, (p, propertyType) => {
        const result = conveyanceTax(p, propertyType);
        const slices = result.stateLines.reduce((sum, line) => sum + line.taxableAmount, 0);
        expect(slices).toBe(p);
        expect(result.stateLines.reduce((sum, line) => sum + line.tax, 0)).toBeCloseTo(result.stateTax, 2);
      }),
    );
  });

  it("is continuous across the tier boundaries: a step of d dollars changes the tax by at most 2.5 % of d plus a cent", () => {
    const boundaries = CONNECTICUT_CONVEYANCE_TAX.residentialTiers.flatMap((tier) => (tier.upTo ? [tier.upTo] : []));
    fc.assert(
      fc.property(
        fc.constantFrom(...boundaries),
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (boundary, offset, step) => {
          const before = conveyanceTax(boundary + offset, "residential").total;
          const after = conveyanceTax(boundary + offset + step, "residential").total;
          // Top marginal rate 2.25 % state + 0.25 % municipal; each of four lines may round by half a cent.
          expect(after - before).toBeGreaterThanOrEqual(0);
          expect(after - before).toBeLessThanOrEqual(step * 0.025 + 0.02);
        },
      ),
    );
  });
});

describe("parsePrice", () => {
  it("strips commas, spaces and a leading dollar sign", () => {
    expect(parsePrice("3,000,000")).toEqual({ status: "valid", amount: 3_000_000 });
    expect(parsePrice(" $2,500,001 ")).toEqual({ status: "valid", amount: 2_500_001 });
    expect(parsePrice("800000.50")).toEqual({ status: "valid", amount: 800_000.5 });
    expect(parsePrice("0")).toEqual({ status: "valid", amount: 0 });
  });

  it("reads 3M, 2.5M and 200k as the money parser does", () => {
    expect(parsePrice("3M")).toEqual({ status: "valid", amount: 3_000_000 });
    expect(parsePrice("2.5M")).toEqual({ status: "valid", amount: 2_500_000 });
    expect(parsePrice("200k")).toEqual({ status: "valid", amount: 200_000 });
    expect(parsePrice("$1,295,000")).toEqual({ status: "valid", amount: 1_295_000 });
  });

  it("an empty field is empty, not zero", () => {
    expect(parsePrice("")).toEqual({ status: "empty" });
    expect(parsePrice("   ")).toEqual({ status: "empty" });
    expect(parsePrice(null)).toEqual({ status: "empty" });
  });

  it("anything unreadable is invalid with a message naming the field, never NaN (decision 131)", () => {
    for (const text of ["abc", "three million", "12abc", "1.2.3", "NaN", "Infinity", "1e6", "$", ",", "1,5M"]) {
      const result = parsePrice(text);
      expect(result.status, text).toBe("invalid");
      if (result.status === "invalid") expect(result.message, text).toMatch(/^Sale price: “.+”/);
    }
    expect(parsePrice("abc")).toEqual({
      status: "invalid",
      message: "Sale price: “abc” is not an amount we can read. Write it as 3,000,000, $3,000,000 or 3M.",
    });
    expect(parsePrice("-5")).toEqual({ status: "invalid", message: "Sale price cannot be negative." });
    expect(parsePrice("2,000,000,000").status).toBe("invalid");
  });

  it("never yields a non-finite amount for any string", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parsePrice(text);
        if (result.status === "valid") expect(Number.isFinite(result.amount)).toBe(true);
      }),
    );
  });
});
