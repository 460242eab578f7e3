import {
  actionsThisWeek,
  bandPulse,
  groupStats,
  listingBadges,
  reductionMatrix,
  summarize,
  type BandStats,
  type GroupStats,
  type ListingBadges,
  type ReductionMatrix,
  type Summary,
} from "./aggregates";
import { distinctValues, filterListings, type Filters } from "./filters";
import type { Listing } from "./listing-record";
import { openHouseNote } from "./timeline";

export type DashboardRow = Listing & { badges: ListingBadges; openHouseNote: string };

export type Dashboard = {
  totalListings: number;
  summary: Summary;
  bands: BandStats[];
  districts: GroupStats[];
  firms: GroupStats[];
  agents: GroupStats[];
  matrix: ReductionMatrix;
  actions: string[];
  rows: DashboardRow[];
  /** Listing types in the whole file, for the type chips. */
  types: string[];
};

/** One full recompute of the dashboard: filter, then every aggregate over the filtered listings. */
export function computeDashboard(listings: readonly Listing[], filters: Filters): Dashboard {
  const filtered = filterListings(listings, filters);
  const summary = summarize(filtered);
  return {
    totalListings: listings.length,
    summary,
    bands: bandPulse(filtered),
    districts: groupStats(filtered, "district"),
    firms: groupStats(filtered, "firm"),
    agents: groupStats(filtered, "agent"),
    matrix: reductionMatrix(filtered),
    actions: actionsThisWeek(filtered),
    rows: filtered.map((listing) => ({
      ...listing,
      badges: listingBadges(listing, summary.medianAdom),
      openHouseNote: openHouseNote(listing),
    })),
    types: distinctValues(listings, "type"),
  };
}
