import { data } from "react-router";
import { z } from "zod";
import { recordAudit } from "~/server/audit.server";
import { safeNext } from "./safe-next";
import { checkLink, consumeLink } from "./people.server";
import { createSession, getSession } from "~/server/session.server";
import { allowForAccount, allowFromAddress, TOO_MANY_ATTEMPTS } from "./sign-in-limit.server";
import {
  authenticationOptions,
  authenticationResponse,
  clearChallengeCookie,
  findPasskey,
  registrationOptions,
  registrationResponse,
  verifyAuthentication,
  verifyRegistration,
} from "./webauthn.server";
import { studioUsers } from "~db/schema";
import { and, eq, isNull } from "drizzle-orm";
import { studioServicesFrom, type StudioServices } from "~/server/studio-services.server";

const label = z.string().trim().max(60, { error: "A passkey's name has at most 60 characters." }).default("");
const token = z.string().min(1).max(100);

/** The four steps of the passkey ceremonies, posted as JSON by the enrolment, sign-in and account pages. */
const step = z.discriminatedUnion("step", [
  z.object({ step: z.literal("register-options"), token: token.optional() }),
  z.object({ step: z.literal("register"), token: token.optional(), label, response: registrationResponse }),
  z.object({ step: z.literal("sign-in-options") }),
  z.object({ step: z.literal("sign-in"), response: authenticationResponse, next: z.string().max(500).optional() }),
]);

type Context = { studio?: StudioServices; clientAddress?: string };

const refuse = (status: number, error: string, headers?: HeadersInit) =>
  data({ ok: false as const, error }, { status, headers });

/** A person for a registration: the link's (enrolment, recovery) or the signed-in person's (another passkey). */
async function registrant(request: Request, services: StudioServices, linkToken: string | undefined) {
  if (linkToken !== undefined) {
    const link = await checkLink(services.db, linkToken);
    if (!link.ok) return { error: refuse(link.status, "This link is no longer valid. Ask an owner for a new one.") };
    return { user: link.user, linkId: link.linkId };
  }
  const session = await getSession(request, services);
  if (!session) return { error: refuse(401, "Sign in to do this.") };
  return { user: session.user, linkId: null };
}

/** POST /studio/passkey: one step of registering a passkey or signing in with one. Answers JSON. */
export async function passkeyAction(request: Request, context: Context) {
  const services = studioServicesFrom(context);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refuse(400, "The request is not valid JSON.");
  }
  const parsed = step.safeParse(body);
  if (!parsed.success) return refuse(400, "The request is not a passkey step this site knows.");
  const input = parsed.data;
  const userAgent = request.headers.get("User-Agent") ?? "";

  if (input.step === "register-options" || input.step === "register") {
    const who = await registrant(request, services, input.token);
    if ("error" in who) return who.error;
    if (input.step === "register-options") {
      const { options, setCookie } = await registrationOptions(services, who.user);
      return data({ ok: true as const, options }, { headers: { "Set-Cookie": setCookie } });
    }
    const clear = await clearChallengeCookie(services.secureCookies);
    const result = await verifyRegistration(request, services, who.user.id, input.response, input.label);
    if (!result.ok) return refuse(400, result.reason, { "Set-Cookie": clear });
    await recordAudit(services.db, {
      userId: who.user.id,
      actor: who.user.email,
      action: "passkey.added",
      subject: who.user.email,
      details: { label: input.label },
    });
    if (who.linkId === null)
      return data({ ok: true as const, redirect: "/studio/account?added=1" }, { headers: { "Set-Cookie": clear } });
    // An enrolment link signs the person in once their passkey is stored, and is spent.
    if (!(await consumeLink(services.db, who.linkId)))
      return refuse(410, "This link has just been used.", { "Set-Cookie": clear });
    const session = await createSession(services, who.user.id, userAgent);
    await recordAudit(services.db, {
      userId: who.user.id,
      actor: who.user.email,
      action: "sign-in.succeeded",
      details: { method: "link+passkey" },
    });
    const headers = new Headers({ "Set-Cookie": clear });
    headers.append("Set-Cookie", session);
    return data({ ok: true as const, redirect: "/studio" }, { headers });
  }

  if (!(await allowFromAddress(services.db, context.clientAddress ?? ""))) return refuse(429, TOO_MANY_ATTEMPTS);
  if (input.step === "sign-in-options") {
    const { options, setCookie } = await authenticationOptions(services);
    return data({ ok: true as const, options }, { headers: { "Set-Cookie": setCookie } });
  }

  const clear = await clearChallengeCookie(services.secureCookies);
  const passkey = await findPasskey(services.db, input.response.id);
  const [user] = passkey
    ? await services.db
        .select({ id: studioUsers.id, email: studioUsers.email })
        .from(studioUsers)
        .where(and(eq(studioUsers.id, passkey.userId), isNull(studioUsers.disabledAt)))
        .limit(1)
    : [];
  if (!passkey || !user) {
    await recordAudit(services.db, {
      actor: "visitor",
      action: "sign-in.failed",
      details: { reason: "unknown passkey" },
    });
    return refuse(401, "This passkey does not belong to anyone here.", { "Set-Cookie": clear });
  }
  if (!(await allowForAccount(services.db, `user-${user.id}`)))
    return refuse(429, TOO_MANY_ATTEMPTS, { "Set-Cookie": clear });
  const result = await verifyAuthentication(request, services, input.response, passkey);
  if (!result.ok) {
    await recordAudit(services.db, {
      userId: user.id,
      actor: user.email,
      action: "sign-in.failed",
      details: { reason: result.reason },
    });
    return refuse(401, result.reason, { "Set-Cookie": clear });
  }
  const session = await createSession(services, user.id, userAgent);
  await recordAudit(services.db, {
    userId: user.id,
    actor: user.email,
    action: "sign-in.succeeded",
    details: { method: "passkey" },
  });
  const headers = new Headers({ "Set-Cookie": clear });
  headers.append("Set-Cookie", session);
  return data({ ok: true as const, redirect: safeNext(input.next) }, { headers });
}
