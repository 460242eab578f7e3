import { describe, expect, it } from "vitest";
import { selectWeek } from "./week-selection";

describe("selectWeek", () => {
  const weeks = [1, 2, 3, 4];
  it("opens the newest week when no week is named", () => {
    expect(selectWeek(null, weeks)).toBe(4);
    expect(selectWeek("", weeks)).toBe(4);
    expect(selectWeek("  ", weeks)).toBe(4);
    expect(selectWeek(null, [3, 1, 2])).toBe(3);
  });
  it("takes a week that exists", () => {
    expect(selectWeek("3", weeks)).toBe(3);
    expect(selectWeek(" 1 ", weeks)).toBe(1);
  });
  it("names no week for an unknown or malformed value", () => {
    expect(selectWeek("99", weeks)).toBeNull();
    expect(selectWeek("0", weeks)).toBeNull();
    expect(selectWeek("2.5", weeks)).toBeNull();
    expect(selectWeek("abc", weeks)).toBeNull();
    expect(selectWeek("-1", weeks)).toBeNull();
  });
  it("names no week when there is none", () => {
    expect(selectWeek(null, [])).toBeNull();
  });
});
