import fc from "fast-check";
import { characterCount } from "~/lib/characters";
import { describe, expect, it } from "vitest";
import { contactForm } from "~content/contact";
import { CONTACT_LIMITS, CONTACT_USER_TYPES, contactMessages } from "./contact-fields";
import { parseContact } from "./contact-schema";

describe("contact form", () => {
  it("has the five userType values", () => {
    expect(CONTACT_USER_TYPES).toEqual(["broker", "agent", "buyer", "seller", "investor"]);
    // The select offers exactly these (content/contact.ts holds their labels).
    expect(contactForm.userTypes.map((type) => type.value).sort()).toEqual([...CONTACT_USER_TYPES].sort());
  });

  it("requires name, e-mail and userType; phone is optional", () => {
    expect(parseContact({ name: " ", email: "", userType: "" })).toEqual({
      ok: false,
      errors: {
        name: contactMessages.nameRequired,
        email: contactMessages.emailRequired,
        userType: contactMessages.userTypeRequired,
      },
    });
    expect(parseContact({ name: "Bob", email: "bob@example.com", userType: "seller" })).toEqual({
      ok: true,
      data: { name: "Bob", email: "bob@example.com", phone: "", userType: "seller", message: "" },
    });
  });

  it("checks the e-mail and the phone characters, and bounds the message at 2,000 characters", () => {
    const base = { name: "Bob", email: "bob@example.com", userType: "buyer" };
    const badEmail = parseContact({ ...base, email: "bob@" });
    expect(badEmail.ok ? undefined : badEmail.errors.email).toBe(contactMessages.emailInvalid);
    const badPhone = parseContact({ ...base, phone: "call me" });
    expect(badPhone.ok ? undefined : badPhone.errors.phone).toBe(contactMessages.phoneInvalid);
    const good = parseContact({ ...base, phone: "+1 (203) 555-0142", message: "x".repeat(CONTACT_LIMITS.message) });
    expect(good.ok && good.data.phone).toBe("+1 (203) 555-0142");
    expect(good.ok && good.data.message.length).toBe(CONTACT_LIMITS.message);
    const tooLong = parseContact({ ...base, message: "x".repeat(CONTACT_LIMITS.message + 1) });
    expect(tooLong.ok ? undefined : tooLong.errors.message).toBe(contactMessages.messageTooLong);
    expect(contactMessages.messageTooLong).toBe("Your message can be at most 2,000 characters");
  });

  it("counts characters, not UTF-16 units: 2,000 of any script fit the message box", () => {
    const base = { name: "\u{1F3E1}".repeat(CONTACT_LIMITS.name), email: "bob@example.com", userType: "buyer" };
    const full = parseContact({ ...base, message: "\u{1F3E1}".repeat(CONTACT_LIMITS.message) });
    expect(full.ok).toBe(true);
    const over = parseContact({ ...base, message: "\u{1F3E1}".repeat(CONTACT_LIMITS.message + 1) });
    expect(over.ok ? undefined : over.errors.message).toBe(contactMessages.messageTooLong);
  });

  it("keeps the message's line breaks and drops other control characters", () => {
    const base = { name: "Bob", email: "bob@example.com", userType: "buyer" };
    const parsed = parseContact({ ...base, message: "  Two lines\r\nplease\u0000 \n" });
    expect(parsed.ok && parsed.data.message).toBe("Two lines\nplease");
  });

  it("property: any strings give either a bounded, clean lead or field messages", () => {
    const text = fc.oneof(fc.string({ unit: "binary", maxLength: 400 }), fc.constantFrom(...CONTACT_USER_TYPES));
    fc.assert(
      fc.property(fc.record({ name: text, email: text, phone: text, userType: text, message: text }), (input) => {
        const result = parseContact(input);
        if (!result.ok) {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0);
          return;
        }
        const lead = result.data;
        expect(lead.name.length).toBeGreaterThan(0);
        expect(characterCount(lead.name)).toBeLessThanOrEqual(CONTACT_LIMITS.name);
        expect(characterCount(lead.phone)).toBeLessThanOrEqual(CONTACT_LIMITS.phone);
        expect(characterCount(lead.message)).toBeLessThanOrEqual(CONTACT_LIMITS.message);
        expect(CONTACT_USER_TYPES).toContain(lead.userType);
        expect(lead.email).toMatch(/^\S+@\S+\.\S+$/);
        for (const value of [lead.name, lead.email, lead.phone, lead.message]) expect(value).not.toMatch(/\p{Cc}/u);
      }),
      { numRuns: 500 },
    );
  });
});
