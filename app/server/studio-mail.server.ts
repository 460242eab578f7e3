import { DEFAULT_IDENTITY, type PublicIdentity } from "~/lib/site-identity";
import type { Mailer } from "./mail.server";
import type { Deliverer } from "./outbox.server";

export type StudioLinkMail = { to: string; url: string; purpose: "enrol" | "sign-in" };

/** The e-mail carrying a one-time studio link, as plain text. */
export function studioLinkMailText(
  mail: StudioLinkMail,
  site: Pick<PublicIdentity, "name"> = DEFAULT_IDENTITY,
): string {
  return [
    mail.purpose === "enrol"
      ? `You have been invited to the ${site.name} studio.`
      : `Someone (hopefully you) asked for a link to sign in to the ${site.name} studio.`,
    "",
    `Open this link on the device you want to use, within ${mail.purpose === "enrol" ? "24 hours" : "15 minutes"}. It works once, and only the newest link sent to you works:`,
    mail.url,
    "",
    "There you can add a passkey on that device, so that next time you sign in with it.",
    "If you did not expect this e-mail, ignore it.",
  ].join("\n");
}

/** E-mails studio enrolment and sign-in links (outbox kind studio_link_email). */
export function studioLinkMailDeliverer(
  mailer: Mailer,
  /** The identity now (Settings, decision 110); content/site.ts's when not given. */
  identity: () => Promise<PublicIdentity> = () => Promise.resolve(DEFAULT_IDENTITY),
): Deliverer {
  return async (payload, idempotencyKey) => {
    const mail = payload as StudioLinkMail;
    const site = await identity();
    await mailer.send({
      id: idempotencyKey,
      to: mail.to,
      subject: mail.purpose === "enrol" ? "Your invitation to the studio" : "Your studio sign-in link",
      text: studioLinkMailText(mail, site),
      headers: { "X-Idempotency-Key": idempotencyKey },
    });
  };
}
