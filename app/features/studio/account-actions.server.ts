import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { studioPasskeys, studioSessions } from "~db/schema";
import { recordAudit } from "~/server/audit.server";
import {
  clearSessionCookie,
  requireStudioUser,
  revokeAllSessions,
  SIGN_IN_PATH,
  type StudioSession,
  studioRedirect,
} from "~/server/session.server";
import type { StudioServices } from "~/server/studio-services.server";

/** My passkeys and my open sessions. */
export async function accountOverview(db: StudioServices["db"], userId: number, currentSessionId: number) {
  const now = new Date();
  const [passkeys, sessions] = await Promise.all([
    db
      .select({
        id: studioPasskeys.id,
        label: studioPasskeys.label,
        createdAt: studioPasskeys.createdAt,
        lastUsedAt: studioPasskeys.lastUsedAt,
      })
      .from(studioPasskeys)
      .where(eq(studioPasskeys.userId, userId))
      .orderBy(studioPasskeys.createdAt),
    db
      .select({
        id: studioSessions.id,
        createdAt: studioSessions.createdAt,
        lastSeenAt: studioSessions.lastSeenAt,
        userAgent: studioSessions.userAgent,
      })
      .from(studioSessions)
      .where(
        and(eq(studioSessions.userId, userId), isNull(studioSessions.revokedAt), gt(studioSessions.expiresAt, now)),
      )
      .orderBy(desc(studioSessions.lastSeenAt)),
  ]);
  return {
    passkeys: passkeys.map((key) => ({
      id: key.id,
      label: key.label,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    })),
    sessions: sessions.map((session) => ({
      id: session.id,
      current: session.id === currentSessionId,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      userAgent: session.userAgent,
    })),
  };
}

const passkeyId = z.string().min(1).max(1400);
const accountForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("rename"),
    id: passkeyId,
    label: z.string().trim().max(60, { error: "A passkey's name has at most 60 characters." }),
  }),
  z.object({ intent: z.literal("remove"), id: passkeyId }),
  z.object({ intent: z.literal("sign-out-everywhere") }),
]);

export type AccountActionData = { ok: true; message: string } | { ok: false; error: string };

/** My account's forms: rename or remove a passkey (never the last one), sign out everywhere. */
export async function accountAction(request: Request, context: { studio?: StudioServices }) {
  const { user, services } = await requireStudioUser(request, context);
  const form = await request.formData().catch(() => null);
  const parsed = accountForm.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return data<AccountActionData>(
      { ok: false, error: issue?.path[0] === "label" ? issue.message : "This form was not sent as the page sends it." },
      { status: 400 },
    );
  }
  const input = parsed.data;
  if (input.intent === "sign-out-everywhere") {
    const revoked = await revokeAllSessions(services.db, user.id);
    await recordAudit(services.db, {
      userId: user.id,
      actor: user.email,
      action: "sign-out.everywhere",
      details: { sessions: revoked },
    });
    throw studioRedirect(`${SIGN_IN_PATH}?signed-out=1`, {
      "Set-Cookie": await clearSessionCookie(services.secureCookies),
    });
  }
  const mine = and(eq(studioPasskeys.id, input.id), eq(studioPasskeys.userId, user.id));
  if (input.intent === "rename") {
    const rows = await services.db
      .update(studioPasskeys)
      .set({ label: input.label })
      .where(mine)
      .returning({ id: studioPasskeys.id });
    if (rows.length === 0)
      return data<AccountActionData>({ ok: false, error: "This passkey is not yours." }, { status: 404 });
    return data<AccountActionData>({ ok: true, message: "The passkey has been renamed." });
  }
  const [row] = await services.db
    .select({ passkeys: count() })
    .from(studioPasskeys)
    .where(eq(studioPasskeys.userId, user.id));
  if ((row?.passkeys ?? 0) <= 1) {
    return data<AccountActionData>(
      { ok: false, error: "This is your only passkey: add another before removing it." },
      { status: 409 },
    );
  }
  const removed = await services.db.delete(studioPasskeys).where(mine).returning({ label: studioPasskeys.label });
  if (removed.length === 0)
    return data<AccountActionData>({ ok: false, error: "This passkey is not yours." }, { status: 404 });
  await recordAudit(services.db, {
    userId: user.id,
    actor: user.email,
    action: "passkey.removed",
    subject: user.email,
    details: { label: removed[0]!.label },
  });
  return data<AccountActionData>({ ok: true, message: "The passkey has been removed." });
}

/** /studio/account: who I am, whether a passkey was just added, my passkeys and my open sessions. */
export async function accountView(signed: StudioSession & { services: StudioServices }, search: URLSearchParams) {
  const { id, user, services } = signed;
  return { user, added: search.has("added"), ...(await accountOverview(services.db, user.id, id)) };
}

export type AccountView = Awaited<ReturnType<typeof accountView>>;
