import { z } from "zod";
import { CONTACT_REQUEST_MAX_LENGTH } from "~/lib/contact-link";
import {
  CONTACT_LIMITS,
  CONTACT_USER_TYPES,
  contactMessages,
  type ContactErrors,
  type ContactField,
} from "./contact-fields";

/** Trims, and drops control characters (a database cannot store NUL; none belongs in a one-line field). */
function cleanLine(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/\p{Cc}/gu, " ").trim() : value;
}
const line = () => z.preprocess(cleanLine, z.string().optional().default(""));

/**
 * The contact form (spec section 5): name, email and userType required, phone optional; the
 * request from a contact link travels as the message. The same schema runs in the browser and
 * in the action.
 */
export const contactSchema = z.object({
  name: line().pipe(
    z.string().min(1, contactMessages.nameRequired).max(CONTACT_LIMITS.name, contactMessages.nameTooLong),
  ),
  email: line().pipe(
    z
      .string()
      .min(1, contactMessages.emailRequired)
      .max(CONTACT_LIMITS.email, contactMessages.emailInvalid)
      .pipe(z.email({ error: contactMessages.emailInvalid })),
  ),
  phone: line().pipe(
    z
      .string()
      .max(CONTACT_LIMITS.phone, contactMessages.phoneInvalid)
      .regex(/^[\d\s+().-]*$/, contactMessages.phoneInvalid),
  ),
  userType: z.enum(CONTACT_USER_TYPES, { error: contactMessages.userTypeRequired }),
  message: line().pipe(z.string().transform((value) => value.slice(0, CONTACT_REQUEST_MAX_LENGTH))),
});

export type ContactInput = z.infer<typeof contactSchema>;

export type ContactParse = { ok: true; data: ContactInput } | { ok: false; errors: ContactErrors };

/** Parses a submission into a lead, or the first message of each invalid field. */
export function parseContact(values: Record<string, unknown>): ContactParse {
  const result = contactSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
