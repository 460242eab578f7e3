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
import { distinctValues, filterListings, type Filters } from "./filters";
import type { Listing } from "./listing-record";

export type Dashboard = {
  totalListings: number;
  summary: Summary;
  bands: BandStats[];
  districts: GroupStats[];
  firms: GroupStats[];
  agents: GroupStats[];
  matrix: ReductionMatrix;
  actions: string[];
  /** The filtered listings; their badges and open-house notes are worked out as rows are shown. */
  rows: Listing[];
  /** Listing types in the whole file, for the type chips. */
  types: string[];
};

/** One full recompute of the dashboard: filter, then every aggregate over the filtered listings. */
export function computeDashboard(listings: readonly Listing[], filters: Filters): Dashboard {
  const filtered = filterListings(listings, filters);
  const bands = bandPulse(filtered);
  const firms = groupStats(filtered, "firm");
  const agents = groupStats(filtered, "agent");
  return {
    totalListings: listings.length,
    summary: summarize(filtered),
    bands,
    districts: groupStats(filtered, "district"),
    firms,
    agents,
    matrix: reductionMatrix(filtered),
    actions: actionsThisWeek(filtered, { bands, firms, agents }),
    rows: filtered,
    types: distinctValues(listings, "type"),
  };
}
