import { formatPercent, formatUsdCompact } from "~/lib/format";
import { leadersOf, listOfNames, nameLeaders } from "~/lib/leaders";
import { countOf, partOf } from "~/lib/plural";
import { median } from "~/lib/statistics";
import { MINIMUM_BASIS, statistic, statisticText, type Figure } from "~/domain/measures";
import type { Listing } from "./listing-record";
import {
  LISTING_PRICE_BANDS,
  REDUCTION_BUCKETS,
  reductionBucketOf,
  type ListingPriceBand,
  type ReductionBucket,
} from "~/domain/price-bands";

// The dashboard's aggregates. Every count and volume of an empty list is 0. Every median is the
// middle of the sorted values, the mean of the two middle ones for an even count (`median` of
// ~/lib/statistics, decision 015), and every median or average is a registry `Figure`: withheld
// below MINIMUM_BASIS deals, the one rule of every page (decisions 118 and 160).

export const DEAL = { one: "deal", other: "deals" } as const;
const BAND = { one: "band", other: "bands" } as const;
const BROKERAGE = { one: "brokerage", other: "brokerages" } as const;

/** The median of the deals' values as a figure: withheld below MINIMUM_BASIS deals. */
export function dealsMedian(values: readonly number[]): Figure {
  return statistic(median(values), values.length);
}

/** A figure of deals as the dashboard writes it: its value, or why not ("Only 2 deals", "No deals"). */
export function dealsFigureText(figure: Figure, format: (value: number) => string): string {
  return statisticText(figure, DEAL, format);
}

/** The mean of the positive values, rounded to whole days, over the deals that have one. */
function meanOfPositive(values: readonly (number | null)[]): Figure {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (value !== null && value > 0) {
      sum += value;
      count += 1;
    }
  }
  return statistic(count === 0 ? 0 : Math.round(sum / count), count);
}

/** Deal Confidence is the mean of the positive contract-to-pending days, rounded to whole days. */
export function dealConfidenceDays(listings: readonly Listing[]): Figure {
  return meanOfPositive(listings.map((listing) => listing.contractToPendingDays));
}

/** Escrow Runway is shown only when at least 25 % of the listings have contract-to-close days above zero. */
export const ESCROW_RUNWAY_MIN_SHARE = 0.25;

/**
 * Mean of the positive contract-to-close days (rounded), or null when too few listings have one to
 * show the card (under a quarter of the deals); shown, the mean is withheld below MINIMUM_BASIS deals.
 */
export function escrowRunwayDays(listings: readonly Listing[]): Figure | null {
  if (listings.length === 0) return null;
  const closing = listings.filter((listing) => listing.contractToCloseDays > 0);
  if (closing.length / listings.length < ESCROW_RUNWAY_MIN_SHARE) return null;
  return meanOfPositive(closing.map((listing) => listing.contractToCloseDays));
}

export type Summary = {
  dealsInked: number;
  medianAdom: Figure;
  typicalCutPercent: Figure;
  dealConfidenceDays: Figure;
  escrowRunwayDays: Figure | null;
};

/** The five summary cards. */
export function summarize(listings: readonly Listing[]): Summary {
  return {
    dealsInked: listings.length,
    medianAdom: dealsMedian(listings.map((listing) => listing.adom)),
    typicalCutPercent: dealsMedian(listings.map((listing) => listing.cutPercent)),
    dealConfidenceDays: dealConfidenceDays(listings),
    escrowRunwayDays: escrowRunwayDays(listings),
  };
}

export type BandStats = {
  band: ListingPriceBand;
  count: number;
  volume: number;
  medianAdom: Figure;
  medianCutPercent: Figure;
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
      medianAdom: dealsMedian(members.map((listing) => listing.adom)),
      medianCutPercent: dealsMedian(members.map((listing) => listing.cutPercent)),
    };
  });
}

export type GroupKey = "district" | "firm" | "agent";

export type GroupStats = {
  name: string;
  /**
   * The firm the group's deals were listed with: an agent is counted per firm, so an agent's name
   * on two firms' deals is two rows, each with its own firm (decision 128); null for a district.
   */
  firm: string | null;
  count: number;
  /** Count divided by the number of listings, 0 to 1. */
  share: number;
  medianAdom: Figure;
  medianCutPercent: Figure;
  /** The band, or the bands tied, with the most of the group's deals, in band order. */
  topBands: ListingPriceBand[];
  /** The district, or the districts tied, with the most of the group's deals, by name. */
  topDistricts: string[];
};

/** Per district, firm or agent (an agent per firm), most deals first (then by name and firm). */
export function groupStats(listings: readonly Listing[], key: GroupKey): GroupStats[] {
  const groups = groupBy(listings, (listing) =>
    key === "agent" ? `${listing.firm}\u0000${listing.agent}` : listing[key],
  );
  const stats: GroupStats[] = [];
  for (const members of groups.values()) {
    const first = members[0]!;
    stats.push({
      name: first[key],
      firm: key === "district" ? null : first.firm,
      count: members.length,
      share: members.length / listings.length,
      medianAdom: dealsMedian(members.map((listing) => listing.adom)),
      medianCutPercent: dealsMedian(members.map((listing) => listing.cutPercent)),
      topBands: mostCommon(members.map((listing) => listing.band)).sort(
        (a, b) => LISTING_PRICE_BANDS.indexOf(a) - LISTING_PRICE_BANDS.indexOf(b),
      ),
      topDistricts: mostCommon(members.map((listing) => listing.district)).sort((a, b) => a.localeCompare(b)),
    });
  }
  return stats.sort(
    (a, b) => b.count - a.count || a.name.localeCompare(b.name) || (a.firm ?? "").localeCompare(b.firm ?? ""),
  );
}

/** Matrix shading by share of the maximum cell: above 0.66 green, above 0.33 yellow, otherwise grey. */
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

/**
 * A listing's badges: flag = 2 or more reductions; fast = ADOM at or below the median (none when the
 * median is withheld: fewer than MINIMUM_BASIS deals); clean = 2 days or fewer to pending.
 */
export type ListingBadges = { flag: boolean; fast: boolean; clean: boolean };
export const FLAG_MIN_REDUCTIONS = 2;
export const CLEAN_MAX_PENDING_DAYS = 2;

export function listingBadges(listing: Listing, medianAdom: Figure): ListingBadges {
  return {
    flag: listing.reductions >= FLAG_MIN_REDUCTIONS,
    fast: medianAdom.value !== null && listing.adom <= medianAdom.value,
    clean: listing.contractToPendingDays !== null && listing.contractToPendingDays <= CLEAN_MAX_PENDING_DAYS,
  };
}

type Computed = {
  summary: Summary;
  bands: readonly BandStats[];
  firms: readonly GroupStats[];
  agents: readonly GroupStats[];
};

function computedOf(listings: readonly Listing[]): Computed {
  return {
    summary: summarize(listings),
    bands: bandPulse(listings),
    firms: groupStats(listings, "firm"),
    agents: groupStats(listings, "agent"),
  };
}

/**
 * Who leads the week (decision 128): every band with the most deals, every brokerage with the most
 * deals, and among those brokerages' own agents every one with the most deals. A tie is kept whole.
 */
export function weekLeaders(listings: readonly Listing[], computed: Computed = computedOf(listings)) {
  const bands = leadersOf(computed.bands, (band) => band.count)?.leaders ?? [];
  const firms = leadersOf(computed.firms, (firm) => firm.count)?.leaders ?? [];
  const theirAgents = computed.agents.filter((agent) => firms.some((firm) => firm.name === agent.firm));
  const agents = leadersOf(theirAgents, (agent) => agent.count)?.leaders ?? [];
  return { bands, firms, agents };
}

/** The busiest band, or the bands tied for it, and their volume. */
function bandSentence(leaders: readonly BandStats[], n: number): string {
  const top = leaders[0]!;
  const naming = nameLeaders(
    leaders.map((band) => band.band),
    BAND,
  );
  const deals = partOf(top.count, n, DEAL);
  if (!naming.tie) {
    return `Focus on ${naming.text}: the busiest band with ${deals} and ${formatUsdCompact(top.volume)} in list-price volume.`;
  }
  if (!naming.named) return `No band leads: ${naming.text} tie with ${deals} each.`;
  const volumes = listOfNames(leaders.map((band) => formatUsdCompact(band.volume)));
  return `Focus on ${naming.text}: they tie as the busiest bands with ${deals} each (${volumes} in list-price volume).`;
}

/** How many deals needed a reduction, and the typical cut (the summary's: one measure, one figure). */
function reductionSentence(reduced: number, n: number, typicalCutPercent: Figure): string {
  const lead = "Price at the market from day one:";
  if (reduced === 0) {
    return n === 1
      ? `${lead} the one deal needed no price reduction.`
      : `${lead} ${partOf(0, n, DEAL)} needed a price reduction.`;
  }
  if (typicalCutPercent.value === null) {
    return `${lead} ${partOf(reduced, n, DEAL)} needed a reduction; too few deals (under ${MINIMUM_BASIS}) for a typical cut.`;
  }
  const cut = formatPercent(typicalCutPercent.value);
  return `${lead} ${partOf(reduced, n, DEAL)} needed a reduction; the typical cut from ask to contract is ${cut}, the median of the ${countOf(n, DEAL)}.`;
}

/** An agent with their firm, where the sentence names more than one firm: "Mark Ellis of Harbor House Realty". */
const agentOfFirm = (agent: GroupStats) => `${agent.name} of ${agent.firm}`;

/** The most active brokerage, or those tied, and the most active agent of their own. */
function watchSentence(firms: readonly GroupStats[], agents: readonly GroupStats[]): string {
  const top = firms[0]!;
  const firmNaming = nameLeaders(
    firms.map((firm) => firm.name),
    BROKERAGE,
  );
  const share = formatPercent(top.share * 100, 0);
  if (!firmNaming.named) {
    return `No brokerage leads: ${firmNaming.text} tie with ${countOf(top.count, DEAL)} each (${share} of the market each).`;
  }
  const agentCount = countOf(agents[0]!.count, DEAL);
  if (!firmNaming.tie) {
    const agentNaming = nameLeaders(
      agents.map((agent) => agent.name),
      AGENT,
    );
    const agentPart = !agentNaming.tie
      ? `its most active agent is ${agentNaming.text} with ${agentCount}`
      : agentNaming.named
        ? `its agents ${agentNaming.text} tie with ${agentCount} each`
        : `${agentNaming.text} of its agents tie with ${agentCount} each`;
    return `Watch ${firmNaming.text}: ${countOf(top.count, DEAL)} (${share} of the market); ${agentPart}.`;
  }
  const agentNaming = nameLeaders(agents.map(agentOfFirm), AGENT);
  const agentPart = !agentNaming.tie
    ? `the most active agent among them is ${agentNaming.text} with ${agentCount}`
    : agentNaming.named
      ? `${agentNaming.text} tie as the most active agents among them with ${agentCount} each`
      : `${agentNaming.text} of theirs tie with ${agentCount} each`;
  return `Watch ${firmNaming.text}: they tie with ${countOf(top.count, DEAL)} each (${share} of the market each); ${agentPart}.`;
}

const AGENT = { one: "agent", other: "agents" } as const;

/**
 * The three Actions This Week sentences, from the filtered listings; none for an empty list.
 * Leaders are named as decision 128 says: a tie as a tie, an agent with their own firm.
 */
export function actionsThisWeek(
  listings: readonly Listing[],
  // The summary, band and group figures, when the caller has them already.
  computed: Computed = computedOf(listings),
): string[] {
  if (listings.length === 0) return [];
  const n = listings.length;
  const leaders = weekLeaders(listings, computed);
  const reduced = listings.filter((listing) => listing.reductions > 0).length;
  return [
    bandSentence(leaders.bands, n),
    reductionSentence(reduced, n, computed.summary.typicalCutPercent),
    watchSentence(leaders.firms, leaders.agents),
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

/** The most frequent values: one, or every value tied for the most (decision 128). */
function mostCommon<Value>(values: readonly Value[]): Value[] {
  const counts = new Map<Value, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return leadersOf([...counts], ([, count]) => count)?.leaders.map(([value]) => value) ?? [];
}
