import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "~db/schema";
import { recordLead } from "../../app/features/leads/record-lead.server";
import { parseContact } from "../../app/features/leads/contact-schema";
import { recordSignup } from "../../app/features/newsletter/subscription.server";
import { parseSignup } from "../../app/features/newsletter/signup-schema";
import type { DatabaseHandle } from "../../app/server/db.server";
import { leadMailDeliverer } from "../../app/server/lead-mail.server";
import { createMailer } from "../../app/server/mail.server";
import {
  backoffMs,
  claimDue,
  DEFAULT_CONCURRENCY,
  deliverDue,
  startOutboxWorker,
  type RetryPolicy,
} from "../../app/server/outbox.server";
import { webhookDeliverer } from "../../app/server/webhook.server";
import { reportSendProgress } from "../../app/features/workspace/deliveries.server";
import { databases, emptyTables, servicesFor } from "./databases";

const policy: RetryPolicy = { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 4000 };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A webhook receiver on loopback that records every body and Idempotency-Key it accepts. */
async function startReceiver(port = 0) {
  const received: Array<{ key: string; body: Record<string, unknown> }> = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ key: String(req.headers["idempotency-key"]), body: JSON.parse(body) as Record<string, unknown> });
      res.writeHead(204).end();
    });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return { server, received, port: (server.address() as AddressInfo).port };
}

/** A real SMTP server on loopback (no TLS, no auth) that records every message it accepts. */
async function startSmtp(port = 0) {
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
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  return { server, messages, port: (server.server.address() as AddressInfo).port };
}

function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  return once(probe, "listening").then(() => {
    const { port } = probe.address() as AddressInfo;
    return new Promise<number>((resolve) => probe.close(() => resolve(port)));
  });
}

const signupOf = (index: number) => {
  const parsed = parseSignup({ firstName: `Reader${index}`, lastName: "Lee", email: `reader${index}@example.com` });
  if (!parsed.ok) throw new Error("bad fixture");
  return parsed.data;
};
const leadOf = (index: number) => {
  const parsed = parseContact({ name: `Lead ${index}`, email: `lead${index}@example.com`, userType: "buyer" });
  if (!parsed.ok) throw new Error("bad fixture");
  return parsed.data;
};

it("backs off exponentially up to the cap", () => {
  expect([1, 2, 3, 4, 5].map((attempt) => backoffMs(attempt, policy))).toEqual([1000, 2000, 4000, 4000, 4000]);
});

describe.each(databases)("outbox delivery on $name", ({ open, openPeer }) => {
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

  it("delivers every sign-up to the webhook while it is down and after it comes back, once per key", async () => {
    const port = await freePort();
    const deliverers = { newsletter_webhook: webhookDeliverer(`http://127.0.0.1:${port}/hook`, 2000) };
    const services = servicesFor(handle);
    for (let index = 0; index < 5; index += 1) await recordSignup(services, signupOf(index));

    // The receiver is down: every row fails once and waits 1 s.
    const start = new Date();
    const down = await deliverDue(handle.db, deliverers, { now: start, policy, logger: quiet });
    expect(down).toEqual({ delivered: 0, retried: 5, dead: 0 });
    // Not due yet: nothing is tried.
    expect(await deliverDue(handle.db, deliverers, { now: start, policy, logger: quiet })).toEqual({
      delivered: 0,
      retried: 0,
      dead: 0,
    });

    const receiver = await startReceiver(port);
    try {
      const back = await deliverDue(handle.db, deliverers, {
        now: new Date(start.getTime() + 1500),
        policy,
        logger: quiet,
      });
      expect(back.delivered).toBe(5);
      const keys = receiver.received.map((entry) => entry.key);
      expect(new Set(keys).size).toBe(5);
      const rows = await handle.db.select().from(outbox);
      expect(rows.every((row) => row.status === "delivered" && row.attempts === 2)).toBe(true);
      expect(keys.sort()).toEqual(rows.map((row) => row.idempotencyKey).sort());
      // Deliveries of one round may arrive in any order: find Reader0's.
      const reader0 = receiver.received.find((entry) => entry.body.email === "reader0@example.com");
      expect(reader0?.body).toEqual({
        firstName: "Reader0",
        lastName: "Lee",
        fullName: "Reader0 Lee",
        email: "reader0@example.com",
        userType: "",
        brokerage: "",
        source: "newsletter_subscription",
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      // Nothing is delivered twice.
      await deliverDue(handle.db, deliverers, { now: new Date(start.getTime() + 60_000), policy, logger: quiet });
      expect(receiver.received).toHaveLength(5);
    } finally {
      receiver.server.close();
    }
  });

  it("two workers on one database deliver every row exactly once, a few at a time each", async () => {
    const peer = await openPeer(handle);
    let inFlight = 0;
    let mostInFlight = 0;
    const keys: string[] = [];
    // A receiver that takes 20 ms per delivery, so that both workers' rounds overlap.
    const slow = async (_payload: Record<string, unknown>, key: string) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      keys.push(key);
      inFlight -= 1;
    };
    try {
      const services = servicesFor(handle);
      for (let index = 0; index < 60; index += 1) await recordSignup(services, signupOf(index));
      const deliverers = { newsletter_webhook: slow };
      const rounds = [];
      for (let pass = 0; pass < 3; pass += 1) {
        rounds.push(
          ...(await Promise.all([
            deliverDue(handle.db, deliverers, { policy, logger: quiet }),
            deliverDue(peer.db, deliverers, { policy, logger: quiet }),
          ])),
        );
      }
      expect(rounds.reduce((sum, round) => sum + round.delivered, 0)).toBe(60);
      expect(keys).toHaveLength(60);
      expect(new Set(keys).size).toBe(60);
      // Each worker delivers DEFAULT_CONCURRENCY rows at a time at most.
      expect(mostInFlight).toBeLessThanOrEqual(2 * DEFAULT_CONCURRENCY);
      const rows = await handle.db.select().from(outbox);
      expect(rows.every((row) => row.status === "delivered" && row.attempts === 1 && row.claimedUntil === null)).toBe(
        true,
      );
    } finally {
      await peer.close();
    }
  });

  it("leaves a claimed row to its worker until the lease ends, then another worker takes it over", async () => {
    const receiver = await startReceiver();
    try {
      const deliverers = { newsletter_webhook: webhookDeliverer(`http://127.0.0.1:${receiver.port}/`, 2000) };
      await recordSignup(servicesFor(handle), signupOf(1));
      await recordSignup(servicesFor(handle), signupOf(2));
      const start = new Date();
      // A worker claims both rows and crashes before delivering them.
      expect(
        await claimDue(handle.db, ["newsletter_webhook"], { now: start, leaseMs: 30_000, limit: 20 }),
      ).toHaveLength(2);
      const during = await deliverDue(handle.db, deliverers, { now: new Date(start.getTime() + 29_000), policy });
      expect(during).toEqual({ delivered: 0, retried: 0, dead: 0 });
      const after = await deliverDue(handle.db, deliverers, { now: new Date(start.getTime() + 30_000), policy });
      expect(after).toEqual({ delivered: 2, retried: 0, dead: 0 });
      // One round's deliveries may arrive in any order.
      expect(receiver.received.map((entry) => entry.body.email).sort()).toEqual([
        "reader1@example.com",
        "reader2@example.com",
      ]);
    } finally {
      receiver.server.close();
    }
  });

  it("a crash during tries: only the rows being sent are sent again after the lease, and they are counted", async () => {
    for (let index = 0; index < 6; index += 1) await recordSignup(servicesFor(handle), signupOf(index));
    const received: Array<{ key: string; payload: Record<string, unknown> }> = [];
    // The first worker's receiver accepts each message, then the worker "dies" before it can record it.
    let release = () => {};
    const dead = new Promise<void>((resolve) => (release = resolve));
    const dying = async (payload: Record<string, unknown>, key: string) => {
      received.push({ key, payload });
      await dead;
    };
    const start = new Date();
    const crashed = deliverDue(
      handle.db,
      { newsletter_webhook: dying },
      { now: start, policy, logger: quiet, leaseMs: 30_000, concurrency: 2 },
    );
    await expect.poll(() => received.length).toBe(2);
    const during = await handle.db.select().from(outbox).orderBy(outbox.id);
    // The tries under way were recorded before they began; the rest of the claim was never tried.
    expect(during.map((row) => [row.status, row.attempts])).toEqual([
      ["sending", 1],
      ["sending", 1],
      ["pending", 0],
      ["pending", 0],
      ["pending", 0],
      ["pending", 0],
    ]);

    // Another worker, after the lease: every row once more, the two in flight counted as interrupted.
    const ok = async (payload: Record<string, unknown>, key: string) => {
      received.push({ key, payload });
    };
    const before = await deliverDue(
      handle.db,
      { newsletter_webhook: ok },
      { now: new Date(start.getTime() + 29_000), policy },
    );
    expect(before).toEqual({ delivered: 0, retried: 0, dead: 0 });
    // The tries' leases were renewed when they began, a moment after the claim.
    const after = await deliverDue(
      handle.db,
      { newsletter_webhook: ok },
      { now: new Date(start.getTime() + 35_000), policy },
    );
    expect(after).toEqual({ delivered: 6, retried: 0, dead: 0 });
    const rows = await handle.db.select().from(outbox).orderBy(outbox.id);
    const keys = received.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(6);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    // The worker sends its claim concurrently: the two repeats arrive in either order.
    expect([...repeated].sort()).toEqual(
      rows
        .slice(0, 2)
        .map((row) => row.idempotencyKey)
        .sort(),
    );
    expect(rows.map((row) => row.payload.interruptedTries ?? 0)).toEqual([1, 1, 0, 0, 0, 0]);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["delivered", 2],
      ["delivered", 2],
      ["delivered", 1],
      ["delivered", 1],
      ["delivered", 1],
      ["delivered", 1],
    ]);
    // The receiver gets the payload as queued, never the outbox's own count.
    expect(received.every((entry) => !("interruptedTries" in entry.payload))).toBe(true);

    // The dead worker, were it to wake, records nothing over the other's work.
    release();
    await crashed;
    expect((await handle.db.select().from(outbox)).every((row) => row.status === "delivered")).toBe(true);
  });

  it("a crash counts as 'possibly sent twice' only the tries already handed to the mail server, not those still being prepared", async () => {
    await handle.db.insert(outbox).values(
      ["handed", "preparing", "waiting"].map((name) => ({
        kind: "report_email" as const,
        payload: { week: 9, subscriberId: name.length, name },
        idempotencyKey: `report_email:week:9:${name}`,
      })),
    );
    const reached: string[] = [];
    let release = () => {};
    const dead = new Promise<void>((resolve) => (release = resolve));
    // The first worker "dies" during its tries: one after handing its message over, one while it
    // is still building its message (the warm, the chart); the third was never begun.
    const dying = Object.assign(
      async (payload: Record<string, unknown>, _key: string, attempt?: { transmitting: () => Promise<void> }) => {
        if (payload.name === "handed") await attempt?.transmitting();
        reached.push(String(payload.name));
        await dead;
      },
      { marksTransmission: true as const },
    );
    const start = new Date();
    const crashed = deliverDue(
      handle.db,
      { report_email: dying },
      { now: start, policy, logger: quiet, leaseMs: 30_000, concurrency: 2 },
    );
    await expect.poll(() => reached.length).toBe(2);

    const received: Record<string, unknown>[] = [];
    const ok = Object.assign(
      async (payload: Record<string, unknown>, _key: string, attempt?: { transmitting: () => Promise<void> }) => {
        await attempt?.transmitting();
        received.push(payload);
      },
      { marksTransmission: true as const },
    );
    const after = await deliverDue(
      handle.db,
      { report_email: ok },
      { now: new Date(start.getTime() + 35_000), policy },
    );
    expect(after).toEqual({ delivered: 3, retried: 0, dead: 0 });
    const rows = await handle.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.payload.name, row.status, row.payload.interruptedTries ?? 0])).toEqual([
      ["handed", "delivered", 1],
      ["preparing", "delivered", 0],
      ["waiting", "delivered", 0],
    ]);
    // The outbox's own marks never reach a deliverer, and none is left on a row.
    expect(received.every((payload) => Object.keys(payload).sort().join() === "name,subscriberId,week")).toBe(true);
    expect(
      rows.every((row) =>
        Object.keys(row.payload).every((key) => ["name", "subscriberId", "week", "interruptedTries"].includes(key)),
      ),
    ).toBe(true);
    expect(await reportSendProgress(handle.db)).toEqual([
      { week: "9", delivered: 3, pending: 0, cancelled: 0, failed: 0, possiblyTwice: 1 },
    ]);
    release();
    await crashed;
  });

  it("claims only pending rows and rows being sent whose lease ran out, never another status", async () => {
    await handle.db.insert(outbox).values([
      { kind: "newsletter_webhook", payload: {}, idempotencyKey: "a", status: "delivered" },
      { kind: "newsletter_webhook", payload: {}, idempotencyKey: "b", status: "dead" },
      { kind: "newsletter_webhook", payload: {}, idempotencyKey: "c", status: "cancelled" as never },
      {
        kind: "newsletter_webhook",
        payload: {},
        idempotencyKey: "d",
        status: "sending",
        attempts: 1,
        claimedUntil: new Date(Date.now() + 60_000),
      },
      {
        kind: "newsletter_webhook",
        payload: {},
        idempotencyKey: "e",
        status: "sending",
        attempts: 1,
        claimedUntil: new Date(Date.now() - 1),
      },
      { kind: "newsletter_webhook", payload: {}, idempotencyKey: "f" },
    ]);
    const claimed = await claimDue(handle.db, ["newsletter_webhook"], { now: new Date(), leaseMs: 30_000, limit: 20 });
    expect(claimed.map((row) => [row.idempotencyKey, row.status, row.payload.interruptedTries ?? 0])).toEqual([
      ["e", "pending", 1],
      ["f", "pending", 0],
    ]);
  });

  it("leaves the rest of a round slower than its lease undelivered, to whoever claims the rows next", async () => {
    for (let index = 0; index < 4; index += 1) await recordSignup(servicesFor(handle), signupOf(index));
    const keys: string[] = [];
    const slow = async (_payload: Record<string, unknown>, key: string) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      keys.push(key);
    };
    const round = await deliverDue(
      handle.db,
      { newsletter_webhook: slow },
      { policy, logger: quiet, leaseMs: 300, concurrency: 1 },
    );
    expect(round.delivered).toBeGreaterThanOrEqual(1);
    expect(round.delivered).toBeLessThan(4);
    const rows = await handle.db.select().from(outbox);
    const left = rows.filter((row) => row.status === "pending");
    expect(left).toHaveLength(4 - round.delivered);
    expect(left.every((row) => row.claimedUntil !== null && row.attempts === 0)).toBe(true);
    expect(keys).toHaveLength(round.delivered);
  });

  it("the worker delivers a new sign-up as soon as it is woken", async () => {
    const receiver = await startReceiver();
    // A sign-up waiting before the worker starts: its delivery shows the worker's first round has
    // read the rows due, so the next sign-up can only go out by the wake (the poll is a minute).
    await recordSignup(servicesFor(handle), signupOf(6));
    const worker = startOutboxWorker(
      handle.db,
      { newsletter_webhook: webhookDeliverer(`http://127.0.0.1:${receiver.port}/`, 2000) },
      { pollMs: 60_000, policy, logger: quiet },
    );
    try {
      const services = { ...servicesFor(handle), wakeOutbox: worker.wake };
      await expect.poll(() => receiver.received.length, { timeout: 5000 }).toBe(1);
      await recordSignup(services, signupOf(7));
      await expect.poll(() => receiver.received.length, { timeout: 5000 }).toBe(2);
      expect(receiver.received.map((request) => request.body.email)).toEqual([
        "reader6@example.com",
        "reader7@example.com",
      ]);
    } finally {
      await worker.stop();
      receiver.server.close();
    }
  });

  it("retries a receiver answering 500 and marks the row dead after the last try, keeping the record", async () => {
    const failing = createServer((_req, res) => res.writeHead(500).end());
    failing.listen(0, "127.0.0.1");
    await once(failing, "listening");
    const { port } = failing.address() as AddressInfo;
    const errors: string[] = [];
    const logger = { ...quiet, error: (_object: object, message: string) => errors.push(message) };
    try {
      const deliverers = { newsletter_webhook: webhookDeliverer(`http://127.0.0.1:${port}/`, 2000) };
      await recordSignup(servicesFor(handle), signupOf(1));
      let now = Date.now();
      for (let attempt = 1; attempt <= policy.maxAttempts; attempt += 1) {
        await deliverDue(handle.db, deliverers, { now: new Date(now), policy, logger });
        now += policy.maxDelayMs;
      }
      const [row] = await handle.db.select().from(outbox);
      expect(row).toMatchObject({ status: "dead", attempts: policy.maxAttempts, lastError: "webhook answered 500" });
      expect(errors).toHaveLength(1);
    } finally {
      failing.close();
    }
  });

  it("e-mails every lead over SMTP while the server is down and after it comes back", async () => {
    const port = await freePort();
    const deliverers = {
      lead_email: leadMailDeliverer({
        mailer: createMailer({
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: { name: "Greenwich Market Report", address: "site@example.com" },
          siteUrl: "https://www.example.com",
        }),
        to: "broker@example.com",
      }),
    };
    const services = servicesFor(handle);
    for (let index = 0; index < 3; index += 1) await recordLead(services, leadOf(index));

    const start = new Date();
    expect((await deliverDue(handle.db, deliverers, { now: start, policy, logger: quiet })).retried).toBe(3);

    const smtp = await startSmtp(port);
    try {
      const back = await deliverDue(handle.db, deliverers, {
        now: new Date(start.getTime() + 1500),
        policy,
        logger: quiet,
      });
      expect(back.delivered).toBe(3);
      expect(smtp.messages).toHaveLength(3);
      const first = smtp.messages.find((message) => message.includes("Lead 0"))!;
      expect(first).toMatch(/^To: broker@example\.com/m);
      expect(first).toMatch(/^Reply-To: lead0@example\.com/m);
      expect(first).toMatch(/^X-Idempotency-Key: lead_email:/m);
      expect(first).toContain("Name: Lead 0");
      const rows = await handle.db.select().from(outbox);
      expect(rows.every((row) => row.status === "delivered")).toBe(true);
    } finally {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  });
});
