// Every figure of a weekly report, computed from its contracts (spec sections 2, 3 and 9).
import type { ChartDatum } from "~/components/charts/chart-types";
import { formatDecimal, formatUsd, formatUsdCompact } from "~/lib/format";
import {
  PROPERTY_TYPE_COLOURS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type Contract,
  type PropertyType,
} from "./contract-types";

/** Spec 3 "Summary": counts by type, average days on market and the price range of the sales. */
export type WeeklySummary = {
  totalSales: number;
  singleFamily: number;
  multiFamily: number;
  condos: number;
  coops: number;
  rentals: number;
  land: number;
  avgDom: number;
  priceRange: { low: number; high: number } | null;
};

export function countsByType(contracts: readonly Contract[]): Record<PropertyType, number> {
  const counts = Object.fromEntries(PROPERTY_TYPES.map((type) => [type, 0])) as Record<PropertyType, number>;
  for (const contract of contracts) counts[contract.type] += 1;
  return counts;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Average days on market, rounded to whole days; 0 for no contracts. */
export function averageDaysOnMarket(contracts: readonly Contract[]): number {
  return Math.round(mean(contracts.map((contract) => contract.dom)));
}

/** A rental's price is a monthly rent, so sale figures (price range, zones, $/sq ft) leave rentals out. */
export function salesOf(contracts: readonly Contract[]): Contract[] {
  return contracts.filter((contract) => contract.type !== "rental");
}

export function rentalsOf(contracts: readonly Contract[]): Contract[] {
  return contracts.filter((contract) => contract.type === "rental");
}

/**
 * The week's contracts of one type in table order: by contract date, then the higher price first.
 * The page's tables and the weekly PDF list their rows in this one order (issue 23 item 4).
 */
export function contractsInTableOrder(contracts: readonly Contract[], type: PropertyType): Contract[] {
  return contracts
    .filter((contract) => contract.type === type)
    .sort((a, b) => a.contractDate.localeCompare(b.contractDate) || b.price - a.price);
}

/** Lowest and highest sale price; null when the week has no sales. */
export function priceRange(contracts: readonly Contract[]): WeeklySummary["priceRange"] {
  const prices = salesOf(contracts).map((contract) => contract.price);
  if (prices.length === 0) return null;
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

export function summarizeWeek(contracts: readonly Contract[]): WeeklySummary {
  const counts = countsByType(contracts);
  return {
    totalSales: contracts.length,
    singleFamily: counts["single-family"],
    multiFamily: counts["multi-family"],
    condos: counts.condo,
    coops: counts["co-op"],
    rentals: counts.rental,
    land: counts.land,
    avgDom: averageDaysOnMarket(contracts),
    priceRange: priceRange(contracts),
  };
}

/** Price (or rent) per above-grade square foot, in whole dollars; null without a living area. */
export function pricePerSqft(contract: Pick<Contract, "price" | "sqft">): number | null {
  return contract.sqft ? Math.round(contract.price / contract.sqft) : null;
}

/** Spec 9: a price of a million or more in millions with one decimal (two in the condo table), else thousands. */
export function formatContractPrice(price: number, table: "default" | "condo" = "default"): string {
  return formatUsdCompact(price, { millionDecimals: table === "condo" ? 2 : 1 });
}

/** A monthly rent: "$12,500/mo". */
export function formatMonthlyRent(rent: number): string {
  return `${formatUsd(rent)}/mo`;
}

/** Spec 9: a zone's average price always in millions with one decimal ("$0.9M", "$5.3M"). */
export function formatZoneAveragePrice(price: number): string {
  return `$${formatDecimal(price / 1_000_000, 1)}M`;
}

/** "$1.1M - $12.5M", or "No sales" for a week without any. */
export function formatPriceRange(range: WeeklySummary["priceRange"]): string {
  if (!range) return "No sales";
  return `${formatContractPrice(range.low)} - ${formatContractPrice(range.high)}`;
}

export const LUXURY_ZONE_LABEL = "Luxury/Estate Zone";
export const RESIDENTIAL_ZONE_LABEL = "Residential Zone";

/** Spec 2: zones starting with RA are estate zones. */
export function zoneLabel(zone: string): string {
  return zone.toUpperCase().startsWith("RA") ? LUXURY_ZONE_LABEL : RESIDENTIAL_ZONE_LABEL;
}

/** Spec 3 "Zone aggregate". */
export type ZoneAggregate = {
  zone: string;
  label: string;
  count: number;
  avgDom: number;
  avgPrice: number;
  /** Over the contracts with a living area (land has none); null when none has. */
  avgPricePerSqft: number | null;
};

export type GroupAggregate<Key extends string> = {
  key: Key;
  count: number;
  avgDom: number;
  avgPrice: number;
  avgPricePerSqft: number | null;
};

/** Count, average DOM, price and $/sq ft of each group of contracts, in first-seen order. */
export function aggregateBy<Key extends string>(
  contracts: readonly Contract[],
  keyOf: (contract: Contract) => Key,
): GroupAggregate<Key>[] {
  const groups = new Map<Key, Contract[]>();
  for (const contract of contracts) {
    const key = keyOf(contract);
    groups.set(key, [...(groups.get(key) ?? []), contract]);
  }
  return [...groups].map(([key, group]) => {
    const perSqft = group.map(pricePerSqft).filter((value): value is number => value !== null);
    return {
      key,
      count: group.length,
      avgDom: averageDaysOnMarket(group),
      avgPrice: Math.round(mean(group.map((contract) => contract.price))),
      avgPricePerSqft: perSqft.length > 0 ? Math.round(mean(perSqft)) : null,
    };
  });
}

/** Zone performance over the week's sales (rents are not prices), ordered by zoning code. */
export function zoneAggregates(contracts: readonly Contract[]): ZoneAggregate[] {
  return aggregateBy(salesOf(contracts), (contract) => contract.zone)
    .map(({ key, ...figures }) => ({ zone: key, label: zoneLabel(key), ...figures }))
    .sort((a, b) => a.zone.localeCompare(b.zone, "en", { numeric: true }));
}

/** Pie chart: share of contracts by property type, present types only. */
export function typeDistribution(contracts: readonly Contract[]): ChartDatum[] {
  const counts = countsByType(contracts);
  return PROPERTY_TYPES.filter((type) => counts[type] > 0).map((type) => ({
    label: PROPERTY_TYPE_LABELS[type],
    value: counts[type],
    color: PROPERTY_TYPE_COLOURS[type],
  }));
}

/** Bar chart: contracts of every property type (zeros included, so the six types always show). */
export function contractsByType(contracts: readonly Contract[]): ChartDatum[] {
  const counts = countsByType(contracts);
  return PROPERTY_TYPES.map((type) => ({
    label: PROPERTY_TYPE_LABELS[type],
    value: counts[type],
    color: PROPERTY_TYPE_COLOURS[type],
  }));
}

/** Bar chart: average days on market of each type that has contracts. */
export function averageDomByType(contracts: readonly Contract[]): ChartDatum[] {
  return PROPERTY_TYPES.flatMap((type) => {
    const ofType = contracts.filter((contract) => contract.type === type);
    if (ofType.length === 0) return [];
    return [
      {
        label: PROPERTY_TYPE_LABELS[type],
        value: averageDaysOnMarket(ofType),
        color: PROPERTY_TYPE_COLOURS[type],
        sublabel: `${ofType.length} ${ofType.length === 1 ? "contract" : "contracts"}`,
      },
    ];
  });
}
