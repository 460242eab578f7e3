import type { Mailer } from "./mail.server";
import type { Deliverer } from "./outbox.server";

export type LeadMail = {
  name: string;
  email: string;
  phone: string;
  userType: string;
  message: string;
  receivedAt: string;
};

/** The notification the broker receives for a contact lead, as plain text. */
export function leadMailText(lead: LeadMail): string {
  return [
    "A new contact request from the website:",
    "",
    `Name: ${lead.name}`,
    `E-mail: ${lead.email}`,
    `Phone: ${lead.phone || "(not given)"}`,
    `I am a: ${lead.userType}`,
    `Message: ${lead.message || "(none)"}`,
    `Received: ${lead.receivedAt}`,
    "",
    "Reply to this e-mail to answer the visitor directly.",
  ].join("\n");
}

/**
 * E-mails each contact lead to LEAD_NOTIFY_TO. The Message-ID is derived from the outbox row's
 * idempotency key, so a retried notification is recognisable as the same message.
 */
export function leadMailDeliverer(options: { mailer: Mailer; to: string }): Deliverer {
  return async (payload, idempotencyKey) => {
    const lead = payload as LeadMail;
    await options.mailer.send({
      id: idempotencyKey,
      to: options.to,
      replyTo: lead.email,
      subject: `New contact request: ${lead.name} (${lead.userType})`,
      text: leadMailText(lead),
      headers: { "X-Idempotency-Key": idempotencyKey },
    });
  };
}
