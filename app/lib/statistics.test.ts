import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { median } from "./statistics";

describe("median", () => {
  it("is the middle value of an odd count and the mean of the two middle ones of an even count", () => {
    expect(median([129, 54])).toBe(91.5);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
  });
  it("is 0 for no values", () => {
    expect(median([])).toBe(0);
  });
  it("lies between the smallest and largest value, and half the values are at or above it", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1 }), (values) => {
        const m = median(values);
        expect(m).toBeGreaterThanOrEqual(Math.min(...values));
        expect(m).toBeLessThanOrEqual(Math.max(...values));
        expect(values.filter((v) => v >= m).length * 2).toBeGreaterThanOrEqual(values.length);
        expect(values.filter((v) => v <= m).length * 2).toBeGreaterThanOrEqual(values.length);
      }),
    );
  });
});
