import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { TextField } from "~/components/ui/field";
import { formatInteger, formatPercent, formatUsd } from "~/lib/format";
import { assessmentForm } from "~content/guides/renovate-vs-knockdown";
import type { AssessmentQueryOutcome } from "./renovation-assessment";

type ValidOutcome = Extract<AssessmentQueryOutcome, { status: "valid" }>;

/** The renovate-or-rebuild assessment: a GET form whose comparison the server renders from the address. */
export function AssessmentForm({ outcome, action }: { outcome: AssessmentQueryOutcome; action: string }) {
  const errors = outcome.status === "invalid" ? outcome.errors : {};
  const { values } = outcome;
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <Card className="min-w-0 self-start lg:col-span-2">
        <Form method="get" action={action} preventScrollReset noValidate className="space-y-5">
          <TextField
            label={assessmentForm.valueLabel}
            name="value"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.value}
            hint={assessmentForm.valueHint}
            error={errors.value}
            required
          />
          <TextField
            label={assessmentForm.sizeLabel}
            name="sqft"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.sqft}
            hint={assessmentForm.sizeHint}
            error={errors.sqft}
            required
          />
          <TextField
            label={assessmentForm.yearLabel}
            name="year"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.year}
            hint={assessmentForm.yearHint}
            error={errors.year}
            required
          />
          <button type="submit" className={buttonClasses("primary", "w-full sm:w-auto")}>
            {assessmentForm.submitLabel}
          </button>
        </Form>
      </Card>
      <div className="min-w-0 lg:col-span-3">
        {/* Only the result is a live region, so a screen reader announces it and not the assumptions. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          {outcome.status === "valid" ? <AssessmentResult outcome={outcome} /> : null}
        </div>
        <AssessmentAssumptions />
      </div>
    </div>
  );
}

function AssessmentResult({ outcome }: { outcome: ValidOutcome }) {
  const { assessment: a, input } = outcome;
  const table = assessmentForm.resultTable;
  const rows = [
    {
      path: table.renovateLabel,
      scope: a.band.scope,
      cost: a.renovationCost,
      share: a.renovationShareOfValue,
      allIn: a.renovationAllIn,
      months: a.band.months,
    },
    {
      path: table.rebuildLabel,
      scope: `${table.rebuildScope} (${formatInteger(input.squareFeet)} sq ft)`,
      cost: a.rebuildCost,
      share: a.rebuildShareOfValue,
      allIn: a.rebuildAllIn,
      months: assessmentForm.rebuildMonths,
    },
  ];
  return (
    <div className="mb-6 rounded-2xl bg-blue-950 p-6 text-white shadow-lg shadow-blue-950/20">
      <h3 className="text-lg font-semibold text-amber-300">{assessmentForm.resultHeading}</h3>
      <p className="mt-2 text-2xl font-bold text-balance">{assessmentForm.leanings[a.leaning]}</p>
      <p className="mt-2 text-blue-100">
        A house built in {input.yearBuilt} is {a.ageYears} years old. Renovating would cost about{" "}
        {formatPercent(a.costRatio * 100, 0)} of a same-size rebuild.
      </p>
      <div className="mt-5 text-slate-900">
        <DataTable
          caption={table.caption}
          columns={[
            { header: table.columns.path, cell: (row) => row.path },
            { header: table.columns.scope, cell: (row) => row.scope },
            { header: table.columns.cost, cell: (row) => formatUsd(row.cost), numeric: true },
            { header: table.columns.share, cell: (row) => formatPercent(row.share * 100, 0), numeric: true },
            { header: table.columns.allIn, cell: (row) => formatUsd(row.allIn), numeric: true },
            { header: table.columns.months, cell: (row) => row.months, numeric: true },
          ]}
          rows={rows}
          rowKey={(row) => row.path}
        />
      </div>
      {a.leadPaintEra ? <p className="mt-4 text-sm text-blue-100">{assessmentForm.leadPaintNote}</p> : null}
      <p className="mt-4 text-sm text-blue-100">{assessmentForm.disclaimer}</p>
    </div>
  );
}

function AssessmentAssumptions() {
  const f = assessmentForm;
  return (
    <Card className="bg-slate-50">
      <h3 className="text-lg font-semibold text-slate-900">{f.assumptionsHeading}</h3>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        {f.renovationBands.map((band, index) => {
          const previous = f.renovationBands[index - 1];
          const ages = Number.isFinite(band.maxAgeYears)
            ? `${previous ? previous.maxAgeYears + 1 : 0}-${band.maxAgeYears} years old`
            : `over ${previous?.maxAgeYears ?? 0} years old`;
          return (
            <li key={band.scope}>
              Renovation, house {ages}: {band.scope.toLowerCase()}, {formatUsd(band.costPerSqFt)} per sq ft,{" "}
              {band.months} months.
            </li>
          );
        })}
        <li>Renovation design and permit fees: {formatPercent(f.renovationSoftCostPercent, 0)} of construction.</li>
        <li>
          Rebuild: {formatUsd(f.rebuildConstructionPerSqFt)} per sq ft, plus{" "}
          {formatPercent(f.rebuildSoftCostPercent, 0)} design and permit fees and {formatUsd(f.demolitionAndSite)} for
          demolition, abatement and site work; {f.rebuildMonths} months.
        </li>
        <li>
          A renovation at {formatPercent(f.rebuildLeaningRatio * 100, 0)} or more of the rebuild cost points to a
          rebuild; at {formatPercent(f.renovateLeaningRatio * 100, 0)} or less, to renovating.
        </li>
      </ul>
    </Card>
  );
}
