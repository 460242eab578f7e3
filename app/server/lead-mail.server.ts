import { DEFAULT_IDENTITY, type PublicIdentity } from "~/lib/site-identity";
import { formatStudioTime } from "~/lib/studio-time";
import type { Mailer } from "./mail.server";
import type { Deliverer } from "./outbox.server";

export type LeadMail = {
  name: string;
  email: string;
  phone: string;
  userType: string;
  message: string;
  /** ISO 8601, as the outbox row keeps it; the e-mail prints it in the broker's time. */
  receivedAt: string;
};

/** The notification the broker receives for a contact lead, as plain text. */
export function leadMailText(lead: LeadMail, site: Pick<PublicIdentity, "name"> = DEFAULT_IDENTITY): string {
  return [
    `A new contact request from the website, ${site.name}:`,
    "",
    `Name: ${lead.name}`,
    `E-mail: ${lead.email}`,
    `Phone: ${lead.phone || "(not given)"}`,
    `I am a: ${lead.userType}`,
    `Message: ${lead.message || "(none)"}`,
    // The broker reads it in Greenwich's time, with the zone named, like every moment of the studio.
    `Received: ${formatStudioTime(lead.receivedAt)}`,
    "",
    "Reply to this e-mail to answer the visitor directly.",
  ].join("\n");
}

/**
 * E-mails each contact lead to LEAD_NOTIFY_TO. The Message-ID is derived from the outbox row's
 * idempotency key, so a retried notification is recognisable as the same message.
 */
export function leadMailDeliverer(options: {
  mailer: Mailer;
  to: string;
  /** The identity now (Settings, decision 110); content/site.ts's when not given. */
  identity?: () => Promise<PublicIdentity>;
}): Deliverer {
  return async (payload, idempotencyKey) => {
    const lead = payload as LeadMail;
    const site = options.identity ? await options.identity() : DEFAULT_IDENTITY;
    await options.mailer.send({
      id: idempotencyKey,
      to: options.to,
      replyTo: lead.email,
      subject: `New contact request: ${lead.name} (${lead.userType})`,
      text: leadMailText(lead, site),
      headers: { "X-Idempotency-Key": idempotencyKey },
    });
  };
}
