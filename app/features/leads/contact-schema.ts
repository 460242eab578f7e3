import { z } from "zod";
import { characterCount } from "~/lib/characters";
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
/** At most `limit` characters, counted as the field's counter counts them (not UTF-16 units). */
const atMost = (limit: number, message: string) =>
  z.string().refine((value) => characterCount(value) <= limit, { error: message });

/** Trims, keeps line breaks (as \n) and drops every other control character. */
function cleanText(value: unknown): unknown {
  return typeof value === "string"
    ? value
        .replace(/\r\n?/g, "\n")
        .replace(/[^\P{Cc}\n]/gu, " ")
        .trim()
    : value;
}

/**
 * The contact form: name, email and userType required, phone and message optional
 * (the message box, which a contact link fills with its request). The same schema runs
 * in the browser and in the action.
 */
export const contactSchema = z.object({
  name: line()
    .pipe(z.string().min(1, contactMessages.nameRequired))
    .pipe(atMost(CONTACT_LIMITS.name, contactMessages.nameTooLong)),
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
  message: z.preprocess(
    cleanText,
    z.string().optional().default("").pipe(atMost(CONTACT_LIMITS.message, contactMessages.messageTooLong)),
  ),
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
