import { and, count, desc, eq, isNull, max, sql } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { auditLog, studioPasskeys, studioSessions, studioUsers } from "~db/schema";
import { recordAudit } from "~/server/audit.server";
import { invitePerson, studioEmail, studioRole } from "./people.server";
import { requireStudioUser, revokeAllSessions } from "~/server/session.server";
import type { StudioServices } from "~/server/studio-services.server";

/** Everyone who may sign in (removed people are not listed), with their passkeys and last sign-in. */
export async function listPeople(db: StudioServices["db"]) {
  const passkeys = db
    .select({ userId: studioPasskeys.userId, passkeys: count().as("passkeys") })
    .from(studioPasskeys)
    .groupBy(studioPasskeys.userId)
    .as("passkeys");
  const sessions = db
    .select({ userId: studioSessions.userId, lastSignIn: max(studioSessions.createdAt).as("last_sign_in") })
    .from(studioSessions)
    .groupBy(studioSessions.userId)
    .as("sessions");
  const rows = await db
    .select({
      id: studioUsers.id,
      email: studioUsers.email,
      role: studioUsers.role,
      createdAt: studioUsers.createdAt,
      passkeys: sql<number>`coalesce(${passkeys.passkeys}, 0)`.mapWith(Number),
      lastSignIn: sessions.lastSignIn,
    })
    .from(studioUsers)
    .leftJoin(passkeys, eq(passkeys.userId, studioUsers.id))
    .leftJoin(sessions, eq(sessions.userId, studioUsers.id))
    .where(isNull(studioUsers.disabledAt))
    .orderBy(studioUsers.emailKey);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSignIn: row.lastSignIn ? new Date(row.lastSignIn).toISOString() : null,
  }));
}

async function ownersLeft(db: StudioServices["db"]): Promise<number> {
  const [row] = await db
    .select({ owners: count() })
    .from(studioUsers)
    .where(and(eq(studioUsers.role, "owner"), isNull(studioUsers.disabledAt)));
  return row?.owners ?? 0;
}

const personId = z.coerce.number().int().positive().max(2_147_483_647);
const peopleForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email: studioEmail, role: studioRole }),
  z.object({ intent: z.literal("role"), id: personId, role: studioRole }),
  z.object({ intent: z.literal("remove"), id: personId }),
]);

export type PeopleActionData =
  { ok: true; message: string; link?: string } | { ok: false; error: string; field?: "email" | "role" };

/** The people page's forms (owners only): invite, change a role, remove a person. */
export async function peopleAction(request: Request, context: { studio?: StudioServices }) {
  const { user, services } = await requireStudioUser(request, context, { role: "owner" });
  const form = await request.formData().catch(() => null);
  const parsed = peopleForm.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === "email" ? "email" : issue?.path[0] === "role" ? "role" : undefined;
    return data<PeopleActionData>(
      { ok: false, error: field ? issue!.message : "This form was not sent as the page sends it.", field },
      { status: 400 },
    );
  }
  const input = parsed.data;
  const actor = { userId: user.id, name: user.email };

  if (input.intent === "invite") {
    const invitation = await invitePerson(services.db, {
      email: input.email,
      role: input.role,
      actor,
      siteUrl: services.siteUrl,
      mailConfigured: services.mailConfigured,
    });
    if (invitation.emailed) {
      services.wakeOutbox();
      return data<PeopleActionData>({ ok: true, message: `An enrollment link is on its way to ${invitation.email}.` });
    }
    return data<PeopleActionData>({
      ok: true,
      message: `E-mail is not configured: give ${invitation.email} this link yourself. It works once, for 24 hours.`,
      link: invitation.url,
    });
  }

  const [target] = await services.db
    .select({ id: studioUsers.id, email: studioUsers.email, role: studioUsers.role })
    .from(studioUsers)
    .where(and(eq(studioUsers.id, input.id), isNull(studioUsers.disabledAt)))
    .limit(1);
  if (!target)
    return data<PeopleActionData>({ ok: false, error: "This person is not in the studio." }, { status: 404 });
  const lastOwner = target.role === "owner" && (await ownersLeft(services.db)) <= 1;

  if (input.intent === "role") {
    if (target.role === input.role)
      return data<PeopleActionData>({ ok: true, message: `${target.email} is already ${input.role}.` });
    if (lastOwner)
      return data<PeopleActionData>({ ok: false, error: "The studio needs at least one owner." }, { status: 409 });
    await services.db.update(studioUsers).set({ role: input.role }).where(eq(studioUsers.id, target.id));
    await recordAudit(services.db, {
      ...actorOf(actor),
      action: "person.role",
      subject: target.email,
      details: { from: target.role, to: input.role },
    });
    return data<PeopleActionData>({ ok: true, message: `${target.email} is now ${input.role}.` });
  }

  if (target.id === user.id)
    return data<PeopleActionData>({ ok: false, error: "You cannot remove yourself." }, { status: 409 });
  if (lastOwner)
    return data<PeopleActionData>({ ok: false, error: "The studio needs at least one owner." }, { status: 409 });
  await services.db.update(studioUsers).set({ disabledAt: new Date() }).where(eq(studioUsers.id, target.id));
  const revoked = await revokeAllSessions(services.db, target.id);
  await recordAudit(services.db, {
    ...actorOf(actor),
    action: "person.removed",
    subject: target.email,
    details: { sessionsRevoked: revoked },
  });
  return data<PeopleActionData>({ ok: true, message: `${target.email} has been removed and signed out everywhere.` });
}

function actorOf(actor: { userId: number; name: string }) {
  return { userId: actor.userId, actor: actor.name };
}

/** Audit entries shown per page. */
export const AUDIT_PAGE_SIZE = 50;

const auditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z.-]*$/)
    .catch(""),
});

/** One page of the audit log, newest first, optionally of one action. */
export async function auditPage(db: StudioServices["db"], url: URL) {
  const query = auditQuery.parse({
    page: url.searchParams.get("page") ?? 1,
    action: url.searchParams.get("action") ?? "",
  });
  const where = query.action ? eq(auditLog.action, query.action) : undefined;
  const [entries, [total], actions] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return {
    page: query.page,
    action: query.action,
    pages: Math.max(1, Math.ceil((total?.total ?? 0) / AUDIT_PAGE_SIZE)),
    total: total?.total ?? 0,
    actions: actions.map((row) => row.action),
    entries: entries.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject,
      details: Object.keys(entry.details).length ? JSON.stringify(entry.details) : "",
    })),
  };
}

/** /studio/people: everyone who may sign in, which of them I am, and whether invitations go by e-mail. */
export async function peopleView({ user, services }: { user: { id: number }; services: StudioServices }) {
  return { me: user.id, people: await listPeople(services.db), mailConfigured: services.mailConfigured };
}

export type PeopleView = Awaited<ReturnType<typeof peopleView>>;
