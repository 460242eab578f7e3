import { describe, expect, it } from "vitest";
import { isKnownCssCheckerGap } from "./html-validity";

describe("isKnownCssCheckerGap", () => {
  it("excuses the CSS checker's messages on standard CSS that Tailwind 4 writes", () => {
    for (const message of [
      "CSS: Unrecognized at-rule “@property”",
      "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
      "CSS: “background-image”: “in” is not a “color” value.",
      "CSS: “background-image”: Parse Error.",
      "CSS: “animation-timeline”: Property “animation-timeline” doesn't exist.",
      "CSS: “animation-range”: Property “animation-range” doesn't exist.",
    ]) {
      expect(isKnownCssCheckerGap({ message }), message).toBe(true);
    }
    expect(isKnownCssCheckerGap({ message: "CSS: Parse Error.", extract: "scale(2)}}</style></head" })).toBe(true);
  });

  it("excuses nothing else: a misspelt property, a parse error inside the sheet, any HTML error", () => {
    for (const message of [
      "CSS: “colr”: Property “colr” doesn't exist.",
      "CSS: “animation-timelin”: Property “animation-timelin” doesn't exist.",
      "CSS: Unrecognized at-rule “@containr”",
      "CSS: “color”: “in” is not a “color” value.",
      "Element “div” not allowed as child of element “ul” in this context.",
      "Duplicate ID “contact”.",
    ]) {
      expect(isKnownCssCheckerGap({ message }), message).toBe(false);
    }
    expect(isKnownCssCheckerGap({ message: "CSS: Parse Error.", extract: "p{color:red;;}}" })).toBe(false);
  });
});
