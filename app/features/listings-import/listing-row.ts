// A row of the MLS listings export as the import reads it (listing-export.server.ts) and the
// histories are folded from (listing-fold.ts); kept as JSON in listing_rows (decision 134).
import type { GreenwichZip, PropertyType } from "~/domain/contract-types";
import { OFF_MARKET_STATUSES, type ListingStatus } from "~/domain/listing-history";

/** A price in the history of a listing's row: from `date` its asking price was `price`. */
export type PricePoint = { date: string; price: number };

/** One row of the export as read: what the histories are folded from (kept as JSON in listing_rows). */
export type ListingRow = {
  mls: string;
  /** The status as the export wrote it, and as the history reads it. */
  mlsStatus: string;
  status: ListingStatus;
  type: PropertyType;
  address: string;
  zip: GreenwichZip;
  listDate: string;
  listPrice: number;
  originalPrice: number | null;
  contractDate: string | null;
  pendingDate: string | null;
  closeDate: string | null;
  closePrice: number | null;
  offMarketDate: string | null;
  statusDate: string | null;
  priceChangeDate: string | null;
  priceHistory: PricePoint[] | null;
  reductions: number | null;
  totalReduction: number | null;
  dom: number | null;
  cdom: number | null;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lowerLevelSqft: number | null;
  atticSqft: number | null;
  lotAcres: number | null;
  district: string | null;
  zoning: string | null;
  hoaMonthly: number | null;
  taxesAnnual: number | null;
  lastOpenHouse: string | null;
  firm: string | null;
  agent: string | null;
};

/** Withdrawn, expired, canceled or temporarily off the market: the statuses an off-market date dates. */
export const isOffMarket = (status: ListingStatus) =>
  OFF_MARKET_STATUSES.includes(status) || status === "temporarily-off-market";
