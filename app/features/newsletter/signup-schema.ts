import { z } from "zod";
import { characterCount } from "~/lib/characters";
import {
  SIGNUP_LIMITS,
  SIGNUP_USER_TYPES,
  asksForBrokerage,
  signupMessages,
  type SignupErrors,
  type SignupField,
} from "./signup-fields";

/** Trims (before the required check) and drops control characters. */
function cleanLine(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/\p{Cc}/gu, " ").trim() : value;
}
const line = () => z.preprocess(cleanLine, z.string().optional().default(""));
/** At most `limit` characters, counted as the field's counter counts them (not UTF-16 units). */
const atMost = (limit: number, message: string) =>
  z.string().refine((value) => characterCount(value) <= limit, { error: message });

export const signupSchema = z
  .object({
    firstName: line()
      .pipe(z.string().min(1, signupMessages.firstNameRequired))
      .pipe(atMost(SIGNUP_LIMITS.name, signupMessages.firstNameTooLong)),
    lastName: line()
      .pipe(z.string().min(1, signupMessages.lastNameRequired))
      .pipe(atMost(SIGNUP_LIMITS.name, signupMessages.lastNameTooLong)),
    // An address with no spaces; z.email() checks the shape.
    email: line().pipe(
      z
        .string()
        .min(1, signupMessages.emailRequired)
        .max(SIGNUP_LIMITS.email, signupMessages.emailInvalid)
        .pipe(z.email({ error: signupMessages.emailInvalid })),
    ),
    userType: line().pipe(z.enum([...SIGNUP_USER_TYPES, ""], { error: signupMessages.userTypeInvalid })),
    brokerage: line().pipe(atMost(SIGNUP_LIMITS.brokerage, signupMessages.brokerageTooLong)),
  })
  // A brokerage typed before switching to "buyer" is not kept.
  .transform((signup) => ({ ...signup, brokerage: asksForBrokerage(signup.userType) ? signup.brokerage : "" }));

export type SignupInput = z.infer<typeof signupSchema>;

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

/** The webhook payload, exactly these fields. */
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
