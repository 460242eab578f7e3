import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { outbox, type OutboxKind } from "~db/schema";
import type { Database } from "~/server/db.server";
import { INTERRUPTED_TRIES, SENDING } from "~/server/outbox.server";
import { recordAudit } from "~/server/audit.server";
import type { StudioUser } from "~/server/session.server";
import { DIGEST_CADENCES, DIGEST_NAMES, periodById, type DigestCadence } from "~/domain/digest-periods";
import { PAGE_SIZE } from "./list-query";
import type { DeliveryState } from "./statuses";

const conditionOf: Record<DeliveryState, SQL> = {
  waiting: and(eq(outbox.status, "pending"), eq(outbox.attempts, 0))!,
  retrying: and(inArray(outbox.status, ["pending", SENDING]), gt(outbox.attempts, 0))!,
  failed: eq(outbox.status, "dead"),
};

export type UndeliveredRow = {
  id: number;
  kind: OutboxKind;
  state: DeliveryState;
  /** The address the row is for (payload.email or payload.to), "" when the payload names none. */
  recipient: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  /** A worker holds it (its claim has not run out), or is trying it (SENDING: only its lease's end frees it). */
  inFlight: boolean;
};

function stateOf(status: string, attempts: number): DeliveryState {
  if (status === "dead") return "failed";
  return attempts > 0 ? "retrying" : "waiting";
}

/** One page of rows not delivered yet, failed ones first, then oldest first; `state` narrows them. */
export async function listUndelivered(
  db: Database,
  query: { state: DeliveryState | ""; page: number },
  now = new Date(),
): Promise<{ rows: UndeliveredRow[]; total: number }> {
  const where = query.state ? conditionOf[query.state] : inArray(outbox.status, ["pending", SENDING, "dead"]);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(outbox).where(where);
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      status: outbox.status,
      recipient: sql<string | null>`coalesce(${outbox.payload} ->> 'email', ${outbox.payload} ->> 'to')`,
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      claimedUntil: outbox.claimedUntil,
    })
    .from(outbox)
    .where(where)
    .orderBy(sql`case when ${outbox.status} = 'dead' then 0 else 1 end`, asc(outbox.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    total,
    rows: rows.map(({ status, claimedUntil, recipient, ...row }) => ({
      ...row,
      recipient: recipient ?? "",
      state: stateOf(status, row.attempts),
      inFlight: status === SENDING || (claimedUntil !== null && claimedUntil > now),
    })),
  };
}

/** Rows per state, for the overview. */
export async function countUndelivered(db: Database): Promise<Record<DeliveryState, number>> {
  const rows = await db
    .select({ status: outbox.status, tried: sql<boolean>`${outbox.attempts} > 0`, total: count() })
    .from(outbox)
    .where(inArray(outbox.status, ["pending", SENDING, "dead"]))
    .groupBy(outbox.status, sql`${outbox.attempts} > 0`);
  const counts: Record<DeliveryState, number> = { waiting: 0, retrying: 0, failed: 0 };
  for (const row of rows) counts[stateOf(row.status, row.tried ? 1 : 0)] += row.total;
  return counts;
}

export type ReportSendProgress = {
  week: string;
  delivered: number;
  /** Waiting, retrying, or being sent now. */
  pending: number;
  /** Cancelled when the week was unpublished (decision 091); sent if it is published again (decision 126). */
  cancelled: number;
  failed: number;
  /**
   * Delivered after a try that a crash cut short (decision 096): that try may have reached the
   * mail server, so the address may hold two copies (one Message-ID). At most the rows in flight.
   */
  possiblyTwice: number;
};

/** The weekly report e-mails per week (payload.week), newest week first: how far each send has got. */
export async function reportSendProgress(db: Database): Promise<ReportSendProgress[]> {
  const week = sql<string>`coalesce(${outbox.payload} ->> 'week', '')`;
  const interrupted = sql<boolean>`(${outbox.payload} ->> ${sql.raw(`'${INTERRUPTED_TRIES}'`)}) is not null`;
  const rows = await db
    .select({ week, status: outbox.status, interrupted, total: count() })
    .from(outbox)
    .where(eq(outbox.kind, "report_email"))
    .groupBy(week, outbox.status, interrupted);
  const byWeek = new Map<string, ReportSendProgress>();
  for (const row of rows) {
    const entry = byWeek.get(row.week) ?? {
      week: row.week,
      delivered: 0,
      pending: 0,
      cancelled: 0,
      failed: 0,
      possiblyTwice: 0,
    };
    if (row.status === "delivered" && row.interrupted) entry.possiblyTwice += row.total;
    if (row.status === "delivered") entry.delivered += row.total;
    else if (row.status === "dead") entry.failed += row.total;
    else if (row.status === "cancelled") entry.cancelled += row.total;
    else entry.pending += row.total;
    byWeek.set(row.week, entry);
  }
  return [...byWeek.values()].sort((a, b) => Number(b.week) - Number(a.week) || b.week.localeCompare(a.week));
}

export type DigestSendProgress = {
  /** "monthly 2026-10": the cadence and period its rows' idempotency keys name (decision 150). */
  key: string;
  /** "The monthly digest for October 2026"; the key itself for a period the site cannot read. */
  label: string;
  /** Waiting, retrying, or being sent now. */
  queued: number;
  sent: number;
  failed: number;
};

/** The digest e-mails per cadence and period (payload.cadence, payload.period), newest period first. */
export async function digestSendProgress(db: Database): Promise<DigestSendProgress[]> {
  const cadence = sql<string>`coalesce(${outbox.payload} ->> 'cadence', '')`;
  const period = sql<string>`coalesce(${outbox.payload} ->> 'period', '')`;
  const rows = await db
    .select({ cadence, period, status: outbox.status, total: count() })
    .from(outbox)
    .where(eq(outbox.kind, "digest_email"))
    .groupBy(cadence, period, outbox.status);
  const byPeriod = new Map<string, DigestSendProgress & { from: string }>();
  for (const row of rows) {
    const key = `${row.cadence} ${row.period}`;
    const known = (DIGEST_CADENCES as readonly string[]).includes(row.cadence)
      ? periodById(row.cadence as DigestCadence, row.period)
      : null;
    const entry = byPeriod.get(key) ?? {
      key,
      label: known ? `The ${DIGEST_NAMES[known.cadence]} for ${known.label}` : key,
      from: known?.from ?? "",
      queued: 0,
      sent: 0,
      failed: 0,
    };
    if (row.status === "delivered") entry.sent += row.total;
    else if (row.status === "dead") entry.failed += row.total;
    else if (row.status !== "cancelled") entry.queued += row.total;
    byPeriod.set(key, entry);
  }
  return [...byPeriod.values()]
    .sort((a, b) => b.from.localeCompare(a.from) || a.key.localeCompare(b.key))
    .map(({ from: _from, ...entry }) => entry);
}

export type RetryResult = "retried" | "not-found" | "in-flight";

/**
 * "Retry now": a waiting, retrying or failed row is due again at once, with its attempts kept (a
 * failed row gets one more try before it is failed again). A row a worker holds right now is left
 * alone, so that it is never delivered twice at the same time (decision 011). Audited
 * "delivery.retried". A row being tried (SENDING) is held until its worker ends the try or its
 * lease runs out (then the worker takes it up by itself). The caller wakes the outbox worker.
 */
export async function retryDelivery(
  db: Database,
  user: Pick<StudioUser, "id" | "email">,
  id: number,
  now = new Date(),
): Promise<RetryResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(outbox)
      .set({ status: "pending", nextAttemptAt: now, claimedUntil: null })
      .where(
        and(
          eq(outbox.id, id),
          inArray(outbox.status, ["pending", "dead"]),
          or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, now)),
        ),
      )
      .returning({ kind: outbox.kind, attempts: outbox.attempts });
    if (!row) {
      const [held] = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.id, id),
            or(eq(outbox.status, SENDING), and(eq(outbox.status, "pending"), gt(outbox.claimedUntil, now))),
          ),
        );
      return held ? "in-flight" : "not-found";
    }
    await recordAudit(
      tx,
      { userId: user.id, actor: user.email, action: "delivery.retried", subject: `delivery ${id}`, details: row },
      now,
    );
    return "retried";
  });
}
