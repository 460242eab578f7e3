// Issue 29: the market over time. Every published week's contracts form one history; the trends,
// the quarterly reports and the yearly figures are computed from it. This module holds what they
// share: the contract as the history keeps it, the calendar week a contract falls in, the segments
// a visitor can choose and the measures a series can show. Pure functions, no I/O.
import {
  GREENWICH_ZIPS,
  PROPERTY_TYPES,
  type Contract,
  type GreenwichZip,
  type PropertyType,
} from "~/domain/contract-types";
import { median } from "~/lib/statistics";

/** A contract as the history keeps it (a lease when `type` is "rental"; its `price` is a monthly rent). */
export type HistoryContract = Pick<Contract, "type" | "zip" | "price" | "sqft" | "dom" | "contractDate">;

/** The sale types a segment can name: every property type but leases, whose price is a rent. */
export const SALE_TYPES = PROPERTY_TYPES.filter((type): type is Exclude<PropertyType, "rental"> => type !== "rental");
export type SaleType = (typeof SALE_TYPES)[number];

/** Price bands of sale contracts (the yearly review's bands), by contract price. */
export const PRICE_BANDS = [
  { id: "under-2m", label: "Under $2M", min: 0, max: 2_000_000 },
  { id: "2m-4m", label: "$2M to $4M", min: 2_000_000, max: 4_000_000 },
  { id: "4m-6m", label: "$4M to $6M", min: 4_000_000, max: 6_000_000 },
  { id: "6m-plus", label: "$6M and up", min: 6_000_000, max: Number.POSITIVE_INFINITY },
] as const;
export type PriceBandId = (typeof PRICE_BANDS)[number]["id"];

/** A band holds prices from its `min` up to, not including, its `max`. */
export function priceBandOf(price: number): PriceBandId {
  return PRICE_BANDS.find((band) => price >= band.min && price < band.max)!.id;
}

/** Which sale contracts a series counts; "all" places no condition. Leases are never in a sale series. */
export type TrendSegment = { type: SaleType | "all"; zip: GreenwichZip | "all"; band: PriceBandId | "all" };

export const ALL_SALES: TrendSegment = { type: "all", zip: "all", band: "all" };

export function inSegment(contract: HistoryContract, segment: TrendSegment): boolean {
  return (
    contract.type !== "rental" &&
    (segment.type === "all" || contract.type === segment.type) &&
    (segment.zip === "all" || contract.zip === segment.zip) &&
    (segment.band === "all" || priceBandOf(contract.price) === segment.band)
  );
}

/** Where a series' "share of contracts above $4M" draws its line. */
export const HIGH_END_PRICE = 4_000_000;

/**
 * What a series can show, each computed from the sale contracts of a period. A count has a value for
 * every period (0 when none); a median or share has none for a period without contracts.
 */
export const TREND_MEASURES = {
  contracts: { label: "Contracts", unit: "count" },
  "median-price": { label: "Median contract price", unit: "usd" },
  "median-price-per-sq-ft": { label: "Median price per sq ft", unit: "usd" },
  "median-days-on-market": { label: "Median days on market", unit: "days" },
  "share-above-4m": { label: "Share of contracts above $4M", unit: "percent" },
} as const;
export type TrendMeasure = keyof typeof TREND_MEASURES;
export const TREND_MEASURE_IDS = Object.keys(TREND_MEASURES) as TrendMeasure[];

/**
 * A measure over a pool of sale contracts. `weeks` is how many weeks the pool spans: a count is a
 * weekly average over them (a 13-week line of contracts is contracts per week, not per quarter).
 */
export function measureOf(measure: TrendMeasure, pool: readonly HistoryContract[], weeks = 1): number | null {
  if (measure === "contracts") return pool.length / weeks;
  if (pool.length === 0) return null;
  switch (measure) {
    case "median-price":
      return median(pool.map((contract) => contract.price));
    case "median-price-per-sq-ft": {
      const perSqFt = pool
        .filter((contract) => (contract.sqft ?? 0) > 0)
        .map((contract) => contract.price / contract.sqft!);
      return perSqFt.length === 0 ? null : median(perSqFt);
    }
    case "median-days-on-market":
      return median(pool.map((contract) => contract.dom));
    case "share-above-4m":
      return (pool.filter((contract) => contract.price > HIGH_END_PRICE).length / pool.length) * 100;
  }
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO date, in UTC: calendar arithmetic without time zones. */
export function dayNumber(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

export function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday that starts the Monday-to-Sunday week of an ISO date ("2025-09-03" -> "2025-09-01"). */
export function weekStartOf(isoDate: string): string {
  const day = dayNumber(isoDate);
  // 1970-01-01 was a Thursday: (day + 3) mod 7 counts days since Monday.
  return isoDateOf(day - ((((day + 3) % 7) + 7) % 7));
}

/** The Sunday that ends the week starting `weekStart`. */
export function weekEndOf(weekStart: string): string {
  return isoDateOf(dayNumber(weekStart) + 6);
}

/** Whether a three-letter zip key is one of Greenwich's (a query string's value). */
export function isGreenwichZip(value: string): value is GreenwichZip {
  return (GREENWICH_ZIPS as readonly string[]).includes(value);
}
