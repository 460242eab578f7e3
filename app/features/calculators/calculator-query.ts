import { z } from "zod";
import { DEFAULT_PROPERTY_TYPE, PROPERTY_TYPES, type PropertyType } from "./conveyance-tax-law";
import { parsePrice } from "./price-input";

/** No price or amount a visitor types is longer than this; anything beyond is cut, then judged as text. */
const MAX_FIELD_LENGTH = 40;
const field = z
  .string()
  .optional()
  .transform((value) => (value ?? "").slice(0, MAX_FIELD_LENGTH));

const conveyanceQuerySchema = z.object({
  price: field,
  type: z.enum(PROPERTY_TYPES as [PropertyType, ...PropertyType[]]).catch(DEFAULT_PROPERTY_TYPE),
});

export type ConveyanceQuery = { price: string; type: PropertyType; priceInvalid: boolean };

/** The conveyance calculator's GET form, read from the address: unknown types fall back to residential. */
export function readConveyanceQuery(search: URLSearchParams): ConveyanceQuery {
  const { price, type } = conveyanceQuerySchema.parse({
    price: search.get("price") ?? undefined,
    type: search.get("type") ?? undefined,
  });
  return { price, type, priceInvalid: parsePrice(price).status === "invalid" };
}

const affordabilityQuerySchema = z.object({ income: field, downPayment: field, monthlyDebts: field, rate: field });

export type AffordabilityQuery = z.infer<typeof affordabilityQuerySchema>;

/**
 * The affordability calculator's GET form: three free-text amounts (never rejected: an unreadable one is named) and the
 * mortgage rate, `defaultRate` until the form has been sent (an emptied rate stays empty).
 */
export function readAffordabilityQuery(search: URLSearchParams, defaultRate: string): AffordabilityQuery {
  return affordabilityQuerySchema.parse({
    income: search.get("income") ?? undefined,
    downPayment: search.get("downPayment") ?? undefined,
    monthlyDebts: search.get("monthlyDebts") ?? undefined,
    rate: search.get("rate") ?? defaultRate,
  });
}
