import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/field";
import type { PricingFormView, PricingResultView } from "./pricing-form-view";

/**
 * The quick pricing form: a GET form, so the server renders the result from the address and it
 * works without JavaScript; with JavaScript React Router submits it without a full reload.
 */
export function PricingForm({ view, action }: { view: PricingFormView; action: string }) {
  const { text, values, errors } = view;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Card className="self-start">
        <form method="get" action={action} noValidate className="space-y-5 print:hidden">
          <TextField
            label={text.squareFeetLabel}
            name="sqft"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.sqft}
            hint={text.squareFeetHint}
            error={errors.sqft}
            required
          />
          <SelectField
            label={text.neighbourhoodLabel}
            name="neighborhood"
            defaultValue={values.neighborhood}
            error={errors.neighborhood}
            required
          >
            <option value="">{text.choosePrompt}</option>
            {view.neighbourhoodOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={text.conditionLabel}
            name="condition"
            defaultValue={values.condition}
            error={errors.condition}
            required
          >
            <option value="">{text.choosePrompt}</option>
            {view.conditionOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClasses("primary", "w-full sm:w-auto")}>
            {text.submitLabel}
          </button>
        </form>
      </Card>

      <div className="min-w-0">
        {/* Only the result is a live region, so a screen reader announces it and not the assumptions. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          {view.result ? <PricingResultPanel view={view} result={view.result} /> : null}
        </div>
        {view.result ? null : <PricingAssumptions view={view} />}
      </div>
    </div>
  );
}

function PricingResultPanel({ view, result }: { view: PricingFormView; result: PricingResultView }) {
  return (
    <div className="rounded-2xl bg-blue-950 p-6 text-white shadow-lg shadow-blue-950/20">
      <h3 className="text-lg font-semibold text-amber-300">{view.text.resultHeading}</h3>
      <p className="mt-2 text-4xl font-bold tracking-tight tabular-nums">{result.range}</p>
      <p className="mt-1 text-blue-100">{result.summary}</p>
      <h4 className="mt-6 font-semibold">{view.text.assumptionsHeading}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-blue-100">
        {result.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-blue-100">{view.text.disclaimer}</p>
    </div>
  );
}

function PricingAssumptions({ view }: { view: PricingFormView }) {
  return (
    <Card className="bg-slate-50">
      <h3 className="text-lg font-semibold text-slate-900">{view.text.assumptionsHeading}</h3>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        {view.assumptions.map((assumption) => (
          <li key={assumption}>{assumption}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">{view.text.disclaimer}</p>
    </Card>
  );
}
