// The sign-up form's fields, limits, messages and the brokerage rule: what the form needs to
// render, apart from the schema (Zod) that checks a posted sign-up on the server.

/** The newsletter's userType values ("" when none is chosen). */
export const SIGNUP_USER_TYPES = ["broker", "agent", "buyer", "seller", "investor", "other"] as const;
export type SignupUserType = (typeof SIGNUP_USER_TYPES)[number];

export const SIGNUP_LIMITS = { name: 100, email: 254, brokerage: 120 } as const;

/** The messages, word for word. */
export const signupMessages = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email address is required",
  emailInvalid: "Please enter a valid email address",
  firstNameTooLong: `First name can be at most ${SIGNUP_LIMITS.name} characters`,
  lastNameTooLong: `Last name can be at most ${SIGNUP_LIMITS.name} characters`,
  brokerageTooLong: `Brokerage can be at most ${SIGNUP_LIMITS.brokerage} characters`,
  userTypeInvalid: "Please choose one of the listed options",
} as const;

/** The brokerage field appears only for these. */
export const BROKERAGE_USER_TYPES = ["agent", "broker"] as const satisfies readonly SignupUserType[];

export function asksForBrokerage(userType: string): boolean {
  return (BROKERAGE_USER_TYPES as readonly string[]).includes(userType);
}

/**
 * The brokerage field's class: hidden by CSS alone while the form's "I am a" holds none of
 * BROKERAGE_USER_TYPES (Tailwind reads the literal, so signup-fields.test.ts holds the two together).
 * A browser without `:has()` drops the whole rule and shows the field; the server then ignores a
 * brokerage sent with any other choice (signup-schema.ts).
 */
export const BROKERAGE_FIELD_CLASS =
  "[form:not(:has(select[name=userType]_option[value=agent]:checked)):not(:has(select[name=userType]_option[value=broker]:checked))_&]:hidden";

export type SignupField = "firstName" | "lastName" | "email" | "userType" | "brokerage";
export type SignupErrors = Partial<Record<SignupField, string>>;
export type SignupValues = Partial<Record<SignupField, string>>;

/** Characters with a meaning in a `pattern` (compiled with the `v` flag), each escaped. */
const PATTERN_SYNTAX = /[\\^$.*+?()[\]{}|/]/g;

/**
 * Without JavaScript: the constraint a field
 * the server refused gets, which only the refused value fails. An empty value gets `required`;
 * any other a `pattern` that matches every text but that one. Once the visitor types, the field is
 * `:valid` and CSS hides its message (ERROR_CLEARS_ON_TYPING_CLASS). The form is `noValidate`, so
 * the constraint never blocks a post: the server still checks everything.
 */
export function refusedValueConstraint(value: string): { required: true } | { pattern: string } {
  if (value === "") return { required: true };
  return { pattern: `(?!${value.replace(PATTERN_SYNTAX, "\\$&")}$)[\\s\\S]*` };
}

/** A field's class: its error message hides once the control no longer holds the refused value. */
export const ERROR_CLEARS_ON_TYPING_CLASS = "[&:has(:valid)_[data-field-error]]:hidden";
