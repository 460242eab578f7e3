import { and, inArray, lt, sql } from "drizzle-orm";
import { leads, outbox, subscribers } from "../../db/schema";
import type { Database } from "./db.server";

/** content/privacy.ts promises: contact requests are kept for at most 24 months. */
export const LEAD_RETENTION_MONTHS = 24;
/** Finished deliveries (and their copy of the visitor's details) are kept this long, for support. */
export const OUTBOX_RETENTION_DAYS = 30;

/** Deletes contact requests past the retention period and old finished deliveries; returns the counts. */
export async function purgeExpiredLeads(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - LEAD_RETENTION_MONTHS);
  const deleted = await db.delete(leads).where(lt(leads.createdAt, cutoff)).returning({ id: leads.id });
  const outboxCutoff = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  await db.delete(outbox).where(and(inArray(outbox.status, ["delivered", "dead"]), lt(outbox.createdAt, outboxCutoff)));
  return deleted.length;
}

/** A deletion request (content/privacy.ts): every lead, sign-up and delivery of this address. */
export async function forgetEmail(
  db: Database,
  email: string,
): Promise<{ leads: number; subscribers: number; deliveries: number }> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const goneLeads = await tx
      .delete(leads)
      .where(sql`lower(${leads.email}) = ${address}`)
      .returning({ id: leads.id });
    const goneSubscribers = await tx
      .delete(subscribers)
      .where(sql`${subscribers.emailKey} = ${address}`)
      .returning({ id: subscribers.id });
    const goneDeliveries = await tx
      .delete(outbox)
      .where(sql`lower(${outbox.payload} ->> 'email') = ${address}`)
      .returning({ id: outbox.id });
    return { leads: goneLeads.length, subscribers: goneSubscribers.length, deliveries: goneDeliveries.length };
  });
}
