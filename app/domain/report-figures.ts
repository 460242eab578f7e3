// Every figure of a weekly report, computed from its contracts (spec sections 2, 3 and 9).
import type { ChartDatum } from "~/components/charts/chart-types";
import { countOf, type NounForms } from "~/lib/plural";
import { meanFigure, statisticText, type Figure } from "./measures";
import { daysBetween } from "~/lib/calendar";
import { formatDecimal, formatUsd, formatUsdCompact } from "~/lib/format";
import {
  PROPERTY_TYPE_COLOURS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type Contract,
  type PropertyType,
} from "./contract-types";

/**
 * With leases apart from sales (decision 093): `totalSales`
 * and `avgDom` are the sale contracts' (every type but rental), `rentals` the leases signed and
 * `leaseAvgDom` their days on market. A lease is never a sale contract.
 */
export type WeeklySummary = {
  /** Sale contracts: every type but rental. */
  totalSales: number;
  singleFamily: number;
  multiFamily: number;
  condos: number;
  coops: number;
  /** Leases signed (rentals). */
  rentals: number;
  land: number;
  /** Average days on market of the sale contracts, withheld below the minimum count (decision 136). */
  avgDom: Figure;
  /** Average days on market of the leases, withheld as `avgDom`; null for a week without any. */
  leaseAvgDom: Figure | null;
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

/**
 * The average days on market of some contracts as a figure: an average rests on its contracts as a
 * median does, so it is withheld below `MINIMUM_BASIS` of them (decision 136).
 */
export function averageDaysFigure(contracts: readonly Contract[]): Figure {
  return meanFigure(contracts.map((contract) => contract.dom));
}

/** An average of days as every page, PDF, feed item and e-mail writes it: "35 days", or "Only 2 leases". */
export function daysText(figure: Figure, noun: NounForms): string {
  return statisticText(figure, noun, (value) => `${Math.round(value)} days`);
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
 * The page's tables and the weekly PDF list their rows in this one order.
 */
export function contractsInTableOrder(contracts: readonly Contract[], type: PropertyType): Contract[] {
  return contracts
    .filter((contract) => contract.type === type)
    .sort((a, b) => a.contractDate.localeCompare(b.contractDate) || b.price - a.price);
}

/** The property types of the week's contract tables: every type it has, single-family always. */
export function tableTypesOf(contracts: readonly Contract[]): PropertyType[] {
  const counts = countsByType(contracts);
  return PROPERTY_TYPES.filter((type) => type === "single-family" || counts[type] > 0);
}

/** Lowest and highest sale price; null when the week has no sales. */
export function priceRange(contracts: readonly Contract[]): WeeklySummary["priceRange"] {
  const prices = salesOf(contracts).map((contract) => contract.price);
  if (prices.length === 0) return null;
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

export function summarizeWeek(contracts: readonly Contract[]): WeeklySummary {
  const counts = countsByType(contracts);
  const sales = salesOf(contracts);
  const leases = rentalsOf(contracts);
  return {
    totalSales: sales.length,
    singleFamily: counts["single-family"],
    multiFamily: counts["multi-family"],
    condos: counts.condo,
    coops: counts["co-op"],
    rentals: counts.rental,
    land: counts.land,
    avgDom: averageDaysFigure(sales),
    leaseAvgDom: leases.length > 0 ? averageDaysFigure(leases) : null,
    priceRange: priceRange(contracts),
  };
}

/** The days a report covers, both ends included ("2025-09-22" to "2025-10-21": 30). */
export function reportPeriodDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

/** Price (or rent) per above-grade square foot, in whole dollars; null without a living area. */
export function pricePerSqft(contract: Pick<Contract, "price" | "sqft">): number | null {
  return contract.sqft ? Math.round(contract.price / contract.sqft) : null;
}

/**
 * A price of a million or more in millions with one decimal, else thousands, for cards,
 * ranges and charts. A contract table shows the whole price (`formatUsd`).
 */
export function formatContractPrice(price: number): string {
  return formatUsdCompact(price, { millionDecimals: 1 });
}

/** A monthly rent: "$12,500/mo". */
export function formatMonthlyRent(rent: number): string {
  return `${formatUsd(rent)}/mo`;
}

/** A zone's average price always in millions with one decimal ("$0.9M", "$5.3M"). */
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

/** Zones starting with RA are estate zones. */
export function zoneLabel(zone: string): string {
  return zone.toUpperCase().startsWith("RA") ? LUXURY_ZONE_LABEL : RESIDENTIAL_ZONE_LABEL;
}

/** */
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

/** A sale is a contract; a rental is a lease. */
export const CONTRACT_NOUN = { one: "contract", other: "contracts" } as const;
export const LEASE_NOUN = { one: "lease", other: "leases" } as const;
export const SALE_CONTRACT_NOUN = { one: "sale contract", other: "sale contracts" } as const;
export const DAY_NOUN = { one: "day", other: "days" } as const;

/** A type whose average days on market is withheld, and why in the registry's words ("Only 2 contracts"). */
export type WithheldAverage = { label: string; text: string };

/**
 * Bar chart: the average days on market of each type that has contracts (a rental's are its
 * leases'). An average resting on fewer than `MINIMUM_BASIS` contracts is no bar: the type is listed
 * as withheld with its count, by the one minimum rule (decision 137).
 */
export function averageDomByType(contracts: readonly Contract[]): { bars: ChartDatum[]; withheld: WithheldAverage[] } {
  const bars: ChartDatum[] = [];
  const withheld: WithheldAverage[] = [];
  for (const type of PROPERTY_TYPES) {
    const ofType = contracts.filter((contract) => contract.type === type);
    if (ofType.length === 0) continue;
    const noun = type === "rental" ? LEASE_NOUN : CONTRACT_NOUN;
    const figure = averageDaysFigure(ofType);
    const label = PROPERTY_TYPE_LABELS[type];
    if (figure.value === null) {
      withheld.push({ label, text: daysText(figure, noun) });
      continue;
    }
    bars.push({
      label,
      value: Math.round(figure.value),
      color: PROPERTY_TYPE_COLOURS[type],
      sublabel: countOf(ofType.length, noun),
    });
  }
  return { bars, withheld };
}
