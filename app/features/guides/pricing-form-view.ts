// What the quick pricing form shows, worked out and formatted in the loader: the labels, the choices,
// what was entered, the messages and the result. The page's JavaScript only lays it out (decision 004).
import { formatInteger, formatPercent, formatSignedPercent, formatUsd } from "~/lib/format";
import { pricingConditions, pricingForm, type PricingNeighbourhood } from "~content/guides/pricing-guide";
import type { PricingFormErrors, PricingFormValues, PricingQueryOutcome } from "./pricing-estimate";

export type FieldOption = { value: string; label: string };

/** The result of a valid query, as the panel reads: the range, one summary line and how it was worked out. */
export type PricingResultView = {
  /** "$1,980,000 – $2,420,000" */
  range: string;
  /** "Midpoint $2,200,000 for 2,500 sq ft in Riverside, move-in ready." */
  summary: string;
  /** The assumptions behind this figure, one sentence each. */
  steps: string[];
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
  /** The assumptions shown before a valid query, one sentence each. */
  assumptions: string[];
  values: PricingFormValues;
  errors: PricingFormErrors;
  result: PricingResultView | null;
};

const RANGE_HALF_WIDTH = formatPercent(pricingForm.rangeHalfWidthPercent);
const ROUND_TO = formatUsd(pricingForm.roundToDollars);

export function pricingFormView(
  outcome: PricingQueryOutcome,
  neighbourhoods: readonly PricingNeighbourhood[],
): PricingFormView {
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
    neighbourhoodOptions: neighbourhoods.map((n) => ({
      value: n.id,
      label: `${n.name} (${formatUsd(n.avgPriceSqFt)}/sq ft)`,
    })),
    conditionOptions: pricingConditions.map((c) => ({ value: c.id, label: c.label })),
    assumptions: [
      "Your square footage × the neighborhood’s average price per sq ft (shown in the list).",
      ...pricingConditions.map(
        (c) => `${c.label}: ${formatSignedPercent(c.adjustmentPercent, 0)} on the price per sq ft.`,
      ),
      `The range is ${RANGE_HALF_WIDTH} either side, rounded to ${ROUND_TO}.`,
    ],
    values: outcome.values,
    errors: outcome.status === "invalid" ? outcome.errors : {},
    result: outcome.status === "valid" ? pricingResultView(outcome.result) : null,
  };
}

function pricingResultView(result: Extract<PricingQueryOutcome, { status: "valid" }>["result"]): PricingResultView {
  const { estimate, neighbourhood, condition } = result;
  const squareFeet = formatInteger(result.squareFeet);
  const midpoint = formatUsd(estimate.estimate);
  const adjusted = formatUsd(estimate.adjustedPricePerSqFt);
  return {
    range: `${formatUsd(estimate.low)} – ${formatUsd(estimate.high)}`,
    summary: `Midpoint ${midpoint} for ${squareFeet} sq ft in ${neighbourhood.name}, ${condition.label.toLowerCase()}.`,
    steps: [
      `${neighbourhood.name} average: ${formatUsd(neighbourhood.avgPriceSqFt)} per sq ft.`,
      `Condition “${condition.label}”: ${formatSignedPercent(condition.adjustmentPercent, 0)}, so ${adjusted} per sq ft.`,
      `${squareFeet} sq ft × ${adjusted} = ${midpoint} (rounded to ${ROUND_TO}).`,
      `Range: ${RANGE_HALF_WIDTH} either side of that figure.`,
    ],
  };
}
