import { and, count, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import { studioLinks, studioUsers, type StudioLinkPurpose, type StudioRole } from "~db/schema";
import { recordAudit } from "~/server/audit.server";
import { newToken, tokenHash } from "~/server/session.server";
import type { Database } from "~/server/db.server";
import { enqueue } from "~/server/outbox.server";
import { DAY_MS } from "~/lib/calendar";

/**
 * A link works once, for this long (docs/studio.md, decision 097): an invitation 24 hours (it may
 * wait in an inbox overnight), an e-mailed sign-in link 15 minutes (asked for by someone at the
 * sign-in page, who opens it at once).
 */
export const LINK_VALID_MS: Record<StudioLinkPurpose, number> = {
  enrol: DAY_MS,
  "sign-in": 15 * 60 * 1000,
};

export const studioEmail = z
  .string()
  .trim()
  .max(254, { error: "An e-mail address has at most 254 characters." })
  .pipe(z.email({ error: "Enter an e-mail address like name@example.com." }));

export const studioRole = z.enum(["owner", "editor"], { error: "The role is owner or editor." });

type Db = Pick<Database, "insert" | "select" | "update" | "transaction">;

/** The address a link opens: the enrolment page, which also signs in when the device adds no passkey. */
export function linkUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, "")}/studio/enrol?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a single-use link for a person; only its hash is stored. Every earlier link of theirs
 * not yet used ends now (it answers "expired"): only the newest link sent to a person works.
 */
export async function issueLink(
  db: Pick<Database, "insert" | "update">,
  userId: number,
  purpose: StudioLinkPurpose,
  now = new Date(),
): Promise<string> {
  await db
    .update(studioLinks)
    .set({ expiresAt: now })
    .where(and(eq(studioLinks.userId, userId), isNull(studioLinks.usedAt), gt(studioLinks.expiresAt, now)));
  const token = newToken();
  await db.insert(studioLinks).values({
    tokenHash: tokenHash(token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_VALID_MS[purpose]),
  });
  return token;
}

export type LinkState =
  | { ok: true; linkId: number; user: { id: number; email: string; role: StudioRole }; purpose: StudioLinkPurpose }
  | { ok: false; status: 404 | 410; reason: "unknown" | "used" | "expired" };

/** What a link token is worth now: unknown (404), used or expired (410), or whose it is. */
export async function checkLink(db: Pick<Database, "select">, token: string, now = new Date()): Promise<LinkState> {
  if (!token || token.length > 100) return { ok: false, status: 404, reason: "unknown" };
  const [row] = await db
    .select({
      linkId: studioLinks.id,
      purpose: studioLinks.purpose,
      usedAt: studioLinks.usedAt,
      expiresAt: studioLinks.expiresAt,
      user: { id: studioUsers.id, email: studioUsers.email, role: studioUsers.role },
      disabledAt: studioUsers.disabledAt,
    })
    .from(studioLinks)
    .innerJoin(studioUsers, eq(studioUsers.id, studioLinks.userId))
    .where(eq(studioLinks.tokenHash, tokenHash(token)))
    .limit(1);
  if (!row || row.disabledAt) return { ok: false, status: 404, reason: "unknown" };
  if (row.usedAt) return { ok: false, status: 410, reason: "used" };
  if (row.expiresAt <= now) return { ok: false, status: 410, reason: "expired" };
  return { ok: true, linkId: row.linkId, user: row.user, purpose: row.purpose };
}

/**
 * Marks a link used, once: true only for the one caller that flips it (two tabs racing with the
 * same link get one session between them).
 */
export async function consumeLink(db: Pick<Database, "update">, linkId: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(studioLinks)
    .set({ usedAt: now })
    .where(and(eq(studioLinks.id, linkId), isNull(studioLinks.usedAt), gt(studioLinks.expiresAt, now)))
    .returning({ id: studioLinks.id });
  return rows.length === 1;
}

export type Invitation = {
  userId: number;
  email: string;
  role: StudioRole;
  created: boolean;
  url: string;
  emailed: boolean;
};

/**
 * Creates the person (or finds them, re-enabling a removed one) and issues an enrolment link,
 * queued as an e-mail when mail is configured; audited as person.invited. The first person ever
 * is an owner; later ones are editors unless a role is given.
 */
export async function invitePerson(
  db: Db,
  options: {
    email: string;
    role?: StudioRole;
    actor: { userId?: number | null; name: string };
    siteUrl: string;
    mailConfigured: boolean;
  },
  now = new Date(),
): Promise<Invitation> {
  const email = options.email.trim();
  const emailKey = email.toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({
        id: studioUsers.id,
        email: studioUsers.email,
        role: studioUsers.role,
        disabledAt: studioUsers.disabledAt,
      })
      .from(studioUsers)
      .where(eq(studioUsers.emailKey, emailKey))
      .limit(1);
    let user: { id: number; email: string; role: StudioRole };
    let created = false;
    if (existing) {
      const role = options.role ?? existing.role;
      await tx.update(studioUsers).set({ role, disabledAt: null }).where(eq(studioUsers.id, existing.id));
      user = { id: existing.id, email: existing.email, role };
    } else {
      const [{ people }] = (await tx.select({ people: count() }).from(studioUsers)) as [{ people: number }];
      const role = options.role ?? (people === 0 ? "owner" : "editor");
      const [row] = await tx
        .insert(studioUsers)
        .values({ email, emailKey, role, createdAt: now })
        .returning({ id: studioUsers.id });
      user = { id: row!.id, email, role };
      created = true;
    }
    const token = await issueLink(tx, user.id, "enrol", now);
    const url = linkUrl(options.siteUrl, token);
    if (options.mailConfigured) await enqueue(tx, "studio_link_email", { to: user.email, url, purpose: "enrol" });
    await recordAudit(
      tx,
      {
        userId: options.actor.userId,
        actor: options.actor.name,
        action: "person.invited",
        subject: user.email,
        details: { role: user.role, created },
      },
      now,
    );
    return { userId: user.id, email: user.email, role: user.role, created, url, emailed: options.mailConfigured };
  });
}
