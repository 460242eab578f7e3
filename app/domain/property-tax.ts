// Connecticut property tax: assessed value = 70% of market value; tax = assessed value / 1,000 x
// mill rate. Pure functions shared by the mill-rate calculator (server and browser) and the
// investor pages that quote a tax figure.
import {
  ASSESSED_DOLLARS_PER_MILL,
  ASSESSMENT_RATIO,
  greenwichMillRates,
  type FiscalYear,
  type MillRateYear,
} from "~content/investors/mill-rates";
import { MAX_MONEY, parseMoney } from "~/lib/money";

/** Round to whole cents, so 2,100,000 x 12.041 / 1,000 reads 25,286.10 and not 25,286.099999. */
function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** One of `parts` equal shares of an amount, rounded half up on whole cents ($2,107.175 -> $2,107.18). */
function shareOf(amount: number, parts: number): number {
  return Math.round(Math.round(amount * 100) / parts) / 100;
}

/** Connecticut assessment: 70% of fair market value, in dollars and cents. */
export function assessedValueOf(marketValue: number): number {
  return roundCents(marketValue * ASSESSMENT_RATIO);
}

/** The annual tax on an assessed value at a mill rate ($1 per $1,000 of assessed value per mill). */
export function annualTaxOn(assessedValue: number, millRate: number): number {
  return roundCents((assessedValue / ASSESSED_DOLLARS_PER_MILL) * millRate);
}

/** The tax as a percentage of market value: 12.041 mills x 70% = 0.8429%. */
export function effectiveTaxRatePercent(millRate: number): number {
  return (millRate * ASSESSMENT_RATIO * 100) / ASSESSED_DOLLARS_PER_MILL;
}

export type PropertyTaxEstimate = {
  marketValue: number;
  assessedValue: number;
  millRate: number;
  annualTax: number;
  /** Greenwich bills real estate in two equal installments (July and January). */
  installment: number;
  monthly: number;
  effectiveRatePercent: number;
};

/** Market value -> assessed value -> annual tax, with the installment and monthly figures. */
export function propertyTaxFor(marketValue: number, millRate: number): PropertyTaxEstimate {
  const assessedValue = assessedValueOf(marketValue);
  const annualTax = annualTaxOn(assessedValue, millRate);
  return {
    marketValue,
    assessedValue,
    millRate,
    annualTax,
    installment: shareOf(annualTax, 2),
    monthly: shareOf(annualTax, 12),
    effectiveRatePercent: effectiveTaxRatePercent(millRate),
  };
}

/**
 * The most recent fiscal year of the content module: the calculator's default. A function, so a
 * browser bundle that never calls it leaves the rate table (and its notes) out.
 */
export function latestMillRate(): MillRateYear {
  return greenwichMillRates[0];
}

/** A fiscal year as the calculator needs it: its name and its rate. */
export type CalculatorYear = Pick<MillRateYear, "fiscalYear" | "millRate">;

/** Years newest first, as the calculator offers them; there is always one. */
export type CalculatorYears<Year extends CalculatorYear = CalculatorYear> = readonly [Year, ...Year[]];

function yearIn<Year extends CalculatorYear>(
  years: CalculatorYears<Year>,
  fiscalYear: string | null | undefined,
): Year {
  return years.find((year) => year.fiscalYear === fiscalYear) ?? years[0];
}

/** The rate of a fiscal year named in a query string; unknown or missing values give the latest. */
export function millRateYearFor(fiscalYear: string | null | undefined): MillRateYear {
  return yearIn<MillRateYear>(greenwichMillRates, fiscalYear);
}

export function isFiscalYear(value: string): value is FiscalYear {
  return greenwichMillRates.some((year) => year.fiscalYear === value);
}

export type MillRateHistoryRow = MillRateYear & {
  /** Percent change on the fiscal year just before; null when that year is not in the table. */
  changePercent: number | null;
};

/** "2024-25" for "2025-26": the fiscal year before another. */
function fiscalYearBefore(fiscalYear: string): string {
  const start = Number(fiscalYear.slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The rates newest first, each with its change on the year before it (none across a missing year). */
export function millRateHistory(years: readonly MillRateYear[] = greenwichMillRates): MillRateHistoryRow[] {
  return years.map((year) => {
    const previous = years.find((candidate) => candidate.fiscalYear === fiscalYearBefore(year.fiscalYear));
    const changePercent = previous ? ((year.millRate - previous.millRate) / previous.millRate) * 100 : null;
    return { ...year, changePercent };
  });
}

/** The highest market value the calculator accepts: beyond any Greenwich sale. */
export const MAX_MARKET_VALUE = MAX_MONEY;

export type MarketValueInput =
  { kind: "empty" } | { kind: "invalid"; message: string } | { kind: "valid"; value: number };

export const MARKET_VALUE_MESSAGES = {
  notANumber: "Enter the market value in dollars using digits, for example 2,500,000.",
  notPositive: "The market value must be more than $0.",
  tooLarge: "Enter a market value below $1,000,000,000.",
} as const;

/**
 * What a visitor typed as a market value, read as every money field reads it (`parseMoney`:
 * "$2,500,000", "2500000", "2.5M", "850k"), in whole dollars; anything else is a clear message.
 */
export function parseMarketValue(text: string | null | undefined): MarketValueInput {
  const money = parseMoney(text);
  if (money.status === "empty") return { kind: "empty" };
  if (money.status === "invalid") {
    const message = money.reason === "tooLarge" ? MARKET_VALUE_MESSAGES.tooLarge : MARKET_VALUE_MESSAGES.notANumber;
    return { kind: "invalid", message };
  }
  const value = Math.round(money.amount);
  if (value <= 0) return { kind: "invalid", message: MARKET_VALUE_MESSAGES.notPositive };
  if (value >= MAX_MARKET_VALUE) return { kind: "invalid", message: MARKET_VALUE_MESSAGES.tooLarge };
  return { kind: "valid", value };
}

export type CalculatorQuery = { value?: string | null; year?: string | null };

export type CalculatorState<Year extends CalculatorYear = MillRateYear> = {
  /** The text to show in the field, as the visitor typed it. */
  valueText: string;
  year: Year;
  outcome: { kind: "empty" } | { kind: "invalid"; message: string } | { kind: "valid"; estimate: PropertyTaxEstimate };
};

/**
 * The calculator from its two inputs and the years it offers, newest first (the browser receives
 * them as loader data): an unknown or missing year gives the newest.
 */
export function calculatorStateFor<Year extends CalculatorYear>(
  query: CalculatorQuery,
  years: CalculatorYears<Year>,
): CalculatorState<Year> {
  const valueText = query.value ?? "";
  const year = yearIn(years, query.year);
  const input = parseMarketValue(valueText);
  if (input.kind !== "valid") return { valueText, year, outcome: input };
  return { valueText, year, outcome: { kind: "valid", estimate: propertyTaxFor(input.value, year.millRate) } };
}

/** The calculator from its two inputs (the query string on the server), over the content's rates. */
export function calculatorState(query: CalculatorQuery): CalculatorState {
  return calculatorStateFor<MillRateYear>(query, greenwichMillRates);
}

export type TownTaxRow = { town: string; millRate: number; assessedValue: number; annualTax: number };

/** The tax on one market value at each town's mill rate, lowest tax first. */
export function taxByTown(towns: readonly { town: string; millRate: number }[], marketValue: number): TownTaxRow[] {
  const assessedValue = assessedValueOf(marketValue);
  return towns
    .map(({ town, millRate }) => ({ town, millRate, assessedValue, annualTax: annualTaxOn(assessedValue, millRate) }))
    .sort((a, b) => a.annualTax - b.annualTax);
}
