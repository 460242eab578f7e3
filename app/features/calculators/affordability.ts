// Maximum monthly housing is the smaller of 35 % of monthly gross income and 45 % of monthly gross
// income minus monthly debts; the down payment covers a price of down payment / 0.25. A lender also
// checks the price whose monthly cost (a 30-year fixed loan, Greenwich property tax and homeowner's
// insurance) fits in that housing payment: the estimate is the lower of the two prices. An amount
// that cannot be read is never counted as 0: the figures it feeds wait until it is corrected, and
// the page says which field it is (decision 131).

import { parseMoney, type MoneyProblem } from "~/lib/money";

export const HOUSING_SHARE_OF_INCOME = 0.35;
export const TOTAL_DEBT_SHARE_OF_INCOME = 0.45;
/** The down payment is assumed to be 25 % of the price. */
export const DOWN_PAYMENT_SHARE = 0.25;
/** The loan the monthly budget is checked against: fixed rate, 30 years of monthly payments. */
export const LOAN_TERM_YEARS = 30;
/** Rates outside 0 to this many percent are not read as a mortgage rate. */
export const MAX_RATE_PERCENT = 30;

const MONTHS_PER_YEAR = 12;

export type AmountField = {
  /** The number used in the formula: 0 when empty (an empty debts field is no debts). */
  value: number;
  status: "empty" | "valid" | "invalid";
  /** Why an "invalid" amount cannot be read. */
  reason?: MoneyProblem;
};

/** An amount read like every money field of the calculators ("200k", "$1,295,000"); "1,5M" and "abc" are invalid. */
export function readAmount(text: string | null | undefined): AmountField {
  const money = parseMoney(text);
  if (money.status === "valid") return { value: money.amount, status: "valid" };
  if (money.status === "invalid") return { value: 0, status: "invalid", reason: money.reason };
  return { value: 0, status: "empty" };
}

/** The calculator's three money fields, in the form's order. */
export const AMOUNT_FIELDS = ["income", "downPayment", "monthlyDebts"] as const;
export type AmountFieldName = (typeof AMOUNT_FIELDS)[number];

/** A plain non-negative number with an optional "%": no money suffixes in a rate. */
function readPercent(text: string | null | undefined): AmountField {
  const cleaned = (text ?? "").trim().replace(/%$/, "").trim();
  if (cleaned === "") return { value: 0, status: "empty" };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return { value: 0, status: "invalid" };
  return { value: Number(cleaned), status: "valid" };
}

/**
 * The mortgage rate in percent ("6.25", "6.25%"): an empty or unreadable rate, or one outside
 * 0-30 %, falls back to `defaultPercent` (status tells the page which).
 */
export function readRate(text: string | null | undefined, defaultPercent: number): AmountField {
  const amount = readPercent(text);
  if (amount.status === "valid" && amount.value <= MAX_RATE_PERCENT) return amount;
  return { value: defaultPercent, status: amount.status === "empty" ? "empty" : "invalid" };
}

/** The monthly principal and interest on each dollar borrowed (the standard amortisation formula). */
export function monthlyPaymentPerDollar(ratePercent: number, years: number = LOAN_TERM_YEARS): number {
  const payments = years * MONTHS_PER_YEAR;
  const monthlyRate = ratePercent / 100 / MONTHS_PER_YEAR;
  if (monthlyRate === 0) return 1 / payments;
  return monthlyRate / (1 - (1 + monthlyRate) ** -payments);
}

export function maxMonthlyHousing(annualIncome: number, monthlyDebts: number): number {
  const monthly = annualIncome / MONTHS_PER_YEAR;
  return Math.max(0, Math.min(HOUSING_SHARE_OF_INCOME * monthly, TOTAL_DEBT_SHARE_OF_INCOME * monthly - monthlyDebts));
}

/** The price the down payment covers at 25 % down. */
export function downPaymentPrice(downPayment: number): number {
  return downPayment / DOWN_PAYMENT_SHARE;
}

/** What owning costs a month besides the loan, and the loan's rate. */
export type CarryingCosts = {
  /** 30-year fixed rate, percent a year. */
  ratePercent: number;
  /** Property tax a year per dollar of price (mill rate x assessment ratio / 1,000). */
  taxPerDollarPerYear: number;
  /** Homeowner's insurance, dollars a year. */
  insurancePerYear: number;
};

export type MonthlyCost = {
  price: number;
  loan: number;
  principalAndInterest: number;
  propertyTax: number;
  insurance: number;
  total: number;
};

/** The monthly cost of owning a home at `price` with `downPayment` down (no loan when the cash covers it). */
export function monthlyCost(price: number, downPayment: number, costs: CarryingCosts): MonthlyCost {
  const loan = Math.max(0, price - downPayment);
  const principalAndInterest = loan * monthlyPaymentPerDollar(costs.ratePercent);
  const propertyTax = (price * costs.taxPerDollarPerYear) / MONTHS_PER_YEAR;
  const insurance = costs.insurancePerYear / MONTHS_PER_YEAR;
  return {
    price,
    loan,
    principalAndInterest,
    propertyTax,
    insurance,
    total: principalAndInterest + propertyTax + insurance,
  };
}

/**
 * The highest price whose monthly cost fits in `monthlyBudget`: the cost rises with the price, so
 * solve cost(price) = budget on the piece that applies (all cash up to the down payment, a loan
 * beyond it). Zero when the budget does not even carry the insurance.
 */
export function budgetPrice(monthlyBudget: number, downPayment: number, costs: CarryingCosts): number {
  const insurance = costs.insurancePerYear / MONTHS_PER_YEAR;
  const taxPerDollar = costs.taxPerDollarPerYear / MONTHS_PER_YEAR;
  const left = monthlyBudget - insurance;
  if (left <= 0) return 0;
  if (monthlyCost(downPayment, downPayment, costs).total >= monthlyBudget) return left / taxPerDollar;
  const perDollar = monthlyPaymentPerDollar(costs.ratePercent);
  return (left + downPayment * perDollar) / (perDollar + taxPerDollar);
}

export type AffordabilityInput = { income: string; downPayment: string; monthlyDebts: string; rate: string };

export type PriceEstimate = {
  /** The price the down payment covers at 25 % down. */
  downPaymentCovers: number;
  /** The price whose loan, tax and insurance fit in the maximum monthly housing payment. */
  budgetCarries: number;
  /** The lower of the two. */
  price: number;
  /** Which of the two sets the estimate (the down payment when they are equal). */
  limitedBy: "budget" | "downPayment";
  /** What the estimated price costs a month. */
  monthly: MonthlyCost;
};

export type AffordabilityResult = {
  income: AmountField;
  downPayment: AmountField;
  monthlyDebts: AmountField;
  rate: AmountField;
  /** The money fields that could not be read, in the form's order: no figure they feed is shown. */
  unreadable: AmountFieldName[];
  monthlyGrossIncome: number;
  /** Null until an income is entered, and while the income or the debts cannot be read. */
  maxMonthlyHousing: number | null;
  /** Null until income and down payment are entered, and while any of the three cannot be read. */
  estimate: PriceEstimate | null;
  /**
   * True when debts the visitor entered use up the 45 % allowance, so the housing figure is held
   * at zero; never when no debts were entered (a $0 income is not the debts' fault).
   */
  debtsExceedAllowance: boolean;
};

/** The calculator: `costs.ratePercent` is the default rate, used when the rate field is empty or unreadable. */
export function affordability(input: AffordabilityInput, costs: CarryingCosts): AffordabilityResult {
  const income = readAmount(input.income);
  const downPayment = readAmount(input.downPayment);
  const monthlyDebts = readAmount(input.monthlyDebts);
  const rate = readRate(input.rate, costs.ratePercent);
  const amounts = { income, downPayment, monthlyDebts };
  const unreadable = AMOUNT_FIELDS.filter((name) => amounts[name].status === "invalid");
  const showHousing = income.status === "valid" && monthlyDebts.status !== "invalid";
  const monthlyGrossIncome = income.value / MONTHS_PER_YEAR;
  const housing = maxMonthlyHousing(income.value, monthlyDebts.value);
  const carrying = { ...costs, ratePercent: rate.value };
  let estimate: PriceEstimate | null = null;
  if (showHousing && downPayment.status === "valid") {
    const downPaymentCovers = downPaymentPrice(downPayment.value);
    const budgetCarries = budgetPrice(housing, downPayment.value, carrying);
    const limitedBy = budgetCarries < downPaymentCovers ? "budget" : "downPayment";
    const price = Math.min(budgetCarries, downPaymentCovers);
    estimate = {
      downPaymentCovers,
      budgetCarries,
      price,
      limitedBy,
      monthly: monthlyCost(price, downPayment.value, carrying),
    };
  }
  return {
    income,
    downPayment,
    monthlyDebts,
    rate,
    unreadable,
    monthlyGrossIncome,
    maxMonthlyHousing: showHousing ? housing : null,
    estimate,
    debtsExceedAllowance:
      showHousing &&
      monthlyDebts.value > 0 &&
      TOTAL_DEBT_SHARE_OF_INCOME * monthlyGrossIncome - monthlyDebts.value <= 0,
  };
}
