// The preferences link of every e-mail (decision 148): a random token per e-mail, of which the
// database keeps only the SHA-256 (as for confirmation links), good for PREFERENCE_LINK_DAYS. It
// proves the address without an account: who holds the e-mail may change the market or leave.
import { eq, lt } from "drizzle-orm";
import { DAY_MS } from "~/lib/calendar";
import { preferenceLinks, subscribers } from "~db/schema";
import { newToken, tokenHash } from "~/server/session.server";
import type { Database } from "~/server/db.server";
import { choiceColumns, knownChoice, type MarketChoice } from "./market-choice";
import { isToken, unsubscribe } from "./subscription.server";

/** How long a preferences link works: a quarter and a month, so the quarterly report's link outlives the next one. */
export const PREFERENCE_LINK_DAYS = 120;

/** The https page a preferences link opens. */
export function preferencesUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/preferences/${token}`;
}

/** A fresh preferences link for one e-mail; links past their expiry are deleted on the way. */
export async function issuePreferenceLink(db: Database, subscriberId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.delete(preferenceLinks).where(lt(preferenceLinks.expiresAt, now));
  await db.insert(preferenceLinks).values({
    tokenHash: tokenHash(token),
    subscriberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PREFERENCE_LINK_DAYS * DAY_MS),
  });
  return token;
}

export type PreferencesView =
  | { state: "ok"; email: string; subscribed: boolean; choice: MarketChoice }
  | { state: "expired" }
  | { state: "unknown" };

type LinkLookup =
  { state: "ok"; subscriber: typeof subscribers.$inferSelect } | { state: "expired" } | { state: "unknown" };

/** The subscriber a link names: unknown (never made, altered, or the address gone or never confirmed), expired, or theirs. */
async function lookUp(db: Database, token: string, now: Date): Promise<LinkLookup> {
  if (!isToken(token)) return { state: "unknown" };
  const [row] = await db
    .select({ expiresAt: preferenceLinks.expiresAt, subscriber: subscribers })
    .from(preferenceLinks)
    .innerJoin(subscribers, eq(subscribers.id, preferenceLinks.subscriberId))
    .where(eq(preferenceLinks.tokenHash, tokenHash(token)));
  // Only an address that confirmed once has links; a bounced one must sign up afresh.
  if (!row || !["confirmed", "unsubscribed"].includes(row.subscriber.status)) return { state: "unknown" };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired" };
  return { state: "ok", subscriber: row.subscriber };
}

/** What the page shows for a link; opening it changes nothing. */
export async function preferencesView(db: Database, token: string, now = new Date()): Promise<PreferencesView> {
  const found = await lookUp(db, token, now);
  if (found.state !== "ok") return found;
  return {
    state: "ok",
    email: found.subscriber.email,
    subscribed: found.subscriber.status === "confirmed",
    choice: knownChoice(found.subscriber),
  };
}

/** Saves a new choice through a working link; the link's state otherwise, and nothing changed. */
export async function savePreferences(
  db: Database,
  token: string,
  choice: MarketChoice,
  now = new Date(),
): Promise<PreferencesView> {
  const found = await lookUp(db, token, now);
  if (found.state !== "ok") return found;
  await db
    .update(subscribers)
    .set({ ...choiceColumns(choice), updatedAt: now })
    .where(eq(subscribers.id, found.subscriber.id));
  return {
    state: "ok",
    email: found.subscriber.email,
    subscribed: found.subscriber.status === "confirmed",
    choice,
  };
}

/** Unsubscribes through a working link, as the unsubscribe link does (every cadence stops). */
export async function leaveThroughPreferences(db: Database, token: string, now = new Date()): Promise<PreferencesView> {
  const found = await lookUp(db, token, now);
  if (found.state !== "ok") return found;
  if (found.subscriber.unsubscribeToken) await unsubscribe(db, found.subscriber.unsubscribeToken, now);
  return { state: "ok", email: found.subscriber.email, subscribed: false, choice: knownChoice(found.subscriber) };
}
