import { Link, useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { VelocityFilterView } from "./yearly-page-view.server";

/**
 * Spec 4 "Yearly filter": all, single-family, condo, multifamily, rental. Plain links kept in the
 * address, so the filter works without JavaScript and can be shared; the server renders the cards.
 */
function VelocityFilterLinks({ velocity }: { velocity: VelocityFilterView }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  return (
    <nav aria-label={velocity.filterLabel}>
      <p className="text-sm font-semibold text-slate-700" aria-hidden="true">
        {velocity.filterLabel}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {velocity.filters.map((filter) => (
          <li key={filter.filter}>
            <Link
              // Without JavaScript each filter is a page load: the anchor brings the reader back to this section.
              to={`${pathname}${filter.query}${hydrated ? "" : `#${velocity.id}`}`}
              preventScrollReset
              replace
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

/** The contract velocity cards: one per quarter, for the filtered property type (drawn in the loader). */
export function ContractVelocity({ velocity }: { velocity: VelocityFilterView }) {
  return (
    <div>
      <VelocityFilterLinks velocity={velocity} />
      <div aria-live="polite" className="mt-6" dangerouslySetInnerHTML={{ __html: velocity.summaryHtml }} />
      <ul
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        dangerouslySetInnerHTML={{ __html: velocity.quartersHtml }}
      />
    </div>
  );
}
