import { Link } from "react-router";
import { ChangeLine } from "./change-line";
import type { VelocityView } from "./yearly-page-view.server";

/**
 * Spec 4 "Yearly filter": all, single-family, condo, multifamily, rental. Plain links kept in the
 * address (the page ships no JavaScript): each is a page load that lands back on this section.
 */
function VelocityFilterLinks({ velocity }: { velocity: VelocityView }) {
  return (
    <nav aria-label={velocity.filterLabel} className="print:hidden">
      <p className="text-sm font-semibold text-slate-700" aria-hidden="true">
        {velocity.filterLabel}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {velocity.filters.map((filter) => (
          <li key={filter.filter}>
            <Link
              to={`${velocity.path}${filter.query}#${velocity.id}`}
              aria-current={filter.active ? "true" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold ${
                filter.active
                  ? "border-blue-900 bg-blue-900 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:border-blue-900 hover:text-blue-900"
              }`}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The contract velocity cards: one per quarter, for the filtered property type. */
export function ContractVelocity({ velocity }: { velocity: VelocityView }) {
  return (
    <div>
      <VelocityFilterLinks velocity={velocity} />
      <div className="mt-6">
        <p className="text-lg text-slate-700">
          <span className="font-semibold text-slate-900">{velocity.summary}</span>
          {", "}
          {velocity.perWeek}.
        </p>
        <ChangeLine change={velocity.change} />
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {velocity.quarters.map((quarter) => (
          <li
            key={quarter.heading}
            className="break-inside-avoid rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h3 className="text-base font-semibold text-slate-900">
              {quarter.heading}
              <span className="block text-sm font-normal text-slate-600">{quarter.months}</span>
            </h3>
            <p className="mt-3 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
              {quarter.contracts} <span className="text-base font-medium text-slate-600">{quarter.contractsWord}</span>
            </p>
            {quarter.leases ? <p className="text-sm text-slate-700">{quarter.leases}</p> : null}
            <p className="text-sm text-slate-700 tabular-nums">{quarter.perWeek}</p>
            <ChangeLine change={quarter.change} />
            <div aria-hidden="true" className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100">
              <div className="h-full rounded-full bg-amber-400" style={{ width: quarter.barWidth }} />
            </div>
            <p className="mt-1 text-sm text-slate-600 tabular-nums">{quarter.share}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
