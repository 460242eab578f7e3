import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { subscribers } from "~db/schema";
import type { DigestCadence, DigestPeriod } from "~/domain/digest-periods";
import { recordAudit } from "~/server/audit.server";
import type { Database } from "~/server/db.server";
import { insertOnce } from "~/server/queue-report.server";

/**
 * One digest per subscriber and period, whatever queues it and however often (the outbox's unique
 * key, decision 150): a second run, or a run after a crash, queues nothing twice. It names the
 * subscriber's id, so it stays in the database; the message's headers carry the row's random
 * `messageKey` instead (decision 096).
 */
export function digestEmailKey(period: DigestPeriod, subscriberId: number): string {
  return `digest_email:${period.cadence}:${period.id}:subscriber:${subscriberId}`;
}

/**
 * Who a cadence's digest goes to: a confirmed subscriber who chose it (decision 147). An address
 * unsubscribed, bounced or not yet confirmed gets nothing from any cadence.
 */
export const digestRecipient = (cadence: DigestCadence) =>
  and(eq(subscribers.status, "confirmed"), eq(subscribers.cadence, cadence))!;

/**
 * Queues the period's digest for every recipient of its cadence that does not have it, in one
 * transaction: one digest_email outbox row per address with a random message key (its Message-ID,
 * the same on every try), whose idempotency key makes a second run queue nothing for an address
 * queued before. What is committed is delivered by the outbox worker at the configured rate; what
 * a crash cut short is not committed, and the next run queues it. Audited as "newsletter.digest".
 */
export async function queueDigestEmail(
  db: Database,
  { period, startedBy }: { period: DigestPeriod; startedBy: string },
  now = new Date(),
): Promise<{ queued: number; recipients: number }> {
  return db.transaction(async (tx) => {
    const recipients = await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(digestRecipient(period.cadence))
      .orderBy(asc(subscribers.id));
    const rows = recipients.map((recipient) => ({
      kind: "digest_email" as const,
      payload: { cadence: period.cadence, period: period.id, subscriberId: recipient.id, messageKey: randomUUID() },
      idempotencyKey: digestEmailKey(period, recipient.id),
    }));
    const queued = await insertOnce(tx, rows);
    if (queued > 0) {
      await recordAudit(
        tx,
        {
          userId: null,
          actor: startedBy,
          action: "newsletter.digest",
          subject: `${period.cadence} ${period.id}`,
          details: { queued },
        },
        now,
      );
    }
    return { queued, recipients: recipients.length };
  });
}
