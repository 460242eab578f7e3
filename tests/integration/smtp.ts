// A real SMTP receiver for the integration tests of the e-mails, and helpers to read its messages.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Database, DatabaseHandle } from "../../app/server/db.server";
import { emptyTables } from "./databases";
import { createMailer } from "../../app/server/mail.server";
import { contentVersionsStamp } from "../../app/server/content-versions.server";
import { publishedWeek } from "../../app/server/week-store.server";
import {
  confirmationMailDeliverer,
  reportMailDeliverer,
  type SubscriberMailOptions,
} from "../../app/features/newsletter/newsletter-mail.server";

export const TEST_FROM = { name: "Alex Morgan", address: "alex@greenwich-report.test" };

/** The confirmation and report deliverers, sending through the receiver on `smtpPort`; `extra` adds options. */
export function subscriberDeliverers(
  db: Database,
  smtpPort: number,
  siteUrl: string,
  extra: Partial<SubscriberMailOptions> = {},
) {
  const options: SubscriberMailOptions = {
    db,
    mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: TEST_FROM, siteUrl }),
    siteUrl,
    weekOf: (week: number) => publishedWeek(db, week),
    // As server/delivery.ts: the parts every e-mail shares are read once per content version.
    contentVersion: () => contentVersionsStamp(db),
    ...extra,
  };
  return { confirmation_email: confirmationMailDeliverer(options), report_email: reportMailDeliverer(options) };
}

/** The refusal the test mail server answers for this address (a mailbox that does not exist). */
export const GONE = "gone@example.org";

export type Received = { to: string; raw: string };

/** A real SMTP server on loopback (the brief's ports) that records each message it accepts. */
export async function startSmtp(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === GONE) return callback(Object.assign(new Error("No such user"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, raw });
        callback();
      });
    },
  });
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  return { server, received, port: (server.server.address() as AddressInfo).port };
}

/** Undoes quoted-printable soft line breaks and `=3D`, enough to read links out of a raw message. */
export function readable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

export function linkIn(raw: string, pattern: RegExp): string {
  const match = pattern.exec(readable(raw));
  if (!match) throw new Error(`no link matching ${pattern} in:\n${raw.slice(0, 2000)}`);
  return match[1]!;
}

/**
 * For a describe block of e-mail tests: a database from `open` and an SMTP receiver on `port` (0:
 * any free one), opened once; the tables emptied and the received messages forgotten before each test.
 */
export function databaseAndSmtp(open: () => Promise<DatabaseHandle>, port: number) {
  const ctx = {} as { handle: DatabaseHandle; smtp: Awaited<ReturnType<typeof startSmtp>> };
  beforeAll(async () => {
    ctx.handle = await open();
    ctx.smtp = await startSmtp(port);
  }, 60_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => ctx.smtp?.server.close(() => resolve()));
    await ctx.handle?.close();
  });
  beforeEach(async () => {
    await emptyTables(ctx.handle);
    ctx.smtp.received.length = 0;
  });
  return ctx;
}
