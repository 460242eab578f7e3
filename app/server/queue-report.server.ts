import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { newsletterIssues, outbox, subscribers, weeks } from "~db/schema";
import { recordAudit } from "~/server/audit.server";
import type { Database } from "~/server/db.server";

/**
 * One report per subscriber and week, whatever sends it and however often (the outbox's unique key).
 * It names the subscriber's id, so it stays in the database: the message's headers carry the row's
 * random `messageKey` instead (decision 096).
 */
/**
 * Outbox rows inserted unless their idempotency key is already there (so a second run queues
 * nothing twice); how many were new. In slices: one statement has at most 65,535 parameters.
 */
export async function insertOnce(db: Pick<Database, "insert">, rows: (typeof outbox.$inferInsert)[]): Promise<number> {
  let queued = 0;
  for (let start = 0; start < rows.length; start += 1000) {
    const inserted = await db
      .insert(outbox)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing({ target: outbox.idempotencyKey })
      .returning({ id: outbox.id });
    queued += inserted.length;
  }
  return queued;
}

export function reportEmailKey(week: number, subscriberId: number): string {
  return `report_email:week:${week}:subscriber:${subscriberId}`;
}

/**
 * What a send queued: `queued` rows new to the week (an address it had never been queued for), and
 * `resumed` rows an unpublication had cancelled, put back in the queue (decision 126).
 */
export type QueuedReport = { week: number; queued: number; resumed: number };

/**
 * Who a week's report goes to: a confirmed subscriber who chose every week. One who chose the
 * monthly digest or the quarterly report gets no weekly e-mail (decision 147).
 */
export const weeklyRecipient = and(eq(subscribers.status, "confirmed"), eq(subscribers.cadence, "weekly"))!;

/** The week's report e-mails an unpublication cancelled whose subscriber is still a weekly recipient. */
const cancelledForConfirmed = (week: number) =>
  and(
    eq(outbox.kind, "report_email"),
    sql`${outbox.payload}->>'week' = ${String(week)}`,
    eq(outbox.status, "cancelled"),
    inArray(
      sql`(${outbox.payload}->>'subscriberId')::integer`,
      sql`(select ${subscribers.id} from ${subscribers} where ${weeklyRecipient})`,
    ),
  );

/** How many addresses publishing the week again would send it to: those whose e-mail was cancelled (decision 126). */
export async function cancelledReportRecipients(db: Pick<Database, "select">, week: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(outbox).where(cancelledForConfirmed(week));
  return row?.count ?? 0;
}

/**
 * Puts the week's report e-mails an unpublication cancelled back in the queue, for the addresses
 * still confirmed (decision 126): the same rows, with their idempotency and message keys, so an
 * address still gets the week once. Run in the transaction that makes the week public again.
 */
export async function resumeCancelledReportEmails(db: Pick<Database, "update">, week: number, now = new Date()) {
  const resumed = await db
    .update(outbox)
    .set({ status: "pending", lastError: null, nextAttemptAt: now, claimedUntil: null })
    .where(cancelledForConfirmed(week))
    .returning({ id: outbox.id });
  return resumed.length;
}

/**
 * Queues week `week`'s report for every weekly recipient (weeklyRecipient), in one transaction: the
 * newsletter_issues row (kept from the first send) and one report_email outbox row per address,
 * with a random message key (its Message-ID, the same on every try), whose idempotency key makes a
 * second send of the week queue nothing for an address queued before; and, the week being public,
 * the e-mails an unpublication cancelled go back in the queue (decision 126). Audited as
 * "newsletter.sent". The caller checks that the week is published.
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
      .where(weeklyRecipient)
      .orderBy(asc(subscribers.id));
    const rows = recipients.map((recipient) => ({
      kind: "report_email" as const,
      payload: { week, subscriberId: recipient.id, messageKey: randomUUID() },
      idempotencyKey: reportEmailKey(week, recipient.id),
    }));
    // Read under the week's lock, so that an unpublication under way is seen (it cancels them again).
    const [weekRow] = await tx
      .select({ live: weeks.publishedVersionId })
      .from(weeks)
      .where(eq(weeks.week, week))
      .for("share");
    const resumed = weekRow?.live ? await resumeCancelledReportEmails(tx, week, now) : 0;
    const queued = await insertOnce(tx, rows);
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
        details: { queued, resumed },
      },
      now,
    );
    return { week, queued, resumed };
  });
}

/** Where the week's report stands for the addresses confirmed now: sent, waiting (or being sent), failed. */
export async function reportStandingOfConfirmed(
  db: Pick<Database, "select">,
  week: number,
): Promise<{ confirmed: number; sent: number; waiting: number; failed: number }> {
  const [confirmed] = await db.select({ count: count() }).from(subscribers).where(weeklyRecipient);
  const rows = await db
    .select({ status: outbox.status, count: count() })
    .from(outbox)
    .innerJoin(subscribers, sql`${subscribers.id} = (${outbox.payload}->>'subscriberId')::integer`)
    .where(and(eq(outbox.kind, "report_email"), sql`${outbox.payload}->>'week' = ${String(week)}`, weeklyRecipient))
    .groupBy(outbox.status);
  const of = (...statuses: string[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.count, 0);
  return {
    confirmed: confirmed?.count ?? 0,
    sent: of("delivered"),
    waiting: of("pending", "sending"),
    failed: of("dead"),
  };
}
