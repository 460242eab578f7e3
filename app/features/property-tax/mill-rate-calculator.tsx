import { useRef } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { SelectField, TextField } from "~/components/ui/field";
import { fieldText, useLiveForm } from "~/lib/live-form";
import { formatDecimal, formatPercent, formatUsd } from "~/lib/format";
import type { MillRateCalculatorCopy } from "./mill-rates-page.server";
import { calculatorStateFor, type CalculatorQuery, type PropertyTaxEstimate } from "~/domain/property-tax";

/** "$25,286.10": the tax to the cent, as a bill shows it. */
function formatUsdCents(amount: number): string {
  return `$${formatDecimal(amount, 2)}`;
}

function EstimateTable({
  estimate,
  millRate,
  copy,
}: {
  estimate: PropertyTaxEstimate;
  /** The year's rate in words: "12.041 mills (FY 2025-26)". */
  millRate: string;
  copy: MillRateCalculatorCopy;
}) {
  const rows: [string, string][] = [
    [copy.rows.marketValue, formatUsd(estimate.marketValue)],
    [copy.rows.assessedValue, formatUsd(estimate.assessedValue)],
    [copy.rows.millRate, millRate],
    [copy.rows.annualTax, formatUsdCents(estimate.annualTax)],
    [copy.rows.installment, formatUsdCents(estimate.installment)],
    [copy.rows.monthly, formatUsdCents(estimate.monthly)],
    [copy.rows.effectiveRate, formatPercent(estimate.effectiveRatePercent, 2)],
  ];
  return (
    <dl className="divide-y divide-slate-200">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className={`flex flex-wrap items-baseline justify-between gap-x-4 py-2.5 ${label === copy.rows.annualTax ? "text-lg font-bold text-blue-950" : "text-slate-700"}`}
        >
          <dt>{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function readMillRateForm(form: FormData): CalculatorQuery {
  return { value: fieldText(form, "value"), year: fieldText(form, "year") };
}

/**
 * Market value -> assessed value -> annual tax. A GET form the server answers from the query
 * string (so it works without JavaScript); with JavaScript the result follows the fields as the
 * visitor types, through the same pure function, starting from whatever was typed before the page
 * hydrated (uncontrolled fields read by `useLiveForm`).
 */
export function MillRateCalculator({ initial, copy }: { initial: CalculatorQuery; copy: MillRateCalculatorCopy }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, onChange] = useLiveForm(formRef, readMillRateForm, initial);
  const state = calculatorStateFor(values, copy.years);
  const { outcome, year } = state;
  const error = outcome.kind === "invalid" ? outcome.message : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Form
        ref={formRef}
        method="get"
        onChange={onChange}
        // Without JavaScript the answer is a new page: land on the calculator, not the top.
        action={`#${copy.id}`}
        preventScrollReset
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:hidden"
        aria-label={copy.title}
      >
        <TextField
          id="market-value"
          name="value"
          label={copy.valueLabel}
          hint={copy.valueHint}
          error={error}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={initial.value ?? ""}
        />
        <SelectField
          id="fiscal-year"
          name="year"
          label={copy.yearLabel}
          className="mt-5"
          defaultValue={initial.year ?? undefined}
        >
          {copy.years.map((choice) => (
            <option key={choice.fiscalYear} value={choice.fiscalYear}>
              {choice.option}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonClasses("primary", "mt-6 w-full sm:w-auto")}>
          {copy.submitLabel}
        </button>
      </Form>

      <section aria-labelledby="tax-result-heading" className="rounded-2xl border border-blue-100 bg-blue-50 p-6">
        <h3 id="tax-result-heading" className="text-lg font-semibold text-slate-900">
          {copy.resultHeading}
        </h3>
        <div aria-live="polite" className="mt-3">
          {outcome.kind === "valid" ? (
            <EstimateTable estimate={outcome.estimate} millRate={year.millRateText} copy={copy} />
          ) : (
            <p className="text-slate-700">{error ? copy.invalidPrompt : copy.emptyPrompt}</p>
          )}
        </div>
        <p className="mt-4 text-sm text-slate-600">{copy.disclaimer}</p>
      </section>
    </div>
  );
}
