import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next";

describe("safeNext", () => {
  it("keeps a studio page with its query", () => {
    expect(safeNext("/studio/leads?status=new")).toBe("/studio/leads?status=new");
    expect(safeNext("/studio")).toBe("/studio");
  });
  it("sends anything else to /studio", () => {
    for (const next of [null, "", "https://evil.example/studio", "//evil.example", "/studio-evil", "/\\evil.example", "/studio\\..\\x", "/about", 42]) {
      expect(safeNext(next)).toBe("/studio");
    }
  });
});
