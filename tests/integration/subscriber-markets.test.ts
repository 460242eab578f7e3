import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { preferenceLinks, subscribers } from "~db/schema";
import { signupAction } from "../../app/features/newsletter/signup-action.server";
import { queueReportEmail } from "../../app/server/queue-report.server";
import { marketHistory } from "../../app/server/history-source.server";
import { MarketLeads } from "../../app/features/newsletter/market-lead";
import { deliverDue } from "../../app/server/outbox.server";
import { routerContext } from "../../app/server/app-context.server";
import * as confirmRoute from "../../app/routes/subscribe.confirm";
import * as preferencesRoute from "../../app/routes/preferences";
import { databases, servicesFor } from "./databases";
import { databaseAndSmtp, linkIn, readable, subscriberDeliverers } from "./smtp";

const SITE_URL = "https://www.greenwich-report.test";
const quiet = { info() {}, warn() {}, error() {} };

/** A sign-up post with repeated fields, as a browser sends ticked checkboxes. */
function signupPost(email: string, choice: [string, string][] = []) {
  const body = new URLSearchParams([
    ["firstName", "Ann"],
    ["lastName", "Lee"],
    ["email", email],
    ["userType", "buyer"],
    ["brokerage", ""],
    ...choice,
  ]);
  return new Request("http://localhost/subscribe", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

type Answer = {
  data: Record<string, unknown> & { view?: unknown; errors?: unknown };
  init: { status?: number } | null;
};

describe.each(databases)("a subscriber's market on $name", ({ open }) => {
  const ctx = databaseAndSmtp(open, 0);

  const delivery = { newsletterWebhook: false, leadEmail: false, confirmSignups: true };
  const signUp = async (email: string, choice: [string, string][] = []) =>
    (await signupAction(signupPost(email, choice), { forms: servicesFor(ctx.handle, delivery) })) as unknown as Answer;
  const rowOf = async (email: string) =>
    (await ctx.handle.db.select().from(subscribers).where(eq(subscribers.emailKey, email)))[0];

  it("stores the villages, types, band and cadence ticked with a sign-up; nothing ticked is the whole town every week", async () => {
    await signUp("ann@example.com", [
      ["village", "06878"],
      ["village", "06870"],
      ["homeType", "single-family"],
      ["band", "under-2m"],
      ["cadence", "monthly"],
    ]);
    expect(await rowOf("ann@example.com")).toMatchObject({
      villages: ["06870", "06878"],
      homeTypes: ["single-family"],
      priceBand: "under-2m",
      cadence: "monthly",
    });
    await signUp("bob@example.com");
    expect(await rowOf("bob@example.com")).toMatchObject({
      villages: [],
      homeTypes: [],
      priceBand: "all",
      cadence: "weekly",
    });
  });

  it("refuses an unknown village or band with 400, the field named, and stores nothing", async () => {
    const answer = await signUp("ann@example.com", [
      ["village", "06878"],
      ["village", "90210"],
      ["band", "cheap"],
    ]);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      status: "invalid",
      choiceErrors: {
        villages: expect.stringMatching(/not a Greenwich village/),
        band: expect.stringMatching(/price band/),
      },
      // What was ticked and known comes back to the form.
      choice: { villages: ["06878"] },
    });
    expect(await ctx.handle.db.select().from(subscribers)).toEqual([]);
  });

  it("a confirmed subscriber's sign-up again changes no choice: only the preferences link does", async () => {
    await signUp("ann@example.com", [["village", "06878"]]);
    await ctx.handle.db.update(subscribers).set({ status: "confirmed" });
    await signUp("ann@example.com", [
      ["village", "06831"],
      ["cadence", "quarterly"],
    ]);
    expect(await rowOf("ann@example.com")).toMatchObject({ villages: ["06878"], cadence: "weekly" });
  });

  it("queues the weekly report for confirmed subscribers who chose every week, not the monthly or quarterly ones", async () => {
    for (const [email, cadence] of [
      ["weekly@example.com", "weekly"],
      ["monthly@example.com", "monthly"],
      ["quarterly@example.com", "quarterly"],
    ] as const) {
      await signUp(email, [["cadence", cadence]]);
    }
    await ctx.handle.db.update(subscribers).set({ status: "confirmed" });
    expect((await queueReportEmail(ctx.handle.db, { week: 1, startedBy: "test" })).queued).toBe(1);
  });

  const deliver = (now = new Date(), leads?: MarketLeads) =>
    deliverDue(
      ctx.handle.db,
      subscriberDeliverers(ctx.handle.db, ctx.smtp.port, SITE_URL, {
        historyOf: () => marketHistory({ forms: { db: ctx.handle.db } }),
        leads,
      }),
      { now, logger: quiet, batchSize: 50 },
    );
  const routeArgs = (request: Request, token: string) =>
    ({ request, params: { token }, context: routerContext({ forms: servicesFor(ctx.handle, delivery) }) }) as never;

  /** Signs up with a market, confirms through the e-mail's link, receives week 1: the preferences token of that e-mail. */
  async function preferencesLinkOf(email: string, choice: [string, string][]) {
    await signUp(email, choice);
    await deliver();
    const confirmToken = linkIn(
      ctx.smtp.received.findLast((mail) => mail.to === email)!.raw,
      /\/subscribe\/confirm\/([\w-]{43})/,
    );
    await confirmRoute.action(
      routeArgs(new Request(`${SITE_URL}/subscribe/confirm/${confirmToken}`, { method: "POST" }), confirmToken),
    );
    await queueReportEmail(ctx.handle.db, { week: 1, startedBy: "test" });
    await deliver();
    const report = ctx.smtp.received.findLast((mail) => mail.to === email)!;
    return linkIn(report.raw, new RegExp(`${SITE_URL.replace(/\./g, "\\.")}/preferences/([\\w-]{43})`));
  }
  const page = (token: string) =>
    preferencesRoute.loader(
      routeArgs(new Request(`${SITE_URL}/preferences/${token}`), token),
    ) as unknown as Promise<Answer>;
  const press = (token: string, fields: [string, string][]) =>
    preferencesRoute.action(
      routeArgs(
        new Request(`${SITE_URL}/preferences/${token}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        }),
        token,
      ),
    ) as unknown as Promise<Answer>;

  it("every report carries its own preferences link; opening it changes nothing, saving changes the market", async () => {
    const token = await preferencesLinkOf("ann@example.com", [["village", "06878"]]);
    expect(readable(ctx.smtp.received.at(-1)!.raw)).toContain(
      "Choose your villages, home types, price band or how often",
    );
    const opened = await page(token);
    expect(opened.init?.status).toBe(200);
    expect(opened.data).toMatchObject({
      view: {
        state: "ok",
        email: "ann@example.com",
        subscribed: true,
        choice: { villages: ["06878"], cadence: "weekly" },
      },
    });
    const saved = await press(token, [
      ["intent", "save"],
      ["village", "06807"],
      ["homeType", "condo"],
      ["band", "2m-4m"],
      ["cadence", "quarterly"],
    ]);
    expect(saved.data).toMatchObject({ done: "saved" });
    expect(await rowOf("ann@example.com")).toMatchObject({
      villages: ["06807"],
      homeTypes: ["condo"],
      priceBand: "2m-4m",
      cadence: "quarterly",
      status: "confirmed",
    });
  });

  it("a tampered, unknown or expired link answers a clear page, 404 or 410, and changes nothing", async () => {
    const token = await preferencesLinkOf("ann@example.com", [["village", "06878"]]);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [tampered, "not-a-token"]) {
      expect((await page(bad)).init?.status).toBe(404);
      const answer = await press(bad, [
        ["intent", "save"],
        ["village", "06831"],
      ]);
      expect(answer.init?.status).toBe(404);
      expect(answer.data.view).toEqual({ state: "unknown" });
      expect((await press(bad, [["intent", "leave"]])).init?.status).toBe(404);
    }
    await ctx.handle.db.update(preferenceLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await page(token)).toMatchObject({ data: { view: { state: "expired" } }, init: { status: 410 } });
    expect(
      (
        await press(token, [
          ["intent", "save"],
          ["village", "06831"],
        ])
      ).init?.status,
    ).toBe(410);
    expect((await press(token, [["intent", "leave"]])).init?.status).toBe(410);
    expect(await rowOf("ann@example.com")).toMatchObject({ villages: ["06878"], status: "confirmed" });
  });

  it("refuses an unknown village through the page with 400, the field named, and stores nothing", async () => {
    const token = await preferencesLinkOf("ann@example.com", [["village", "06878"]]);
    const answer = await press(token, [
      ["intent", "save"],
      ["village", "06831"],
      ["village", "00000"],
    ]);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.errors).toEqual({ villages: expect.stringMatching(/not a Greenwich village/) });
    expect(await rowOf("ann@example.com")).toMatchObject({ villages: ["06878"] });
  });

  it("leaving through the page unsubscribes: no cadence sends anything more", async () => {
    const token = await preferencesLinkOf("ann@example.com", []);
    expect((await press(token, [["intent", "leave"]])).data).toMatchObject({
      done: "left",
      view: { subscribed: false },
    });
    expect(await rowOf("ann@example.com")).toMatchObject({ status: "unsubscribed" });
    expect((await queueReportEmail(ctx.handle.db, { week: 2, startedBy: "test" })).queued).toBe(0);
    // Moving to every week does not subscribe the address again.
    await press(token, [
      ["intent", "save"],
      ["cadence", "weekly"],
    ]);
    expect((await queueReportEmail(ctx.handle.db, { week: 3, startedBy: "test" })).queued).toBe(0);
  });

  it("each e-mail leads with its subscriber's market, computed once per distinct market; the subject names it", async () => {
    const riverside: [string, string][] = [
      ["village", "06878"],
      ["band", "under-2m"],
    ];
    const markets: [string, [string, string][]][] = [
      ["ann@example.com", riverside],
      ["bob@example.com", riverside],
      ["cy@example.com", [["village", "06807"]]],
      ["town@example.com", []],
    ];
    for (const [email, choice] of markets) await signUp(email, choice);
    await deliver(); // the confirmation e-mails
    await ctx.handle.db
      .update(subscribers)
      .set({ status: "confirmed", unsubscribeToken: sql`md5(email) || 'abcdefghijk'` });
    await queueReportEmail(ctx.handle.db, { week: 1, startedBy: "test" });
    const leads = new MarketLeads();
    expect((await deliver(new Date(), leads)).delivered).toBe(4);
    // Three distinct markets among four subscribers (the whole town's lead is none).
    expect(leads.computed).toBe(3);
    // Headers unfolded: a long subject is folded onto several lines.
    const mail = (to: string) =>
      readable(ctx.smtp.received.findLast((message) => message.to === to)!.raw).replace(/\r\n[ \t]+/g, " ");
    const ann = mail("ann@example.com");
    expect(ann).toMatch(/^Subject: Riverside, under \$2M: /m);
    const text = ann.slice(ann.indexOf("Content-Type: text/plain"));
    expect(text.indexOf("Your market: ")).toBeGreaterThan(-1);
    expect(text.indexOf("Your market: ")).toBeLessThan(text.indexOf("The town's week"));
    expect(text).toContain(`${SITE_URL}/market-trends?measure=median-price&period=1y&type=all&zip=06878&band=under-2m`);
    expect(mail("cy@example.com")).toMatch(/^Subject: Cos Cob: /m);
    expect(mail("town@example.com")).not.toContain("Your market");
  });
});
