// What the quick pricing form shows, worked out and formatted in the loader: the labels, the choices,
// what was entered, the messages and the result. The page's JavaScript only lays it out (decision 004).
import { formatInteger, formatPercent, formatSignedPercent, formatUsd } from "~/lib/format";
import { pricingConditions, pricingForm, pricingNeighbourhoods } from "~content/guides/pricing-guide";
import type { PricingFormErrors, PricingFormValues, PricingQueryOutcome } from "./pricing-estimate";

export type FieldOption = { value: string; label: string };

/** The result of a valid query, every figure formatted. */
export type PricingResultView = {
  low: string;
  high: string;
  estimate: string;
  squareFeet: string;
  neighbourhoodName: string;
  neighbourhoodPricePerSqFt: string;
  conditionLabel: string;
  conditionAdjustment: string;
  adjustedPricePerSqFt: string;
};

export type PricingFormView = {
  text: Pick<
    typeof pricingForm,
    | "squareFeetLabel"
    | "squareFeetHint"
    | "neighbourhoodLabel"
    | "conditionLabel"
    | "choosePrompt"
    | "submitLabel"
    | "resultHeading"
    | "assumptionsHeading"
    | "disclaimer"
  >;
  neighbourhoodOptions: FieldOption[];
  conditionOptions: FieldOption[];
  /** Each condition's adjustment, as the assumptions list states it. */
  conditionAdjustments: { id: string; label: string; adjustment: string }[];
  rangeHalfWidth: string;
  roundTo: string;
  values: PricingFormValues;
  errors: PricingFormErrors;
  result: PricingResultView | null;
};

export function pricingFormView(outcome: PricingQueryOutcome): PricingFormView {
  const { squareFeetLabel, squareFeetHint, neighbourhoodLabel, conditionLabel, choosePrompt, submitLabel } =
    pricingForm;
  const { resultHeading, assumptionsHeading, disclaimer } = pricingForm;
  return {
    text: {
      squareFeetLabel,
      squareFeetHint,
      neighbourhoodLabel,
      conditionLabel,
      choosePrompt,
      submitLabel,
      resultHeading,
      assumptionsHeading,
      disclaimer,
    },
    neighbourhoodOptions: pricingNeighbourhoods.map((n) => ({
      value: n.id,
      label: `${n.name} (${formatUsd(n.avgPriceSqFt)}/sq ft)`,
    })),
    conditionOptions: pricingConditions.map((c) => ({ value: c.id, label: c.label })),
    conditionAdjustments: pricingConditions.map((c) => ({
      id: c.id,
      label: c.label,
      adjustment: formatSignedPercent(c.adjustmentPercent, 0),
    })),
    rangeHalfWidth: formatPercent(pricingForm.rangeHalfWidthPercent),
    roundTo: formatUsd(pricingForm.roundToDollars),
    values: outcome.values,
    errors: outcome.status === "invalid" ? outcome.errors : {},
    result: outcome.status === "valid" ? pricingResultView(outcome.result) : null,
  };
}

function pricingResultView(result: Extract<PricingQueryOutcome, { status: "valid" }>["result"]): PricingResultView {
  const { estimate, neighbourhood, condition } = result;
  return {
    low: formatUsd(estimate.low),
    high: formatUsd(estimate.high),
    estimate: formatUsd(estimate.estimate),
    squareFeet: formatInteger(result.squareFeet),
    neighbourhoodName: neighbourhood.name,
    neighbourhoodPricePerSqFt: formatUsd(neighbourhood.avgPriceSqFt),
    conditionLabel: condition.label,
    conditionAdjustment: formatSignedPercent(condition.adjustmentPercent, 0),
    adjustedPricePerSqFt: formatUsd(estimate.adjustedPricePerSqFt),
  };
}
