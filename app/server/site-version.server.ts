// The site content's version (decision 110): the `content_versions` row "site", bumped in the
// transaction of every change to what every page carries (the broker's identity, the market facts,
// the testimonials). Null means nothing was ever edited: the build's content is current, and the
// prerendered files are served as built. Once it is a number, every page that carries site content
// is rendered on request and kept in the render cache under that number.
import { eq, sql } from "drizzle-orm";
import { contentVersions } from "~db/schema";
import { notifyContentVersion } from "./content-versions.server";
import type { Database } from "./db.server";
import { sharedWhileInFlight } from "./shared-while-in-flight.server";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Writer = Database | Transaction;

const SITE_KEY = "site";

/** How often an instance asks for the site's version between requests (the weeks' poll's interval). */
export const SITE_VERSION_POLL_MS = 1000;

/** The site content's version, or null when it was never edited (the build's content is current). */
export async function siteVersion(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.key, SITE_KEY));
  return row?.version ?? null;
}

/**
 * Bumps the site's version inside a change's transaction and returns the new number: at least the
 * clock's seconds, so that a counter started again (an emptied table) does not reuse a number an
 * instance may still hold in its cache.
 */
export async function bumpSiteVersion(tx: Writer): Promise<number> {
  const now = sql`extract(epoch from now())::integer`;
  const [row] = await tx
    .insert(contentVersions)
    .values({ key: SITE_KEY, version: now })
    .onConflictDoUpdate({
      target: contentVersions.key,
      set: { version: sql`greatest(${contentVersions.version} + 1, ${now})` },
    })
    .returning({ version: contentVersions.version });
  // Every instance learns it at the commit (decision 115).
  await notifyContentVersion(tx, SITE_KEY, row!.version);
  return row!.version;
}

const sharedReads = new WeakMap<Database, () => Promise<number | null>>();

/**
 * The site's version for a request: one query shared by the requests that arrive together
 * (sharedWhileInFlight), so what a request sees is at most one query's time old.
 */
export function currentSiteVersion(db: Database): Promise<number | null> {
  let read = sharedReads.get(db);
  if (!read) {
    read = sharedWhileInFlight(() => siteVersion(db));
    sharedReads.set(db, read);
  }
  return read();
}

/** A process's running knowledge of the site's version, for the prerendered pages' fast path. */
export type SiteVersionWatch = {
  /** The last version read: undefined before the first read ended. Synchronous: read per request. */
  known(): number | null | undefined;
  /** Reads the version now (and remembers it). */
  refresh(): Promise<number | null>;
  stop(): void;
};

const watches = new Set<{ note: (version: number) => void }>();

/**
 * Reads the site's version now and then every `everyMs` (0: only on refresh), so that a change made
 * on another instance is seen within that interval without a request having to ask.
 */
export function watchSiteVersion(
  db: Database,
  { everyMs = SITE_VERSION_POLL_MS, onError }: { everyMs?: number; onError?: (error: unknown) => void } = {},
): SiteVersionWatch {
  let known: number | null | undefined;
  const refresh = async () => {
    known = await currentSiteVersion(db);
    return known;
  };
  const entry = { note: (version: number) => (known = version) };
  watches.add(entry);
  const poll =
    everyMs > 0 ? setInterval(() => void refresh().catch((error: unknown) => onError?.(error)), everyMs) : undefined;
  poll?.unref();
  return {
    known: () => known,
    refresh,
    stop: () => {
      if (poll) clearInterval(poll);
      watches.delete(entry);
    },
  };
}

/**
 * Tells this process's watches of a version just committed here, so that the instance that saved
 * serves the change at its next request; the others learn it from their poll.
 */
export function noteSiteVersion(version: number): void {
  localChanges += 1;
  for (const watch of watches) watch.note(version);
}

let localChanges = 0;

/**
 * How many changes this process committed: part of what a per-version snapshot is kept under, so
 * that the process that saved never serves its older snapshot, even when a version number comes
 * again (the counter of an emptied table restarts at the clock's second).
 */
export function localSiteChanges(): number {
  return localChanges;
}
