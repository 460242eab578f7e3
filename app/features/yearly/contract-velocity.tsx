import { Link, useLocation } from "react-router";
import { toneClasses, trendTone } from "~/lib/colour-rules";
import { formatDecimal, formatPercent, formatSignedPercent } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import { yearlyPage } from "~content/yearly/yearly-page";
import {
  changeDirection,
  DEFAULT_VELOCITY_FILTER,
  VELOCITY_FILTER_PARAM,
  VELOCITY_FILTERS,
  type ContractVelocity as Velocity,
  type VelocityFilter,
} from "./yearly-review";

const text = yearlyPage.velocity;

/** The filter's address: the default filter is left out, so the plain URL stays canonical. */
function filterHref(pathname: string, filter: VelocityFilter, withAnchor: boolean): string {
  const query = filter === DEFAULT_VELOCITY_FILTER ? "" : `?${VELOCITY_FILTER_PARAM}=${filter}`;
  // Without JavaScript each filter is a page load: the anchor brings the reader back to this section.
  return `${pathname}${query}${withAnchor ? `#${text.id}` : ""}`;
}

/**
 * Spec 4 "Yearly filter": all, single-family, condo, multifamily, rental. Plain links kept in the
 * address, so the filter works without JavaScript and can be shared; the server renders the cards.
 */
function VelocityFilterLinks({ selected }: { selected: VelocityFilter }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  return (
    <nav aria-label={text.filterLabel}>
      <p className="text-sm font-semibold text-slate-700" aria-hidden="true">
        {text.filterLabel}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {VELOCITY_FILTERS.map((filter) => {
          const active = filter === selected;
          return (
            <li key={filter}>
              <Link
                to={filterHref(pathname, filter, !hydrated)}
                preventScrollReset
                replace
                aria-current={active ? "true" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold ${
                  active
                    ? "border-blue-900 bg-blue-900 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-blue-900 hover:text-blue-900"
                }`}
              >
                {text.filters[filter]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ChangeLine({ change, label }: { change: number | null; label: string }) {
  if (change === null) return <p className="mt-1 text-sm text-slate-600">{text.noComparison}</p>;
  return (
    <p className={`mt-1 text-sm font-semibold ${toneClasses[trendTone(changeDirection(change))].text}`}>
      {formatSignedPercent(change)} <span className="font-normal text-slate-600">{label}</span>
    </p>
  );
}

/** The contract velocity cards: one per quarter, for the filtered property type. */
export function ContractVelocity({ velocity }: { velocity: Velocity }) {
  return (
    <div>
      <VelocityFilterLinks selected={velocity.filter} />
      <div aria-live="polite" className="mt-6">
        <p className="text-lg text-slate-700">
          <span className="font-semibold text-slate-900">
            {text.summary(text.filterNames[velocity.filter], velocity.contracts, velocity.year)}
          </span>
          {", "}
          {formatDecimal(velocity.perWeek, 1)} {text.perWeek}.
        </p>
        <ChangeLine
          change={velocity.changePercent}
          label={text.versusYear(velocity.previousContracts, velocity.previousYear)}
        />
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {velocity.quarters.map((quarter) => (
          <li key={quarter.label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-base font-semibold text-slate-900">
              {quarter.label} {velocity.year}
              <span className="block text-sm font-normal text-slate-600">{quarter.months}</span>
            </h3>
            <p className="mt-3 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
              {quarter.contracts} <span className="text-base font-medium text-slate-600">{text.contracts}</span>
            </p>
            <p className="text-sm text-slate-700 tabular-nums">
              {formatDecimal(quarter.perWeek, 1)} {text.perWeek}
            </p>
            <ChangeLine change={quarter.changePercent} label={text.versus(quarter.label, velocity.previousYear)} />
            <div aria-hidden="true" className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100">
              <div className="h-full rounded-full bg-amber-400" style={{ width: `${quarter.sharePercent}%` }} />
            </div>
            <p className="mt-1 text-sm text-slate-600 tabular-nums">
              {formatPercent(quarter.sharePercent)} {text.shareOfYear}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
