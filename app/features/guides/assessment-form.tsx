import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { TextField } from "~/components/ui/field";
import type { AssessmentFormView, AssessmentResultView } from "./assessment-form-view";

/** The renovate-or-rebuild assessment: a GET form whose comparison the server renders from the address. */
export function AssessmentForm({ view, action }: { view: AssessmentFormView; action: string }) {
  const { text, values, errors } = view;
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <Card className="min-w-0 self-start lg:col-span-2">
        <form method="get" action={action} noValidate className="space-y-5 print:hidden">
          <TextField
            label={text.valueLabel}
            name="value"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.value}
            hint={text.valueHint}
            error={errors.value}
            required
          />
          <TextField
            label={text.sizeLabel}
            name="sqft"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.sqft}
            hint={text.sizeHint}
            error={errors.sqft}
            required
          />
          <TextField
            label={text.yearLabel}
            name="year"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.year}
            hint={text.yearHint}
            error={errors.year}
            required
          />
          <button type="submit" className={buttonClasses("primary", "w-full sm:w-auto")}>
            {text.submitLabel}
          </button>
        </form>
      </Card>
      <div className="min-w-0 lg:col-span-3">
        {/* Only the result is a live region, so a screen reader announces it and not the assumptions. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          {view.result ? <AssessmentResult view={view} result={view.result} /> : null}
        </div>
        <AssessmentAssumptions view={view} />
      </div>
    </div>
  );
}

function AssessmentResult({ view, result }: { view: AssessmentFormView; result: AssessmentResultView }) {
  const { columns } = view.text.resultTable;
  return (
    <div className="mb-6 rounded-2xl bg-blue-950 p-6 text-white shadow-lg shadow-blue-950/20">
      <h3 className="text-lg font-semibold text-amber-300">{view.text.resultHeading}</h3>
      <p className="mt-2 text-2xl font-bold text-balance">{result.leaning}</p>
      <p className="mt-2 text-blue-100">{result.summary}</p>
      <div className="mt-5">
        <DataTable
          caption={view.text.resultTable.caption}
          columns={[
            { header: columns.path, cell: (row) => row.path },
            { header: columns.scope, cell: (row) => row.scope },
            { header: columns.cost, cell: (row) => row.cost, numeric: true },
            { header: columns.share, cell: (row) => row.share, numeric: true },
            { header: columns.allIn, cell: (row) => row.allIn, numeric: true },
            { header: columns.months, cell: (row) => row.months, numeric: true },
          ]}
          rows={result.rows}
          rowKey={(row) => row.path}
        />
      </div>
      {result.leadPaintNote ? <p className="mt-4 text-sm text-blue-100">{result.leadPaintNote}</p> : null}
      <p className="mt-4 text-sm text-blue-100">{view.text.disclaimer}</p>
    </div>
  );
}

function AssessmentAssumptions({ view }: { view: AssessmentFormView }) {
  return (
    <Card className="bg-slate-50">
      <h3 className="text-lg font-semibold text-slate-900">{view.text.assumptionsHeading}</h3>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        {view.assumptions.map((assumption) => (
          <li key={assumption}>{assumption}</li>
        ))}
      </ul>
    </Card>
  );
}
