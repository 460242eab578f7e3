import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BROKERAGE_FIELD_CLASS, SIGNUP_USER_TYPES, asksForBrokerage, refusedValueConstraint } from "./signup-fields";

describe("the brokerage field's CSS rule", () => {
  it("shows the field for exactly the choices the server keeps a brokerage for: agent and broker", () => {
    const shownFor = SIGNUP_USER_TYPES.filter((type) =>
      BROKERAGE_FIELD_CLASS.includes(`:not(:has(select[name=userType]_option[value=${type}]:checked))`),
    );
    expect(shownFor).toEqual(SIGNUP_USER_TYPES.filter(asksForBrokerage));
    expect(shownFor).toEqual(["broker", "agent"]);
  });

  it("hides the field by CSS alone, inside its own form", () => {
    expect(BROKERAGE_FIELD_CLASS).toMatch(/^\[form:not\(:has\(.*\)\)_&\]:hidden$/);
  });
});

/** What the browser does with a `pattern` attribute (HTML: anchored, the `v` flag). */
const matchesPattern = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`, "v").test(value);

describe("a refused field's message clears once the visitor types (without JavaScript)", () => {
  it("an empty value becomes required: typing anything satisfies it", () => {
    expect(refusedValueConstraint("")).toEqual({ required: true });
  });

  it("any other value: the pattern refuses exactly that value, whatever characters it holds", () => {
    for (const refused of ["riley at example.com", "  ", "a|b", "(x)+[y]{2}/\\z^$.*?", "Zoë"]) {
      const constraint = refusedValueConstraint(refused);
      if (!("pattern" in constraint)) throw new Error("expected a pattern");
      expect(matchesPattern(constraint.pattern, refused)).toBe(false);
      expect(matchesPattern(constraint.pattern, `${refused}x`)).toBe(true);
      expect(matchesPattern(constraint.pattern, refused.slice(1))).toBe(true);
    }
  });

  it("property: for any refused text, only that text fails the pattern", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ maxLength: 40 }), (refused, typed) => {
        const constraint = refusedValueConstraint(refused);
        if (!("pattern" in constraint)) throw new Error("expected a pattern");
        expect(matchesPattern(constraint.pattern, typed)).toBe(typed !== refused);
      }),
    );
  });
});
