import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import type { MillRatesPageView } from "./mill-rates-page.server";

type Calculator = MillRatesPageView["calculator"];

/** The worked examples under the calculator: tax on three market values at the latest rate. */
export function WorkedExamples({ calculator }: { calculator: Calculator }) {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-3" aria-label={calculator.examplesLabel}>
      {calculator.examples.map((example) => (
        <Card as="li" key={example.marketValue} className="p-5">
          <p className="text-sm font-medium text-slate-600">
            {example.marketValue} {calculator.exampleMarketValue}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {example.assessedValue} {calculator.exampleAssessed}
          </p>
          <p className="mt-2 text-2xl font-bold text-slate-900 tabular-nums">
            {example.annualTax}{" "}
            <span className="text-base font-medium text-slate-600">{calculator.examplePerYear}</span>
          </p>
        </Card>
      ))}
    </ul>
  );
}

/** Every fiscal year's mill rate, its change and grand list, then the note to confirm with the town. */
export function MillRateHistory({ history }: { history: MillRatesPageView["history"] }) {
  return (
    <>
      <DataTable
        caption={history.caption}
        columns={[
          {
            header: history.columns.fiscalYear,
            cell: (row) => <span className="whitespace-nowrap">{row.fiscalYear}</span>,
          },
          { header: history.columns.millRate, numeric: true, cell: (row) => row.millRate },
          { header: history.columns.change, numeric: true, cell: (row) => row.change },
          { header: history.columns.grandList, cell: (row) => row.grandList },
          { header: history.columns.note, cell: (row) => row.note },
        ]}
        rows={history.rows}
        rowKey={(row) => row.fiscalYear}
      />
      <p
        className="mt-4 max-w-3xl rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
        role="note"
      >
        {history.confirmNote}
      </p>
    </>
  );
}

/** The same home's tax in Greenwich and its neighbours, with the source and the caveat. */
export function TownComparison({ comparison }: { comparison: MillRatesPageView["comparison"] }) {
  return (
    <>
      <DataTable
        caption={comparison.caption}
        columns={[
          { header: comparison.columns.town, cell: (row) => row.town },
          { header: comparison.columns.millRate, numeric: true, cell: (row) => row.millRate },
          { header: comparison.columns.assessedValue, numeric: true, cell: (row) => row.assessedValue },
          { header: comparison.columns.annualTax, numeric: true, cell: (row) => row.annualTax },
        ]}
        rows={comparison.rows}
        rowKey={(row) => row.town}
      />
      <p className="mt-4 text-sm text-slate-600">
        {comparison.sourceLabel} {comparison.source}
      </p>
      <p className="mt-2 max-w-3xl text-slate-600">{comparison.caveat}</p>
    </>
  );
}
