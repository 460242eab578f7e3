// What the renovate-or-rebuild assessment shows, worked out and formatted in the loader: the labels,
// what was entered, the messages, the comparison and the assumptions (docs/decisions/004).
import { formatInteger, formatPercent, formatUsd } from "~/lib/format";
import { assessmentForm } from "~content/guides/renovate-vs-knockdown";
import type { AssessmentFormErrors, AssessmentFormValues, AssessmentQueryOutcome } from "./renovation-assessment";

/** One path of the comparison table, every figure formatted. */
export type AssessmentPathRow = {
  path: string;
  scope: string;
  cost: string;
  share: string;
  allIn: string;
  months: string;
};

export type AssessmentResultView = {
  leaning: string;
  yearBuilt: number;
  ageYears: number;
  /** The renovation's cost as a share of the rebuild's ("46%"). */
  costRatio: string;
  rows: AssessmentPathRow[];
  leadPaintNote: string | null;
};

export type AssessmentFormView = {
  text: Pick<
    typeof assessmentForm,
    | "valueLabel"
    | "valueHint"
    | "sizeLabel"
    | "sizeHint"
    | "yearLabel"
    | "yearHint"
    | "submitLabel"
    | "resultHeading"
    | "assumptionsHeading"
    | "disclaimer"
  > & { resultTable: Pick<(typeof assessmentForm)["resultTable"], "caption" | "columns"> };
  values: AssessmentFormValues;
  errors: AssessmentFormErrors;
  result: AssessmentResultView | null;
  assumptions: {
    renovationBands: { scope: string; ages: string; costPerSqFt: string; months: string }[];
    renovationSoftCost: string;
    rebuildConstructionPerSqFt: string;
    rebuildSoftCost: string;
    demolitionAndSite: string;
    rebuildMonths: string;
    rebuildLeaning: string;
    renovateLeaning: string;
  };
};

export function assessmentFormView(outcome: AssessmentQueryOutcome): AssessmentFormView {
  const f = assessmentForm;
  return {
    text: {
      valueLabel: f.valueLabel,
      valueHint: f.valueHint,
      sizeLabel: f.sizeLabel,
      sizeHint: f.sizeHint,
      yearLabel: f.yearLabel,
      yearHint: f.yearHint,
      submitLabel: f.submitLabel,
      resultHeading: f.resultHeading,
      assumptionsHeading: f.assumptionsHeading,
      disclaimer: f.disclaimer,
      resultTable: { caption: f.resultTable.caption, columns: f.resultTable.columns },
    },
    values: outcome.values,
    errors: outcome.status === "invalid" ? outcome.errors : {},
    result: outcome.status === "valid" ? assessmentResultView(outcome) : null,
    assumptions: {
      renovationBands: f.renovationBands.map((band, index) => {
        const previous = f.renovationBands[index - 1];
        return {
          scope: band.scope,
          ages: Number.isFinite(band.maxAgeYears)
            ? `${previous ? previous.maxAgeYears + 1 : 0}-${band.maxAgeYears} years old`
            : `over ${previous?.maxAgeYears ?? 0} years old`,
          costPerSqFt: formatUsd(band.costPerSqFt),
          months: band.months,
        };
      }),
      renovationSoftCost: formatPercent(f.renovationSoftCostPercent, 0),
      rebuildConstructionPerSqFt: formatUsd(f.rebuildConstructionPerSqFt),
      rebuildSoftCost: formatPercent(f.rebuildSoftCostPercent, 0),
      demolitionAndSite: formatUsd(f.demolitionAndSite),
      rebuildMonths: f.rebuildMonths,
      rebuildLeaning: formatPercent(f.rebuildLeaningRatio * 100, 0),
      renovateLeaning: formatPercent(f.renovateLeaningRatio * 100, 0),
    },
  };
}

function assessmentResultView({ assessment: a, input }: Extract<AssessmentQueryOutcome, { status: "valid" }>) {
  const table = assessmentForm.resultTable;
  const share = (ratio: number) => formatPercent(ratio * 100, 0);
  return {
    leaning: assessmentForm.leanings[a.leaning],
    yearBuilt: input.yearBuilt,
    ageYears: a.ageYears,
    costRatio: share(a.costRatio),
    rows: [
      {
        path: table.renovateLabel,
        scope: a.band.scope,
        cost: formatUsd(a.renovationCost),
        share: share(a.renovationShareOfValue),
        allIn: formatUsd(a.renovationAllIn),
        months: a.band.months,
      },
      {
        path: table.rebuildLabel,
        scope: `${table.rebuildScope} (${formatInteger(input.squareFeet)} sq ft)`,
        cost: formatUsd(a.rebuildCost),
        share: share(a.rebuildShareOfValue),
        allIn: formatUsd(a.rebuildAllIn),
        months: assessmentForm.rebuildMonths,
      },
    ],
    leadPaintNote: a.leadPaintEra ? assessmentForm.leadPaintNote : null,
  } satisfies AssessmentResultView;
}
