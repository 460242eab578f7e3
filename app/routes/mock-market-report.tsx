import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/mock-market-report";
import { ActionsThisWeek } from "~/features/listings/actions-this-week";
import { CompetitorWatchlist } from "~/features/listings/competitor-watchlist";
import { computeDashboard, dashboardView } from "~/features/listings/dashboard";
import { dashboardContent } from "~/features/listings/dashboard-content";
import { DashboardHeader } from "~/features/listings/dashboard-header";
import { DistrictMomentum } from "~/features/listings/district-momentum";
import { FilterBar } from "~/features/listings/filter-bar";
import { dashboardSearch, GLOSSARY_PARAM, LISTING_PARAM, viewSearch } from "~/features/listings/filters";
import { refreshListingsSource } from "~/features/listings/listings.server";
import { weeksDatabase } from "~/server/week-store.server";
import { ListingsTable } from "~/features/listings/listings-table";
import { PriceBandPulse } from "~/features/listings/price-band-pulse";
import { ReductionPlaybook } from "~/features/listings/reduction-playbook";
import { SummaryCards } from "~/features/listings/summary-cards";
import { todayIso } from "~/features/listings/weeks";
import { HYDRATE } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

/** The keyboard, the dialogs as modals and the copy buttons need JavaScript; every control also works before it (links). */
export const handle = HYDRATE;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, dashboardContent.meta);
}

/**
 * Every figure from the listings of the chosen week, filtered by the query
 * string. A filter value spelled in another case redirects to the file's spelling.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  // The stored listings as of their content version: an upload on any instance shows at once (decision 135).
  const source = await refreshListingsSource(weeksDatabase(appContextOf(context)));
  const view = dashboardView(source.listings, url.searchParams, todayIso());
  if (view.canonicalSearch !== null) {
    const canonical = new URLSearchParams(view.canonicalSearch);
    for (const param of [LISTING_PARAM, GLOSSARY_PARAM]) {
      const value = url.searchParams.get(param);
      if (value !== null) canonical.set(param, value);
    }
    throw redirect(`${url.pathname}?${canonical.toString()}`);
  }
  return {
    query: view.query,
    weeks: view.weeks,
    unknownFilters: view.unknownFilters,
    types: view.known.type,
    dashboard: computeDashboard(view.weekListings, view.query.filters),
    sampleCount: source.isSample ? source.listings.length : null,
  };
}

/** Opening or closing a dialog (`listing=`, `glossary=`) changes no figure: the page keeps its data. */
export function shouldRevalidate({
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

export default function MockMarketReport({ loaderData }: Route.ComponentProps) {
  const { query, weeks, unknownFilters, types, dashboard, sampleCount } = loaderData;
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
