import { asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contentVersions, outbox, subscribers } from "~db/schema";
import { importExport } from "../../app/features/weeks/mls-import.server";
import { reportMailDeliverer } from "../../app/features/newsletter/newsletter-mail.server";
import { reportSendProgress } from "../../app/features/workspace/deliveries.server";
import { newsletterSendCommand } from "../../app/server/commands/newsletter-send.server";
import { createMailer } from "../../app/server/mail.server";
import { deliverDue } from "../../app/server/outbox.server";
import { parseEnv } from "../../app/server/env.server";
import { publishedWeek, saveWeekVersion, weekVersionsOf } from "../../app/server/week-store.server";
import * as auditRoute from "../../app/routes/studio.audit";
import * as weekRoute from "../../app/routes/studio.weeks.$week";
import { databases } from "./databases";
import { call, signedInStudio } from "./route-calls";
import { startSmtp } from "./smtp";

// Every kind of change to a week, through the studio's own action on a real database: the audit log
// names each as what it is (first publication, correction, unpublication, republication); an
// unpublication, which stops the week's e-mails, is asked first; publishing the week again reaches
// the subscribers whose e-mail the unpublication cancelled, once each (decision 126), and
// `newsletter:send` counts them honestly; the Deliveries page counts cancelled e-mails as such.

const SITE_URL = "http://localhost";
const DATES = { startDate: "2025-10-27", endDate: "2025-11-02" };
const WORDS = {
  title: "Two contracts before November",
  ...DATES,
  narrative: "Two contracts this week.",
  keyInsights: "Condos moved in forty days",
  opportunities: "Buyers have room to negotiate",
  strategicConsiderations: "Watch the rates",
};
const EXPORT = [
  "Address,Property Type,Zoning,Zip,Acres,Sq Ft,Contract Price,DOM,Contract Date",
  "12 Lockwood Road,Single Family,R-20,06878,0.5,3400,3100000,21,10/28/2025",
].join("\n");
const quiet = { info() {}, warn() {}, error() {} };

type Answer = {
  status: number;
  location?: string;
  data: {
    error?: string;
    confirmPublish?: { versionId: number; version: number; recipients: number; again?: boolean };
    confirmUnpublish?: { sent: number; waiting: number };
  };
};

/** What the week's action answered: a redirect, or data() with its status. */
async function outcome(promise: Promise<unknown>): Promise<Answer> {
  const read = (value: unknown): Answer | undefined => {
    if (value instanceof Response) {
      return { status: value.status, location: value.headers.get("Location") ?? undefined, data: {} };
    }
    const wrapped = value as { type?: string; data?: Answer["data"]; init?: { status?: number } };
    if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, data: wrapped.data! };
    return undefined;
  };
  try {
    const value = await promise;
    return read(value) ?? { status: 200, data: value as Answer["data"] };
  } catch (error) {
    const answer = read(error);
    if (!answer) throw error;
    return answer;
  }
}

/** Content versions the per-process caches have never seen: an emptied table would start the count again. */
let versionFloor = 1_800_000_000;

describe.each(databases)("a week's changes ($name)", ({ open }) => {
  const session = signedInStudio(open, (handle) =>
    handle.db.insert(contentVersions).values({ key: "weeks", version: (versionFloor += 10_000) }),
  );
  const db = () => session.handle.db;

  const act = (body: Record<string, string>, cookie: string | undefined = session.ownerCookie) =>
    outcome(
      call(weekRoute.action, {
        request: new Request(`${SITE_URL}/studio/weeks/5`, {
          method: "POST",
          headers: { Origin: SITE_URL, ...(cookie ? { Cookie: cookie } : {}) },
          body: new URLSearchParams(body),
        }),
        context: session.context(),
        params: { week: "5" },
      }),
    );

  /** Week 5 as an upload and its words make it: version 1, a draft. */
  async function draft() {
    const { contracts } = importExport(EXPORT, DATES);
    const words = {
      title: WORDS.title,
      narrative: [WORDS.narrative],
      keyInsights: [WORDS.keyInsights],
      opportunities: [WORDS.opportunities],
      strategicConsiderations: [WORDS.strategicConsiderations],
    };
    return saveWeekVersion(db(), { week: 5, ...words, ...DATES, contracts }, { userId: null, actor: "test" });
  }

  async function confirmedSubscribers(count: number, from = 0) {
    await db()
      .insert(subscribers)
      .values(
        Array.from({ length: count }, (_, index) => ({
          firstName: "Reader",
          lastName: String(from + index),
          email: `reader${from + index}@example.com`,
          emailKey: `reader${from + index}@example.com`,
          status: "confirmed" as const,
          unsubscribeToken: `${String(from + index).padStart(3, "0")}${"t".repeat(40)}`,
        })),
      );
  }

  const weekChanges = async () =>
    (await db().select().from(auditLog).where(like(auditLog.action, "week.%")).orderBy(asc(auditLog.id)))
      .filter((entry) => entry.action !== "week.draft-created")
      .map((entry) => ({ action: entry.action, subject: entry.subject, details: entry.details }));

  it("the audit log names every kind of week change as what it is", async () => {
    const first = await draft();
    expect((await act({ intent: "publish", versionId: String(first.id) })).location).toBe(
      "/studio/weeks/5?published=1",
    );
    // A correction typed and published at once (v2).
    expect((await act({ intent: "save-and-publish", ...WORDS, title: "Corrected" })).status).toBe(302);
    // Unpublished (asked, then answered), then published again as it was.
    expect((await act({ intent: "unpublish", confirm: "yes" })).status).toBe(302);
    expect(await publishedWeek(db(), 5)).toBeUndefined();
    expect((await act({ intent: "save-and-publish", ...WORDS, title: "Corrected" })).status).toBe(302);
    // An owner puts the first version back (a rollback is a correction too).
    expect((await act({ intent: "publish", versionId: String(first.id) })).status).toBe(302);

    expect(await weekChanges()).toEqual([
      { action: "week.published", subject: "week 5 v1", details: { version: 1 } },
      { action: "week.corrected", subject: "week 5 v2", details: { version: 2, replaced: 1 } },
      {
        action: "week.unpublished",
        subject: "week 5 v2",
        details: { version: 2, emailsSent: 0, emailsCancelled: 0 },
      },
      { action: "week.republished", subject: "week 5 v2", details: { version: 2, emailsResumed: 0 } },
      { action: "week.corrected", subject: "week 5 v1", details: { version: 1, replaced: 2, rollback: true } },
    ]);
    // The owner's audit log offers each kind in its filter.
    const page = (await session.load(auditRoute.loader, "/studio/audit", session.ownerCookie)) as {
      actions: string[];
    };
    expect(page.actions).toEqual(
      expect.arrayContaining(["week.published", "week.corrected", "week.unpublished", "week.republished"]),
    );
  });

  it("unpublishing is asked first, saying what stops; only the answer unpublishes, and never without a session", async () => {
    session.studio.mailConfigured = true;
    await confirmedSubscribers(3);
    const first = await draft();
    expect((await act({ intent: "publish", versionId: String(first.id), confirm: "yes" })).status).toBe(302);
    // One report out, two still waiting.
    const smtp = await startSmtp(0);
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: { name: "Report", address: "report@example.com" },
        siteUrl: SITE_URL,
      });
      const deliverers = {
        report_email: reportMailDeliverer({
          db: db(),
          mailer,
          siteUrl: SITE_URL,
          weekOf: (week) => publishedWeek(db(), week),
        }),
      };
      expect((await deliverDue(db(), deliverers, { logger: quiet, batchSize: 1 })).delivered).toBe(1);

      const asked = await act({ intent: "unpublish" });
      expect(asked).toMatchObject({ status: 200, data: { confirmUnpublish: { sent: 1, waiting: 2 } } });
      expect(await publishedWeek(db(), 5)).toBeDefined();
      expect((await db().select().from(outbox)).map((row) => row.status).sort()).toEqual([
        "delivered",
        "pending",
        "pending",
      ]);
      expect((await act({ intent: "unpublish", confirm: "yes" }, "")).status).toBe(401);
      expect(await publishedWeek(db(), 5)).toBeDefined();

      const answered = await act({ intent: "unpublish", confirm: "yes" }, session.editorCookie);
      expect(answered.location).toBe("/studio/weeks/5?unpublished=1&sent=1&cancelled=2");
      expect(await publishedWeek(db(), 5)).toBeUndefined();
      // The Deliveries page counts the cancelled e-mails as cancelled, not as pending.
      expect(await reportSendProgress(db())).toEqual([
        { week: "5", delivered: 1, pending: 0, cancelled: 2, failed: 0, possiblyTwice: 0 },
      ]);
    } finally {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  });

  it("publishing again reaches the subscribers whose e-mail was cancelled, once each; newsletter:send counts what it queues", async () => {
    session.studio.mailConfigured = true;
    await confirmedSubscribers(3);
    const smtp = await startSmtp(0);
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: { name: "Report", address: "report@example.com" },
        siteUrl: SITE_URL,
      });
      const deliverers = {
        report_email: reportMailDeliverer({
          db: db(),
          mailer,
          siteUrl: SITE_URL,
          weekOf: (week) => publishedWeek(db(), week),
        }),
      };
      const first = await draft();
      await act({ intent: "publish", versionId: String(first.id), confirm: "yes" });
      expect((await deliverDue(db(), deliverers, { logger: quiet, batchSize: 1 })).delivered).toBe(1);
      await act({ intent: "unpublish", confirm: "yes" });

      // "Publish again" says to whom it sends, and asks once.
      const asked = await act({ intent: "save-and-publish", ...WORDS });
      expect(asked).toMatchObject({ status: 200, data: { confirmPublish: { again: true, recipients: 2 } } });
      expect(await publishedWeek(db(), 5)).toBeUndefined();
      const [live] = await weekVersionsOf(db(), 5);
      const published = await act({ intent: "publish", versionId: String(live!.id), confirm: "yes" });
      expect(published.location).toBe("/studio/weeks/5?published=1");
      expect((await deliverDue(db(), deliverers, { logger: quiet, batchSize: 50 })).delivered).toBe(2);
      const messages = (address: string) => smtp.received.filter((message) => message.to === address).length;
      expect([0, 1, 2].map((index) => messages(`reader${index}@example.com`))).toEqual([1, 1, 1]);

      // A subscriber confirmed since: newsletter:send adds only them, and says so; then nothing.
      await confirmedSubscribers(1, 3);
      const out: string[] = [];
      const context = {
        db: db(),
        config: parseEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }),
        io: { out: (text: string) => out.push(text), err: (text: string) => out.push(text) },
        wakeOutbox: () => {},
      };
      expect(await newsletterSendCommand(["--week", "5"], context)).toBe(0);
      expect(out.join("")).toContain("Week 5: queued for 1 confirmed subscriber(s)");
      await deliverDue(db(), deliverers, { logger: quiet, batchSize: 50 });
      out.length = 0;
      expect(await newsletterSendCommand(["--week", "5"], context)).toBe(0);
      expect(out.join("")).toContain(
        "Week 5: nothing new to send: it is queued or sent for all 4 confirmed subscribers (4 sent).",
      );
      expect([0, 1, 2, 3].map((index) => messages(`reader${index}@example.com`))).toEqual([1, 1, 1, 1]);
    } finally {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  });

  it("newsletter:send reaches the subscribers whose e-mail an unpublication cancelled, once the week is public again", async () => {
    session.studio.mailConfigured = true;
    await confirmedSubscribers(3);
    const first = await draft();
    await act({ intent: "publish", versionId: String(first.id), confirm: "yes" });
    await act({ intent: "unpublish", confirm: "yes" });
    // Published again where e-mail is not configured: nothing is sent then.
    session.studio.mailConfigured = false;
    expect((await act({ intent: "save-and-publish", ...WORDS })).location).toBe("/studio/weeks/5?published=1");
    expect((await db().select().from(outbox)).map((row) => row.status)).toEqual([
      "cancelled",
      "cancelled",
      "cancelled",
    ]);

    const out: string[] = [];
    const context = {
      db: db(),
      config: parseEnv({ SMTP_URL: "smtp://127.0.0.1:9" }),
      io: { out: (text: string) => out.push(text), err: (text: string) => out.push(text) },
      wakeOutbox: () => {},
    };
    expect(await newsletterSendCommand(["--week", "5"], context)).toBe(0);
    expect(out.join("")).toContain(
      "Week 5: queued for 3 confirmed subscriber(s): 3 whose e-mail was canceled when the week was unpublished",
    );
    expect((await db().select().from(outbox)).map((row) => row.status)).toEqual(["pending", "pending", "pending"]);
    // The same rows (one per address and week), with the message keys they had: never a second message.
    expect(new Set((await db().select().from(outbox)).map((row) => row.idempotencyKey)).size).toBe(3);
    out.length = 0;
    expect(await newsletterSendCommand(["--week", "5"], context)).toBe(0);
    expect(out.join("")).toContain(
      "Week 5: nothing new to send: it is queued or sent for all 3 confirmed subscribers (3 waiting to be sent).",
    );
    expect(await db().select().from(outbox).where(eq(outbox.status, "cancelled"))).toEqual([]);
  });
});
