import { readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "~/server/db.server";
import { storedListings } from "~/server/listing-store.server";
import type { Listing } from "./listing-record";
import { parseListingsCsv } from "./parse-listings.server";
import { dashboardListingsOf } from "./stored-listings";

/** The mock sample shipped with the site, shown until a listings export is stored (decision 135). */
export const SAMPLE_LISTINGS_FILE = "data/listings/sample.csv";

export type ListingsSource = {
  listings: readonly Listing[];
  isSample: boolean;
  /** What the render cache keys the dashboard by: the listings' content version, or "sample". */
  version: string;
};

let sample: ListingsSource | undefined;
let current: ListingsSource | undefined;
/** The stored listings `current` was made from: a new read (a new version, another database) makes it again. */
let currentRead: object | undefined;

function sampleSource(): ListingsSource {
  if (sample) return sample;
  const text = readFileSync(path.resolve(process.cwd(), SAMPLE_LISTINGS_FILE), "utf8");
  sample = { listings: parseListingsCsv(text, SAMPLE_LISTINGS_FILE), isSample: true, version: "sample" };
  return sample;
}

/**
 * The dashboard's listings as last read (synchronous, for the render cache's query normaliser): the
 * stored listings that went under contract once an export is stored, the mock sample before.
 */
export function listingsSource(): ListingsSource {
  return current ?? sampleSource();
}

/**
 * Reads the stored listings again when their content version moved (one small query otherwise), so
 * an upload on any instance reaches this one's dashboard at its next request, without a restart.
 */
export async function refreshListingsSource(db: Database): Promise<ListingsSource> {
  const stored = await storedListings(db);
  if (current && currentRead === stored) return current;
  const version = stored.version === null ? "sample" : `v${stored.version}`;
  const listings = dashboardListingsOf(stored.states);
  current = listings.length > 0 ? { listings, isSample: false, version } : { ...sampleSource(), version };
  currentRead = stored;
  return current;
}
