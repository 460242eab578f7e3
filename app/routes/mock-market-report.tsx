import type { Route } from "./+types/mock-market-report";
import { ActionsThisWeek } from "~/features/listings/actions-this-week";
import { CompetitorWatchlist } from "~/features/listings/competitor-watchlist";
import { computeDashboard } from "~/features/listings/dashboard";
import { dashboardContent } from "~/features/listings/dashboard-content";
import { DashboardHeader } from "~/features/listings/dashboard-header";
import { DistrictMomentum } from "~/features/listings/district-momentum";
import { FilterBar } from "~/features/listings/filter-bar";
import { dashboardSearch, parseDashboardQuery } from "~/features/listings/filters";
import { listingsSource } from "~/features/listings/listings.server";
import { ListingsTable } from "~/features/listings/listings-table";
import { PriceBandPulse } from "~/features/listings/price-band-pulse";
import { ReductionPlaybook } from "~/features/listings/reduction-playbook";
import { SummaryCards } from "~/features/listings/summary-cards";
import { pageMeta } from "~/lib/seo";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, dashboardContent.meta);
}

/** Spec 2 "Mock dashboard": every figure from the listings file, filtered by the query string. */
export function loader({ request }: Route.LoaderArgs) {
  const query = parseDashboardQuery(new URL(request.url).searchParams);
  const source = listingsSource();
  return { query, dashboard: computeDashboard(source.listings, query.filters), isSample: source.isSample };
}

export default function MockMarketReport({ loaderData }: Route.ComponentProps) {
  const { query, dashboard, isSample } = loaderData;
  const search = dashboardSearch(query);
  return (
    <>
      <DashboardHeader query={query} isSample={isSample} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
          <FilterBar query={query} types={dashboard.types} />
          <SummaryCards summary={dashboard.summary} />
          <PriceBandPulse bands={dashboard.bands} query={query} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <DistrictMomentum districts={dashboard.districts} query={query} />
            <ActionsThisWeek actions={dashboard.actions} />
          </div>
          <ReductionPlaybook matrix={dashboard.matrix} />
          <CompetitorWatchlist firms={dashboard.firms} agents={dashboard.agents} query={query} />
          {/* A new filter is a new list: the keyboard highlight starts again. */}
          <ListingsTable
            key={search}
            rows={dashboard.rows}
            medianAdom={dashboard.summary.medianAdom}
            exportSearch={search}
          />
        </div>
      </div>
    </>
  );
}
