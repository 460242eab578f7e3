import { data } from "react-router";
import { z } from "zod";
import { recordAudit } from "~/server/audit.server";
import { checkLink, consumeLink, type LinkState } from "./people.server";
import { createSession, studioRedirect } from "~/server/session.server";
import { studioServicesFrom, type StudioServices } from "~/server/studio-services.server";

const REFUSALS = {
  unknown: "This link is not known here. Check that you copied all of it, or ask an owner for a new one.",
  used: "This link has already been used. Each link works once: ask an owner for a new one, or request a sign-in link.",
  expired:
    "This link has expired, or a newer link sent to you has replaced it (invitations work for 24 hours, sign-in links for 15 minutes). Use the newest link, ask an owner for a new one, or request a sign-in link.",
} as const;

/** Checks the link in the address: unknown (404), used or expired (410), or whose it is. */
export async function enrolView(request: Request, context: { studio?: StudioServices }) {
  const services = studioServicesFrom(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await checkLink(services.db, token);
  if (!link.ok) return data({ valid: false as const, message: REFUSALS[link.reason] }, { status: link.status });
  return { valid: true as const, token, email: link.user.email, purpose: link.purpose };
}

export type EnrolView =
  | { valid: false; message: string }
  | { valid: true; token: string; email: string; purpose: Extract<LinkState, { ok: true }>["purpose"] };

const continueForm = z.object({ intent: z.literal("continue"), token: z.string().min(1).max(100) });

/**
 * "Continue without a passkey on this device" (docs/decisions/081): the link is spent and signs
 * the person in once, without JavaScript or passkey support; the next visit needs a new link or a passkey.
 */
export async function enrolAction(request: Request, context: { studio?: StudioServices }) {
  const services = studioServicesFrom(context);
  const form = await request.formData().catch(() => null);
  const parsed = continueForm.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success)
    return data({ error: "This form was not sent as the page sends it. Open your link again." }, { status: 400 });
  const link = await checkLink(services.db, parsed.data.token);
  if (!link.ok || !(await consumeLink(services.db, link.linkId))) {
    return data(
      { error: "This link is no longer valid. Ask an owner for a new one, or request a sign-in link." },
      { status: 410 },
    );
  }
  const cookie = await createSession(services, link.user.id, request.headers.get("User-Agent") ?? "");
  await recordAudit(services.db, {
    userId: link.user.id,
    actor: link.user.email,
    action: "sign-in.succeeded",
    details: { method: "link" },
  });
  throw studioRedirect("/studio", { "Set-Cookie": cookie });
}
