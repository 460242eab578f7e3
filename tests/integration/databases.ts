import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../../app/server/db.server";
import type { FormServices } from "../../app/server/form-services.server";

type TestDatabase = {
  name: string;
  open: () => Promise<DatabaseHandle>;
  /**
   * What a second server instance on the same database would hold: its own pool on PostgreSQL;
   * on the embedded database (one process only) the same handle, closed with the first.
   */
  openPeer: (first: DatabaseHandle) => Promise<DatabaseHandle>;
};

/**
 * INTEGRATION_POSTGRES_ONLY=1 leaves the PGlite run out: CI's PostgreSQL step sets it, because its
 * `npm run check` runs the suite on PGlite anyway (docs/decisions/125).
 */
const postgresOnly = process.env.INTEGRATION_POSTGRES_ONLY === "1";
if (postgresOnly && !process.env.DATABASE_URL) {
  throw new Error("INTEGRATION_POSTGRES_ONLY=1 needs DATABASE_URL: the suite would run against no database.");
}

/** The databases the integration suite runs against: PGlite in memory, and PostgreSQL when DATABASE_URL is set. */
export const databases: ReadonlyArray<TestDatabase> = [
  ...(postgresOnly
    ? []
    : [
        {
          name: "PGlite in memory",
          open: () => openDatabase({ memory: true }),
          openPeer: (first: DatabaseHandle) => Promise.resolve({ ...first, close: () => Promise.resolve() }),
        },
      ]),
  ...(process.env.DATABASE_URL
    ? [
        {
          name: "PostgreSQL (DATABASE_URL)",
          open: () => openDatabase({ databaseUrl: process.env.DATABASE_URL! }),
          openPeer: () => openDatabase({ databaseUrl: process.env.DATABASE_URL! }),
        },
      ]
    : []),
];

if (!process.env.DATABASE_URL) {
  console.warn("Integration suite: DATABASE_URL is unset, so the PostgreSQL run is skipped (PGlite only).");
}

/** Empties every table (PostgreSQL keeps its rows between runs). */
export async function emptyTables(handle: DatabaseHandle) {
  await handle.db.execute(
    sql`TRUNCATE leads, subscribers, outbox, rate_limits, audit_log, lead_notes, studio_challenges, studio_links, studio_sessions, studio_passkeys, studio_users, week_versions, weeks, content_versions, newsletter_issues, mls_column_maps, site_identity, site_images, fact_overrides, fact_history, testimonials, testimonials_edited, yearly_words, listing_uploads, listing_rows, listings, listing_events RESTART IDENTITY CASCADE`,
  );
}

/** Form services over `handle`, with both deliveries configured unless told otherwise. */
export function servicesFor(
  handle: DatabaseHandle,
  delivery: FormServices["delivery"] = { newsletterWebhook: true, leadEmail: true, confirmSignups: false },
): FormServices & { wakes: number } {
  const services = {
    db: handle.db,
    delivery,
    wakes: 0,
    wakeOutbox: () => {
      services.wakes += 1;
    },
  };
  return services;
}

/** A form post as a browser sends it. */
export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}
