import { redirect } from "react-router";
import type { AppContext } from "~/server/app-context.server";
import { weeksDatabase } from "~/server/week-store.server";
import { computeDashboard, dashboardView } from "./dashboard";
import { GLOSSARY_PARAM, LISTING_PARAM } from "./filters";
import { refreshListingsSource } from "./listings.server";
import { todayIso } from "./weeks";

/**
 * Every figure from the listings of the chosen week, filtered by the query string. A filter value
 * spelled in another case redirects to the file's spelling (the dialogs' parameters kept).
 */
export async function dashboardPageData(url: URL, app: AppContext) {
  // The stored listings as of their content version: an upload on any instance shows at once (decision 135).
  const source = await refreshListingsSource(weeksDatabase(app));
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

export type DashboardPageData = Awaited<ReturnType<typeof dashboardPageData>>;
