import { randomUUID } from "node:crypto";
import { and, asc, count, eq, gt, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { outbox, type OutboxKind, type OutboxStatus } from "~db/schema";
import type { Database } from "./db.server";

/** What a deliverer may tell the outbox about its try. */
export type DeliveryAttempt = {
  /**
   * The message is about to be handed to the receiver: recorded (committed) before it is, so that
   * a crash before this point is known to have sent nothing (decision 127).
   */
  transmitting: () => Promise<void>;
};

/**
 * Delivers one row; throws when the receiver did not take it (the row is retried). A deliverer
 * with `marksTransmission` calls `attempt.transmitting()` just before its message leaves; one
 * without is taken to have transmitted from the start of its try.
 */
export type Deliverer = ((
  payload: Record<string, unknown>,
  idempotencyKey: string,
  attempt: DeliveryAttempt,
) => Promise<void>) & { marksTransmission?: true };
export type Deliverers = Partial<Record<OutboxKind, Deliverer>>;

/**
 * Thrown by a deliverer when the receiver refused for good (an SMTP 5xx on RCPT or DATA: the
 * mailbox does not exist): the row is marked dead at once, without retries.
 */
export class PermanentDeliveryError extends Error {}

/** Deliveries of a kind allowed per minute, counted in the database across instances. */
export type RateLimits = Partial<Record<OutboxKind, number>>;

/**
 * Kinds that share one limit: every e-mail to the list (the weekly report, the monthly digest and
 * the quarterly report) counts against the one rate the broker's mail service allows (decision 150).
 */
export const SHARED_RATES: readonly (readonly OutboxKind[])[] = [["report_email", "digest_email"]];

type Logger = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type RetryPolicy = {
  /** Tries before a row is marked dead. */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further failure, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
};

/** About 2.5 hours of retries (5 s, 10 s, 20 s ... capped at one hour) before a row is dead. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 12, baseDelayMs: 5000, maxDelayMs: 3_600_000 };

/** Exponential backoff: the wait after the `attempts`-th failed try (1-based). */
export function backoffMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

type Tx = Pick<Database, "insert">;

/** Queues a delivery inside the caller's transaction; its idempotency key stays the same on every try. */
export async function enqueue(tx: Tx, kind: OutboxKind, payload: Record<string, unknown>): Promise<string> {
  const idempotencyKey = `${kind}:${randomUUID()}`;
  await tx.insert(outbox).values({ kind, payload, idempotencyKey });
  return idempotencyKey;
}

export type DeliveryRound = { delivered: number; retried: number; dead: number };

/**
 * Rows claimed per round, and delivered at most this many at a time. A send of thousands is bound
 * by the CPU that builds each e-mail; eight at a time keep it busy while others wait on PostgreSQL
 * and the mail server (`npm run bench:newsletter`, decision 155). A delivery holds a connection of
 * the database pool (10) only during each of its queries.
 */
export const DEFAULT_BATCH_SIZE = 40;
export const DEFAULT_CONCURRENCY = 8;
/** A claim outlives the longest round: 40 rows, 8 at a time, 10 s each at worst is 50 s. */
export const DEFAULT_LEASE_MS = 60_000;

type Row = typeof outbox.$inferSelect;

/**
 * A row a worker is trying right now: marked so, with its attempt counted, in its own committed
 * update before the delivery begins (decision 096). Found so after its lease has run out, the
 * worker died during that try, which may have reached the receiver: the row is tried again and
 * its payload counts the interrupted try (`interruptedTries`), shown as "possibly sent twice".
 */
export const SENDING = "sending" satisfies OutboxStatus;
/** The payload field counting a row's tries cut short by a crash. */
export const INTERRUPTED_TRIES = "interruptedTries";
/**
 * The payload field of a try still preparing its message (a deliverer that marks its
 * transmission, decision 127): cut short then, the try sent nothing, and is not counted.
 */
export const PREPARING = "preparing";

/**
 * Claims up to `limit` due rows for this worker until `now + leaseMs`, oldest first. Rows another
 * worker holds (locked by its claim in progress, or claimed until later) are skipped, so two
 * instances on one database never deliver the same row in the normal case; a crashed worker's
 * rows are due again once its lease has passed, and a row it was sending (SENDING) is counted as
 * interrupted in its payload. Only "pending" and SENDING rows are ever claimed. The same statement
 * on PGlite and PostgreSQL.
 */
export async function claimDue(
  db: Database,
  kinds: readonly OutboxKind[],
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<Row[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.kind, [...kinds]),
        or(
          and(
            eq(outbox.status, "pending"),
            lte(outbox.nextAttemptAt, now),
            or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, now)),
          ),
          // A try cut short by a crash: its worker's lease has run out.
          and(eq(outbox.status, SENDING), lte(outbox.claimedUntil, now)),
        ),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const interrupted = sql`jsonb_build_object(${INTERRUPTED_TRIES}::text, coalesce((${outbox.payload} ->> ${INTERRUPTED_TRIES}::text)::int, 0) + 1)`;
  // A try cut short while still preparing its message sent nothing: only its mark goes.
  const preparing = sql`${outbox.payload} ? ${PREPARING}::text`;
  const claimed = await db
    .update(outbox)
    .set({
      claimedUntil: new Date(now.getTime() + leaseMs),
      status: "pending",
      payload: sql`case when ${outbox.status} <> ${SENDING} then ${outbox.payload} when ${preparing} then ${outbox.payload} - ${PREPARING}::text else ${outbox.payload} || ${interrupted} end`,
    })
    .where(inArray(outbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachBounded<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * How many rows of a rate-limited kind may be claimed now: its limit less the rows of its kinds
 * (the kind and those sharing its limit, SHARED_RATES) delivered in the last minute and those
 * workers hold at this moment (on any instance, this round's claims included).
 */
export async function allowance(
  db: Database,
  kinds: readonly OutboxKind[],
  perMinute: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(outbox)
    .where(
      and(
        inArray(outbox.kind, [...kinds]),
        or(
          gte(outbox.deliveredAt, new Date(now.getTime() - 60_000)),
          and(inArray(outbox.status, ["pending", SENDING]), gt(outbox.claimedUntil, now)),
        ),
      ),
    );
  return Math.max(0, perMinute - (row?.used ?? 0));
}

/**
 * Claims this round's rows: the kinds without a rate limit together, then each rate-limited kind
 * on its own within its allowance, so a newsletter of thousands never holds up a contact lead.
 */
async function claimRound(
  db: Database,
  kinds: readonly OutboxKind[],
  rateLimits: RateLimits,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<Row[]> {
  const free = kinds.filter((kind) => rateLimits[kind] === undefined);
  const claimed = free.length > 0 ? await claimDue(db, free, { now, leaseMs, limit }) : [];
  for (const kind of kinds) {
    const perMinute = rateLimits[kind];
    if (perMinute === undefined) continue;
    const sharing = SHARED_RATES.find((group) => group.includes(kind)) ?? [kind];
    const room = Math.min(limit, await allowance(db, sharing, perMinute, now));
    if (room > 0) claimed.push(...(await claimDue(db, [kind], { now, leaseMs, limit: room })));
  }
  return claimed;
}

/**
 * One pass of the worker: claims the due rows of the kinds we can deliver (claimDue) and delivers
 * them, a few at a time. A success marks the row delivered; a failure schedules the next try with
 * backoff, or marks it dead (at once for a PermanentDeliveryError). Either way the claim is released.
 */
export async function deliverDue(
  db: Database,
  deliverers: Deliverers,
  options: {
    now?: Date;
    policy?: RetryPolicy;
    logger?: Logger;
    batchSize?: number;
    concurrency?: number;
    leaseMs?: number;
    rateLimits?: RateLimits;
  } = {},
): Promise<DeliveryRound> {
  const now = options.now ?? new Date();
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const kinds = Object.keys(deliverers) as OutboxKind[];
  const round: DeliveryRound = { delivered: 0, retried: 0, dead: 0 };
  if (kinds.length === 0) return round;

  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const claimedAt = performance.now();
  const claimed = await claimRound(db, kinds, options.rateLimits ?? {}, {
    now,
    leaseMs,
    limit: options.batchSize ?? DEFAULT_BATCH_SIZE,
  });

  await eachBounded(claimed, options.concurrency ?? DEFAULT_CONCURRENCY, async (row) => {
    // A round slower than its lease (an overloaded machine) leaves the rest of its rows to the
    // worker that may have claimed them since, rather than deliver them a second time.
    if (performance.now() - claimedAt >= leaseMs) return;
    const deliver = deliverers[row.kind]!;
    const attempts = row.attempts + 1;
    // The try is recorded and committed before it begins: a crash during it leaves the row SENDING,
    // so the retry after the lease is known to be a possible second copy (decision 096). Only while
    // the row is still this worker's claim.
    // The lease is renewed from the try's start, so a try begun late in a round keeps a whole lease.
    // A deliverer that marks its transmission starts the try "preparing" (decision 127).
    const [mine] = await db
      .update(outbox)
      .set({
        status: SENDING,
        attempts,
        claimedUntil: new Date(now.getTime() + (performance.now() - claimedAt) + leaseMs),
        ...(deliver.marksTransmission
          ? { payload: sql`${outbox.payload} || jsonb_build_object(${PREPARING}::text, true)` }
          : {}),
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, "pending"), eq(outbox.claimedUntil, row.claimedUntil!)))
      .returning({ id: outbox.id });
    if (!mine) return;
    const stillSending = and(eq(outbox.id, row.id), eq(outbox.status, SENDING));
    const unmarked = sql`${outbox.payload} - ${PREPARING}::text`;
    const attempt: DeliveryAttempt = {
      transmitting: async () => {
        await db.update(outbox).set({ payload: unmarked }).where(stillSending);
      },
    };
    // The crash count and the mark are the outbox's own: the receiver gets the payload as queued.
    const { [INTERRUPTED_TRIES]: _interrupted, [PREPARING]: _preparing, ...payload } = row.payload;
    try {
      await deliver(payload, row.idempotencyKey, attempt);
      await db
        .update(outbox)
        .set({
          status: "delivered",
          attempts,
          deliveredAt: new Date(),
          lastError: null,
          claimedUntil: null,
          payload: unmarked,
        })
        .where(stillSending);
      round.delivered += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempts >= policy.maxAttempts || error instanceof PermanentDeliveryError) {
        await db
          .update(outbox)
          .set({ status: "dead", attempts, lastError: message.slice(0, 1000), claimedUntil: null, payload: unmarked })
          .where(stillSending);
        options.logger?.error(
          { outboxId: row.id, kind: row.kind, attempts, error: message },
          "delivery failed for good; the row is marked dead (the record itself is stored)",
        );
        round.dead += 1;
      } else {
        const nextAttemptAt = new Date(now.getTime() + backoffMs(attempts, policy));
        await db
          .update(outbox)
          .set({
            status: "pending",
            attempts,
            nextAttemptAt,
            lastError: message.slice(0, 1000),
            claimedUntil: null,
            payload: unmarked,
          })
          .where(stillSending);
        options.logger?.warn(
          { outboxId: row.id, kind: row.kind, attempts, nextAttemptAt, error: message },
          "delivery failed; will retry",
        );
        round.retried += 1;
      }
    }
  });
  return round;
}

export type OutboxWorker = { wake: () => void; stop: () => Promise<void> };

/**
 * Runs deliverDue every `pollMs`, and at once when woken after a new record. stop() lets the
 * round under way finish (its rows are marked) and starts no other.
 */
export function startOutboxWorker(
  db: Database,
  deliverers: Deliverers,
  options: { pollMs?: number; policy?: RetryPolicy; logger?: Logger; leaseMs?: number; rateLimits?: RateLimits } = {},
): OutboxWorker {
  const pollMs = options.pollMs ?? 2000;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        try {
          const round = await deliverDue(db, deliverers, {
            policy: options.policy,
            logger: options.logger,
            leaseMs: options.leaseMs,
            rateLimits: options.rateLimits,
          });
          // A full batch may mean more rows are due.
          if (round.delivered + round.retried + round.dead >= DEFAULT_BATCH_SIZE) again = true;
        } catch (error) {
          options.logger?.error({ err: error }, "outbox pass failed");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(run, pollMs);
    });
  };
  if (Object.keys(deliverers).length > 0) timer = setTimeout(run, 0);

  return {
    wake: () => {
      if (Object.keys(deliverers).length > 0) run();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
