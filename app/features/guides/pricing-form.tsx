import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/field";
import { formatPercent, formatSignedPercent, formatUsd } from "~/lib/format";
import { pricingConditions, pricingForm, pricingNeighbourhoods } from "~content/guides/pricing-guide";
import type { PricingQueryOutcome } from "./pricing-estimate";

/**
 * The quick pricing form: a GET form, so the server renders the result from the address and it
 * works without JavaScript; with JavaScript React Router submits it without a full reload.
 */
export function PricingForm({ outcome, action }: { outcome: PricingQueryOutcome; action: string }) {
  const errors = outcome.status === "invalid" ? outcome.errors : {};
  const { values } = outcome;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Card className="self-start">
        <Form method="get" action={action} preventScrollReset noValidate className="space-y-5">
          <TextField
            label={pricingForm.squareFeetLabel}
            name="sqft"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.sqft}
            hint={pricingForm.squareFeetHint}
            error={errors.sqft}
            required
          />
          <SelectField
            label={pricingForm.neighbourhoodLabel}
            name="neighborhood"
            defaultValue={values.neighborhood}
            error={errors.neighborhood}
            required
          >
            <option value="">{pricingForm.choosePrompt}</option>
            {pricingNeighbourhoods.map((n) => (
              <option key={n.id} value={n.id}>
                {n.name} ({formatUsd(n.avgPriceSqFt)}/sq ft)
              </option>
            ))}
          </SelectField>
          <SelectField
            label={pricingForm.conditionLabel}
            name="condition"
            defaultValue={values.condition}
            error={errors.condition}
            required
          >
            <option value="">{pricingForm.choosePrompt}</option>
            {pricingConditions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClasses("primary", "w-full sm:w-auto")}>
            {pricingForm.submitLabel}
          </button>
        </Form>
      </Card>

      <div className="min-w-0">
        {/* Only the result is a live region, so a screen reader announces it and not the assumptions. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          {outcome.status === "valid" ? <PricingResultPanel result={outcome.result} /> : null}
        </div>
        {outcome.status === "valid" ? null : <PricingAssumptions />}
      </div>
    </div>
  );
}

function PricingResultPanel({ result }: { result: Extract<PricingQueryOutcome, { status: "valid" }>["result"] }) {
  const { estimate, neighbourhood, condition, squareFeet } = result;
  return (
    <div className="rounded-2xl bg-blue-950 p-6 text-white shadow-lg shadow-blue-950/20">
      <h3 className="text-lg font-semibold text-amber-300">{pricingForm.resultHeading}</h3>
      <p className="mt-2 text-4xl font-bold tracking-tight tabular-nums">
        {formatUsd(estimate.low)} – {formatUsd(estimate.high)}
      </p>
      <p className="mt-1 text-blue-100">
        Midpoint {formatUsd(estimate.estimate)} for {squareFeet.toLocaleString("en-US")} sq ft in {neighbourhood.name},{" "}
        {condition.label.toLowerCase()}.
      </p>
      <h4 className="mt-6 font-semibold">{pricingForm.assumptionsHeading}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-blue-100">
        <li>
          {neighbourhood.name} average: {formatUsd(neighbourhood.avgPriceSqFt)} per sq ft.
        </li>
        <li>
          Condition “{condition.label}”: {formatSignedPercent(condition.adjustmentPercent, 0)}, so{" "}
          {formatUsd(estimate.adjustedPricePerSqFt)} per sq ft.
        </li>
        <li>
          {squareFeet.toLocaleString("en-US")} sq ft × {formatUsd(estimate.adjustedPricePerSqFt)} ={" "}
          {formatUsd(estimate.estimate)} (rounded to {formatUsd(pricingForm.roundToDollars)}).
        </li>
        <li>Range: {formatPercent(pricingForm.rangeHalfWidthPercent)} either side of that figure.</li>
      </ul>
      <p className="mt-4 text-sm text-blue-100">{pricingForm.disclaimer}</p>
    </div>
  );
}

function PricingAssumptions() {
  return (
    <Card className="bg-slate-50">
      <h3 className="text-lg font-semibold text-slate-900">{pricingForm.assumptionsHeading}</h3>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        <li>Your square footage × the neighbourhood’s average price per sq ft (shown in the list).</li>
        {pricingConditions.map((c) => (
          <li key={c.id}>
            {c.label}: {formatSignedPercent(c.adjustmentPercent, 0)} on the price per sq ft.
          </li>
        ))}
        <li>
          The range is {formatPercent(pricingForm.rangeHalfWidthPercent)} either side, rounded to{" "}
          {formatUsd(pricingForm.roundToDollars)}.
        </li>
      </ul>
      <p className="mt-4 text-sm text-slate-600">{pricingForm.disclaimer}</p>
    </Card>
  );
}
