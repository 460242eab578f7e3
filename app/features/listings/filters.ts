import type { Listing } from "./listing-record";
import { FILTER_KEYS, type FilterKey, type Filters } from "~/domain/dashboard-filters";
import { LISTING_PRICE_BANDS, REDUCTION_BUCKETS, reductionBucketOf } from "~/domain/price-bands";

// The filters live only in the query string and combine with AND. A value
// is matched regardless of case: the page redirects to the file's spelling.

export { FILTER_KEYS, type FilterKey, type Filters };

export const FILTER_LABELS: Record<FilterKey, string> = {
  type: "Type",
  band: "Price band",
  district: "District",
  status: "Status",
  reductions: "Reductions",
  firm: "Firm",
  agent: "Agent",
};

/** Week parsed as an integer; missing or unusable, the newest week with data. Weeks of a year run 1 to 53 (decision 030). */
export const FIRST_WEEK = 1;
export const LAST_WEEK = 53;

export const WATCHLIST_TABS = ["brokerages", "agents"] as const;
export type WatchlistTab = (typeof WATCHLIST_TABS)[number];
export const DEFAULT_WATCHLIST_TAB: WatchlistTab = "brokerages";
export const WATCHLIST_PARAM = "watch";

/**
 * The dialogs are in the address too, so they open without JavaScript: `listing=<MLS #>` opens
 * that listing's Deal Timeline, `glossary=1` the Glossary. Any other link closes them.
 */
export const LISTING_PARAM = "listing";
export const GLOSSARY_PARAM = "glossary";
export type DashboardDialog = { listing: string } | { glossary: true };

/** The query string without its dialogs: two addresses with the same view differ only in which dialog is open. */
export function viewSearch(params: URLSearchParams): string {
  const view = new URLSearchParams(params);
  view.delete(LISTING_PARAM);
  view.delete(GLOSSARY_PARAM);
  view.sort();
  return view.toString();
}

/** The view's address with a dialog open. */
export function dialogSearch(query: DashboardQuery, dialog: DashboardDialog): string {
  const params = new URLSearchParams(dashboardSearch(query));
  if ("listing" in dialog) params.set(LISTING_PARAM, dialog.listing);
  else params.set(GLOSSARY_PARAM, "1");
  return `?${params.toString()}`;
}

/** `week` is null until the loader has chosen one (the newest week with data when the address gives none). */
export type DashboardQuery = { week: number | null; filters: Filters; watch: WatchlistTab };

/** Reads the week, the filters and the watchlist tab; an unusable week is null, out-of-range weeks are clamped. */
export function parseDashboardQuery(params: URLSearchParams): DashboardQuery {
  const parsedWeek = Number.parseInt(params.get("week") ?? "", 10);
  const week = Number.isNaN(parsedWeek) ? null : Math.min(LAST_WEEK, Math.max(FIRST_WEEK, parsedWeek));
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null && value !== "") filters[key] = value;
  }
  const watch = WATCHLIST_TABS.find((tab) => tab === params.get(WATCHLIST_PARAM)) ?? DEFAULT_WATCHLIST_TAB;
  return { week, filters, watch };
}

/** The query string of a dashboard view ("?week=41&type=Condo"); the week is kept once chosen. */
export function dashboardSearch(query: DashboardQuery): string {
  const params = new URLSearchParams();
  if (query.week !== null) params.set("week", String(query.week));
  for (const key of FILTER_KEYS) {
    const value = query.filters[key];
    if (value !== undefined) params.set(key, value);
  }
  if (query.watch !== DEFAULT_WATCHLIST_TAB) params.set(WATCHLIST_PARAM, query.watch);
  return `?${params.toString()}`;
}

/** The same view with `key` set to `value`, or without `key` when it already has that value (a toggle). */
export function toggleFilter(query: DashboardQuery, key: FilterKey, value: string): DashboardQuery {
  const filters = { ...query.filters };
  if (filters[key] === value) delete filters[key];
  else filters[key] = value;
  return { ...query, filters };
}

/**
 * The same view with every filter of `values` set, or with all of them removed when the view has
 * them already (a toggle): an agent's row sets the agent and their firm (decision 128).
 */
export function toggleFilters(query: DashboardQuery, values: Filters): DashboardQuery {
  const entries = activeFilters(values);
  const filters = { ...query.filters };
  const applied = entries.every(([key, value]) => filters[key] === value);
  for (const [key, value] of entries) {
    if (applied) delete filters[key];
    else filters[key] = value;
  }
  return { ...query, filters };
}

export function removeFilter(query: DashboardQuery, key: FilterKey): DashboardQuery {
  const filters = { ...query.filters };
  delete filters[key];
  return { ...query, filters };
}

/** Clear Filters keeps only the week. */
export function clearFilters(query: DashboardQuery): DashboardQuery {
  return { week: query.week, filters: {}, watch: DEFAULT_WATCHLIST_TAB };
}

export function withWeek(query: DashboardQuery, week: number): DashboardQuery {
  return { ...query, week };
}

/** The values each filter can take: the file's own for its columns, the fixed bands and reduction buckets. */
export type KnownValues = Record<FilterKey, readonly string[]>;

export function knownValues(listings: readonly Listing[]): KnownValues {
  return {
    type: distinctValues(listings, "type"),
    band: LISTING_PRICE_BANDS,
    district: distinctValues(listings, "district"),
    status: distinctValues(listings, "status"),
    reductions: REDUCTION_BUCKETS,
    firm: distinctValues(listings, "firm"),
    agent: distinctValues(listings, "agent"),
  };
}

/**
 * Each filter value in the spelling of the known value it matches regardless of case ("condo" is
 * "Condo"), and the values that match none, named so the page can say so. Unknown values stay
 * applied: the view is what the address asks for, and says why it is empty.
 */
export function resolveFilters(
  filters: Filters,
  known: KnownValues,
): { filters: Filters; unknown: [FilterKey, string][] } {
  const resolved: Filters = {};
  const unknown: [FilterKey, string][] = [];
  for (const [key, value] of activeFilters(filters)) {
    const wanted = value.trim().toLowerCase();
    const match = known[key].find((candidate) => candidate.toLowerCase() === wanted);
    resolved[key] = match ?? value;
    if (match === undefined) unknown.push([key, value]);
  }
  return { filters: resolved, unknown };
}

export function activeFilters(filters: Filters): [FilterKey, string][] {
  return FILTER_KEYS.flatMap((key) => {
    const value = filters[key];
    return value === undefined ? [] : [[key, value] as [FilterKey, string]];
  });
}

function valueOf(listing: Listing, key: FilterKey): string {
  switch (key) {
    case "type":
      return listing.type;
    case "band":
      return listing.band;
    case "district":
      return listing.district;
    case "status":
      return listing.status;
    case "reductions":
      return reductionBucketOf(listing.reductions);
    case "firm":
      return listing.firm;
    case "agent":
      return listing.agent;
  }
}

export function matchesFilters(listing: Listing, filters: Filters): boolean {
  for (const key of FILTER_KEYS) {
    const wanted = filters[key];
    if (wanted !== undefined && valueOf(listing, key) !== wanted) return false;
  }
  return true;
}

/** The listings that match every active filter, in their file order. */
export function filterListings(listings: readonly Listing[], filters: Filters): Listing[] {
  return listings.filter((listing) => matchesFilters(listing, filters));
}

/** The distinct values of a column, sorted, for the filter chips. */
export function distinctValues(listings: readonly Listing[], key: FilterKey): string[] {
  return [...new Set(listings.map((listing) => valueOf(listing, key)))].sort((a, b) => a.localeCompare(b));
}
