import { auditLog } from "~db/schema";
import type { Database } from "~/server/db.server";

type Writer = Pick<Database, "insert">;

export type AuditEntry = {
  /** The signed-in person, when there is one. */
  userId?: number | null;
  /** The actor as text: the person's e-mail address, "command line", or the address a failed sign-in named. */
  actor: string;
  /** A dotted verb, e.g. "sign-in.succeeded", "lead.status", "week.published" (docs/studio.md lists them). */
  action: string;
  /** What it was done to: "lead 12", "week 5 v2", an e-mail address. */
  subject?: string;
  details?: Record<string, unknown>;
};

/** Writes one audit entry, inside the caller's transaction when given one. */
export async function recordAudit(db: Writer, entry: AuditEntry, at = new Date()): Promise<void> {
  await db.insert(auditLog).values({
    at,
    userId: entry.userId ?? null,
    actor: entry.actor,
    action: entry.action,
    subject: entry.subject ?? "",
    details: entry.details ?? {},
  });
}
