import { once } from "node:events";
import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./mail.server";

// The one mailer keeps its SMTP connections open (a pool) and encodes an attachment sent again and
// again (the week's charts) once: what reaches the mail server must not change (decision 155).

const from = { name: "Reports", address: "reports@example.com" };
const siteUrl = "https://www.example.com";

type Receiver = { port: number; messages: string[]; tries: number; close: () => Promise<void> };
const receivers: Receiver[] = [];

/** An SMTP server on a free port that keeps each message; `cut` ends the connection during the first message's DATA. */
async function receiver({ cut = false } = {}): Promise<Receiver> {
  const state = { messages: [] as string[], tries: 0 };
  const server: SMTPServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      state.tries += 1;
      if (cut && state.tries === 1) {
        // The connection ends in the middle of the message, before any answer to it.
        for (const connection of server.connections) connection.close();
        return;
      }
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("latin1")));
      stream.on("end", () => {
        state.messages.push(raw);
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const made: Receiver = {
    port: (server.server.address() as AddressInfo).port,
    get messages() {
      return state.messages;
    },
    get tries() {
      return state.tries;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  receivers.push(made);
  return made;
}

afterEach(async () => {
  await Promise.all(receivers.splice(0).map((made) => made.close()));
});

/** A message without what differs from one composition to the next: boundaries, date, Message-ID. */
const comparable = (raw: string) =>
  raw
    .replace(/_NmP-[0-9a-f]+-Part_\d+/g, "BOUNDARY")
    .replace(/^Date: .*$/m, "")
    .replace(/^Message-ID:.*(\r\n[ \t].*)*$/m, "");

describe("the mailer", () => {
  it("sends a message with attachments as nodemailer composes it, the same again for the same Buffers", async () => {
    const smtp = await receiver();
    const chart = Buffer.from(Array.from({ length: 5_000 }, (_, index) => (index * 7) % 256));
    const message = {
      to: "ann@example.com",
      subject: "Week 4: Greenwich contracts",
      html: '<p>The week <img src="cid:week-chart@example" alt="chart"></p>',
      text: "The week",
      attachments: [
        { filename: "week-4-contracts-by-type.png", content: chart, cid: "week-chart@example" },
        { filename: "notes.txt", content: Buffer.from("a file attached, not shown") },
      ],
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from, siteUrl });
    await mailer.send({ id: "first-message-0123456789", ...message });
    await mailer.send({ id: "second-message-0123456789", ...message });
    const plain = nodemailer.createTransport(`smtp://127.0.0.1:${smtp.port}`);
    await plain.sendMail({ ...message, from, messageId: "<plain@www.example.com>" });
    const [first, second, composed] = smtp.messages.map(comparable);
    expect(first).toContain("Content-ID: <week-chart@example>");
    expect(first).toContain(chart.toString("base64").slice(0, 76));
    expect(first).toBe(composed);
    expect(second).toBe(composed);
  });

  it("does not send again a message whose connection broke: the try fails, for the outbox to retry and count", async () => {
    const smtp = await receiver({ cut: true });
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from, siteUrl });
    await expect(
      mailer.send({ id: "cut-message-0123456789", to: "ann@example.com", subject: "A", text: "a" }),
    ).rejects.toThrow();
    // A message the pool sends again goes back at the head of its queue, before any later one: once
    // the next message is delivered, the server has seen every try of the first.
    await mailer.send({ id: "next-message-0123456789", to: "ann@example.com", subject: "B", text: "b" });
    expect(smtp.tries).toBe(2);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain("Subject: B");
  });
});
