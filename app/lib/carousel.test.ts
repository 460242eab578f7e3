import { describe, expect, it } from "vitest";
import { wrapIndex } from "./carousel";

describe("wrapIndex", () => {
  it("moves forward within the list", () => {
    expect(wrapIndex(1, 3)).toBe(1);
  });
  it("wraps from the last item to the first on next", () => {
    expect(wrapIndex(3, 3)).toBe(0);
  });
  it("wraps from the first item to the last on previous", () => {
    expect(wrapIndex(-1, 3)).toBe(2);
  });
  it("handles jumps of more than one lap and an empty list", () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
