import nodemailer from "nodemailer";
import type { Mailbox } from "./env.server";
import type { Deliverer } from "./outbox.server";

/**
 * A message's Message-ID (RFC 5322): an opaque id, the same on every try of one outbox row (so a
 * retried copy is recognisable as the same message), on the site's own domain (SITE_URL's host).
 */
export function messageIdOf(opaqueId: string, siteUrl: string): string {
  return `<${opaqueId.replace(/[^\w.-]/g, "-")}@${new URL(siteUrl).hostname}>`;
}

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
 * E-mails each contact lead to LEAD_NOTIFY_TO over SMTP_URL (nodemailer). The Message-ID is
 * derived from the outbox row's idempotency key, so a retried notification is recognisable as
 * the same message.
 */
export function leadMailDeliverer(options: { smtpUrl: string; to: string; from: Mailbox }): Deliverer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return async (payload, idempotencyKey) => {
    const lead = payload as LeadMail;
    await transport.sendMail({
      from: options.from,
      to: options.to,
      replyTo: lead.email,
      subject: `New contact request: ${lead.name} (${lead.userType})`,
      text: leadMailText(lead),
      messageId: `<${idempotencyKey.replace(/[^\w.-]/g, "-")}@greenwich-market-report.invalid>`,
      headers: { "X-Idempotency-Key": idempotencyKey },
    });
  };
}
