// The MLS listings the history holds (decisions 119 and 134): every listing's history by MLS number
// (`listings` and `listing_events`) and the days the listings exports cover (`listing_uploads`),
// read once per content version "listings", which the transaction of every upload applied or
// removed bumps, so every instance follows on its next read without a restart.
import { asc, eq } from "drizzle-orm";
import { contentVersions, listingEvents, listings, listingUploads } from "~db/schema";
import type { GreenwichZip, PropertyType } from "~/domain/contract-types";
import type { ListingHistory, ListingStatus } from "~/domain/listing-history";
import type { DaySpan } from "~/domain/weekly-market";
import { bumpContentVersion } from "./content-versions.server";
import type { Database } from "./db.server";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The `content_versions` key of the listings. */
export const LISTINGS_CONTENT_KEY = "listings";

/** The listings' content version, or null before any upload was applied. */
export async function listingsContentVersion(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.key, LISTINGS_CONTENT_KEY));
  return row?.version ?? null;
}

/** Inside the transaction of a change to the listings: every instance learns it at the commit. */
export function bumpListingsVersion(tx: Database | Transaction): Promise<number> {
  return bumpContentVersion(tx, LISTINGS_CONTENT_KEY);
}

/** The listings as the measures read them, and the days the uploads cover. */
export type StoredListings = {
  /** Every listing's history, by MLS number. */
  histories: readonly ListingHistory[];
  /** Each upload's days, from its first covered day to its as-of day, oldest first. */
  coverage: readonly DaySpan[];
  /** Every listing's row of the `listings` table (facts and current state), by MLS number. */
  states: readonly (typeof listings.$inferSelect)[];
  /** The content version these were read at (null before any upload). */
  version: number | null;
};

async function readListings(db: Database, version: number | null): Promise<StoredListings> {
  const heads = await db.select().from(listings).orderBy(asc(listings.mls));
  const events = await db
    .select({
      mls: listingEvents.mls,
      date: listingEvents.date,
      status: listingEvents.status,
      price: listingEvents.price,
    })
    .from(listingEvents)
    .orderBy(asc(listingEvents.mls), asc(listingEvents.position));
  const byMls = new Map<string, ListingHistory["events"][number][]>();
  for (const event of events) {
    let list = byMls.get(event.mls);
    if (!list) byMls.set(event.mls, (list = []));
    // Written by the listings import only, from statuses the table's check constraint holds.
    list.push({ date: event.date, status: event.status as ListingStatus, price: event.price });
  }
  const histories = heads.map((head): ListingHistory => ({
    mls: head.mls,
    type: head.type as PropertyType,
    zip: head.zip as GreenwichZip,
    listDate: head.listDate,
    originalPrice: head.originalPrice,
    events: byMls.get(head.mls) ?? [],
    closePrice: head.closePrice,
    address: head.address,
  }));
  const spans = await db
    .select({ from: listingUploads.coversFrom, to: listingUploads.asOf })
    .from(listingUploads)
    .orderBy(asc(listingUploads.coversFrom), asc(listingUploads.id));
  return { histories, coverage: spans, states: heads, version };
}

type Cached = { version: number | null; listings: StoredListings };
const cache = new WeakMap<Database, Cached>();
const loading = new WeakMap<Database, Promise<Cached>>();

/**
 * Every listing's history and the uploads' coverage, read again only when the listings' content
 * version moved (one small query per call otherwise); calls that come while a read is in flight
 * share it.
 */
export async function storedListings(db: Database): Promise<StoredListings> {
  const version = await listingsContentVersion(db);
  const cached = cache.get(db);
  // Without a version no upload was ever applied: the empty lists, kept as one object like the rest.
  if (cached && cached.version === version) return cached.listings;
  let pending = loading.get(db);
  if (!pending) {
    pending = readListings(db, version)
      .then((read) => {
        const entry = { version, listings: read };
        cache.set(db, entry);
        return entry;
      })
      .finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  return (await pending).listings;
}
