import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sale } from "./test-sale";
import {
  changeBetween,
  figureOf,
  figureText,
  formatMeasureChange,
  formatValue,
  MEASURE_IDS,
  MEASURES,
  MINIMUM_BASIS,
  poolOf,
  statistic,
  type Figure,
} from "./measures";
import { UNIT_FORMATS, type MeasureUnit } from "./measure-units";

const ok = (value: number, basis = 10): Figure => ({ value, basis, status: "ok" });

describe("the measure registry", () => {
  const pool = poolOf({
    contracts: [
      sale("2025-09-01", 1_000_000, { dom: 10 }),
      sale("2025-09-02", 5_000_000, { dom: 50, sqft: null }),
      sale("2025-09-03", 3_000_000, { dom: 20, sqft: 1_500 }),
      sale("2025-09-04", 2_000_000, { dom: 40, sqft: 1_000 }),
      sale("2025-09-05", 4_500_000, { dom: 30, sqft: 3_000 }),
    ],
  });

  it("takes each measure from the period's records by its own definition", () => {
    expect(figureOf("median-price", pool)).toEqual(ok(3_000_000, 5));
    expect(figureOf("median-days-on-market", pool)).toEqual(ok(30, 5));
    // 500 (1M / 2,000), 2,000, 2,000 and 1,500 per sq ft; the 5M sale has none: only four values.
    expect(figureOf("median-price-per-sq-ft", pool)).toEqual({ value: null, basis: 4, status: "few" });
    expect(figureOf("share-above-4m", pool)).toEqual(ok(40, 5));
    expect(figureOf("contracts", pool)).toEqual(ok(5, 5));
    expect(figureOf("contracts", { ...pool, weeks: 2 })).toEqual(ok(2.5, 5));
  });

  it("a period without records has no median, and a count of zero", () => {
    expect(figureOf("median-price", poolOf({}))).toEqual({ value: null, basis: 0, status: "empty" });
    expect(figureOf("share-above-4m", poolOf({}))).toEqual({ value: null, basis: 0, status: "empty" });
    expect(figureOf("contracts", poolOf({}))).toEqual(ok(0, 0));
  });

  it(`withholds a statistic resting on fewer than ${MINIMUM_BASIS} records, and names their count`, () => {
    expect(statistic(8_170_000, 2)).toEqual({ value: null, basis: 2, status: "few" });
    expect(statistic(8_170_000, MINIMUM_BASIS)).toEqual(ok(8_170_000, MINIMUM_BASIS));
    expect(figureText("median-price", statistic(8_170_000, 2))).toBe("Only 2 contracts");
    expect(figureText("median-price", statistic(1, 1))).toBe("Only 1 contract");
    expect(figureText("median-price", { value: null, basis: 0, status: "gap" })).toBe("No history");
    expect(figureText("median-price", { value: null, basis: 0, status: "empty" })).toBe("No contracts");
  });

  it("gives no change against a period it has no figure for, resting on few records, or from zero", () => {
    expect(changeBetween("median-price", ok(3_000_000), ok(2_400_000))).toBeCloseTo(25);
    expect(changeBetween("median-price", ok(3_000_000), { value: null, basis: 0, status: "gap" })).toBeNull();
    // A count's change needs counts of at least the minimum on both sides: 1 to 2 is no "+100%".
    expect(changeBetween("contracts", ok(2, 2), ok(1, 1))).toBeNull();
    expect(changeBetween("contracts", ok(12, 12), ok(6, 6))).toBe(100);
    expect(changeBetween("contracts", ok(5, 5), ok(0, 0))).toBeNull();
    // A share changes in percentage points.
    expect(changeBetween("share-above-4m", ok(30), ok(22.5))).toBe(7.5);
    expect(formatMeasureChange("share-above-4m", 7.5)).toBe("+7.5 pts");
    expect(formatMeasureChange("median-price", -3.04)).toBe("-3.0%");
    expect(formatMeasureChange("median-price", 0.04)).toBe("0.0%");
  });

  it("formats every measure by its unit: a percent never reads as dollars, a price always does", () => {
    const shapes: Record<MeasureUnit, RegExp> = {
      count: /^[\d,]+(\.\d+)?$/,
      usd: /^\$[\d,.]+[MK]?$/,
      "usd-per-sq-ft": /^\$[\d,]+$/,
      days: /^[\d,]+(\.\d)? days?$/,
      percent: /^[\d,]+\.\d%$/,
      months: /^[\d,]+(\.\d)? months?$/,
    };
    fc.assert(
      fc.property(fc.constantFrom(...MEASURE_IDS), fc.double({ min: 0, max: 1e7, noNaN: true }), (id, value) => {
        expect(formatValue(id, value)).toMatch(shapes[MEASURES[id].unit]);
      }),
    );
    expect(formatValue("contracts", 115 / 13)).toBe("8.85");
    expect(formatValue("median-price", 2_440_000)).toBe("$2.44M");
    expect(formatValue("share-above-4m", 22.5)).toBe("22.5%");
    expect(formatValue("median-days-on-market", 1)).toBe("1 day");
  });

  it("every measure has a label, a definition visitors read, and a noun for its count", () => {
    for (const id of MEASURE_IDS) {
      const definition = MEASURES[id];
      expect(definition.label.length).toBeGreaterThan(3);
      expect(definition.definition).toMatch(/\.$/);
      expect(definition.basisNoun.one).not.toBe(definition.basisNoun.other);
      expect(Number.isInteger(definition.decimals)).toBe(true);
    }
  });

  it("a unit without a formatter does not compile", () => {
    // @ts-expect-error every unit must have its format: leaving one out is a type error.
    const incomplete: typeof UNIT_FORMATS = { count: UNIT_FORMATS.count };
    expect(Object.keys(incomplete)).toHaveLength(1);
  });

  it("property: a median is the middle of the sorted values", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: MINIMUM_BASIS, maxLength: 101 }),
        (prices) => {
          const value = figureOf(
            "median-price",
            poolOf({ contracts: prices.map((price) => sale("2025-09-01", price)) }),
          ).value!;
          expect(prices.filter((price) => price < value).length).toBeLessThanOrEqual(prices.length / 2);
          expect(prices.filter((price) => price > value).length).toBeLessThanOrEqual(prices.length / 2);
        },
      ),
    );
  });
});
