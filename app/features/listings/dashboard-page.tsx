import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ActionsThisWeek } from "./actions-this-week";
import { CompetitorWatchlist } from "./competitor-watchlist";
import { DashboardHeader } from "./dashboard-header";
import type { DashboardPageData } from "./dashboard-page.server";
import { DistrictMomentum } from "./district-momentum";
import { FilterBar } from "./filter-bar";
import { dashboardSearch, viewSearch } from "./filters";
import { ListingsTable } from "./listings-table";
import { PriceBandPulse } from "./price-band-pulse";
import { ReductionPlaybook } from "./reduction-playbook";
import { SummaryCards } from "./summary-cards";

/** Opening or closing a dialog (`listing=`, `glossary=`) changes no figure: the page keeps its data. */
export function dashboardShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    formMethod === undefined &&
    currentUrl.pathname === nextUrl.pathname &&
    viewSearch(currentUrl.searchParams) === viewSearch(nextUrl.searchParams)
  )
    return false;
  return defaultShouldRevalidate;
}

/** The listings dashboard: the week's header, the filters, every panel and the listings. */
export function DashboardPage({ view }: { view: DashboardPageData }) {
  const { query, weeks, unknownFilters, types, dashboard, sampleCount } = view;
  const search = dashboardSearch(query);
  return (
    <>
      <DashboardHeader query={query} weeks={weeks} sampleCount={sampleCount} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
          <FilterBar query={query} types={types} unknown={unknownFilters} />
          <SummaryCards summary={dashboard.summary} />
          <PriceBandPulse bands={dashboard.bands} query={query} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <DistrictMomentum districts={dashboard.districts} query={query} />
            <ActionsThisWeek actions={dashboard.actions} />
          </div>
          <ReductionPlaybook matrix={dashboard.matrix} />
          <CompetitorWatchlist firms={dashboard.firms} agents={dashboard.agents} query={query} />
          {/* A new filter or week is a new list: the keyboard highlight starts again. */}
          <ListingsTable key={search} rows={dashboard.rows} medianAdom={dashboard.summary.medianAdom} query={query} />
        </div>
      </div>
    </>
  );
}
