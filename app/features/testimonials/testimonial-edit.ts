// A testimonial as the studio edits it (item 3): the client's words, their name and who
// they are ("Buyer, Riverside"); the list's order is the carousel's.
import { z } from "zod";
import { characterCount } from "~/lib/characters";

export const QUOTE_MAX = 600;
export const NAME_MAX = 80;
export const ROLE_MAX = 80;

function words(label: string, max: number, required: boolean) {
  const base = z
    .string({ error: `${label} is required.` })
    .trim()
    .refine((text) => characterCount(text) <= max, { error: `${label} is at most ${max} characters.` });
  return required ? base.refine((text) => text.length > 0, { error: `${label} is required.` }) : base;
}

/** The fields of one testimonial, as the add and edit forms post them. */
export const testimonialFields = z.object({
  quote: words("The quote", QUOTE_MAX, true),
  name: words("The name", NAME_MAX, true),
  role: words("Who they are", ROLE_MAX, false),
});

export type TestimonialFields = z.infer<typeof testimonialFields>;

/** A testimonial's id, or "default-N" for the Nth of content/home.ts while those are shown. */
const testimonialId = z
  .string()
  .regex(/^(?:[1-9]\d{0,9}|default-[1-9]\d{0,2})$/, { error: "There is no such testimonial." });

/** The testimonials page's forms. */
export const testimonialForm = z.discriminatedUnion(
  "intent",
  [
    testimonialFields.extend({ intent: z.literal("add") }),
    testimonialFields.extend({ intent: z.literal("edit"), id: testimonialId }),
    z.object({ intent: z.literal("move"), id: testimonialId, direction: z.enum(["up", "down"]) }),
    z.object({ intent: z.literal("visibility"), id: testimonialId, visible: z.enum(["true", "false"]) }),
    z.object({ intent: z.literal("delete"), id: testimonialId }),
  ],
  { error: "This form was not sent as the page sends it." },
);

export type TestimonialForm = z.infer<typeof testimonialForm>;

/** The ids in their new order after moving `id` one place up or down; the same order at either end. */
export function moved(ids: readonly number[], id: number, direction: "up" | "down"): number[] {
  const order = [...ids];
  const at = order.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at === -1 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order;
}
