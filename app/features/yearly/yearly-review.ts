// The yearly review's computed figures (spec "Yearly summary" and 9 "Yearly stats"): every total,
// share, average and growth rate on the page comes from here, from the year's data file.
import type { Tone } from "~/lib/colour-rules";
import type { YearlyReview } from "./yearly-schema";
import { PROPERTY_TYPES, type Probability, type PropertyType } from "./yearly-types";

/** The yearly filter's values; "all" is the default and is left out of the address. */
export const VELOCITY_FILTERS = ["all", ...PROPERTY_TYPES] as const;
export type VelocityFilter = (typeof VELOCITY_FILTERS)[number];
export const DEFAULT_VELOCITY_FILTER: VelocityFilter = "all";
/** The query-string parameter that holds the filter: /yearly-market-summary?type=condo. */
export const VELOCITY_FILTER_PARAM = "type";

type ContractsByType = Record<PropertyType, number>;

/** Contracts of the filtered type (all types summed for "all"). */
export function contractsFor(counts: ContractsByType, filter: VelocityFilter): number {
  if (filter !== "all") return counts[filter];
  return PROPERTY_TYPES.reduce((sum, type) => sum + counts[type], 0);
}

/** Change from `previous` to `current` in percent, or null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return ((current - previous) / previous) * 100;
}

/** `part` as a percentage of `total`; 0 when the total is 0. */
export function sharePercent(part: number, total: number): number {
  return total === 0 ? 0 : (part / total) * 100;
}

/** "up", "down" or "flat": the word the trend colour rule reads. */
export function changeDirection(change: number | null): "up" | "down" | "flat" {
  if (change === null || Math.abs(change) < 0.05) return "flat";
  return change > 0 ? "up" : "down";
}

export type QuarterVelocity = {
  label: string;
  months: string;
  contracts: number;
  previousContracts: number;
  perWeek: number;
  changePercent: number | null;
  /** This quarter's share of the year's contracts of the filtered type. */
  sharePercent: number;
  /** The leases among `contracts` when the filter mixes them with sales ("all"), else 0 (decision 093). */
  leases: number;
};

export type ContractVelocity = {
  filter: VelocityFilter;
  year: number;
  previousYear: number;
  contracts: number;
  previousContracts: number;
  changePercent: number | null;
  perWeek: number;
  quarters: QuarterVelocity[];
  /** The leases among `contracts` and `previousContracts` when the filter mixes them with sales, else 0. */
  leases: number;
  previousLeases: number;
};

/** The leases a filter's count holds beside sales: only "all" mixes the two. */
const leasesIn = (counts: ContractsByType, filter: VelocityFilter) => (filter === "all" ? counts.rental : 0);

/** The contract velocity cards: contracts per quarter of the filtered type, their pace and change. */
export function contractVelocity(review: YearlyReview, filter: VelocityFilter): ContractVelocity {
  const { quarters, previousYear } = review.contracts;
  const contracts = quarters.reduce((sum, quarter) => sum + contractsFor(quarter.current, filter), 0);
  const previousContracts = quarters.reduce((sum, quarter) => sum + contractsFor(quarter.previous, filter), 0);
  const weeks = quarters.reduce((sum, quarter) => sum + quarter.weeks, 0);
  return {
    leases: quarters.reduce((sum, quarter) => sum + leasesIn(quarter.current, filter), 0),
    previousLeases: quarters.reduce((sum, quarter) => sum + leasesIn(quarter.previous, filter), 0),
    filter,
    year: review.year,
    previousYear,
    contracts,
    previousContracts,
    changePercent: percentChange(contracts, previousContracts),
    perWeek: contracts / weeks,
    quarters: quarters.map((quarter) => {
      const current = contractsFor(quarter.current, filter);
      const previous = contractsFor(quarter.previous, filter);
      return {
        label: quarter.label,
        months: quarter.months,
        contracts: current,
        previousContracts: previous,
        perWeek: current / quarter.weeks,
        changePercent: percentChange(current, previous),
        sharePercent: sharePercent(current, contracts),
        leases: leasesIn(quarter.current, filter),
      };
    }),
  };
}

export type ZoneDaysOnMarket = YearlyReview["zones"][number];

/** Homes sold, average days on market and contract growth, from the data. */
export function headlineFigures(review: YearlyReview) {
  const all = contractVelocity(review, "all");
  return {
    contractGrowthPercent: all.changePercent ?? 0,
    contracts: all.contracts,
    previousContracts: all.previousContracts,
    leases: all.leases,
    previousLeases: all.previousLeases,
    homesSold: homesSold(review),
    averageDaysOnMarket: averageDaysOnMarket(review.zones),
  };
}

/** The year's sales: the price bands count every sale once (the schema checks the zones agree). */
export function homesSold(review: YearlyReview): number {
  return review.priceBands.reduce((sum, band) => sum + band.sales, 0);
}

/** Average days on market over every sale: zone averages weighted by their sales. */
export function averageDaysOnMarket(zones: readonly ZoneDaysOnMarket[]): number {
  const sales = zones.reduce((sum, zone) => sum + zone.sales, 0);
  if (sales === 0) return 0;
  return zones.reduce((sum, zone) => sum + zone.averageDaysOnMarket * zone.sales, 0) / sales;
}

export type PriceBandShare = { id: string; label: string; sales: number; sharePercent: number };

/** Sales per price band and each band's share of the year's sales. */
export function priceBandShares(review: YearlyReview): PriceBandShare[] {
  const total = homesSold(review);
  return review.priceBands.map((band) => ({ ...band, sharePercent: sharePercent(band.sales, total) }));
}

/** The luxury panel: the editorial figures plus the band's sales and share, from the price bands. */
export function luxuryFigures(review: YearlyReview) {
  const band = priceBandShares(review).find((candidate) => candidate.id === review.luxury.priceBandId);
  return { ...review.luxury, sales: band?.sales ?? 0, sharePercent: band?.sharePercent ?? 0 };
}

/** The rental panel: the editorial figures plus the year's leases and their change, from the contracts. */
export function rentalFigures(review: YearlyReview) {
  const rentals = contractVelocity(review, "rental");
  return {
    ...review.rental,
    leases: rentals.contracts,
    previousLeases: rentals.previousContracts,
    changePercent: rentals.changePercent,
  };
}

/** The most recent review: next year's review is a new data file, and the page shows it. */
export function latestReview(reviews: readonly YearlyReview[]): YearlyReview {
  const [latest] = [...reviews].sort((a, b) => b.year - a.year);
  if (!latest) throw new Error("No yearly review found in data/yearly/");
  const sameYear = reviews.filter((review) => review.year === latest.year);
  if (sameYear.length > 1) throw new Error(`Two yearly reviews for ${latest.year} in data/yearly/`);
  return latest;
}

/** Probability badges of the outlook: colour follows likelihood, and the word is always shown. */
export function probabilityTone(probability: Probability): Tone {
  if (probability === "High") return "green";
  if (probability === "Medium-High") return "yellow";
  return "neutral";
}
