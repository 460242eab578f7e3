// The one mailer every e-mail of the site goes through (decision 104): contact notifications,
// studio links, sign-up confirmations and the weekly report. One nodemailer transport, one sender,
// one Message-ID rule and one rule for a refusal that no retry will change.
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Env, Mailbox } from "./env.server";
import { PermanentDeliveryError } from "./outbox.server";

/**
 * The sender of every e-mail: MAIL_FROM, else LEAD_NOTIFY_TO (the broker's own address). Without
 * either there is no sender, and the site sends no e-mail at all.
 */
export function mailSender(config: Pick<Env, "MAIL_FROM" | "LEAD_NOTIFY_TO">): Mailbox | undefined {
  return config.MAIL_FROM ?? (config.LEAD_NOTIFY_TO ? { name: "", address: config.LEAD_NOTIFY_TO } : undefined);
}

/** E-mail can be sent: SMTP_URL and a sender (mailSender). */
export function mailConfigured(config: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "LEAD_NOTIFY_TO">): boolean {
  return Boolean(config.SMTP_URL && mailSender(config));
}

/**
 * A message's Message-ID (RFC 5322): an opaque id, the same on every try of one outbox row (so a
 * retried copy is recognisable as the same message), on the site's own domain (SITE_URL's host).
 */
export function messageIdOf(opaqueId: string, siteUrl: string): string {
  return `<${opaqueId.replace(/[^\w.-]/g, "-")}@${new URL(siteUrl).hostname}>`;
}

/**
 * A refusal for good: the server answered 5xx to the recipient or the message (RFC 5321), so the
 * row is dead at once; a 4xx or a broken connection is retried.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { responseCode, command } = error as { responseCode?: number; command?: string };
  return typeof responseCode === "number" && responseCode >= 500 && /^(RCPT|DATA)/i.test(command ?? "");
}

/** A message before the mailer adds its sender and Message-ID; `id` is the opaque id of its Message-ID. */
export type MailMessage = Omit<SendMailOptions, "from" | "messageId"> & { id: string };

export type Mailer = {
  /** The sender every message carries. */
  from: Mailbox;
  /** Sends one message; a permanent refusal throws PermanentDeliveryError, anything else its own error. */
  send: (message: MailMessage) => Promise<void>;
};

export function createMailer(options: { smtpUrl: string; from: Mailbox; siteUrl: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    from: options.from,
    async send({ id, ...message }) {
      try {
        await transport.sendMail({ ...message, from: options.from, messageId: messageIdOf(id, options.siteUrl) });
      } catch (error) {
        if (!isPermanentRefusal(error)) throw error;
        throw new PermanentDeliveryError(`refused for good: ${(error as Error).message}`);
      }
    },
  };
}

/** The mailer of this configuration, or none when SMTP_URL or a sender is missing. */
export function configuredMailer(
  config: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "LEAD_NOTIFY_TO" | "SITE_URL">,
): Mailer | undefined {
  const from = mailSender(config);
  return config.SMTP_URL && from
    ? createMailer({ smtpUrl: config.SMTP_URL, from, siteUrl: config.SITE_URL })
    : undefined;
}
