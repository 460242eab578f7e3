// The conveyance calculators' sale price: read by the one money parser, with a message for each
// way it can be unreadable.
import { parseMoney } from "~/lib/money";

export type PriceInput =
  { status: "empty" } | { status: "invalid"; message: string } | { status: "valid"; amount: number };

export const PRICE_MESSAGES = {
  notANumber: "Enter the price as a number, for example 3,000,000 or 3M.",
  negative: "Enter a price of zero or more.",
  tooLarge: "Enter a price of $1,000,000,000 or less.",
} as const;

/** A sale price as `parseMoney` reads it ("3,000,000", "$1,295,000", "3M", "200k"). */
export function parsePrice(text: string | null | undefined): PriceInput {
  const money = parseMoney(text);
  return money.status === "invalid" ? { status: "invalid", message: PRICE_MESSAGES[money.reason] } : money;
}
