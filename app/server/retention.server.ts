import { lt } from "drizzle-orm";
import { leads } from "../../db/schema";
import type { Database } from "./db.server";

/** content/privacy.ts promises: contact requests are kept for at most 24 months. */
export const LEAD_RETENTION_MONTHS = 24;

/** Deletes the contact requests older than the retention period; returns how many went. */
export async function purgeExpiredLeads(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - LEAD_RETENTION_MONTHS);
  const deleted = await db.delete(leads).where(lt(leads.createdAt, cutoff)).returning({ id: leads.id });
  return deleted.length;
}
