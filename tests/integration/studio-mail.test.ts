import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invitePerson } from "../../app/features/studio/people.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { createMailer } from "../../app/server/mail.server";
import { deliverDue } from "../../app/server/outbox.server";
import { studioLinkMailDeliverer } from "../../app/server/studio-mail.server";
import { databases, emptyTables } from "./databases";

/** A real SMTP server on loopback that keeps every message it receives. */
async function startSmtp() {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        messages.push(raw);
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  return { server, messages, port: (server.server.address() as AddressInfo).port };
}

describe.each(databases)("studio link e-mail on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await emptyTables(handle);
  });

  it("an invitation queued with mail configured reaches the person with the link", async () => {
    const smtp = await startSmtp();
    try {
      const invitation = await invitePerson(handle.db, {
        email: "new@example.com",
        actor: { name: "command line" },
        siteUrl: "https://www.example.com",
        mailConfigured: true,
      });
      const deliverers = {
        studio_link_email: studioLinkMailDeliverer(
          createMailer({
            smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
            from: { name: "Studio", address: "studio@example.com" },
            siteUrl: "https://www.example.com",
          }),
        ),
      };
      const quiet = { info: () => {}, warn: () => {}, error: () => {} };
      const round = await deliverDue(handle.db, deliverers, { logger: quiet });
      expect(round.delivered).toBe(1);
      expect(smtp.messages).toHaveLength(1);
      const message = smtp.messages[0]!;
      expect(message).toContain("To: new@example.com");
      expect(message).toContain("Subject: Your invitation to the studio");
      expect(message.replace(/\r\n[ \t]+/g, " ")).toMatch(
        /^Message-ID: <studio_link_email-[0-9a-f-]{36}@www\.example\.com>/m,
      );
      expect(message.replace(/=\r?\n/g, "")).toContain("within 24 hours");
      expect(message.replace(/=\r?\n/g, "")).toContain(invitation.url.replace("=", "=3D"));
    } finally {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  });
});
