import { and, count, inArray, lt, sql } from "drizzle-orm";
import { leads, outbox, subscribers } from "~db/schema";
import type { Database } from "./db.server";
import { purgeExpiredCounters } from "./rate-limit-counter.server";
import { DAY_MS } from "~/lib/calendar";

/** content/privacy.ts promises: contact requests are kept for at most 24 months. */
export const LEAD_RETENTION_MONTHS = 24;
/** Finished deliveries (and their copy of the visitor's details) are kept this long, for support. */
export const OUTBOX_RETENTION_DAYS = 30;

/**
 * Deletes contact requests past the retention period, old finished deliveries and ended rate-limit
 * windows (on both databases: the embedded one has no other purge); returns the leads deleted.
 */
export async function purgeExpiredLeads(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - LEAD_RETENTION_MONTHS);
  const deleted = await db.delete(leads).where(lt(leads.createdAt, cutoff)).returning({ id: leads.id });
  const outboxCutoff = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * DAY_MS);
  await db.delete(outbox).where(and(inArray(outbox.status, ["delivered", "dead"]), lt(outbox.createdAt, outboxCutoff)));
  await purgeExpiredCounters(db);
  return deleted.length;
}

export type ForgetCounts = { leads: number; subscribers: number; deliveries: number };

type Reader = Pick<Database, "select">;

/**
 * The rows of an address: leads and sign-ups by their address, and deliveries whose payload names
 * it as `email` (a lead's or a sign-up's copy) or `to` (an e-mail to that person), compared
 * case-insensitively.
 */
function ofAddress(address: string) {
  return {
    leads: sql`lower(${leads.email}) = ${address}`,
    subscribers: sql`${subscribers.emailKey} = ${address}`,
    outbox: sql`(lower(${outbox.payload} ->> 'email') = ${address} or lower(${outbox.payload} ->> 'to') = ${address})`,
  };
}

const normalised = (email: string) => email.trim().toLowerCase();

/** What forgetEmail would delete, counted (the studio's confirmation step shows it). */
export async function countEmailData(db: Reader, email: string): Promise<ForgetCounts> {
  const where = ofAddress(normalised(email));
  const [[lead], [subscriber], [delivery]] = await Promise.all([
    db.select({ n: count() }).from(leads).where(where.leads),
    db.select({ n: count() }).from(subscribers).where(where.subscribers),
    db.select({ n: count() }).from(outbox).where(where.outbox),
  ]);
  return { leads: lead?.n ?? 0, subscribers: subscriber?.n ?? 0, deliveries: delivery?.n ?? 0 };
}

/**
 * A deletion request (content/privacy.ts): every lead (with its note), sign-up and delivery of this
 * address, in one transaction. `audit`, when given, is written in the same transaction.
 */
export async function forgetEmail(
  db: Database,
  email: string,
  audit?: (tx: Pick<Database, "insert">, counts: ForgetCounts) => Promise<void>,
): Promise<ForgetCounts> {
  const where = ofAddress(normalised(email));
  return db.transaction(async (tx) => {
    const goneLeads = await tx.delete(leads).where(where.leads).returning({ id: leads.id });
    const goneSubscribers = await tx.delete(subscribers).where(where.subscribers).returning({ id: subscribers.id });
    const goneDeliveries = await tx.delete(outbox).where(where.outbox).returning({ id: outbox.id });
    const counts = { leads: goneLeads.length, subscribers: goneSubscribers.length, deliveries: goneDeliveries.length };
    if (audit) await audit(tx, counts);
    return counts;
  });
}
