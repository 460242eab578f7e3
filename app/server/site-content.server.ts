// What every page carries besides its own content (decision 110): the broker's identity today, and
// whatever else Settings edits (market facts, testimonials: a feature adds its own snapshot with
// perSiteVersion). Read once per site version per process: a request asks for the version (one
// shared query) and re-reads the content only when it moved. While nothing was ever edited (version
// null) the defaults of content/ are the content, exactly what the build prerendered.
import { DEFAULT_IDENTITY, type PublicIdentity } from "~/lib/site-identity";
import type { Database } from "./db.server";
import { identityOf, readStoredIdentity } from "./site-identity.server";
import { currentSiteVersion, localSiteChanges } from "./site-version.server";

/** The services of a request's context that hold the database (app-context.server.ts). */
export type SiteDatabaseContext = { forms?: { db?: Database }; studio?: { db?: Database } } | undefined;

/** The database of a request's context; none while prerendering (the build's content is current). */
export function siteDatabase(context: SiteDatabaseContext): Database | undefined {
  return context?.forms?.db ?? context?.studio?.db;
}

/**
 * `read` kept per site version and database: the first call after the version moved reads again
 * (concurrent callers share that read), every other call gets the kept value. With the version null
 * (never edited) `read` still runs once: it gives the defaults.
 * For the market facts and testimonials: `export const currentFacts = perSiteVersion(readFacts);`.
 */
export function perSiteVersion<T>(read: (db: Database, version: number | null) => Promise<T>) {
  const kept = new WeakMap<Database, { version: string; value: Promise<T> }>();
  return async (db: Database): Promise<T> => {
    const version = await currentSiteVersion(db);
    const key = `${version} ${localSiteChanges()}`;
    const entry = kept.get(db);
    if (entry && entry.version === key) return entry.value;
    const value = read(db, version);
    kept.set(db, { version: key, value });
    value.catch(() => {
      if (kept.get(db)?.value === value) kept.delete(db);
    });
    return value;
  };
}

/** The broker's identity now: the saved one, or content/site.ts's when Settings was never saved. */
export const currentIdentity = perSiteVersion(async (db, version) =>
  version === null ? DEFAULT_IDENTITY : identityOf(await readStoredIdentity(db)),
);

/** The identity for a loader: the current one, or the build's while prerendering (no database). */
export async function identityFor(context: SiteDatabaseContext): Promise<PublicIdentity> {
  const db = siteDatabase(context);
  return db ? currentIdentity(db) : DEFAULT_IDENTITY;
}
