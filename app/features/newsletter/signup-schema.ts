import { z } from "zod";

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

/** Trims (spec 5: before the required check) and drops control characters. */
function cleanLine(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/\p{Cc}/gu, " ").trim() : value;
}
const line = () => z.preprocess(cleanLine, z.string().optional().default(""));

export const signupSchema = z
  .object({
    firstName: line().pipe(
      z.string().min(1, signupMessages.firstNameRequired).max(SIGNUP_LIMITS.name, signupMessages.firstNameTooLong),
    ),
    lastName: line().pipe(
      z.string().min(1, signupMessages.lastNameRequired).max(SIGNUP_LIMITS.name, signupMessages.lastNameTooLong),
    ),
    // Spec 5: an address with no spaces; z.email() checks the shape.
    email: line().pipe(
      z
        .string()
        .min(1, signupMessages.emailRequired)
        .max(SIGNUP_LIMITS.email, signupMessages.emailInvalid)
        .pipe(z.email({ error: signupMessages.emailInvalid })),
    ),
    userType: line().pipe(z.enum([...SIGNUP_USER_TYPES, ""], { error: signupMessages.userTypeInvalid })),
    brokerage: line().pipe(z.string().max(SIGNUP_LIMITS.brokerage, signupMessages.brokerageTooLong)),
  })
  // A brokerage typed before switching to "buyer" is not kept.
  .transform((signup) => ({ ...signup, brokerage: asksForBrokerage(signup.userType) ? signup.brokerage : "" }));

export type SignupInput = z.infer<typeof signupSchema>;
export type SignupField = "firstName" | "lastName" | "email" | "userType" | "brokerage";
export type SignupErrors = Partial<Record<SignupField, string>>;
export type SignupValues = Partial<Record<SignupField, string>>;

export type SignupParse = { ok: true; data: SignupInput } | { ok: false; errors: SignupErrors };

/** Parses a sign-up, or the first message of each invalid field. */
export function parseSignup(values: Record<string, unknown>): SignupParse {
  const result = signupSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: SignupErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SignupField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Spec section 7: the webhook payload, exactly these fields. */
export function webhookPayload(signup: SignupInput, at: Date) {
  return {
    firstName: signup.firstName,
    lastName: signup.lastName,
    fullName: `${signup.firstName} ${signup.lastName}`,
    email: signup.email,
    userType: signup.userType,
    brokerage: signup.brokerage,
    source: "newsletter_subscription",
    timestamp: at.toISOString(),
  } as const;
}
