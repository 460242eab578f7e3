import { and, eq, isNull } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { studioUsers } from "~db/schema";
import { recordAudit } from "~/server/audit.server";
import { issueLink, linkUrl, studioEmail } from "./people.server";
import { allowFromAddress, allowLinkEmail, TOO_MANY_ATTEMPTS } from "./sign-in-limit.server";
import { enqueue } from "~/server/outbox.server";
import { getSession, studioRedirect } from "~/server/session.server";
import { studioServicesFrom, type StudioServices } from "~/server/studio-services.server";
import { safeNext } from "./safe-next";

const linkForm = z.object({ intent: z.literal("email-link"), email: studioEmail });

export const LINK_SENT =
  "If this address belongs to someone in the studio, a sign-in link is on its way. It works once, for 15 minutes, and ends any link sent before.";
export const NO_MAIL =
  "This site cannot send e-mail yet. Ask an owner for a new link, or run npm run studio:invite -- your@address on the server.";

/** The sign-in page: where to go after it, whether the person just signed out, whether mail can be sent; signed in already, straight on. */
export async function signInView(request: Request, context: { studio?: StudioServices }) {
  const services = studioServicesFrom(context);
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  if (await getSession(request, services)) throw studioRedirect(next);
  return {
    next,
    signedOut: url.searchParams.has("signed-out"),
    mailConfigured: services.mailConfigured,
    noMail: NO_MAIL,
  };
}

export type SignInView = Awaited<ReturnType<typeof signInView>>;

/** What "E-mail me a sign-in link" answers: the same message whether or not the address is known, or what to correct. */
export type SignInLinkAnswer = { ok: true; message: string } | { ok: false; error: string };

/**
 * "E-mail me a sign-in link": the same answer whether or not the address belongs to a person (no
 * enumeration); rate limited per client address and to 3 e-mails per address asked for in 15 minutes.
 */
export async function signInLinkAction(request: Request, context: { studio?: StudioServices; clientAddress?: string }) {
  const services = studioServicesFrom(context);
  const form = await request.formData().catch(() => null);
  const parsed = linkForm.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    const email = parsed.error.issues.find((issue) => issue.path[0] === "email");
    return data({ ok: false as const, error: email?.message ?? "Enter your e-mail address." }, { status: 400 });
  }
  if (!services.mailConfigured) return data({ ok: false as const, error: NO_MAIL }, { status: 503 });
  const email = parsed.data.email;
  if (
    !(await allowFromAddress(services.db, context.clientAddress ?? "")) ||
    !(await allowLinkEmail(services.db, email))
  ) {
    return data({ ok: false as const, error: TOO_MANY_ATTEMPTS }, { status: 429 });
  }
  const [user] = await services.db
    .select({ id: studioUsers.id, email: studioUsers.email })
    .from(studioUsers)
    .where(and(eq(studioUsers.emailKey, email.toLowerCase()), isNull(studioUsers.disabledAt)))
    .limit(1);
  if (user) {
    await services.db.transaction(async (tx) => {
      const token = await issueLink(tx, user.id, "sign-in");
      await enqueue(tx, "studio_link_email", {
        to: user.email,
        url: linkUrl(services.siteUrl, token),
        purpose: "sign-in",
      });
      await recordAudit(tx, { userId: user.id, actor: user.email, action: "sign-in.link-sent", subject: user.email });
    });
    services.wakeOutbox();
  } else {
    await recordAudit(services.db, {
      actor: email,
      action: "sign-in.failed",
      subject: email,
      details: { reason: "link for an unknown address" },
    });
  }
  return { ok: true as const, message: LINK_SENT };
}
