import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, subscribers } from "~db/schema";
import { brokerToday, newsletterDigestCommand } from "../../app/server/commands/newsletter-digest.server";
import { parseEnv } from "../../app/server/env.server";
import { marketHistory } from "../../app/server/history-source.server";
import { queueDigestEmail } from "../../app/server/queue-digest.server";
import { queueReportEmail } from "../../app/server/queue-report.server";
import { claimDue, deliverDue, SENDING } from "../../app/server/outbox.server";
import { digestMailDeliverer } from "../../app/features/newsletter/newsletter-mail.server";
import { MarketDigests } from "../../app/features/newsletter/digest";
import { periodBefore, periodJustEnded, periodYearEarlier } from "../../app/domain/digest-periods";
import { sampleNoticeFor } from "../../app/domain/sample-data";
import { createMailer } from "../../app/server/mail.server";
import { databases } from "./databases";
import { databaseAndSmtp, readable, subscriberDeliverers, TEST_FROM } from "./smtp";

const SITE_URL = "https://www.greenwich-report.test";
const quiet = { info() {}, warn() {}, error() {} };

describe.each(databases)("the monthly digest and the quarterly report on $name (decision 150)", ({ open }) => {
  const ctx = databaseAndSmtp(open, 0);

  /** A subscriber as the sign-up and its confirmation leave one. */
  const subscriber = async (
    email: string,
    cadence: string,
    { villages = [] as string[], status = "confirmed" as "confirmed" | "pending" | "unsubscribed" } = {},
  ) =>
    ctx.handle.db.insert(subscribers).values({
      firstName: "Ann",
      lastName: "Lee",
      email,
      emailKey: email,
      status,
      cadence,
      villages,
      unsubscribeToken: status === "pending" ? null : `${email.replace(/\W/g, "")}-unsubscribe-token`,
    });

  const digests = new MarketDigests();
  const deliverers = () => ({
    ...subscriberDeliverers(ctx.handle.db, ctx.smtp.port, SITE_URL),
    digest_email: digestMailDeliverer({
      db: ctx.handle.db,
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${ctx.smtp.port}`, from: TEST_FROM, siteUrl: SITE_URL }),
      siteUrl: SITE_URL,
      weekOf: () => Promise.resolve(undefined),
      historyOf: () => marketHistory({ forms: { db: ctx.handle.db } }),
      digests,
    }),
  });
  const deliver = (now = new Date(), rateLimits = {}) =>
    deliverDue(ctx.handle.db, deliverers(), { now, logger: quiet, batchSize: 50, rateLimits });
  const out: string[] = [];
  const run = (args: string[]) =>
    newsletterDigestCommand(args, {
      db: ctx.handle.db,
      config: parseEnv({ SMTP_URL: `smtp://127.0.0.1:${ctx.smtp.port}` }),
      io: { out: (text) => out.push(text), err: (text) => out.push(text) },
      wakeOutbox: () => {},
    });
  /** A day whose month and quarter just ended the history holds: its last day. */
  const asOf = async () => (await marketHistory({ forms: { db: ctx.handle.db } })).lastDay;
  const mailTo = (to: string) =>
    ctx.smtp.received.filter((mail) => mail.to === to).map((mail) => readable(mail.raw).replace(/\r\n[ \t]+/g, " "));

  it("a monthly subscriber gets exactly one digest for the month across two runs; weekly, quarterly, pending and unsubscribed ones none", async () => {
    await subscriber("monthly@example.com", "monthly", { villages: ["06878"] });
    await subscriber("weekly@example.com", "weekly");
    await subscriber("quarterly@example.com", "quarterly");
    await subscriber("pending@example.com", "monthly", { status: "pending" });
    await subscriber("gone@example.com", "monthly", { status: "unsubscribed" });
    const day = await asOf();
    const month = periodJustEnded("monthly", day);
    expect(await run(["--period", "monthly", "--as-of", day])).toBe(0);
    expect(out.at(-1)).toBe(
      `The monthly digest for ${month.label}: queued for 1 confirmed subscriber(s); the server sends 60 a minute.\n`,
    );
    expect((await deliver()).delivered).toBe(1);
    // The second run, as the daily timer makes it: nothing twice.
    expect(await run(["--period", "monthly", "--as-of", day])).toBe(0);
    expect(out.at(-1)).toContain("nothing new to send: it is queued or sent for all 1 confirmed subscriber(s)");
    expect((await deliver(new Date(Date.now() + 61_000))).delivered).toBe(0);
    expect(ctx.smtp.received.map((mail) => mail.to)).toEqual(["monthly@example.com"]);

    const [mail] = mailTo("monthly@example.com");
    expect(mail).toMatch(new RegExp(`^Subject: Riverside: .*, the monthly digest for ${month.label}$`, "m"));
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail).toContain(`<${SITE_URL}/unsubscribe/monthlyexamplecom-unsubscribe-token>`);
    expect(mail).toMatch(new RegExp(`${SITE_URL.replace(/\./g, "\\.")}/preferences/[\\w-]{43}`));
    // The e-mail leads with the subscriber's market: its heading before any figure.
    const text = mail!.slice(mail!.indexOf("Content-Type: text/plain"));
    expect(text).toMatch(new RegExp(`^Riverside: ${month.label}, `, "m"));
    expect(text.search(/^Riverside: /m)).toBeLessThan(text.indexOf("Contracts: "));
    // The seeded history is sample data: the one sentence names its days among the three periods (decision 120).
    const { sample } = await marketHistory({ forms: { db: ctx.handle.db } });
    const notice = sampleNoticeFor(sample, [month, periodBefore(month), periodYearEarlier(month)]);
    expect(notice).toMatch(/^Sample data: /);
    expect(text.replace(/\r\n/g, " ")).toContain(notice);

    // The quarterly subscriber gets the quarter, once.
    expect(await run(["--period", "quarterly", "--as-of", day])).toBe(0);
    expect(await run(["--period", "quarterly", "--as-of", day])).toBe(0);
    expect((await deliver(new Date(Date.now() + 122_000))).delivered).toBe(1);
    expect(mailTo("quarterly@example.com")).toHaveLength(1);
    expect(mailTo("quarterly@example.com")[0]).toMatch(
      new RegExp(
        `^Subject: All of Greenwich: .*, the quarterly report for ${periodJustEnded("quarterly", day).label}$`,
        "m",
      ),
    );
    expect(mailTo("weekly@example.com")).toEqual([]);
    expect(mailTo("gone@example.com")).toEqual([]);
    expect(mailTo("pending@example.com")).toEqual([]);
  });

  it("queues nothing before the history holds the period's last day, and refuses bad usage", async () => {
    await subscriber("monthly@example.com", "monthly");
    const day = await asOf();
    // The day after the history's last: the month just ended may end after it.
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 2, 1);
    const later = next.toISOString().slice(0, 10);
    expect(await run(["--period", "monthly", "--as-of", later])).toBe(0);
    expect(out.at(-1)).toMatch(/: not queued yet: the history ends on \d{4}-\d\d-\d\d, before \d{4}-\d\d-\d\d\.\n$/);
    expect(await ctx.handle.db.select().from(outbox)).toEqual([]);
    for (const bad of [
      [],
      ["--period", "weekly"],
      ["--period", "monthly", "--as-of", "2026-02-30"],
      ["--as-of", day],
    ]) {
      expect(await run(bad)).toBe(2);
    }
    expect(await ctx.handle.db.select().from(outbox)).toEqual([]);
    // The default day is Greenwich's: 03:00 UTC on December 1 is still November 30 there.
    expect(brokerToday(new Date("2026-12-01T03:00:00Z"))).toBe("2026-11-30");
    expect(brokerToday(new Date("2026-12-01T06:00:00Z"))).toBe("2026-12-01");
  });

  it("one unsubscribed after the digest was queued gets nothing; a try cut short by a crash is sent after its lease, once", async () => {
    await subscriber("ann@example.com", "monthly");
    await subscriber("bob@example.com", "monthly");
    const period = periodJustEnded("monthly", await asOf());
    expect((await queueDigestEmail(ctx.handle.db, { period, startedBy: "test" })).queued).toBe(2);
    await ctx.handle.db
      .update(subscribers)
      .set({ status: "unsubscribed" })
      .where(eq(subscribers.emailKey, "bob@example.com"));
    // A worker claims Ann's row and dies while sending it.
    const now = new Date();
    const [claimed] = await claimDue(ctx.handle.db, ["digest_email"], { now, leaseMs: 1000, limit: 1 });
    await ctx.handle.db.update(outbox).set({ status: SENDING, attempts: 1 }).where(eq(outbox.id, claimed!.id));
    // While its lease holds only Bob's row is due: done without a message, since he left.
    expect((await deliver(now)).delivered).toBe(1);
    expect(ctx.smtp.received).toEqual([]);
    // After the lease Ann's row is tried again and delivered.
    expect((await deliver(new Date(now.getTime() + 2000))).delivered).toBe(1);
    expect(mailTo("ann@example.com")).toHaveLength(1);
    expect(mailTo("bob@example.com")).toEqual([]);
    // A run after the crash queues nothing twice.
    expect((await queueDigestEmail(ctx.handle.db, { period, startedBy: "test" })).queued).toBe(0);
    expect(
      await ctx.handle.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "digest_email"), eq(outbox.status, "delivered"))),
    ).toHaveLength(2);
  });

  it("the weekly report and the digests share the list's one rate", async () => {
    await subscriber("weekly@example.com", "weekly");
    await subscriber("monthly@example.com", "monthly");
    await queueReportEmail(ctx.handle.db, { week: 1, startedBy: "test" });
    await queueDigestEmail(ctx.handle.db, { period: periodJustEnded("monthly", await asOf()), startedBy: "test" });
    const rate = { report_email: 1, digest_email: 1 };
    const start = new Date();
    expect((await deliver(start, rate)).delivered).toBe(1);
    expect((await deliver(new Date(start.getTime() + 1000), rate)).delivered).toBe(0);
    expect((await deliver(new Date(Date.now() + 61_000), rate)).delivered).toBe(1);
    expect(ctx.smtp.received.map((mail) => mail.to).sort()).toEqual(["monthly@example.com", "weekly@example.com"]);
  });
});
