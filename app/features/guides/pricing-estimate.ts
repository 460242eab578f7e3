// The quick pricing form of the Home Pricing Guide: square footage times
// the neighbourhood's average price per sq ft, adjusted by condition, widened into a range.
import { z } from "zod";
import {
  pricingConditions,
  pricingForm,
  type PricingConditionId,
  type PricingNeighbourhood,
  type PricingNeighbourhoodId,
} from "~content/guides/pricing-guide";
import { firstErrorPerField, wholeNumberField } from "./query-fields";

export type PriceEstimateInput = {
  squareFeet: number;
  pricePerSqFt: number;
  /** Condition adjustment to the price per sq ft, in percent (-25 means 25 % less). */
  conditionAdjustmentPercent: number;
  /** Half the range's width around the estimate, in percent. */
  rangeHalfWidthPercent: number;
  /** Round every dollar figure to a multiple of this. */
  roundToDollars: number;
};

export type PriceEstimate = {
  adjustedPricePerSqFt: number;
  estimate: number;
  low: number;
  high: number;
};

function roundTo(amount: number, step: number): number {
  return Math.round(amount / step) * step;
}

/** The indicative price: sq ft x adjusted $/sq ft, and the range around it, rounded. */
export function estimatePriceRange(input: PriceEstimateInput): PriceEstimate {
  const adjustedPricePerSqFt = input.pricePerSqFt * (1 + input.conditionAdjustmentPercent / 100);
  const exact = input.squareFeet * adjustedPricePerSqFt;
  const halfWidth = input.rangeHalfWidthPercent / 100;
  return {
    adjustedPricePerSqFt,
    estimate: roundTo(exact, input.roundToDollars),
    low: roundTo(exact * (1 - halfWidth), input.roundToDollars),
    high: roundTo(exact * (1 + halfWidth), input.roundToDollars),
  };
}

const conditionIds = pricingConditions.map((c) => c.id) as [PricingConditionId, ...PricingConditionId[]];

/** The form's fields; the neighborhood is one of those the page lists. */
function pricingQuerySchema(neighbourhoods: readonly PricingNeighbourhood[]) {
  const neighbourhoodIds = neighbourhoods.map((n) => n.id) as [PricingNeighbourhoodId, ...PricingNeighbourhoodId[]];
  return z.object({
    sqft: wholeNumberField(
      pricingForm.errors.squareFeet,
      pricingForm.limits.minSquareFeet,
      pricingForm.limits.maxSquareFeet,
    ),
    neighborhood: z.enum(neighbourhoodIds, { error: pricingForm.errors.neighbourhood }),
    condition: z.enum(conditionIds, { error: pricingForm.errors.condition }),
  });
}

export type PricingFormValues = { sqft: string; neighborhood: string; condition: string };
export type PricingFormErrors = Partial<Record<keyof PricingFormValues, string>>;

export type PricingResult = {
  squareFeet: number;
  neighbourhood: PricingNeighbourhood;
  condition: (typeof pricingConditions)[number];
  estimate: PriceEstimate;
};

export type PricingQueryOutcome =
  | { status: "empty"; values: PricingFormValues }
  | { status: "invalid"; values: PricingFormValues; errors: PricingFormErrors }
  | { status: "valid"; values: PricingFormValues; result: PricingResult };

/**
 * Reads the form from the query string. No field present: the form is shown empty. Otherwise every
 * field is checked; a valid query gives the estimate, an invalid one a message per field. The
 * neighbourhoods' prices are those of the fact book current when the page is rendered (decision 111).
 */
export function pricingFromQuery(
  params: URLSearchParams,
  neighbourhoods: readonly PricingNeighbourhood[],
): PricingQueryOutcome {
  const values: PricingFormValues = {
    sqft: params.get("sqft") ?? "",
    neighborhood: params.get("neighborhood") ?? "",
    condition: params.get("condition") ?? "",
  };
  if (!params.has("sqft") && !params.has("neighborhood") && !params.has("condition")) {
    return { status: "empty", values };
  }
  const parsed = pricingQuerySchema(neighbourhoods).safeParse(values);
  if (!parsed.success) {
    return { status: "invalid", values, errors: firstErrorPerField<keyof PricingFormValues>(parsed.error) };
  }
  const neighbourhood = neighbourhoods.find((n) => n.id === parsed.data.neighborhood);
  const condition = pricingConditions.find((c) => c.id === parsed.data.condition);
  if (!neighbourhood || !condition) throw new Error("Unreachable: the enums list every id");
  return {
    status: "valid",
    values,
    result: {
      squareFeet: parsed.data.sqft,
      neighbourhood,
      condition,
      estimate: estimatePriceRange({
        squareFeet: parsed.data.sqft,
        pricePerSqFt: neighbourhood.avgPriceSqFt,
        conditionAdjustmentPercent: condition.adjustmentPercent,
        rangeHalfWidthPercent: pricingForm.rangeHalfWidthPercent,
        roundToDollars: pricingForm.roundToDollars,
      }),
    },
  };
}
