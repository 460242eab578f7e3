import { describe, expect, it } from "vitest";
import { BROKERAGE_FIELD_CLASS, SIGNUP_USER_TYPES, asksForBrokerage } from "./signup-fields";

describe("the brokerage field's CSS rule (spec 5, issue 16)", () => {
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
