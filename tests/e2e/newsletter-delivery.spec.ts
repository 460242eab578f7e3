// A week's report reaches each confirmed subscriber once, even when the server is killed
// (SIGKILL) in the middle of the send and started again. No browser: the production server, a real
// SMTP server on loopback that answers slowly, and the command line.
import { expect, test } from "@playwright/test";
import { migratedDataDir } from "./data-dir";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import { SMTPServer } from "smtp-server";
import { eq } from "drizzle-orm";
import { outbox, subscribers } from "~db/schema";
import { openConfiguredDatabase } from "../../app/server/db.server";
import { reportSendProgress } from "../../app/features/workspace/deliveries.server";
import { DEFAULT_CONCURRENCY } from "../../app/server/outbox.server";

const SMTP_PORT = 4242 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const SERVER_PORT = 4243 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const RECIPIENTS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every message the server accepted (answered 250 to), by recipient: its Message-IDs in order. */
async function startSlowSmtp() {
  const copies = new Map<string, string[]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A slow receiver, so that the kill lands in the middle of the send.
    onRcptTo(_address, _session, callback) {
      setTimeout(() => callback(), 15);
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        // The header may be folded onto a second line.
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? "none";
        for (const to of session.envelope.rcptTo)
          copies.set(to.address, [...(copies.get(to.address) ?? []), messageId]);
        callback();
      });
    },
  });
  // The kill cuts the server's SMTP connections mid-conversation: a reset connection is expected.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  server.listen(SMTP_PORT, "127.0.0.1");
  await once(server.server, "listening");
  return { server, copies };
}

test("SIGKILL in the middle of a send to 300 subscribers, restart: none missing, repeats only the rows in flight, counted", async () => {
  test.setTimeout(600_000);
  const dataDir = await migratedDataDir("newsletter");
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(SERVER_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SITE_URL: "https://www.greenwich-report.test",
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_FROM: "Alex Morgan <alex@greenwich-report.test>",
    LEAD_NOTIFY_TO: "",
    NEWSLETTER_WEBHOOK_URL: "",
    NEWSLETTER_RATE_PER_MINUTE: "100000",
    OUTBOX_LEASE_SECONDS: "5",
    LOG_LEVEL: "warn",
  };
  const smtp = await startSlowSmtp();
  const servers: ChildProcess[] = [];
  const startServer = async () => {
    // node itself (not npx), so that SIGKILL reaches the server and not a wrapper.
    const child = spawn(process.execPath, ["server.ts"], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    servers.push(child);
    // Up to three minutes: on a loaded machine the production server takes a while to start.
    for (let tries = 0; tries < 720; tries += 1) {
      const ready = await fetch(`http://127.0.0.1:${SERVER_PORT}/readyz`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ready) return child;
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      await sleep(250);
    }
    throw new Error("the server did not start");
  };
  try {
    // 300 confirmed subscribers, written while the server is stopped (the embedded database admits one process).
    const seed = await openConfiguredDatabase({ DATA_DIR: dataDir });
    await seed.db.insert(subscribers).values(
      Array.from({ length: RECIPIENTS }, (_, index) => ({
        firstName: "Reader",
        lastName: String(index),
        email: `reader${index}@example.com`,
        emailKey: `reader${index}@example.com`,
        status: "confirmed" as const,
        unsubscribeToken: `${String(index).padStart(3, "0")}${"t".repeat(40)}`,
      })),
    );
    await seed.close();

    const first = await startServer();
    const send = spawn(process.execPath, ["--import", "tsx", "scripts/cli.ts", "newsletter:send", "--week", "1"], {
      env,
      stdio: "pipe",
    });
    let output = "";
    send.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(send, "exit")) as [number];
    expect(code, output).toBe(0);
    expect(output).toContain(`queued for ${RECIPIENTS} confirmed subscriber(s)`);

    // Mid-send: some reports out, most still to go.
    await expect.poll(() => smtp.copies.size, { timeout: 60_000, intervals: [50] }).toBeGreaterThan(40);
    first.kill("SIGKILL");
    await once(first, "exit");
    const sentBeforeKill = smtp.copies.size;
    expect(sentBeforeKill).toBeLessThan(RECIPIENTS);

    // The killed server's data-directory lock is taken over once stale (5 s, app/server/db.server.ts).
    await sleep(6000);
    const second = await startServer();
    await expect.poll(() => smtp.copies.size, { timeout: 120_000, intervals: [500] }).toBe(RECIPIENTS);
    // Past another lease: nothing further arrives.
    await sleep(7000);
    second.kill("SIGTERM");
    await once(second, "exit");

    // What the studio's Deliveries page counts, and each row's message key, from the database.
    const after = await openConfiguredDatabase({ DATA_DIR: dataDir });
    const rows = await after.db.select().from(outbox).where(eq(outbox.kind, "report_email"));
    const [progress] = await reportSendProgress(after.db);
    await after.close();
    const keyOf = new Map(rows.map((row) => [Number(row.payload.subscriberId), String(row.payload.messageKey)]));
    const inFlight = rows.filter((row) => row.payload.interruptedTries !== undefined).length;

    const byAddress = [...smtp.copies.entries()];
    expect(byAddress).toHaveLength(RECIPIENTS);
    let retransmitted = 0;
    for (const [address, ids] of byAddress) {
      const index = Number(/^reader(\d+)@/.exec(address)![1]);
      // One message per address: one Message-ID, its row's random key on the site's domain (no
      // subscriber id in it). A second transmission of that same message is possible only for a row
      // the server was sending at the kill (docs/decisions/096).
      expect([...new Set(ids)], address).toEqual([`<${keyOf.get(index + 1)}@www.greenwich-report.test>`]);
      retransmitted += ids.length - 1;
    }
    // Duplicates: at most the rows in flight at the kill (the outbox sends DEFAULT_CONCURRENCY at a
    // time), each counted on the Deliveries page as "possibly sent twice after a crash"; nobody is missing.
    expect(rows.every((row) => row.status === "delivered")).toBe(true);
    expect(inFlight).toBeLessThanOrEqual(DEFAULT_CONCURRENCY);
    expect(retransmitted).toBeLessThanOrEqual(inFlight);
    expect(progress).toMatchObject({
      week: "1",
      delivered: RECIPIENTS,
      pending: 0,
      failed: 0,
      possiblyTwice: inFlight,
    });
    test.info().annotations.push({
      type: "retransmitted",
      description: `${retransmitted} duplicate(s), ${inFlight} row(s) in flight counted, 0 missing of ${RECIPIENTS} (sent before the kill: ${sentBeforeKill})`,
    });
  } finally {
    for (const child of servers) if (child.exitCode === null) child.kill("SIGKILL");
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
