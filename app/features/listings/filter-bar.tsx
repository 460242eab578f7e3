import { X } from "lucide-react";
import { dashboardContent } from "./dashboard-content";
import {
  activeFilters,
  clearFilters,
  FILTER_LABELS,
  removeFilter,
  toggleFilter,
  type DashboardQuery,
  type FilterKey,
} from "./filters";
import { LISTING_PRICE_BANDS } from "~/domain/price-bands";
import { QueryLink } from "./query-link";

const chip = "inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors";
const chipOff = `${chip} border-slate-300 bg-white text-slate-800 hover:border-blue-900 hover:text-blue-900`;
const chipOn = `${chip} border-blue-900 bg-blue-900 text-white`;

function ChipGroup({
  query,
  filterKey,
  values,
}: {
  query: DashboardQuery;
  filterKey: FilterKey;
  values: readonly string[];
}) {
  const selected = query.filters[filterKey];
  const label = FILTER_LABELS[filterKey];
  return (
    <div role="group" aria-labelledby={`filter-${filterKey}`} className="flex flex-wrap items-center gap-2">
      <span id={`filter-${filterKey}`} className="mr-1 w-24 text-sm font-semibold text-slate-700">
        {label}
      </span>
      <QueryLink
        query={removeFilter(query, filterKey)}
        current={selected === undefined}
        className={selected === undefined ? chipOn : chipOff}
        label={`All ${label.toLowerCase()}s`}
      >
        All
      </QueryLink>
      {values.map((value) => (
        <QueryLink
          key={value}
          query={toggleFilter(query, filterKey, value)}
          current={selected === value}
          className={selected === value ? chipOn : chipOff}
        >
          {value}
        </QueryLink>
      ))}
    </div>
  );
}

/**
 * Type and price-band chips, every other active filter as a removable chip, and Clear
 * Filters; a filter value no listing has is named, with a link that removes it.
 */
export function FilterBar({
  query,
  types,
  unknown,
}: {
  query: DashboardQuery;
  types: readonly string[];
  unknown: readonly [FilterKey, string][];
}) {
  const removable = activeFilters(query.filters).filter(([key]) => key !== "type" && key !== "band");
  const anyActive = activeFilters(query.filters).length > 0;
  return (
    <section aria-labelledby="filters-heading" className="space-y-3 print:hidden">
      <h2 id="filters-heading" className="sr-only">
        Filters
      </h2>
      {unknown.length > 0 ? (
        <ul role="note" className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
          {unknown.map(([key, value]) => (
            <li key={key} className="flex flex-wrap items-center gap-x-3">
              <span>{dashboardContent.unknownFilter(FILTER_LABELS[key], value)}</span>
              <QueryLink
                query={removeFilter(query, key)}
                className="inline-flex min-h-11 items-center font-semibold text-blue-900 underline underline-offset-2"
                label={`${dashboardContent.removeUnknownFilter}: ${FILTER_LABELS[key].toLowerCase()} “${value}”`}
              >
                {dashboardContent.removeUnknownFilter}
              </QueryLink>
            </li>
          ))}
        </ul>
      ) : null}
      <ChipGroup query={query} filterKey="type" values={types} />
      <ChipGroup query={query} filterKey="band" values={LISTING_PRICE_BANDS} />
      {anyActive ? (
        <div className="flex flex-wrap items-center gap-2">
          {removable.map(([key, value]) => (
            <QueryLink
              key={key}
              query={removeFilter(query, key)}
              className={`${chip} gap-2 border-amber-300 bg-amber-50 text-slate-900 hover:bg-amber-100`}
              label={`Remove ${FILTER_LABELS[key].toLowerCase()} filter: ${value}`}
            >
              <span>
                {FILTER_LABELS[key]}: {value}
              </span>
              <X aria-hidden="true" className="size-4" />
            </QueryLink>
          ))}
          <QueryLink
            query={clearFilters(query)}
            className={`${chip} border-red-700 bg-white text-red-800 hover:bg-red-50`}
          >
            Clear Filters
          </QueryLink>
        </div>
      ) : null}
    </section>
  );
}
