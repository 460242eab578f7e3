// Issue 33 item 11: one reading of a dollar amount a visitor typed, for every money field of the
// calculators (the conveyance tax's sale price, the affordability calculator's income, down payment
// and monthly debts, the property tax calculator's market value), so "200k", "3M", "2.5M" and "$1,295,000" read alike everywhere.

/** The largest amount the calculators accept: far above any Greenwich sale, small enough to stay exact in cents. */
export const MAX_MONEY = 1_000_000_000;

export type MoneyInput =
  | { status: "empty" }
  | { status: "invalid"; reason: "notANumber" | "negative" | "tooLarge" }
  | { status: "valid"; amount: number };

/** What a suffix multiplies by: "k" thousands, "m" (or "mm", as in finance) millions, case ignored. */
const MULTIPLIERS: Record<string, number> = {
  "": 1,
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  million: 1_000_000,
};

const AMOUNT = /^(-?)(\d+(?:\.\d*)?|\.\d+)(k|thousand|mm?|million)?$/;

/**
 * Spaces, commas and one "$" (before or after a minus sign) are ignored; what remains is a plain
 * number with an optional k / m suffix: "3,000,000", "$1,295,000", "200k", "3M", "2.5 million".
 * The amount is rounded to whole cents, so "2.3M" is exactly 2,300,000. An empty field is "empty",
 * never 0; anything else that is not such a number is "invalid" with a reason, never NaN.
 */
export function parseMoney(text: string | null | undefined): MoneyInput {
  if ((text ?? "").trim() === "") return { status: "empty" };
  const cleaned = (text ?? "")
    .replace(/[\s,]/g, "")
    .toLowerCase()
    .replace(/^(-?)\$/, "$1");
  const match = AMOUNT.exec(cleaned);
  if (!match) return { status: "invalid", reason: "notANumber" };
  const [, minus = "", digits = "", suffix = ""] = match;
  const amount = Math.round(Number(digits) * (MULTIPLIERS[suffix] ?? 1) * 100) / 100;
  if (!Number.isFinite(amount)) return { status: "invalid", reason: "notANumber" };
  if (minus !== "" && amount > 0) return { status: "invalid", reason: "negative" };
  if (amount > MAX_MONEY) return { status: "invalid", reason: "tooLarge" };
  return { status: "valid", amount };
}
