// The conveyance calculators' sale price: read by the one money parser, and when it cannot be read,
// a message that names the field, says what was typed and how to write it (decision 131).
import { moneyProblemMessage, parseMoney } from "~/lib/money";
import { conveyanceCalculatorCopy, type ConveyanceCalculatorCopy } from "~content/calculators/conveyance-tax-guide";

export type PriceInput =
  { status: "empty" } | { status: "invalid"; message: string } | { status: "valid"; amount: number };

/** A sale price as `parseMoney` reads it ("3,000,000", "$1,295,000", "3M", "200k"); "1,5M" and "abc" are refused. */
export function parsePrice(
  text: string | null | undefined,
  copy: Pick<ConveyanceCalculatorCopy, "priceLabel" | "priceExamples"> = conveyanceCalculatorCopy,
): PriceInput {
  const money = parseMoney(text);
  if (money.status !== "invalid") return money;
  return {
    status: "invalid",
    message: moneyProblemMessage(copy.priceLabel, text ?? "", money.reason, copy.priceExamples),
  };
}
