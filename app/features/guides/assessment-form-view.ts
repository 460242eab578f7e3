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
  /** "A house built in 1965 is 61 years old. Renovating would cost about 46% of a same-size rebuild." */
  summary: string;
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
  /** The figures the comparison assumes, one sentence each. */
  assumptions: string[];
};

/** A ratio as a whole percentage: 0.46 -> "46%". */
const share = (ratio: number) => formatPercent(ratio * 100, 0);

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
    assumptions: [
      ...f.renovationBands.map((band, index) => {
        const previous = f.renovationBands[index - 1];
        const ages = Number.isFinite(band.maxAgeYears)
          ? `${previous ? previous.maxAgeYears + 1 : 0}-${band.maxAgeYears} years old`
          : `over ${previous?.maxAgeYears ?? 0} years old`;
        return `Renovation, house ${ages}: ${band.scope.toLowerCase()}, ${formatUsd(band.costPerSqFt)} per sq ft, ${band.months} months.`;
      }),
      `Renovation design and permit fees: ${formatPercent(f.renovationSoftCostPercent, 0)} of construction.`,
      `Rebuild: ${formatUsd(f.rebuildConstructionPerSqFt)} per sq ft, plus ${formatPercent(f.rebuildSoftCostPercent, 0)} design and permit fees and ${formatUsd(f.demolitionAndSite)} for demolition, abatement and site work; ${f.rebuildMonths} months.`,
      `A renovation at ${share(f.rebuildLeaningRatio)} or more of the rebuild cost points to a rebuild; at ${share(f.renovateLeaningRatio)} or less, to renovating.`,
    ],
  };
}

function assessmentResultView({ assessment: a, input }: Extract<AssessmentQueryOutcome, { status: "valid" }>) {
  const table = assessmentForm.resultTable;
  return {
    leaning: assessmentForm.leanings[a.leaning],
    summary: `A house built in ${input.yearBuilt} is ${a.ageYears} years old. Renovating would cost about ${share(a.costRatio)} of a same-size rebuild.`,
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
