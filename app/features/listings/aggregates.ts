import { formatPercent, formatUsdCompact } from "~/lib/format";
import { countOf } from "~/lib/plural";
import { median } from "~/lib/statistics";
import type { Listing } from "./listing-record";
import {
  LISTING_PRICE_BANDS,
  REDUCTION_BUCKETS,
  reductionBucketOf,
  type ListingPriceBand,
  type ReductionBucket,
} from "~/domain/price-bands";

// Spec 3 "Aggregates" and spec 9 "Dashboard". Every aggregate of an empty list is 0 (spec 8). Every
// median is the middle of the sorted values, the mean of the two middle ones for an even count
// (`median` of ~/lib/statistics, decision 015).

export const DEAL = { one: "deal", other: "deals" } as const;

function meanOfPositive(values: readonly (number | null)[]): number {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (value !== null && value > 0) {
      sum += value;
      count += 1;
    }
  }
  return count === 0 ? 0 : Math.round(sum / count);
}

/** Spec 9: Deal Confidence is the mean of the positive contract-to-pending days, rounded to whole days. */
export function dealConfidenceDays(listings: readonly Listing[]): number {
  return meanOfPositive(listings.map((listing) => listing.contractToPendingDays));
}

/** Spec 5: Escrow Runway is shown only when at least 25 % of the listings have contract-to-close days above zero. */
export const ESCROW_RUNWAY_MIN_SHARE = 0.25;

/** Mean of the positive contract-to-close days (rounded), or null when too few listings have one to show it. */
export function escrowRunwayDays(listings: readonly Listing[]): number | null {
  if (listings.length === 0) return null;
  const closing = listings.filter((listing) => listing.contractToCloseDays > 0);
  if (closing.length / listings.length < ESCROW_RUNWAY_MIN_SHARE) return null;
  return meanOfPositive(closing.map((listing) => listing.contractToCloseDays));
}

export type Summary = {
  dealsInked: number;
  medianAdom: number;
  typicalCutPercent: number;
  dealConfidenceDays: number;
  escrowRunwayDays: number | null;
};

/** The five summary cards. */
export function summarize(listings: readonly Listing[]): Summary {
  return {
    dealsInked: listings.length,
    medianAdom: median(listings.map((listing) => listing.adom)),
    typicalCutPercent: median(listings.map((listing) => listing.cutPercent)),
    dealConfidenceDays: dealConfidenceDays(listings),
    escrowRunwayDays: escrowRunwayDays(listings),
  };
}

export type BandStats = {
  band: ListingPriceBand;
  count: number;
  volume: number;
  medianAdom: number;
  medianCutPercent: number;
};

/** Price-Band Pulse: one entry per band, in band order, empty bands included. */
export function bandPulse(listings: readonly Listing[]): BandStats[] {
  const byBand = groupBy(listings, (listing) => listing.band);
  return LISTING_PRICE_BANDS.map((band) => {
    const members = byBand.get(band) ?? [];
    return {
      band,
      count: members.length,
      volume: members.reduce((sum, listing) => sum + listing.listPrice, 0),
      medianAdom: median(members.map((listing) => listing.adom)),
      medianCutPercent: median(members.map((listing) => listing.cutPercent)),
    };
  });
}

export type GroupKey = "district" | "firm" | "agent";

export type GroupStats = {
  name: string;
  count: number;
  /** Count divided by the number of listings, 0 to 1. */
  share: number;
  medianAdom: number;
  medianCutPercent: number;
  topBand: ListingPriceBand;
  topDistrict: string;
};

/** Per district, firm or agent, most deals first (ties by name). */
export function groupStats(listings: readonly Listing[], key: GroupKey): GroupStats[] {
  const groups = groupBy(listings, (listing) => listing[key]);
  const stats: GroupStats[] = [];
  for (const [name, members] of groups) {
    stats.push({
      name,
      count: members.length,
      share: members.length / listings.length,
      medianAdom: median(members.map((listing) => listing.adom)),
      medianCutPercent: median(members.map((listing) => listing.cutPercent)),
      topBand: mostCommon(
        members.map((listing) => listing.band),
        (a, b) => LISTING_PRICE_BANDS.indexOf(a) - LISTING_PRICE_BANDS.indexOf(b),
      ),
      topDistrict: mostCommon(
        members.map((listing) => listing.district),
        (a, b) => a.localeCompare(b),
      ),
    });
  }
  return stats.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Spec 9: matrix shading by share of the maximum cell: above 0.66 green, above 0.33 yellow, otherwise grey. */
export type MatrixShade = "green" | "yellow" | "grey";
export function matrixShade(count: number, maxCount: number): MatrixShade {
  if (maxCount <= 0) return "grey";
  const share = count / maxCount;
  if (share > 0.66) return "green";
  if (share > 0.33) return "yellow";
  return "grey";
}

export type MatrixCell = { bucket: ReductionBucket; band: ListingPriceBand; count: number; shade: MatrixShade };
export type ReductionMatrix = { rows: { bucket: ReductionBucket; cells: MatrixCell[] }[]; maxCount: number };

/** Reduction Playbook: reductions 0, 1, 2+ against the six price bands. */
export function reductionMatrix(listings: readonly Listing[]): ReductionMatrix {
  const counts = new Map<string, number>();
  for (const listing of listings) {
    const cell = `${reductionBucketOf(listing.reductions)}|${listing.band}`;
    counts.set(cell, (counts.get(cell) ?? 0) + 1);
  }
  const maxCount = Math.max(0, ...counts.values());
  return {
    maxCount,
    rows: REDUCTION_BUCKETS.map((bucket) => ({
      bucket,
      cells: LISTING_PRICE_BANDS.map((band) => {
        const count = counts.get(`${bucket}|${band}`) ?? 0;
        return { bucket, band, count, shade: matrixShade(count, maxCount) };
      }),
    })),
  };
}

/** Spec 9 badges: flag = 2 or more reductions; fast = ADOM at or below the median; clean = 2 days or fewer to pending. */
export type ListingBadges = { flag: boolean; fast: boolean; clean: boolean };
export const FLAG_MIN_REDUCTIONS = 2;
export const CLEAN_MAX_PENDING_DAYS = 2;

export function listingBadges(listing: Listing, medianAdom: number): ListingBadges {
  return {
    flag: listing.reductions >= FLAG_MIN_REDUCTIONS,
    fast: listing.adom <= medianAdom,
    clean: listing.contractToPendingDays !== null && listing.contractToPendingDays <= CLEAN_MAX_PENDING_DAYS,
  };
}

/**
 * The three Actions This Week sentences, from the filtered listings; none for an empty list (spec 8).
 * The typical cut they name is the summary's Typical Cut: one measure, one figure.
 */
export function actionsThisWeek(
  listings: readonly Listing[],
  // The summary, band and group figures, when the caller has them already.
  computed: {
    summary: Summary;
    bands: readonly BandStats[];
    firms: readonly GroupStats[];
    agents: readonly GroupStats[];
  } = {
    summary: summarize(listings),
    bands: bandPulse(listings),
    firms: groupStats(listings, "firm"),
    agents: groupStats(listings, "agent"),
  },
): string[] {
  if (listings.length === 0) return [];
  const n = listings.length;
  const busiestBand = computed.bands.reduce((best, band) => (band.count > best.count ? band : best));
  const topFirm = computed.firms[0]!;
  const topAgent = computed.agents[0]!;
  const reduced = listings.filter((listing) => listing.reductions > 0).length;
  const ofAll = `of ${countOf(n, DEAL)}`;
  return [
    `Focus on ${busiestBand.band}: the busiest band with ${busiestBand.count} ${ofAll} and ${formatUsdCompact(busiestBand.volume)} in list-price volume.`,
    reduced === 0
      ? `Price at the market from day one: none ${ofAll} needed a price reduction.`
      : `Price at the market from day one: ${reduced} ${ofAll} needed a reduction; the typical cut from ask to contract is ${formatPercent(computed.summary.typicalCutPercent)} (median of all ${countOf(n, DEAL)}).`,
    `Watch ${topFirm.name}: ${countOf(topFirm.count, DEAL)} (${formatPercent(topFirm.share * 100, 0)} of the market); ${topAgent.name} is the most active agent with ${countOf(topAgent.count, DEAL)}.`,
  ];
}

function groupBy<Key>(listings: readonly Listing[], keyOf: (listing: Listing) => Key): Map<Key, Listing[]> {
  const groups = new Map<Key, Listing[]>();
  for (const listing of listings) {
    const key = keyOf(listing);
    const members = groups.get(key);
    if (members) members.push(listing);
    else groups.set(key, [listing]);
  }
  return groups;
}

/** The most frequent value; ties go to the value that sorts first by `order`. */
function mostCommon<Value>(values: readonly Value[], order: (a: Value, b: Value) => number): Value {
  const counts = new Map<Value, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: Value | undefined;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (best === undefined || count > bestCount || (count === bestCount && order(value, best) < 0)) {
      best = value;
      bestCount = count;
    }
  }
  return best!;
}
