import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { createCookie, data, redirect } from "react-router";
import { studioSessions, studioUsers, type StudioRole } from "~db/schema";
import type { Database } from "~/server/db.server";
import { studioServicesFrom, type StudioServices } from "~/server/studio-services.server";
import { DAY_MS } from "~/lib/calendar";

/**
 * Studio sessions (docs/studio.md, "Sessions"): a random token in an HttpOnly, SameSite=Lax cookie;
 * the database keeps only its SHA-256, with the person, the last activity and the absolute expiry,
 * so any session can be revoked. A new token at every sign-in.
 */

/** Signed out after this long without a request. */
export const SESSION_IDLE_MS = 3 * DAY_MS;
/** Signed out this long after signing in, however active. */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** last_seen_at is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** A random token for a cookie or a one-time link (32 bytes, base64url). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** `__Host-` needs Secure, so over plain http (development, tests on localhost) the plain name is used. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-studio_session" : "studio_session";
}

function sessionCookie(secure: boolean) {
  return createCookie(sessionCookieName(secure), {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export type StudioUser = { id: number; email: string; name: string; role: StudioRole };
export type StudioSession = { id: number; user: StudioUser; createdAt: Date };

/** Starts a session for `userId`; returns the Set-Cookie header value to send. */
export async function createSession(
  services: Pick<StudioServices, "db" | "secureCookies">,
  userId: number,
  userAgent = "",
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await services.db.insert(studioSessions).values({
    tokenHash: tokenHash(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: userAgent.slice(0, 300),
  });
  return sessionCookie(services.secureCookies).serialize(token);
}

/** The Set-Cookie header value that removes the session cookie. */
export function clearSessionCookie(secure: boolean): Promise<string> {
  return sessionCookie(secure).serialize("", { maxAge: 0 });
}

async function tokenFrom(request: Request, secure: boolean): Promise<string | null> {
  const value: unknown = await sessionCookie(secure).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * The session of this request, or null: no cookie, an unknown or revoked token, idle for longer
 * than SESSION_IDLE_MS, past its absolute expiry, or a person who has been removed.
 */
export async function getSession(
  request: Request,
  services: Pick<StudioServices, "db" | "secureCookies">,
  now = new Date(),
): Promise<StudioSession | null> {
  const token = await tokenFrom(request, services.secureCookies);
  if (!token) return null;
  const [row] = await services.db
    .select({
      id: studioSessions.id,
      createdAt: studioSessions.createdAt,
      lastSeenAt: studioSessions.lastSeenAt,
      user: { id: studioUsers.id, email: studioUsers.email, name: studioUsers.name, role: studioUsers.role },
    })
    .from(studioSessions)
    .innerJoin(studioUsers, eq(studioUsers.id, studioSessions.userId))
    .where(
      and(
        eq(studioSessions.tokenHash, tokenHash(token)),
        isNull(studioSessions.revokedAt),
        gt(studioSessions.expiresAt, now),
        isNull(studioUsers.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await services.db.update(studioSessions).set({ lastSeenAt: now }).where(eq(studioSessions.id, row.id));
  }
  return { id: row.id, user: row.user, createdAt: row.createdAt };
}

/** Ends one session (sign out). */
export async function revokeSession(db: Database, sessionId: number, now = new Date()): Promise<void> {
  await db.update(studioSessions).set({ revokedAt: now }).where(eq(studioSessions.id, sessionId));
}

/** Ends every session of a person ("sign out everywhere", or a removed person). */
export async function revokeAllSessions(db: Database, userId: number, now = new Date()): Promise<number> {
  const rows = await db
    .update(studioSessions)
    .set({ revokedAt: now })
    .where(and(eq(studioSessions.userId, userId), isNull(studioSessions.revokedAt)))
    .returning({ id: studioSessions.id });
  return rows.length;
}

export const SIGN_IN_PATH = "/studio/sign-in";

/**
 * A redirect within the studio. It is no-store and noindex like every studio answer: server.ts sets
 * both on every response under /studio, this one included.
 */
export function studioRedirect(location: string, headers: Record<string, string> = {}): Response {
  return redirect(location, { headers });
}

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * The signed-in person of a studio request, or the refusal: a page (GET) redirects to the sign-in
 * page with the page to come back to; an action (POST) answers 401 without a session and 403 for
 * the wrong role. Every studio loader AND action calls this itself (a layout's check does not
 * protect its children's loaders, which run in parallel with it).
 */
export async function requireStudioUser(
  request: Request,
  context: { studio?: StudioServices },
  options: { role?: StudioRole } = {},
): Promise<StudioSession & { services: StudioServices }> {
  const services = studioServicesFrom(context);
  const session = await getSession(request, services);
  const isPage = SAFE_METHODS.has(request.method.toUpperCase());
  if (!session) {
    if (isPage) {
      const url = new URL(request.url);
      const next = url.pathname.replace(/\.data$/, "") + url.search;
      throw studioRedirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`);
    }
    throw data({ error: "Sign in to do this." }, { status: 401 });
  }
  if (options.role === "owner" && session.user.role !== "owner") {
    throw data({ error: "Only an owner can do this." }, { status: 403 });
  }
  return { ...session, services };
}
