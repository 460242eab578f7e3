import type { Database } from "~/server/db.server";
import { countHit } from "~/server/rate-limit-counter.server";

/**
 * Sign-in attempts (passkey options, answers, link requests) per client address and per account,
 * counted by the one rate-limit counter (rate_limits) so that the limit holds across instances (docs/studio.md).
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LIMIT_PER_ADDRESS = 30;
export const SIGN_IN_LIMIT_PER_ACCOUNT = 10;
/** Sign-in link e-mails per address asked for in the window: enough for a lost one, too few to flood an inbox. */
export const SIGN_IN_EMAILS_PER_ADDRESS = 3;

/** Counts one attempt under `key`; true while the count is within `limit` for the window. */
export async function allowAttempt(db: Pick<Database, "insert">, key: string, limit: number): Promise<boolean> {
  const { hits } = await countHit(db, `sign-in:${key}`, SIGN_IN_WINDOW_MS);
  return hits <= limit;
}

/** An attempt from this client address. */
export function allowFromAddress(db: Pick<Database, "insert">, address: string): Promise<boolean> {
  return allowAttempt(db, `ip:${address || "unknown"}`, SIGN_IN_LIMIT_PER_ADDRESS);
}

/** An attempt on this account (its e-mail address, lower case, or a person's id). */
export function allowForAccount(db: Pick<Database, "insert">, account: string): Promise<boolean> {
  return allowAttempt(db, `account:${account.toLowerCase()}`, SIGN_IN_LIMIT_PER_ACCOUNT);
}

/** A sign-in link e-mailed to this address (lower case), asked for by anyone. */
export function allowLinkEmail(db: Pick<Database, "insert">, email: string): Promise<boolean> {
  return allowAttempt(db, `link-email:${email.toLowerCase()}`, SIGN_IN_EMAILS_PER_ADDRESS);
}

export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Wait 15 minutes and try again.";
