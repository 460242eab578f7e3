import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { greenwichMillRates, millRatesPage, neighbourComparison } from "~content/investors/mill-rates";
import {
  annualTaxOn,
  assessedValueOf,
  calculatorState,
  effectiveTaxRatePercent,
  MARKET_VALUE_MESSAGES,
  millRateHistory,
  millRateYearFor,
  parseMarketValue,
  propertyTaxFor,
  taxByTown,
} from "./property-tax";

describe("Connecticut property tax", () => {
  it("assesses at 70% of market value", () => {
    expect(assessedValueOf(3_000_000)).toBe(2_100_000);
    expect(assessedValueOf(1_234_567)).toBe(864_196.9);
  });

  it("charges $1 per $1,000 of assessed value per mill", () => {
    expect(annualTaxOn(1_000, 1)).toBe(1);
    expect(annualTaxOn(1_000_000, 11)).toBe(11_000);
  });

  it("worked example: $3,000,000 at 12.041 mills (2025-26) is $25,286.10 a year", () => {
    const estimate = propertyTaxFor(3_000_000, 12.041);
    expect(estimate.assessedValue).toBe(2_100_000);
    expect(estimate.annualTax).toBe(25_286.1);
    expect(estimate.installment).toBe(12_643.05);
    expect(estimate.monthly).toBe(2_107.18);
  });

  it("worked example: $2,000,000 at 11.393 mills (2023-24) is $15,950.20", () => {
    expect(propertyTaxFor(2_000_000, 11.393).annualTax).toBe(15_950.2);
  });

  it("worked example: $10,000,000 at 12.041 mills is $84,287", () => {
    expect(propertyTaxFor(10_000_000, 12.041).annualTax).toBe(84_287);
  });

  it("gives the tax as a share of market value: 12.041 mills is 0.8429%", () => {
    expect(effectiveTaxRatePercent(12.041)).toBeCloseTo(0.84287, 5);
    expect(propertyTaxFor(1_000_000, 12.041).effectiveRatePercent).toBeCloseTo(0.84287, 5);
  });

  it("the tax is proportional to market value (to the cent)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.constantFrom(...greenwichMillRates), (value, year) => {
        const tax = propertyTaxFor(value, year.millRate).annualTax;
        expect(Math.abs(tax - (value * 0.7 * year.millRate) / 1000)).toBeLessThanOrEqual(0.01);
        expect(Number.isFinite(tax)).toBe(true);
      }),
    );
  });

  it("the page's prose example matches the calculation", () => {
    const bill = millRatesPage.howItWorks.steps.at(-1)!.description;
    expect(bill).toContain("$25,286.10");
    expect(bill).toContain(String(greenwichMillRates[0].millRate));
  });
});

describe("parseMarketValue", () => {
  it("reads dollars with symbols, commas and spaces", () => {
    expect(parseMarketValue("$2,500,000")).toEqual({ kind: "valid", value: 2_500_000 });
    expect(parseMarketValue(" 2 500 000 ")).toEqual({ kind: "valid", value: 2_500_000 });
    expect(parseMarketValue("1250000.40")).toEqual({ kind: "valid", value: 1_250_000 });
  });

  it("reads K and M suffixes", () => {
    expect(parseMarketValue("2.5M")).toEqual({ kind: "valid", value: 2_500_000 });
    expect(parseMarketValue("850k")).toEqual({ kind: "valid", value: 850_000 });
  });

  it("treats a blank field as no input, not an error", () => {
    expect(parseMarketValue("")).toEqual({ kind: "empty" });
    expect(parseMarketValue("   ")).toEqual({ kind: "empty" });
    expect(parseMarketValue(null)).toEqual({ kind: "empty" });
  });

  it("rejects text, negatives, zero and absurd values with a message", () => {
    expect(parseMarketValue("abc")).toEqual({ kind: "invalid", message: MARKET_VALUE_MESSAGES.notANumber });
    expect(parseMarketValue("-500000")).toEqual({ kind: "invalid", message: MARKET_VALUE_MESSAGES.notANumber });
    expect(parseMarketValue("1e9")).toEqual({ kind: "invalid", message: MARKET_VALUE_MESSAGES.notANumber });
    expect(parseMarketValue("0")).toEqual({ kind: "invalid", message: MARKET_VALUE_MESSAGES.notPositive });
    expect(parseMarketValue("5000000000")).toEqual({ kind: "invalid", message: MARKET_VALUE_MESSAGES.tooLarge });
  });

  it("never yields NaN for any text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseMarketValue(text);
        if (parsed.kind === "valid") expect(Number.isFinite(parsed.value)).toBe(true);
      }),
    );
  });
});

describe("calculatorState", () => {
  it("defaults to the latest fiscal year", () => {
    const state = calculatorState({});
    expect(state.year.fiscalYear).toBe("2025-26");
    expect(state.outcome).toEqual({ kind: "empty" });
  });

  it("uses the chosen fiscal year's rate", () => {
    const state = calculatorState({ value: "2,000,000", year: "2023-24" });
    expect(state.year.millRate).toBe(11.393);
    expect(state.outcome.kind === "valid" && state.outcome.estimate.annualTax).toBe(15_950.2);
  });

  it("falls back to the latest year for an unknown year", () => {
    expect(millRateYearFor("1999-00").fiscalYear).toBe("2025-26");
  });

  it("keeps what the visitor typed and explains an invalid value", () => {
    const state = calculatorState({ value: "lots" });
    expect(state.valueText).toBe("lots");
    expect(state.outcome).toEqual({ kind: "invalid", message: MARKET_VALUE_MESSAGES.notANumber });
  });
});

describe("millRateHistory", () => {
  it("gives each year's change on the year before; none for the oldest", () => {
    const rows = millRateHistory();
    expect(rows[0]!.changePercent).toBeCloseTo(((12.041 - 11.712) / 11.712) * 100, 6);
    expect(rows[0]!.changePercent).toBeCloseTo(2.81, 2);
    expect(rows[1]!.changePercent).toBeCloseTo(2.8, 1);
    expect(rows.at(-1)!.changePercent).toBeNull();
  });

  it("gives no change across a fiscal year the table leaves out", () => {
    const year = (fiscalYear: string, millRate: number) => ({ fiscalYear, millRate, grandList: "", note: "" });
    const rows = millRateHistory([year("2023-24", 11.393), year("2021-22", 11.59), year("2020-21", 11.59)]);
    expect(rows.map((row) => row.changePercent)).toEqual([null, 0, null]);
  });

  it("shows only rates as the town set them: no unconfirmed year, no research note", () => {
    for (const year of greenwichMillRates)
      expect(year.note).not.toMatch(/confirm|not been checked|taken from reports/i);
  });

  it("lists fiscal years newest first, without duplicates", () => {
    const years = greenwichMillRates.map((year) => year.fiscalYear);
    expect(new Set(years).size).toBe(years.length);
    expect([...years].sort().reverse()).toEqual(years);
  });
});

describe("taxByTown", () => {
  it("taxes the same $2,000,000 home in five towns, Greenwich lowest", () => {
    const rows = taxByTown(neighbourComparison.towns, neighbourComparison.sampleMarketValue);
    expect(rows.map((row) => row.town)).toEqual(["Greenwich", "Darien", "New Canaan", "Norwalk", "Stamford"]);
    expect(rows[0]!.annualTax).toBe(15_950.2);
    expect(rows.at(-1)!.annualTax).toBe(38_038);
    for (const row of rows) expect(row.assessedValue).toBe(1_400_000);
  });
});
