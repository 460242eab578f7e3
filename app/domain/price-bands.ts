// The listings dashboard's six bands of a list price and its three reduction buckets, in display
// order. The bands of a sale price (contracts, closed sales, the trends' segments) are
// SALE_PRICE_BANDS in market-records.ts.

export const LISTING_PRICE_BANDS = ["0-500k", "501k-1M", "1.001M-2M", "2.001M-4M", "4.001M-6M", "6M+"] as const;
export type ListingPriceBand = (typeof LISTING_PRICE_BANDS)[number];

/** Upper bound (inclusive) of each band but the last, in dollars. */
const BAND_CEILINGS: readonly [number, ListingPriceBand][] = [
  [500_000, "0-500k"],
  [1_000_000, "501k-1M"],
  [2_000_000, "1.001M-2M"],
  [4_000_000, "2.001M-4M"],
  [6_000_000, "4.001M-6M"],
];

/** The band of a list price: 500,000 is still "0-500k", 500,001 is "501k-1M"; above 6,000,000 is "6M+". */
export function listingPriceBandOf(listPrice: number): ListingPriceBand {
  for (const [ceiling, band] of BAND_CEILINGS) if (listPrice <= ceiling) return band;
  return "6M+";
}

export function isListingPriceBand(value: string): value is ListingPriceBand {
  return (LISTING_PRICE_BANDS as readonly string[]).includes(value);
}

export const REDUCTION_BUCKETS = ["0", "1", "2+"] as const;
export type ReductionBucket = (typeof REDUCTION_BUCKETS)[number];

/** Reduction buckets 0, 1 and 2+. */
export function reductionBucketOf(reductions: number): ReductionBucket {
  if (reductions <= 0) return "0";
  if (reductions === 1) return "1";
  return "2+";
}
