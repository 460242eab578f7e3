// Zod fields for the guides' GET forms: what a visitor types is text, so numbers are read here once,
// by the site's one reading of numbers (app/lib/money.ts, decision 131), and every rule carries the
// page's own message, which names the field.
import { z } from "zod";
import { moneyProblemMessage, parseMoney, parseWholeNumber } from "~/lib/money";

/**
 * A whole number between `min` and `max` ("2,500" and "2500" alike; "1e3", "2.5k" and "2,5" are not
 * read); `message` on any failure.
 */
export function wholeNumberField(message: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: message })
    .transform((text) => parseWholeNumber(text) ?? Number.NaN)
    .pipe(
      z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
    );
}

/**
 * A dollar amount read as every money field reads it ("$2,000,000", "2M", "2,000k"), whole dollars
 * between `min` and `max`. An amount that cannot be read is named with what was typed and how to
 * write it (`label`, `examples`); one out of range gets `rangeMessage`.
 */
export function moneyField(field: { label: string; examples: string; rangeMessage: string }, min: number, max: number) {
  return z
    .string()
    .trim()
    .transform((text, context) => {
      const money = parseMoney(text);
      if (money.status === "valid") return money.amount;
      const message =
        money.status === "empty"
          ? field.rangeMessage
          : moneyProblemMessage(field.label, text, money.reason, field.examples);
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    })
    .pipe(z.number().min(min, { error: field.rangeMessage }).max(max, { error: field.rangeMessage }));
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
