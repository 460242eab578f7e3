// One reading of an amount a visitor typed, for every money field of the calculators (the conveyance
// tax's sale price, the affordability calculator's income, down payment and monthly debts, the
// property tax calculator's market value, the renovation assessment's property value), so "200k",
// "3M", "2.5M" and "$1,295,000" read alike everywhere, and anything that could be read two ways is
// refused with a message naming the field rather than guessed (decision 131).
import { formatUsd } from "./format";

/** The largest amount the calculators accept: far above any Greenwich sale, small enough to stay exact in cents. */
export const MAX_MONEY = 1_000_000_000;

/** Why an amount cannot be used: not a number, a number written two ways at once, below zero, too large. */
export type MoneyProblem = "notANumber" | "ambiguous" | "negative" | "tooLarge";

export type MoneyInput =
  { status: "empty" } | { status: "invalid"; reason: MoneyProblem } | { status: "valid"; amount: number };

/** What a suffix multiplies by: "k" thousands, "m" (or "mm", as in finance) millions, case ignored. */
const MULTIPLIERS: Record<string, number> = {
  "": 1,
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  million: 1_000_000,
};

/**
 * An optional minus and "$" (either order), digits with "," or " " and "." in any arrangement, an
 * optional suffix. The arrangement of separators is judged after the match, so "1,5M" is refused as
 * ambiguous rather than as unreadable.
 */
const SHAPE = /^(-?)\s*\$?\s*(-?)\s*(\d[\d,. ]*|\.\d[\d,. ]*)\s*(k|thousand|mm|m|million)?$/;

/** Thousands grouped by threes after a first group of one to three digits: "1,500", "12 000 000". */
const GROUPED = /^\d{1,3}(?:([, ])\d{3})(?:\1\d{3})*$/;

/**
 * The number a visitor typed, as digits, or why it cannot be read. A comma or a space separates
 * thousands and only thousands, a point separates decimals: "1,500,000", "1 500 000", "1,500.50",
 * "1.5". "1,5", "1,50,000", "1.500.000" and "1,500,5" could each mean two amounts: "ambiguous".
 */
function readDigits(number: string): { digits: string } | { reason: "notANumber" | "ambiguous" } {
  const trimmed = number.trim();
  const points = trimmed.split(".");
  if (points.length > 2) return { reason: "ambiguous" };
  const [whole = "", decimals] = points;
  if (decimals !== undefined && !/^\d*$/.test(decimals)) return { reason: "ambiguous" };
  if (/^\d*$/.test(whole)) return { digits: `${whole || "0"}${decimals ? `.${decimals}` : ""}` };
  if (!GROUPED.test(whole)) return { reason: "ambiguous" };
  return { digits: `${whole.replace(/[, ]/g, "")}${decimals ? `.${decimals}` : ""}` };
}

/**
 * Reads an amount: "3,000,000", "$1,295,000", "200k", "3M", "2.5 million", "-$200k" (negative). The
 * amount is rounded to whole cents, so "2.3M" is exactly 2,300,000. An empty field is "empty", never
 * 0; anything else that is not such a number is "invalid" with the reason, never NaN or a guess.
 */
export function parseMoney(text: string | null | undefined): MoneyInput {
  const typed = (text ?? "").trim().toLowerCase();
  if (typed === "") return { status: "empty" };
  const match = SHAPE.exec(typed);
  if (!match) return { status: "invalid", reason: "notANumber" };
  const [, minusBefore = "", minusAfter = "", number = "", suffix = ""] = match;
  if (minusBefore !== "" && minusAfter !== "") return { status: "invalid", reason: "notANumber" };
  const read = readDigits(number);
  if ("reason" in read) return { status: "invalid", reason: read.reason };
  const amount = Math.round(Number(read.digits) * (MULTIPLIERS[suffix] ?? 1) * 100) / 100;
  if (!Number.isFinite(amount)) return { status: "invalid", reason: "notANumber" };
  if ((minusBefore !== "" || minusAfter !== "") && amount > 0) return { status: "invalid", reason: "negative" };
  if (amount > MAX_MONEY) return { status: "invalid", reason: "tooLarge" };
  return { status: "valid", amount };
}

/**
 * A whole number typed into a field that is not money (square feet, a year): digits, thousands
 * grouped as in `parseMoney` ("2,500"), nothing else: no suffix, no exponent ("1e3"), no sign.
 */
export function parseWholeNumber(text: string | null | undefined): number | null {
  const typed = (text ?? "").trim();
  if (!/^\d[\d, ]*$/.test(typed)) return null;
  const read = readDigits(typed);
  return "digits" in read ? Number(read.digits) : null;
}

/** What to tell the visitor about a money field it cannot use: the field's name, what was typed, how to write it. */
export function moneyProblemMessage(field: string, typed: string, reason: MoneyProblem, examples: string): string {
  const shown = typed.trim();
  switch (reason) {
    case "notANumber":
      return `${field}: “${shown}” is not an amount we can read. Write it as ${examples}.`;
    case "ambiguous":
      return `${field}: “${shown}” could mean two amounts (a comma separates thousands, a point decimals). Write it as ${examples}.`;
    case "negative":
      return `${field} cannot be negative.`;
    case "tooLarge":
      return `${field}: enter ${formatUsd(MAX_MONEY)} or less.`;
  }
}
