import {
  actionsThisWeek,
  bandPulse,
  groupStats,
  reductionMatrix,
  summarize,
  type BandStats,
  type GroupStats,
  type ReductionMatrix,
  type Summary,
} from "./aggregates";
import {
  activeFilters,
  dashboardSearch,
  filterListings,
  knownValues,
  parseDashboardQuery,
  resolveFilters,
  type DashboardQuery,
  type FilterKey,
  type Filters,
  type KnownValues,
} from "./filters";
import type { Listing } from "./listing-record";
import { chooseWeek, listingsInWeek, weeksWithData, type WeekChoice } from "./weeks";

export type Dashboard = {
  summary: Summary;
  bands: BandStats[];
  districts: GroupStats[];
  firms: GroupStats[];
  agents: GroupStats[];
  matrix: ReductionMatrix;
  actions: string[];
  /** The filtered listings; their badges and open-house notes are worked out as rows are shown. */
  rows: Listing[];
};

/** One full recompute of the dashboard: filter, then every aggregate over the filtered listings. */
export function computeDashboard(listings: readonly Listing[], filters: Filters): Dashboard {
  const filtered = filterListings(listings, filters);
  const summary = summarize(filtered);
  const bands = bandPulse(filtered);
  const firms = groupStats(filtered, "firm");
  const agents = groupStats(filtered, "agent");
  return {
    summary,
    bands,
    districts: groupStats(filtered, "district"),
    firms,
    agents,
    matrix: reductionMatrix(filtered),
    actions: actionsThisWeek(filtered, { summary, bands, firms, agents }),
    rows: filtered,
  };
}

/** What an address asks the dashboard for, resolved against the listings file. */
export type DashboardView = {
  /** The week chosen and the filters in the file's spelling: every link of the page starts from it. */
  query: DashboardQuery;
  weeks: WeekChoice;
  /** The listings whose contract date falls in the chosen week. */
  weekListings: Listing[];
  /** Filter values no listing has, as the address gave them. */
  unknownFilters: [FilterKey, string][];
  known: KnownValues;
  /** The same view's address when the request spelled a filter value differently (redirect there), else null. */
  canonicalSearch: string | null;
};

export function dashboardView(listings: readonly Listing[], params: URLSearchParams, today: string): DashboardView {
  const requested = parseDashboardQuery(params);
  const known = knownValues(listings);
  const { filters, unknown } = resolveFilters(requested.filters, known);
  const weeks = chooseWeek(weeksWithData(listings), requested.week, today);
  const query: DashboardQuery = { ...requested, week: weeks.week.week, filters };
  const respelled = activeFilters(requested.filters).some(([key, value]) => filters[key] !== value);
  return {
    query,
    weeks,
    weekListings: listingsInWeek(listings, weeks.week),
    unknownFilters: unknown,
    known,
    canonicalSearch: respelled ? dashboardSearch(query) : null,
  };
}
