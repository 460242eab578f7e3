// Spec 9 "Affordability": maximum monthly housing is the smaller of 35 % of monthly gross income and
// 45 % of monthly gross income minus monthly debts; the estimated home price is the down payment / 0.25.

export const HOUSING_SHARE_OF_INCOME = 0.35;
export const TOTAL_DEBT_SHARE_OF_INCOME = 0.45;
/** The estimate assumes the down payment is 25 % of the price. */
export const DOWN_PAYMENT_SHARE = 0.25;

export type AmountField = {
  /** The number used in the formula: 0 when empty or unreadable (spec 5). */
  value: number;
  status: "empty" | "valid" | "invalid";
};

/** Spec 5: no validation; empty or unreadable values count as 0 (the page shows a gentle hint for "invalid"). */
export function readAmount(text: string | null | undefined): AmountField {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return { value: 0, status: "empty" };
  const cleaned = trimmed.replace(/^\$/, "").replace(/[,\s]/g, "");
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return { value: 0, status: "invalid" };
  const value = Number(cleaned);
  return Number.isFinite(value) ? { value, status: "valid" } : { value: 0, status: "invalid" };
}

export type AffordabilityInput = { income: string; downPayment: string; monthlyDebts: string };

export type AffordabilityResult = {
  income: AmountField;
  downPayment: AmountField;
  monthlyDebts: AmountField;
  monthlyGrossIncome: number;
  /** Null until an income is entered (spec 5: results only when income is non-empty). */
  maxMonthlyHousing: number | null;
  /** Null until both income and down payment are entered. */
  estimatedHomePrice: number | null;
  /** True when the debts alone use up the 45 % allowance, so the housing figure is held at zero. */
  debtsExceedAllowance: boolean;
};

export function maxMonthlyHousing(annualIncome: number, monthlyDebts: number): number {
  const monthly = annualIncome / 12;
  return Math.max(0, Math.min(HOUSING_SHARE_OF_INCOME * monthly, TOTAL_DEBT_SHARE_OF_INCOME * monthly - monthlyDebts));
}

export function estimatedHomePrice(downPayment: number): number {
  return downPayment / DOWN_PAYMENT_SHARE;
}

export function affordability(input: AffordabilityInput): AffordabilityResult {
  const income = readAmount(input.income);
  const downPayment = readAmount(input.downPayment);
  const monthlyDebts = readAmount(input.monthlyDebts);
  const showHousing = income.status !== "empty";
  const monthlyGrossIncome = income.value / 12;
  return {
    income,
    downPayment,
    monthlyDebts,
    monthlyGrossIncome,
    maxMonthlyHousing: showHousing ? maxMonthlyHousing(income.value, monthlyDebts.value) : null,
    estimatedHomePrice: showHousing && downPayment.status !== "empty" ? estimatedHomePrice(downPayment.value) : null,
    debtsExceedAllowance: showHousing && TOTAL_DEBT_SHARE_OF_INCOME * monthlyGrossIncome - monthlyDebts.value <= 0,
  };
}
