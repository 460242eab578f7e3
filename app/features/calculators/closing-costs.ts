import { conveyanceTax, type ConveyanceTaxResult } from "./conveyance-tax";

export type EstimateItem = { label: string; amount: number };

export type ClosingCostEstimate = {
  price: number;
  conveyance: ConveyanceTaxResult;
  items: readonly EstimateItem[];
  /** The buyer's own costs: every typed item. */
  buyerTotal: number;
  /** Every line including the conveyance tax (which the seller pays in Connecticut). */
  transactionTotal: number;
};

/**
 * The sample estimate of the Additional Costs tab: the conveyance tax from the same function as the
 * calculator (residential), plus the typed editorial items; totals are always sums, never typed.
 */
export function closingCostEstimate(price: number, items: readonly EstimateItem[]): ClosingCostEstimate {
  const conveyance = conveyanceTax(price, "residential");
  const buyerTotal = items.reduce((sum, item) => sum + item.amount, 0);
  return { price, conveyance, items, buyerTotal, transactionTotal: buyerTotal + conveyance.total };
}

/** The guide's tip: budget 1.5-2 % of the price for closing costs. */
export function closingBudgetRange(price: number, percent: { min: number; max: number }): { min: number; max: number } {
  return { min: (price * percent.min) / 100, max: (price * percent.max) / 100 };
}
