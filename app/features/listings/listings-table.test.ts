import { describe, expect, it } from "vitest";
import { nextHighlight } from "./listings-table";

describe("nextHighlight (ArrowDown and ArrowUp move the highlighted row)", () => {
  it("starts at the first row and stops at either end", () => {
    expect(nextHighlight(-1, "ArrowDown", 6)).toBe(0);
    expect(nextHighlight(2, "ArrowDown", 6)).toBe(3);
    expect(nextHighlight(5, "ArrowDown", 6)).toBe(5);
    expect(nextHighlight(3, "ArrowUp", 6)).toBe(2);
    expect(nextHighlight(0, "ArrowUp", 6)).toBe(0);
    expect(nextHighlight(-1, "ArrowUp", 6)).toBe(0);
  });
  it("highlights nothing in an empty list", () => {
    expect(nextHighlight(-1, "ArrowDown", 0)).toBe(-1);
  });
});
