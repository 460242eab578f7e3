import { lt, sql } from "drizzle-orm";
import { rateLimits } from "~db/schema";
import type { Database } from "./db.server";

/**
 * The one counter behind every rate limit (form posts, sign-in attempts): a row per key in
 * rate_limits, counted and windowed by the database's clock in one statement, so the limit holds
 * across instances on one PostgreSQL and the instances' clocks need not agree. Keys carry their
 * limit's prefix ("form:", "sign-in:").
 */
export async function countHit(
  db: Pick<Database, "insert">,
  key: string,
  windowMs: number,
): Promise<{ hits: number; resetAt: Date }> {
  const window = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN ${window} ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return row!;
}

/** Deletes every counter whose window has ended (both databases; the retention task runs it daily). */
export async function purgeExpiredCounters(db: Pick<Database, "delete">): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
