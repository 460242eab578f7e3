import { asc, eq } from "drizzle-orm";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditLog, newsletterIssues, outbox, subscribers } from "~db/schema";
import { queueReportEmail } from "../../app/server/queue-report.server";
import { signupAction } from "../../app/features/newsletter/signup-action.server";
import { seedWeeks } from "../../app/domain/weekly-data.server";
import { routerContext } from "../../app/server/app-context.server";
import type { FormServices } from "../../app/server/form-services.server";
import { newsletterSendCommand } from "../../app/server/commands/newsletter-send.server";
import { parseEnv } from "../../app/server/env.server";
import { reportMessage, reportMessageKey } from "../../app/features/newsletter/newsletter-mail.server";
import { deliverDue } from "../../app/server/outbox.server";
import * as confirmRoute from "../../app/routes/subscribe.confirm";
import * as unsubscribeRoute from "../../app/routes/unsubscribe";
import { databases, formPost, servicesFor } from "./databases";
import { databaseAndSmtp, GONE, linkIn, readable, subscriberDeliverers, TEST_FROM } from "./smtp";

const SITE_URL = "https://www.greenwich-report.test";
const FROM = TEST_FROM;
const quiet = { info() {}, warn() {}, error() {} };
const routeArgs = (request: Request, token: string, services: FormServices) =>
  ({ request, params: { token }, context: routerContext({ forms: services }) }) as never;

describe.each(databases)("the report by e-mail on $name", ({ open }) => {
  const ctx = databaseAndSmtp(open, 4241);

  const delivery = { newsletterWebhook: true, leadEmail: false, confirmSignups: true };
  const deliverers = () => subscriberDeliverers(ctx.handle.db, ctx.smtp.port, SITE_URL);
  const deliver = (now = new Date()) => deliverDue(ctx.handle.db, deliverers(), { now, logger: quiet, batchSize: 50 });
  const signupOf = (email: string) => ({ firstName: "Ann", lastName: "Lee", email, userType: "buyer", brokerage: "" });
  const signUp = async (email: string) =>
    (await signupAction(formPost("/subscribe", signupOf(email)), {
      forms: servicesFor(ctx.handle, delivery),
    })) as unknown as {
      data: { status: string; confirm?: boolean };
    };
  const statusOf = async (email: string) =>
    (await ctx.handle.db.select().from(subscribers).where(eq(subscribers.emailKey, email.toLowerCase())))[0]?.status;
  const kinds = async () => (await ctx.handle.db.select().from(outbox).orderBy(asc(outbox.id))).map((row) => row.kind);

  /** Signs an address up, delivers its confirmation e-mail and presses Confirm on the page its link opens. */
  async function confirmed(email: string) {
    await signUp(email);
    await deliver();
    const mail = ctx.smtp.received.findLast((message) => message.to === email)!;
    const token = linkIn(mail.raw, /\/subscribe\/confirm\/([\w-]{43})/);
    const services = servicesFor(ctx.handle, delivery);
    const post = new Request(`${SITE_URL}/subscribe/confirm/${token}`, { method: "POST" });
    await confirmRoute.action(routeArgs(post, token, services));
    return token;
  }

  it("sign up, receive the confirmation, open the link (nothing changes), press Confirm: confirmed, then the webhook", async () => {
    const answer = await signUp("Ann@Example.com");
    expect(answer.data).toEqual({ status: "subscribed", confirm: true });
    expect(await statusOf("ann@example.com")).toBe("pending");
    // The spec's webhook waits for the confirmation when e-mail is configured.
    expect(await kinds()).toEqual(["confirmation_email"]);

    expect((await deliver()).delivered).toBe(1);
    expect(ctx.smtp.received).toHaveLength(1);
    const mail = ctx.smtp.received[0]!;
    expect(mail.to).toBe("Ann@example.com");
    expect(mail.raw).toMatch(/^From: Alex Morgan <alex@greenwich-report\.test>/m);
    expect(mail.raw.replace(/\r\n[ \t]+/g, " ")).toMatch(
      /^Message-ID: <confirmation_email-[0-9a-f-]{36}@www\.greenwich-report\.test>/m,
    );
    const token = linkIn(mail.raw, new RegExp(`${SITE_URL.replace(/\./g, "\\.")}/subscribe/confirm/([\\w-]{43})`));

    const services = servicesFor(ctx.handle, delivery);
    const get = new Request(`${SITE_URL}/subscribe/confirm/${token}`);
    expect(await confirmRoute.loader(routeArgs(get, token, services))).toEqual({ state: "ready" });
    expect(await statusOf("ann@example.com")).toBe("pending");

    const post = new Request(`${SITE_URL}/subscribe/confirm/${token}`, { method: "POST" });
    expect(await confirmRoute.action(routeArgs(post, token, services))).toMatchObject({
      data: { state: "confirmed" },
      init: { status: 200 },
    });
    const [row] = await ctx.handle.db.select().from(subscribers);
    expect(row).toMatchObject({ status: "confirmed", confirmTokenHash: null });
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect(row!.unsubscribeToken).toMatch(/^[\w-]{43}$/);
    expect(await kinds()).toEqual(["confirmation_email", "newsletter_webhook"]);
    const webhook = (await ctx.handle.db.select().from(outbox).where(eq(outbox.kind, "newsletter_webhook")))[0]!;
    expect(webhook.payload).toMatchObject({ email: "Ann@Example.com", source: "newsletter_subscription" });

    // The link is single-use.
    const again = (await confirmRoute.action(routeArgs(post, token, services))) as { init: ResponseInit };
    expect(again.init.status).toBe(404);
  });

  it("a second sign-up of a confirmed address sends nothing new", async () => {
    await confirmed("ann@example.com");
    const before = ctx.smtp.received.length;
    const answer = await signUp("ANN@example.com");
    expect(answer.data).toEqual({ status: "subscribed", confirm: false });
    await deliver();
    expect(ctx.smtp.received).toHaveLength(before);
    expect(await statusOf("ann@example.com")).toBe("confirmed");
  });

  it("a pending address gets at most one confirmation an hour", async () => {
    const start = new Date();
    await signUp("bo@example.com");
    await signUp("bo@example.com");
    expect((await kinds()).filter((kind) => kind === "confirmation_email")).toHaveLength(1);
    const services = servicesFor(ctx.handle, delivery);
    const { recordSignup } = await import("../../app/features/newsletter/subscription.server");
    await recordSignup(
      services,
      { ...signupOf("bo@example.com"), userType: "buyer" },
      new Date(start.getTime() + 59 * 60_000),
    );
    expect((await kinds()).filter((kind) => kind === "confirmation_email")).toHaveLength(1);
    await recordSignup(
      services,
      { ...signupOf("bo@example.com"), userType: "buyer" },
      new Date(start.getTime() + 61 * 60_000),
    );
    expect((await kinds()).filter((kind) => kind === "confirmation_email")).toHaveLength(2);
  });

  it("sends week 1 to confirmed addresses only, with one-click unsubscribe headers; once per address", async () => {
    const token = await confirmed("ann@example.com");
    expect(token).toBeTruthy();
    await signUp("pending@example.com");
    await deliver();
    ctx.smtp.received.length = 0;

    expect(await queueReportEmail(ctx.handle.db, { week: 1, startedBy: "test" })).toEqual({
      week: 1,
      queued: 1,
      resumed: 0,
    });
    expect((await deliver()).delivered).toBe(1);
    expect(ctx.smtp.received.map((message) => message.to)).toEqual(["ann@example.com"]);
    const raw = ctx.smtp.received[0]!.raw;
    const unsubscribeToken = (
      await ctx.handle.db.select().from(subscribers).where(eq(subscribers.emailKey, "ann@example.com"))
    )[0]!.unsubscribeToken!;
    const headers = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
    expect(headers).toMatch(
      new RegExp(
        `^List-Unsubscribe: .*<${SITE_URL.replace(/\./g, "\\.")}/unsubscribe/${unsubscribeToken}>, ?<mailto:alex@greenwich-report\\.test\\?subject=unsubscribe>`,
        "m",
      ),
    );
    expect(headers.match(/^List-Unsubscribe:/gm)).toHaveLength(1);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(headers).toMatch(/^From: Alex Morgan <alex@greenwich-report\.test>$/m);
    // No header names the subscriber's id: the Message-ID is the row's random key on the site's domain.
    const [queuedRow] = await ctx.handle.db.select().from(outbox).where(eq(outbox.kind, "report_email"));
    const messageKey = String(queuedRow!.payload.messageKey);
    expect(messageKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers).toMatch(
      new RegExp(`^Message-ID: <${messageKey}@${new URL(SITE_URL).hostname.replace(/\./g, "\\.")}>$`, "m"),
    );
    expect(headers).not.toMatch(/X-Idempotency-Key|subscriber|\.invalid/i);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toMatch(/Content-Type: image\/png/);
    expect(readable(raw)).toContain(`${SITE_URL}/market-report?week=1`);
    expect(readable(raw)).toContain("Greenwich Avenue, Greenwich, CT 06830");
    expect(await ctx.handle.db.select().from(newsletterIssues)).toMatchObject([
      { week: 1, recipients: 1, startedBy: "test" },
    ]);
    expect((await ctx.handle.db.select().from(auditLog))[0]).toMatchObject({
      action: "newsletter.sent",
      subject: "week 1",
    });

    // Sending week 1 again sends nothing.
    expect(await queueReportEmail(ctx.handle.db, { week: 1, startedBy: "test" })).toEqual({
      week: 1,
      queued: 0,
      resumed: 0,
    });
    await deliver();
    expect(ctx.smtp.received).toHaveLength(1);

    // The mailbox provider's one-click POST: no cookie, no Origin, the RFC 8058 body.
    const oneClick = new Request(`${SITE_URL}/unsubscribe/${unsubscribeToken}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const answer = (await unsubscribeRoute.action(
      routeArgs(oneClick, unsubscribeToken, servicesFor(ctx.handle)),
    )) as Response;
    expect(answer.status).toBe(200);
    expect(await statusOf("ann@example.com")).toBe("unsubscribed");

    // Unsubscribed: week 2 skips the address.
    expect((await queueReportEmail(ctx.handle.db, { week: 2, startedBy: "test" })).queued).toBe(0);
  });

  it("skips an address unsubscribed after the week was queued", async () => {
    await confirmed("ann@example.com");
    ctx.smtp.received.length = 0;
    await queueReportEmail(ctx.handle.db, { week: 1, startedBy: "test" });
    await ctx.handle.db.update(subscribers).set({ status: "unsubscribed" });
    await deliver();
    expect(ctx.smtp.received).toHaveLength(0);
  });

  it("the browser opening the link asks first, then unsubscribes with Undo", async () => {
    await confirmed("ann@example.com");
    const token = (await ctx.handle.db.select().from(subscribers))[0]!.unsubscribeToken!;
    const services = servicesFor(ctx.handle);
    const url = `${SITE_URL}/unsubscribe/${token}`;
    expect(await unsubscribeRoute.loader(routeArgs(new Request(url), token, services))).toEqual({ state: "ask" });
    expect(await statusOf("ann@example.com")).toBe("confirmed");
    const press = (intent: string) =>
      unsubscribeRoute.action(routeArgs(formPost(`/unsubscribe/${token}`, { intent }), token, services));
    expect(await press("unsubscribe")).toEqual({ state: "unsubscribed" });
    expect(await statusOf("ann@example.com")).toBe("unsubscribed");
    expect(await press("undo")).toEqual({ state: "resubscribed" });
    expect(await statusOf("ann@example.com")).toBe("confirmed");
  });

  it("refuses hostile posts and unknown tokens with 4xx and changes nothing", async () => {
    await confirmed("ann@example.com");
    const token = (await ctx.handle.db.select().from(subscribers))[0]!.unsubscribeToken!;
    const services = servicesFor(ctx.handle);
    const bodies = ["", "intent=drop", "List-Unsubscribe=Two-Clicks", "intent=%00", "x".repeat(5000)];
    for (const body of bodies) {
      const request = new Request(`${SITE_URL}/unsubscribe/${token}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      const answer = (await unsubscribeRoute.action(routeArgs(request, token, services))) as { init: ResponseInit };
      expect(answer.init.status).toBe(400);
    }
    for (const bad of ["short", "../../etc/passwd", "a".repeat(43), `${token}x`, "' or 1=1 --"]) {
      const oneClick = new Request(`${SITE_URL}/unsubscribe/x`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(((await unsubscribeRoute.action(routeArgs(oneClick, bad, services))) as Response).status).toBe(404);
      const loaded = (await unsubscribeRoute.loader(routeArgs(new Request(SITE_URL), bad, services))) as {
        init: ResponseInit;
      };
      expect(loaded.init.status).toBe(404);
      const confirm = (await confirmRoute.action(
        routeArgs(new Request(SITE_URL, { method: "POST" }), bad, servicesFor(ctx.handle, delivery)),
      )) as { init: ResponseInit };
      expect(confirm.init.status).toBe(404);
    }
    expect(await statusOf("ann@example.com")).toBe("confirmed");
  });

  it("a permanent refusal marks the address bounced and the row dead, without retries", async () => {
    await ctx.handle.db.insert(subscribers).values({
      firstName: "G",
      lastName: "One",
      email: GONE,
      emailKey: GONE,
      status: "confirmed",
      unsubscribeToken: "t".repeat(43),
    });
    await queueReportEmail(ctx.handle.db, { week: 1, startedBy: "test" });
    expect(await deliver()).toEqual({ delivered: 0, retried: 0, dead: 1 });
    expect(await statusOf(GONE)).toBe("bounced");
    const [row] = await ctx.handle.db.select().from(outbox);
    expect(row).toMatchObject({ status: "dead", attempts: 1 });
    expect((await queueReportEmail(ctx.handle.db, { week: 2, startedBy: "test" })).queued).toBe(0);
  });

  it("sends no more than NEWSLETTER_RATE_PER_MINUTE in a minute", async () => {
    for (let index = 0; index < 5; index += 1) {
      const email = `r${index}@example.com`;
      await ctx.handle.db.insert(subscribers).values({
        firstName: "R",
        lastName: String(index),
        email,
        emailKey: email,
        status: "confirmed",
        unsubscribeToken: `${index}`.repeat(43),
      });
    }
    await queueReportEmail(ctx.handle.db, { week: 1, startedBy: "test" });
    const start = new Date();
    const options = { logger: quiet, batchSize: 50, rateLimits: { report_email: 2 } };
    expect((await deliverDue(ctx.handle.db, deliverers(), { ...options, now: start })).delivered).toBe(2);
    expect(
      (await deliverDue(ctx.handle.db, deliverers(), { ...options, now: new Date(start.getTime() + 1000) })).delivered,
    ).toBe(0);
    expect(
      (await deliverDue(ctx.handle.db, deliverers(), { ...options, now: new Date(Date.now() + 61_000) })).delivered,
    ).toBe(2);
  });

  it("npm run newsletter:send -- --week N: queues a published week, refuses bad usage", async () => {
    await confirmed("ann@example.com");
    const out: string[] = [];
    const io = { out: (text: string) => out.push(text), err: (text: string) => out.push(text) };
    const context = {
      db: ctx.handle.db,
      config: parseEnv({ SMTP_URL: "smtp://127.0.0.1:4241" }),
      io,
      wakeOutbox: () => {},
    };
    expect(await newsletterSendCommand(["--week", "1"], context)).toBe(0);
    expect(out.join("")).toContain("queued for 1 confirmed subscriber");
    expect(await newsletterSendCommand(["--week", "1"], context)).toBe(0);
    expect(out.join("")).toContain("nothing new to send");
    expect(await newsletterSendCommand(["--week", "x"], context)).toBe(2);
    expect(await newsletterSendCommand([], context)).toBe(2);
    expect(await newsletterSendCommand(["--week", "9999"], context)).toBe(1);
  });
});

describe("the report's message key", () => {
  it("is the row's random key, or for a row queued without one a hash of its key that names no subscriber", () => {
    const key = "0b5c6f2e-8d1a-4c7e-9f3b-2a6d8e4c1f70";
    expect(reportMessageKey({ week: 1, subscriberId: 7, messageKey: key }, "report_email:week:1:subscriber:7")).toBe(
      key,
    );
    const legacy = reportMessageKey({ week: 1, subscriberId: 7 }, "report_email:week:1:subscriber:7");
    expect(legacy).toMatch(/^[0-9a-f]{32}$/);
    expect(reportMessageKey({ week: 1, subscriberId: 7 }, "report_email:week:1:subscriber:7")).toBe(legacy);
    expect(reportMessageKey({ messageKey: "<bad>@x" }, "report_email:week:1:subscriber:7")).toBe(legacy);
  });
});

describe("the report's HTML part", () => {
  it("is valid HTML (Nu HTML Checker), has no script, and every link points to the site", async () => {
    const week = seedWeeks().find((seed) => seed.week === 1)!;
    const message = await reportMessage(
      { from: FROM, siteUrl: SITE_URL },
      week,
      { email: "ann@example.com", unsubscribeToken: "u".repeat(43), preferencesToken: "p".repeat(43) },
      "0b5c6f2e-8d1a-4c7e-9f3b-2a6d8e4c1f70",
    );
    const html = String(message.html);
    expect(html).not.toMatch(/<script/i);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs) expect(href.startsWith(`${SITE_URL}/`)).toBe(true);
    const sources = [...html.matchAll(/src="([^"]*)"/g)].map((match) => match[1]);
    expect(sources).toEqual(["cid:week-chart@greenwich-market-report"]);

    const dir = mkdtempSync(path.join(tmpdir(), "vnu-mail-"));
    try {
      const file = path.join(dir, "report.html");
      writeFileSync(file, html);
      let output = "";
      try {
        output = execFileSync(
          "java",
          ["-jar", path.resolve("node_modules/vnu-jar/build/dist/vnu.jar"), "--errors-only", "--format", "json", file],
          {
            encoding: "utf8",
            stdio: ["ignore", "pipe", "pipe"],
          },
        );
      } catch (error) {
        const failed = error as { stderr?: string; stdout?: string };
        output = failed.stderr || failed.stdout || "";
      }
      const report = JSON.parse(output.trim() || '{"messages":[]}') as {
        messages: { message: string; extract?: string }[];
      };
      expect(report.messages.map((entry) => `${entry.message} ${entry.extract ?? ""}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
