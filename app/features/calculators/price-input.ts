// Reading a price a visitor typed ("3,000,000", "$1.2m" is not accepted). One rule for every calculator.

/** The largest price the calculators accept: far above any Greenwich sale, small enough to stay exact in cents. */
export const MAX_PRICE = 1_000_000_000;

export type PriceInput =
  { status: "empty" } | { status: "invalid"; message: string } | { status: "valid"; amount: number };

/** Commas, spaces and one leading "$" are stripped; what remains must be a plain non-negative number. */
export function parsePrice(text: string | null | undefined): PriceInput {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return { status: "empty" };
  const cleaned = trimmed.replace(/^\$/, "").replace(/[,\s]/g, "");
  if (/^-\d/.test(cleaned)) return { status: "invalid", message: "Enter a price of zero or more." };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) {
    return { status: "invalid", message: "Enter the price as a number, for example 3,000,000." };
  }
  const amount = Number(cleaned);
  if (!Number.isFinite(amount) || amount > MAX_PRICE) {
    return { status: "invalid", message: "Enter a price of $1,000,000,000 or less." };
  }
  return { status: "valid", amount };
}
