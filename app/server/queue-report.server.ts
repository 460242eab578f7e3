import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { newsletterIssues, outbox, subscribers } from "../../db/schema";
import { recordAudit } from "~/server/audit.server";
import type { Database } from "~/server/db.server";

/**
 * One report per subscriber and week, whatever sends it and however often (the outbox's unique key).
 * It names the subscriber's id, so it stays in the database: the message's headers carry the row's
 * random `messageKey` instead (decision 096).
 */
export function reportEmailKey(week: number, subscriberId: number): string {
  return `report_email:week:${week}:subscriber:${subscriberId}`;
}

export type QueuedReport = { week: number; queued: number };

/**
 * Queues week `week`'s report for every confirmed subscriber, in one transaction: the
 * newsletter_issues row (kept from the first send) and one report_email outbox row per address,
 * with a random message key (its Message-ID, the same on every try), whose idempotency key makes a second send of the week queue nothing for an address queued
 * before. Audited as "newsletter.sent". The caller checks that the week is published.
 */
export async function queueReportEmail(
  db: Database,
  {
    week,
    startedBy,
    userId,
    versionId,
  }: { week: number; startedBy: string; userId?: number | null; versionId?: number | null },
  now = new Date(),
): Promise<QueuedReport> {
  return db.transaction(async (tx) => {
    const recipients = await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(eq(subscribers.status, "confirmed"))
      .orderBy(asc(subscribers.id));
    const rows = recipients.map((recipient) => ({
      kind: "report_email" as const,
      payload: { week, subscriberId: recipient.id, messageKey: randomUUID() },
      idempotencyKey: reportEmailKey(week, recipient.id),
    }));
    let queued = 0;
    // In slices: one statement has at most 65,535 parameters.
    for (let start = 0; start < rows.length; start += 1000) {
      const inserted = await tx
        .insert(outbox)
        .values(rows.slice(start, start + 1000))
        .onConflictDoNothing({ target: outbox.idempotencyKey })
        .returning({ id: outbox.id });
      queued += inserted.length;
    }
    await tx
      .insert(newsletterIssues)
      .values({ week, versionId: versionId ?? null, startedAt: now, startedBy, recipients: queued })
      .onConflictDoUpdate({
        target: newsletterIssues.week,
        set: { recipients: sql`${newsletterIssues.recipients} + ${queued}` },
      });
    await recordAudit(
      tx,
      {
        userId: userId ?? null,
        actor: startedBy,
        action: "newsletter.sent",
        subject: `week ${week}`,
        details: { queued },
      },
      now,
    );
    return { week, queued };
  });
}
