import { describe, expect, it } from "vitest";
import { characterCount, firstCharacters } from "./characters";

describe("characters", () => {
  it("counts code points, in any script", () => {
    expect(characterCount("Жилье")).toBe(5);
    expect(characterCount("😀😀")).toBe(2);
    expect(characterCount("")).toBe(0);
  });
  it("cuts at a character, never inside one", () => {
    expect(firstCharacters("😀😀😀", 2)).toBe("😀😀");
    expect(firstCharacters("abc", 5)).toBe("abc");
  });
});
