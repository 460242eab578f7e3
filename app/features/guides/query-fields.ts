// Zod fields for the guides' GET forms: what a visitor types is text, so numbers are parsed here
// once ("$2,000,000" and "2000000" mean the same) and every rule carries the page's own message.
import { z } from "zod";

/** A whole number between `min` and `max`; "$" and thousands commas are allowed; `message` on any failure. */
export function wholeNumberField(message: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: message })
    .transform((text) => Number(text.replace(/[$,\s]/g, "")))
    .pipe(
      z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
    );
}

/** The first message per field of a failed parse, keyed by field name. */
export function firstErrorPerField<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}
