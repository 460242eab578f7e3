import fc from "fast-check";
import { characterCount } from "~/lib/characters";
import { describe, expect, it } from "vitest";
import { newsletterForm } from "~content/subscribe";
import { SIGNUP_LIMITS, SIGNUP_USER_TYPES, asksForBrokerage, signupMessages } from "./signup-fields";
import { parseSignup, webhookPayload } from "./signup-schema";

const valid = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", userType: "", brokerage: "" };

describe("newsletter sign-up", () => {
  it("trims values before the required check and gives the spec's messages", () => {
    const result = parseSignup({ firstName: "   ", lastName: "\t", email: " ", userType: "", brokerage: "" });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: "First name is required",
        lastName: "Last name is required",
        email: "Email address is required",
      },
    });
  });

  it("rejects an e-mail address with a space or without a domain", () => {
    for (const email of ["ann lee@example.com", "ann@", "ann.example.com", "@example.com"]) {
      const result = parseSignup({ ...valid, email });
      expect(result.ok ? undefined : result.errors.email).toBe("Please enter a valid email address");
    }
  });

  it("accepts a sign-up without userType and keeps trimmed values", () => {
    const result = parseSignup({ ...valid, firstName: "  Ann ", email: " Ann@Example.com " });
    expect(result).toEqual({
      ok: true,
      data: { firstName: "Ann", lastName: "Lee", email: "Ann@Example.com", userType: "", brokerage: "" },
    });
  });

  it("keeps the brokerage only for agents and brokers", () => {
    expect(asksForBrokerage("agent")).toBe(true);
    expect(asksForBrokerage("broker")).toBe(true);
    expect(asksForBrokerage("buyer")).toBe(false);
    const agent = parseSignup({ ...valid, userType: "agent", brokerage: " Acme Realty " });
    expect(agent.ok && agent.data.brokerage).toBe("Acme Realty");
    const buyer = parseSignup({ ...valid, userType: "buyer", brokerage: "Acme Realty" });
    expect(buyer.ok && buyer.data.brokerage).toBe("");
  });

  it("offers the six userType values in the select", () => {
    expect([...SIGNUP_USER_TYPES].sort()).toEqual(["agent", "broker", "buyer", "investor", "other", "seller"]);
    expect(newsletterForm.userTypes.map((type) => type.value).sort()).toEqual([...SIGNUP_USER_TYPES].sort());
  });

  it("refuses a userType outside the list", () => {
    const result = parseSignup({ ...valid, userType: "landlord" });
    expect(result.ok ? undefined : result.errors.userType).toBe(signupMessages.userTypeInvalid);
  });

  it("builds exactly the webhook payload", () => {
    const parsed = parseSignup({ ...valid, userType: "broker", brokerage: "Acme" });
    if (!parsed.ok) throw new Error("expected a valid sign-up");
    expect(webhookPayload(parsed.data, new Date("2025-09-22T12:00:00Z"))).toEqual({
      firstName: "Ann",
      lastName: "Lee",
      fullName: "Ann Lee",
      email: "ann@example.com",
      userType: "broker",
      brokerage: "Acme",
      source: "newsletter_subscription",
      timestamp: "2025-09-22T12:00:00.000Z",
    });
  });

  it("property: any strings give either a bounded, clean sign-up or field messages", () => {
    const text = fc.oneof(fc.string({ unit: "binary", maxLength: 400 }), fc.string({ maxLength: 3 }));
    fc.assert(
      fc.property(
        fc.record({ firstName: text, lastName: text, email: text, userType: text, brokerage: text }),
        (input) => {
          const result = parseSignup(input);
          if (!result.ok) {
            expect(Object.keys(result.errors).length).toBeGreaterThan(0);
            return;
          }
          const { firstName, lastName, email, brokerage } = result.data;
          expect(firstName.length).toBeGreaterThan(0);
          expect(characterCount(firstName)).toBeLessThanOrEqual(SIGNUP_LIMITS.name);
          expect(characterCount(lastName)).toBeLessThanOrEqual(SIGNUP_LIMITS.name);
          expect(characterCount(brokerage)).toBeLessThanOrEqual(SIGNUP_LIMITS.brokerage);
          expect(email).toMatch(/^\S+@\S+\.\S+$/);
          for (const value of [firstName, lastName, email, brokerage]) {
            expect(value).toBe(value.trim());
            expect(value).not.toMatch(/\p{Cc}/u);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
