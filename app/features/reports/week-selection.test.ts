import { describe, expect, it } from "vitest";
import { selectWeek } from "./week-selection";

describe("selectWeek", () => {
  const weeks = [1, 2, 3, 4];
  it("takes a week that exists", () => {
    expect(selectWeek("3", weeks)).toBe(3);
    expect(selectWeek(" 4 ", weeks)).toBe(4);
  });
  it("falls back to week 1 when missing or unknown", () => {
    expect(selectWeek(null, weeks)).toBe(1);
    expect(selectWeek("9", weeks)).toBe(1);
    expect(selectWeek("0", weeks)).toBe(1);
    expect(selectWeek("2.5", weeks)).toBe(1);
    expect(selectWeek("abc", weeks)).toBe(1);
    expect(selectWeek("", weeks)).toBe(1);
  });
});
