// The contact form's fields, limits and messages: what the form needs to render, without Zod,
// so the footer on every page does not carry the validation library (docs/decisions/004).
import { formatInteger } from "~/lib/format";

/** The contact form's userType values. */
export const CONTACT_USER_TYPES = ["broker", "agent", "buyer", "seller", "investor"] as const;
export type ContactUserType = (typeof CONTACT_USER_TYPES)[number];

/** The optional message box holds up to 2,000 characters. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 2000 } as const;

export const contactMessages = {
  nameRequired: "Please enter your name",
  nameTooLong: `Your name can be at most ${CONTACT_LIMITS.name} characters`,
  emailRequired: "Please enter your e-mail address",
  emailInvalid: "Please enter a valid e-mail address",
  phoneInvalid: "Please enter a phone number with digits, spaces, +, - or brackets only",
  userTypeRequired: "Please tell us who you are",
  messageTooLong: `Your message can be at most ${formatInteger(CONTACT_LIMITS.message)} characters`,
} as const;

export type ContactField = "name" | "email" | "phone" | "userType" | "message";
export type ContactErrors = Partial<Record<ContactField, string>>;
export type ContactValues = Partial<Record<ContactField, string>>;
