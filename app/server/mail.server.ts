// The one mailer every e-mail of the site goes through (decision 104): contact notifications,
// studio links, sign-up confirmations and the weekly report. One nodemailer transport, one sender,
// one Message-ID rule and one rule for a refusal that no retry will change.
import nodemailer, { type SendMailOptions } from "nodemailer";
import { detectMimeType } from "nodemailer/lib/mime-funcs";
import MimeNode from "nodemailer/lib/mime-node";
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

type Attachment = NonNullable<SendMailOptions["attachments"]>[number];

/** Each Buffer's MIME parts, by the headers they were encoded with (encodedOnce). */
const encodedParts = new WeakMap<Buffer, Map<string, Promise<Buffer>>>();

/**
 * A file attached from a Buffer, as its whole MIME part encoded once per Buffer: every subscriber of
 * a week gets the same chart Buffers, so their base64 is computed once a week, not once per message
 * (most of a report e-mail's bytes). The part is built by nodemailer's own MimeNode with the headers
 * its MailComposer gives an attachment, so the message is the same as when it encodes it each time.
 * Anything but a Buffer with a file name and no headers of its own is left to nodemailer.
 */
async function encodedOnce(attachment: Attachment): Promise<Attachment> {
  const { content, filename, cid } = attachment;
  const plain =
    Buffer.isBuffer(content) &&
    typeof filename === "string" &&
    !attachment.raw &&
    !attachment.headers &&
    !attachment.encoding &&
    !attachment.contentDisposition &&
    !attachment.contentTransferEncoding;
  if (!plain) return attachment;
  const contentType = attachment.contentType ?? detectMimeType(filename);
  const key = `${contentType}|${filename}|${cid ?? ""}`;
  let parts = encodedParts.get(content);
  if (!parts) encodedParts.set(content, (parts = new Map()));
  let part = parts.get(key);
  if (!part) {
    const node = new MimeNode("multipart/mixed").createChild(contentType, { filename });
    if (cid) node.setHeader("Content-Id", `<${cid.replace(/[<>]/g, "")}>`);
    node.setHeader("Content-Transfer-Encoding", "base64");
    node.setHeader("Content-Disposition", cid && /^image\//i.test(contentType) ? "inline" : "attachment");
    // Without the part's last line break: the multipart writes its own before the next boundary.
    part = node
      .setContent(content)
      .build()
      .then((built) => (built.subarray(-2).toString() === "\r\n" ? built.subarray(0, -2) : built));
    parts.set(key, part);
  }
  return { filename, cid, contentType, raw: await part };
}

/**
 * The SMTP connections a mailer keeps open and reuses (nodemailer's pool): a send of thousands of
 * e-mails pays the connection, the greeting and EHLO (and TLS and AUTH on a real server) once per
 * connection, not once per message. The outbox delivers a few rows at a time (DEFAULT_CONCURRENCY),
 * so a few connections serve them all; a connection idle for `idleMs` is closed, so an instance
 * holds none between sends. A connection that breaks while a message is on it fails that message
 * (the outbox retries it and counts the try, decisions 096 and 127); the pool itself sends again
 * only a message whose connection closed before the message was on it.
 */
export const SMTP_POOL = { maxConnections: 5, maxMessages: 100, idleMs: 1000 } as const;

export function createMailer(options: { smtpUrl: string; from: Mailbox; siteUrl: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: SMTP_POOL.maxConnections,
    maxMessages: SMTP_POOL.maxMessages,
    idleTimeout: SMTP_POOL.idleMs,
  });
  return {
    from: options.from,
    async send({ id, ...message }) {
      try {
        const attachments = message.attachments && (await Promise.all(message.attachments.map(encodedOnce)));
        await transport.sendMail({
          ...message,
          ...(attachments ? { attachments } : {}),
          from: options.from,
          messageId: messageIdOf(id, options.siteUrl),
        });
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
