// The assessment form of Knock Down or Renovate: from value, size and year
// built, an indicative renovation cost against a same-size rebuild, with the planning assumptions.
import { z } from "zod";
import { assessmentForm } from "~content/guides/renovate-vs-knockdown";
import { firstErrorPerField, moneyField, wholeNumberField } from "./query-fields";

export type RenovationBand = { maxAgeYears: number; scope: string; costPerSqFt: number; months: string };

export type AssessmentAssumptions = {
  renovationBands: readonly RenovationBand[];
  renovationSoftCostPercent: number;
  rebuildConstructionPerSqFt: number;
  rebuildSoftCostPercent: number;
  demolitionAndSite: number;
  rebuildLeaningRatio: number;
  renovateLeaningRatio: number;
  leadPaintBeforeYear: number;
};

export type AssessmentInput = { propertyValue: number; squareFeet: number; yearBuilt: number; currentYear: number };

export type Leaning = "renovate" | "close" | "rebuild";

export type Assessment = {
  ageYears: number;
  band: RenovationBand;
  renovationCost: number;
  rebuildCost: number;
  /** Renovation cost as a share of the rebuild cost (0.46 = 46 %). */
  costRatio: number;
  leaning: Leaning;
  renovationShareOfValue: number;
  rebuildShareOfValue: number;
  renovationAllIn: number;
  rebuildAllIn: number;
  leadPaintEra: boolean;
};

/** The renovation scope for a house of `ageYears`: the first band whose maximum age it does not exceed. */
export function renovationBandFor(ageYears: number, bands: readonly RenovationBand[]): RenovationBand {
  const band = bands.find((candidate) => ageYears <= candidate.maxAgeYears) ?? bands.at(-1);
  if (!band) throw new Error("At least one renovation band is needed");
  return band;
}

export function assessRenovationVsRebuild(input: AssessmentInput, assumptions: AssessmentAssumptions): Assessment {
  const ageYears = Math.max(0, input.currentYear - input.yearBuilt);
  const band = renovationBandFor(ageYears, assumptions.renovationBands);
  const renovationCost = input.squareFeet * band.costPerSqFt * (1 + assumptions.renovationSoftCostPercent / 100);
  const rebuildCost =
    input.squareFeet * assumptions.rebuildConstructionPerSqFt * (1 + assumptions.rebuildSoftCostPercent / 100) +
    assumptions.demolitionAndSite;
  const costRatio = renovationCost / rebuildCost;
  const leaning: Leaning =
    costRatio >= assumptions.rebuildLeaningRatio
      ? "rebuild"
      : costRatio <= assumptions.renovateLeaningRatio
        ? "renovate"
        : "close";
  return {
    ageYears,
    band,
    renovationCost,
    rebuildCost,
    costRatio,
    leaning,
    renovationShareOfValue: renovationCost / input.propertyValue,
    rebuildShareOfValue: rebuildCost / input.propertyValue,
    renovationAllIn: input.propertyValue + renovationCost,
    rebuildAllIn: input.propertyValue + rebuildCost,
    leadPaintEra: input.yearBuilt < assumptions.leadPaintBeforeYear,
  };
}

export type AssessmentFormValues = { value: string; sqft: string; year: string };
export type AssessmentFormErrors = Partial<Record<keyof AssessmentFormValues, string>>;

export type AssessmentQueryOutcome =
  | { status: "empty"; values: AssessmentFormValues }
  | { status: "invalid"; values: AssessmentFormValues; errors: AssessmentFormErrors }
  | { status: "valid"; values: AssessmentFormValues; input: AssessmentInput; assessment: Assessment };

/** Reads the assessment form from the query string, like the pricing form: empty, invalid or a result. */
export function assessmentFromQuery(params: URLSearchParams, currentYear: number): AssessmentQueryOutcome {
  const values: AssessmentFormValues = {
    value: params.get("value") ?? "",
    sqft: params.get("sqft") ?? "",
    year: params.get("year") ?? "",
  };
  if (!params.has("value") && !params.has("sqft") && !params.has("year")) return { status: "empty", values };
  const { limits, errors } = assessmentForm;
  const schema = z.object({
    value: moneyField(
      { label: assessmentForm.valueLabel, examples: assessmentForm.valueExamples, rangeMessage: errors.value },
      limits.minValue,
      limits.maxValue,
    ),
    sqft: wholeNumberField(errors.size, limits.minSquareFeet, limits.maxSquareFeet),
    year: wholeNumberField(errors.year, limits.minYear, currentYear),
  });
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    return { status: "invalid", values, errors: firstErrorPerField<keyof AssessmentFormValues>(parsed.error) };
  }
  const input: AssessmentInput = {
    propertyValue: parsed.data.value,
    squareFeet: parsed.data.sqft,
    yearBuilt: parsed.data.year,
    currentYear,
  };
  return { status: "valid", values, input, assessment: assessRenovationVsRebuild(input, assessmentForm) };
}
