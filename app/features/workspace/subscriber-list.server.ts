import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { subscribers, type SubscriberStatus } from "~db/schema";
import type { Database } from "~/server/db.server";
import { toCsv } from "~/server/export-csv.server";
import { recordAudit } from "~/server/audit.server";
import type { StudioUser } from "~/server/session.server";
import { countEmailData, forgetEmail, type ForgetCounts } from "~/server/retention.server";
import { containsPattern, PAGE_SIZE, type ListQuery } from "./list-query";
import { SUBSCRIBER_STATUSES } from "./statuses";

const listColumns = {
  id: subscribers.id,
  firstName: subscribers.firstName,
  lastName: subscribers.lastName,
  email: subscribers.email,
  userType: subscribers.userType,
  brokerage: subscribers.brokerage,
  status: subscribers.status,
  createdAt: subscribers.createdAt,
  updatedAt: subscribers.updatedAt,
  villages: subscribers.villages,
  homeTypes: subscribers.homeTypes,
  priceBand: subscribers.priceBand,
  cadence: subscribers.cadence,
};

/** A subscriber's market as stored (decision 147): what the newsletter turns into words. */
export type StoredMarket = { villages: string[]; homeTypes: string[]; priceBand: string; cadence: string };

/**
 * A market in words, one phrase per part, for the list and the CSV. The route hands in the
 * newsletter's words (a feature imports no other, decision 114).
 */
export type MarketWords = { villages: string; types: string; band: string; cadence: string };
export type MarketWordsOf = (market: StoredMarket) => MarketWords;

export type ListedSubscriber = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  userType: string;
  brokerage: string;
  status: SubscriberStatus;
  createdAt: Date;
  updatedAt: Date;
} & StoredMarket;

function whereOf(query: Pick<ListQuery<SubscriberStatus>, "q" | "status">): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(subscribers.firstName, pattern),
        ilike(subscribers.lastName, pattern),
        ilike(subscribers.email, pattern),
        ilike(subscribers.brokerage, pattern),
      )!,
    );
  }
  if (query.status) conditions.push(eq(subscribers.status, query.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of sign-ups, newest first, matching the search (name, e-mail, brokerage) and status. */
export async function listSubscribers(
  db: Database,
  query: ListQuery<SubscriberStatus>,
): Promise<{ rows: ListedSubscriber[]; total: number }> {
  const where = whereOf(query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(subscribers).where(where);
  const rows = await db
    .select(listColumns)
    .from(subscribers)
    .where(where)
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return { rows, total };
}

/** Sign-ups per status (every status present, 0 when none). */
export async function countSubscribersByStatus(db: Database): Promise<Record<SubscriberStatus, number>> {
  const rows = await db
    .select({ status: subscribers.status, total: count() })
    .from(subscribers)
    .groupBy(subscribers.status);
  const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, 0])) as Record<
    SubscriberStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

export async function getSubscriber(db: Database, id: number): Promise<ListedSubscriber | undefined> {
  const [row] = await db.select(listColumns).from(subscribers).where(eq(subscribers.id, id)).limit(1);
  return row;
}

/** Every sign-up as CSV (oldest first), with its status and its market in words, a column per part. */
export async function subscribersCsv(db: Database, wordsOf: MarketWordsOf): Promise<{ csv: string; rows: number }> {
  const rows = await db.select(listColumns).from(subscribers).orderBy(asc(subscribers.id));
  const csv = toCsv(
    [
      "id",
      "signed_up_at",
      "updated_at",
      "first_name",
      "last_name",
      "email",
      "user_type",
      "brokerage",
      "status",
      "villages",
      "home_types",
      "price_band",
      "cadence",
    ],
    rows.map((row) => {
      const words = wordsOf(row);
      return [
        row.id,
        row.createdAt,
        row.updatedAt,
        row.firstName,
        row.lastName,
        row.email,
        row.userType,
        row.brokerage,
        row.status,
        words.villages,
        words.types,
        words.band,
        words.cadence,
      ];
    }),
  );
  return { csv, rows: rows.length };
}

/** What deleting this subscriber's data would remove: the address's leads, sign-ups and deliveries. */
export async function personDataOf(
  db: Database,
  subscriberId: number,
): Promise<{ subscriber: ListedSubscriber; counts: ForgetCounts } | undefined> {
  const subscriber = await getSubscriber(db, subscriberId);
  if (!subscriber) return undefined;
  return { subscriber, counts: await countEmailData(db, subscriber.email) };
}

/**
 * Deletes every row of this subscriber's address (forgetEmail) and audits "person-data.deleted"
 * with the subscriber id and the counts, never the address (decision 083). Undefined when the
 * subscriber is already gone.
 */
export async function deletePersonData(
  db: Database,
  user: Pick<StudioUser, "id" | "email">,
  subscriberId: number,
): Promise<ForgetCounts | undefined> {
  const subscriber = await getSubscriber(db, subscriberId);
  if (!subscriber) return undefined;
  return forgetEmail(db, subscriber.email, (tx, counts) =>
    recordAudit(tx, {
      userId: user.id,
      actor: user.email,
      action: "person-data.deleted",
      subject: `subscriber ${subscriberId}`,
      details: { ...counts },
    }),
  );
}
