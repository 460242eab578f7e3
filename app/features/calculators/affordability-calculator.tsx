import { useState } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { TextField } from "~/components/ui/field";
import { formatUsd } from "~/lib/format";
import { affordability, type AffordabilityInput } from "./affordability";
import type { AffordabilityCalculatorCopy } from "./first-time-guide.server";

const FIELDS = ["income", "downPayment", "monthlyDebts"] as const satisfies readonly (keyof AffordabilityInput)[];

/**
 * Spec 2 and 9: three free-text amounts and a result panel. A GET form the server answers without
 * JavaScript; with JavaScript the result follows every keystroke.
 */
export function AffordabilityCalculator({
  initial,
  copy,
}: {
  initial: AffordabilityInput;
  copy: AffordabilityCalculatorCopy;
}) {
  const [values, setValues] = useState<AffordabilityInput>(initial);
  const result = affordability(values);
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <Form method="get" preventScrollReset aria-label="Affordability calculator" className="space-y-4 lg:col-span-3">
        {FIELDS.map((name) => {
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
              value={values[name]}
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
            />
          );
        })}
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
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-sm font-semibold text-slate-600">{copy.homePriceLabel}</h3>
              {result.estimatedHomePrice === null ? (
                <p className="mt-1 text-slate-600">{copy.homePriceNeedsDown}</p>
              ) : (
                <>
                  <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">
                    {formatUsd(result.estimatedHomePrice)}
                  </p>
                  <p className="mt-2 text-sm text-slate-600">{copy.homePriceNote}</p>
                </>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
