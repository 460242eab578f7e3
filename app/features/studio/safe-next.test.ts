import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next";

describe("safeNext", () => {
  it("keeps a studio page with its query", () => {
    expect(safeNext("/studio/leads?status=new")).toBe("/studio/leads?status=new");
    expect(safeNext("/studio")).toBe("/studio");
  });
  it("sends anything else to /studio", () => {
    for (const next of [
      null,
      "",
      "https://evil.example/studio",
      "//evil.example",
      "/studio-evil",
      "/\\evil.example",
      "/studio\\..\\x",
      "/about",
      "/studio/../about",
      "/studio/%2e%2e/about",
      42,
    ]) {
      expect(safeNext(next)).toBe("/studio");
    }
  });
  it("percent-encodes what a Location header cannot carry", () => {
    // U+2215 DIVISION SLASH: decoded from ?next=%2Fstudio%2F%E2%88%95%E2%88%95evil.example
    expect(safeNext("/studio/\u2215\u2215evil.example")).toBe("/studio/%E2%88%95%E2%88%95evil.example");
    expect(safeNext("/studio/leads?q=Zoë Ågren")).toBe("/studio/leads?q=Zo%C3%AB%20%C3%85gren");
    expect(safeNext("/studio/le\nads")).toBe("/studio/leads");
  });
  it("property: any string gives an ASCII studio path of this site", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.string().map((tail) => `/studio/${tail}`),
        ),
        (next) => {
          const target = safeNext(next);
          expect(target).toMatch(/^\/studio(?:[/?#]|$)/);
          expect(target).toMatch(/^[\x21-\x7e]+$/);
          expect(new URL(target, "https://site.example").origin).toBe("https://site.example");
          // A valid header value: the Headers class throws on anything else.
          expect(new Headers({ Location: target }).get("Location")).toBe(target);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
