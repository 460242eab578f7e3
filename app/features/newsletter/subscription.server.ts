import { and, eq, inArray, sql } from "drizzle-orm";
import { subscribers } from "~db/schema";
import { newToken, tokenHash } from "~/server/session.server";
import type { Database } from "~/server/db.server";
import type { FormServices } from "~/server/form-services.server";
import { enqueue } from "~/server/outbox.server";
import { webhookPayload, type SignupInput } from "./signup-schema";
import { choiceColumns, DEFAULT_CHOICE, type MarketChoice } from "./market-choice";

/** A pending address gets at most one confirmation e-mail per hour. */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;

export type SignupOutcome = {
  id: number;
  /** What the visitor is told: confirmed already (or no e-mail configured), or "check your inbox". */
  state: "subscribed" | "confirm";
};

type Subscriber = typeof subscribers.$inferSelect;

/**
 * Stores a sign-up, one row per e-mail address compared case-insensitively: signing up again
 * updates the row's details. Without e-mail (no SMTP_URL) the spec's webhook is queued at once, as
 * before confirmation e-mails existed, and the row stays "pending": nobody confirmed the address, so it is never sent a
 * report (docs/decisions/087). With e-mail, a new, unsubscribed or bounced address becomes pending
 * and is sent a confirmation (a pending one at most once an hour); a confirmed one is sent nothing.
 * The market chosen with the sign-up is kept unless the address is confirmed: a confirmed
 * subscriber's choice changes only through their preferences link, which proves the address
 * (decision 147).
 */
export async function recordSignup(
  services: FormServices,
  signup: SignupInput,
  now = new Date(),
  choice: MarketChoice = DEFAULT_CHOICE,
): Promise<SignupOutcome> {
  const details = {
    firstName: signup.firstName,
    lastName: signup.lastName,
    email: signup.email,
    userType: signup.userType,
    brokerage: signup.brokerage,
    updatedAt: now,
  };
  const emailKey = signup.email.toLowerCase();
  const outcome = await services.db.transaction(async (tx): Promise<SignupOutcome> => {
    const [inserted] = await tx
      .insert(subscribers)
      .values({ ...details, emailKey, createdAt: now })
      .onConflictDoNothing({ target: subscribers.emailKey })
      .returning();
    const [row] = inserted
      ? [inserted]
      : await tx.select().from(subscribers).where(eq(subscribers.emailKey, emailKey)).for("update");
    const current = row!;
    const chosen = choiceColumns(choice);
    if (!services.delivery.confirmSignups) {
      const kept = current.status === "confirmed" ? details : { ...details, ...chosen };
      await tx.update(subscribers).set(kept).where(eq(subscribers.id, current.id));
      if (services.delivery.newsletterWebhook) await enqueue(tx, "newsletter_webhook", webhookPayload(signup, now));
      return { id: current.id, state: "subscribed" };
    }
    if (current.status === "confirmed") {
      await tx.update(subscribers).set(details).where(eq(subscribers.id, current.id));
      return { id: current.id, state: "subscribed" };
    }
    const due =
      current.status !== "pending" ||
      current.confirmationSentAt === null ||
      now.getTime() - current.confirmationSentAt.getTime() >= CONFIRMATION_RESEND_MS;
    await tx
      .update(subscribers)
      .set({ ...details, ...chosen, status: "pending", ...(due ? { confirmationSentAt: now } : {}) })
      .where(eq(subscribers.id, current.id));
    if (due) {
      await enqueue(tx, "confirmation_email", { subscriberId: current.id });
    }
    return { id: current.id, state: "confirm" };
  });
  services.wakeOutbox();
  return outcome;
}

/**
 * A fresh single-use confirmation token for a pending subscriber, made when its e-mail is sent
 * (only its hash is stored, so the database never holds a working link); undefined when the
 * address is no longer pending. A later e-mail replaces the token of an earlier one.
 */
export async function issueConfirmToken(
  db: Database,
  subscriberId: number,
): Promise<{ token: string; subscriber: Subscriber } | undefined> {
  const token = newToken();
  const [subscriber] = await db
    .update(subscribers)
    .set({ confirmTokenHash: tokenHash(token) })
    .where(and(eq(subscribers.id, subscriberId), eq(subscribers.status, "pending")))
    .returning();
  return subscriber ? { token, subscriber } : undefined;
}

/** The pending subscriber a confirmation link names, or undefined (used, replaced or unknown). */
export async function pendingByConfirmToken(db: Database, token: string): Promise<Subscriber | undefined> {
  if (!isToken(token)) return undefined;
  const [row] = await db
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.confirmTokenHash, tokenHash(token)), eq(subscribers.status, "pending")));
  return row;
}

/**
 * Confirms the address a confirmation link names: "confirmed", the token spent, an unsubscribe
 * token made, and the spec's webhook queued (only now: the address is known to be its owner's).
 */
export async function confirmSubscription(
  services: FormServices,
  token: string,
  now = new Date(),
): Promise<Subscriber | undefined> {
  if (!isToken(token)) return undefined;
  const confirmed = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscribers)
      .set({
        status: "confirmed",
        confirmedAt: now,
        unsubscribedAt: null,
        confirmTokenHash: null,
        unsubscribeToken: sql`coalesce(${subscribers.unsubscribeToken}, ${newToken()})`,
        updatedAt: now,
      })
      .where(and(eq(subscribers.confirmTokenHash, tokenHash(token)), eq(subscribers.status, "pending")))
      .returning();
    if (row && services.delivery.newsletterWebhook) {
      await enqueue(
        tx,
        "newsletter_webhook",
        webhookPayload({ ...row, userType: row.userType as SignupInput["userType"] }, now),
      );
    }
    return row;
  });
  if (confirmed) services.wakeOutbox();
  return confirmed;
}

/** The subscriber an unsubscribe link names, whatever its status, or undefined. */
export async function subscriberByUnsubscribeToken(db: Database, token: string): Promise<Subscriber | undefined> {
  if (!isToken(token)) return undefined;
  const [row] = await db.select().from(subscribers).where(eq(subscribers.unsubscribeToken, token));
  return row;
}

/** Unsubscribes the address an unsubscribe link names (idempotent); false when the link is unknown. */
export async function unsubscribe(db: Database, token: string, now = new Date()): Promise<boolean> {
  if (!isToken(token)) return false;
  const [row] = await db
    .update(subscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now })
    .where(and(eq(subscribers.unsubscribeToken, token), inArray(subscribers.status, ["confirmed", "unsubscribed"])))
    .returning({ id: subscribers.id });
  return row !== undefined;
}

/**
 * Undoes an unsubscription from the page the link opened: the link proves the address, which was
 * confirmed before, so it is confirmed again. A bounced address is not: it must sign up afresh.
 */
export async function undoUnsubscribe(db: Database, token: string, now = new Date()): Promise<boolean> {
  if (!isToken(token)) return false;
  const [row] = await db
    .update(subscribers)
    .set({ status: "confirmed", unsubscribedAt: null, updatedAt: now })
    .where(and(eq(subscribers.unsubscribeToken, token), inArray(subscribers.status, ["confirmed", "unsubscribed"])))
    .returning({ id: subscribers.id });
  return row !== undefined;
}

/** Marks an address that a mail server refused for good; it is sent nothing until it confirms afresh. */
export async function markBounced(db: Database, subscriberId: number, now = new Date()): Promise<void> {
  await db.update(subscribers).set({ status: "bounced", updatedAt: now }).where(eq(subscribers.id, subscriberId));
}

/** Our tokens are 43 base64url characters (newToken); anything else is refused before any query. */
export function isToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
