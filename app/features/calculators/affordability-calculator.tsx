import { useRef } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { TextField } from "~/components/ui/field";
import { formatUsd } from "~/lib/format";
import { affordability, type AffordabilityInput, type PriceEstimate } from "./affordability";
import type { AffordabilityCalculatorCopy } from "./first-time-guide.server";
import { fieldText, useLiveForm } from "~/lib/live-form";

const AMOUNT_FIELDS = [
  "income",
  "downPayment",
  "monthlyDebts",
] as const satisfies readonly (keyof AffordabilityInput)[];

function readAffordabilityForm(form: FormData): AffordabilityInput {
  return {
    income: fieldText(form, "income"),
    downPayment: fieldText(form, "downPayment"),
    monthlyDebts: fieldText(form, "monthlyDebts"),
    rate: fieldText(form, "rate"),
  };
}

/**
 * Spec 2 and 9, with issue 23's lender check: three free-text amounts and the loan's rate, then the
 * housing payment, what the down payment covers, what the monthly budget carries and the lower of
 * the two. A GET form the server answers without JavaScript; with JavaScript the result follows
 * every keystroke, starting from whatever was typed before the page hydrated.
 */
export function AffordabilityCalculator({
  initial,
  copy,
}: {
  initial: AffordabilityInput;
  copy: AffordabilityCalculatorCopy;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, onChange] = useLiveForm(formRef, readAffordabilityForm, initial);
  const result = affordability(values, copy.costs);
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <Form
        ref={formRef}
        method="get"
        preventScrollReset
        onChange={onChange}
        aria-label="Affordability calculator"
        className="space-y-4 lg:col-span-3 print:hidden"
      >
        {AMOUNT_FIELDS.map((name) => {
          const field = copy.fields[name];
          const invalid = result[name].status === "invalid";
          return (
            <TextField
              key={name}
              id={`affordability-${name}`}
              name={name}
              label={field.label}
              placeholder={field.placeholder}
              hint={invalid ? <span className="font-medium text-amber-800">{copy.invalidHint}</span> : field.hint}
              defaultValue={initial[name]}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
            />
          );
        })}
        <TextField
          id="affordability-rate"
          name="rate"
          label={copy.fields.rate.label}
          hint={
            result.rate.status === "invalid" ? (
              <span className="font-medium text-amber-800">{copy.invalidRateHint}</span>
            ) : (
              copy.fields.rate.hint
            )
          }
          defaultValue={initial.rate}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className={buttonClasses("primary")}>
          {copy.submit}
        </button>
      </Form>
      <div aria-live="polite" className="lg:col-span-2">
        {result.maxMonthlyHousing === null ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
            {copy.emptyResult}
          </p>
        ) : (
          <div className="space-y-4">
            <div className="rounded-2xl bg-blue-900 p-6 text-white">
              <h3 className="text-sm font-semibold text-blue-100">{copy.housingLabel}</h3>
              <p className="mt-1 text-3xl font-bold tabular-nums">
                {formatUsd(result.maxMonthlyHousing)}
                <span className="text-base font-medium text-blue-100"> a month</span>
              </p>
              <p className="mt-2 text-sm text-blue-100">{copy.housingNote}</p>
              {result.debtsExceedAllowance ? <p className="mt-2 text-sm text-amber-200">{copy.debtsTooHigh}</p> : null}
            </div>
            {result.estimate === null ? (
              <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-sm font-semibold text-slate-600">{copy.homePriceLabel}</h3>
                <p className="mt-1 text-slate-600">{copy.homePriceNeedsDown}</p>
              </div>
            ) : (
              <PriceEstimatePanel estimate={result.estimate} copy={copy} />
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function PriceEstimatePanel({ estimate, copy }: { estimate: PriceEstimate; copy: AffordabilityCalculatorCopy }) {
  const { monthly } = estimate;
  const rows: [string, number][] = [
    [`${copy.monthlyRows.loan} ${formatUsd(monthly.loan)}`, monthly.principalAndInterest],
    [copy.monthlyRows.propertyTax, monthly.propertyTax],
    [copy.monthlyRows.insurance, monthly.insurance],
  ];
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-sm font-semibold text-slate-600">{copy.homePriceLabel}</h3>
      <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{formatUsd(estimate.price)}</p>
      <p className="mt-2 text-sm font-medium text-slate-800">{copy.limitedBy[estimate.limitedBy]}</p>
      <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100 text-sm">
        <div className="grid grid-cols-[1fr_auto] gap-x-4 py-2">
          <dt className="font-semibold text-slate-800">{copy.downPaymentCoversLabel}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(estimate.downPaymentCovers)}</dd>
          <dd className="col-span-2 mt-1 text-slate-600">{copy.downPaymentCoversNote}</dd>
        </div>
        <div className="grid grid-cols-[1fr_auto] gap-x-4 py-2">
          <dt className="font-semibold text-slate-800">{copy.budgetCarriesLabel}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(estimate.budgetCarries)}</dd>
          <dd className="col-span-2 mt-1 text-slate-600">{copy.budgetCarriesNote}</dd>
        </div>
      </dl>
      {estimate.price > 0 ? (
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <caption className="pb-2 text-left font-semibold text-slate-900">{copy.monthlyCaption}</caption>
          <tbody className="text-slate-700">
            {rows.map(([label, amount]) => (
              <tr key={label} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatUsd(amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="pt-2 pr-4 font-semibold text-slate-900">
                {copy.monthlyRows.total}
              </th>
              <td className="pt-2 text-right font-semibold text-slate-900 tabular-nums">{formatUsd(monthly.total)}</td>
            </tr>
          </tbody>
        </table>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{copy.noHome}</p>
      )}
    </div>
  );
}
