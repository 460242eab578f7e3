// The sign-up form's fields, limits, messages and the brokerage rule: what the form needs to
// render, without Zod, which loads only when the visitor fills the form (docs/decisions/004).

/** Spec section 3: the newsletter's userType values ("" when none is chosen). */
export const SIGNUP_USER_TYPES = ["broker", "agent", "buyer", "seller", "investor", "other"] as const;
export type SignupUserType = (typeof SIGNUP_USER_TYPES)[number];

export const SIGNUP_LIMITS = { name: 100, email: 254, brokerage: 120 } as const;

/** Spec section 5: the messages, word for word. */
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

/** Spec section 5: the brokerage field appears only for these. */
export function asksForBrokerage(userType: string): boolean {
  return userType === "agent" || userType === "broker";
}

export type SignupField = "firstName" | "lastName" | "email" | "userType" | "brokerage";
export type SignupErrors = Partial<Record<SignupField, string>>;
export type SignupValues = Partial<Record<SignupField, string>>;
