// The records every market measure is computed from (decision 118), and the segments a visitor can
// choose: property type, village (ZIP code area) and price band. Two sources feed them: the
// broker's weekly contract reports (their sale contracts) and the broker's MLS listings exports
// (homes for sale, new listings, listings that went under contract, closed sales, listings
// withdrawn or expired). Pure types and functions, no I/O.
import {
  GREENWICH_ZIPS,
  PROPERTY_TYPES,
  type Contract,
  type GreenwichZip,
  type PropertyType,
} from "~/domain/contract-types";

/** The sale types a segment can name: every property type but leases, whose price is a rent. */
export const SALE_TYPES = PROPERTY_TYPES.filter((type): type is Exclude<PropertyType, "rental"> => type !== "rental");
export type SaleType = (typeof SALE_TYPES)[number];

/**
 * Bands of a sale price (a contract's price, a closed sale's price, a listing's asking price): the
 * bands of the yearly review, the quarterly reports and the trends. The dashboard's six bands of a
 * list price are `LISTING_PRICE_BANDS` (price-bands.ts).
 */
export const SALE_PRICE_BANDS = [
  { id: "under-2m", label: "Under $2M", min: 0, max: 2_000_000 },
  { id: "2m-4m", label: "$2M to $4M", min: 2_000_000, max: 4_000_000 },
  { id: "4m-6m", label: "$4M to $6M", min: 4_000_000, max: 6_000_000 },
  { id: "6m-plus", label: "$6M and up", min: 6_000_000, max: Number.POSITIVE_INFINITY },
] as const;
export type SalePriceBandId = (typeof SALE_PRICE_BANDS)[number]["id"];

/** A band holds prices from its `min` up to, not including, its `max`. */
export function salePriceBandOf(price: number): SalePriceBandId {
  return SALE_PRICE_BANDS.find((band) => price >= band.min && price < band.max)!.id;
}

/** Whether a three-letter zip key is one of Greenwich's (a query string's value). */
export function isGreenwichZip(value: string): value is GreenwichZip {
  return (GREENWICH_ZIPS as readonly string[]).includes(value);
}

/** What a segment filters on in every record: its type, its village and the price that bands it. */
export type SegmentRecord = { type: PropertyType; zip: GreenwichZip; price: number };

/** Which records a figure counts; "all" places no condition. Leases are in no segment. */
export type MarketSegment = { type: SaleType | "all"; zip: GreenwichZip | "all"; band: SalePriceBandId | "all" };

export const WHOLE_MARKET: MarketSegment = { type: "all", zip: "all", band: "all" };

export function inSegment(record: SegmentRecord, segment: MarketSegment): boolean {
  return (
    record.type !== "rental" &&
    (segment.type === "all" || record.type === segment.type) &&
    (segment.zip === "all" || record.zip === segment.zip) &&
    (segment.band === "all" || salePriceBandOf(record.price) === segment.band)
  );
}

/** A contract as the history keeps it (a lease when `type` is "rental"; its `price` is a monthly rent). */
export type HistoryContract = Pick<Contract, "type" | "zip" | "price" | "sqft" | "dom" | "contractDate">;

/** A home for sale at the end of a week: `price` is its asking price on that day. */
export type ForSaleRecord = SegmentRecord & {
  /** The asking price it was first listed at. */
  originalPrice: number;
  /** The days it was on the market (active) from its list date to the week's last day. */
  daysOnMarket: number;
  /** The week's last day (a Sunday). */
  date: string;
};

/** A listing event of a week: listed (at its first asking price), under contract or off the market (at its last asking price). */
export type ListingEventRecord = SegmentRecord & { date: string };

/** A closed sale: `price` is the sale price. */
export type ClosedSaleRecord = SegmentRecord & {
  date: string;
  /** The asking price when it went under contract, and the first asking price. */
  listPrice: number;
  originalPrice: number;
};

/**
 * Every kind of record a measure can read, as the records of one period (a week, a rolling window,
 * a quarter). Leases are never among them: a lease's price is a monthly rent.
 */
export type PoolRecords = {
  /** Sale contracts of the broker's weekly reports, by contract date. */
  contracts: readonly HistoryContract[];
  /** Homes for sale at the end of each week of the period (a home for sale four weeks counts four times). */
  forSale: readonly ForSaleRecord[];
  /** Listings first listed in the period. */
  newListings: readonly ListingEventRecord[];
  /** Listings that went under contract in the period. */
  underContract: readonly ListingEventRecord[];
  /** Sales that closed in the period. */
  closedSales: readonly ClosedSaleRecord[];
  /** Listings withdrawn, expired or canceled in the period. */
  offMarket: readonly ListingEventRecord[];
};
export type RecordKind = keyof PoolRecords;
export type RecordOf<Kind extends RecordKind> = PoolRecords[Kind][number];

/** Where each kind of record comes from: a week one source does not cover is a gap in its measures. */
export type MarketSource = "contracts" | "listings";

export const RECORD_SOURCE: Record<RecordKind, MarketSource> = {
  contracts: "contracts",
  forSale: "listings",
  newListings: "listings",
  underContract: "listings",
  closedSales: "listings",
  offMarket: "listings",
};

export const RECORD_KINDS = Object.keys(RECORD_SOURCE) as RecordKind[];

/** A fresh, empty list of every kind of record (each call its own arrays, to be filled). */
export function emptyRecords(): { -readonly [Kind in RecordKind]: RecordOf<Kind>[] } {
  return Object.fromEntries(RECORD_KINDS.map((kind) => [kind, []])) as unknown as {
    -readonly [Kind in RecordKind]: RecordOf<Kind>[];
  };
}

export const NO_RECORDS: PoolRecords = emptyRecords();
