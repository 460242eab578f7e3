import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, leadNotes, leads, outbox, studioUsers, subscribers } from "~db/schema";
import { createSession } from "../../app/server/session.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { routerContext } from "../../app/server/app-context.server";
import type { StudioServices } from "../../app/server/studio-services.server";
import { runCommand } from "../../app/server/commands/registry.server";
import * as overviewRoute from "../../app/routes/studio._index";
import * as leadsRoute from "../../app/routes/studio.leads";
import * as leadRoute from "../../app/routes/studio.leads.$id";
import * as leadsCsvRoute from "../../app/routes/studio.leads.export-csv";
import * as subscribersRoute from "../../app/routes/studio.subscribers";
import * as subscribersCsvRoute from "../../app/routes/studio.subscribers.export-csv";
import * as deleteRoute from "../../app/routes/studio.subscribers.$id.delete";
import * as deliveriesRoute from "../../app/routes/studio.deliveries";
import { databases, emptyTables } from "./databases";

type Answer = { data: unknown; init: ResponseInit | null };

/** What a route function returned or threw: a Response (redirect, CSV), or data() with its status. */
async function settle(run: () => unknown): Promise<{ status: number; body: unknown; headers: Headers }> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    // ignoreBOM keeps the byte-order mark of a CSV in the text, to be asserted.
    const body = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await value.arrayBuffer());
    return { status: value.status, body, headers: value.headers };
  }
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const answer = value as Answer;
    return { status: answer.init?.status ?? 200, body: answer.data, headers: new Headers(answer.init?.headers) };
  }
  if (value instanceof Error) throw value;
  return { status: 200, body: value, headers: new Headers() };
}

describe.each(databases)("studio workspace on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let studio: StudioServices & { wakes: number };
  let cookie: string;
  let ownerId: number;

  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await emptyTables(handle);
    studio = {
      db: handle.db,
      siteUrl: "http://localhost",
      secureCookies: false,
      mailConfigured: false,
      wakes: 0,
      wakeOutbox: () => {
        studio.wakes += 1;
      },
    };
    const [owner] = await handle.db
      .insert(studioUsers)
      .values({ email: "Owner@Example.com", emailKey: "owner@example.com", name: "Olive", role: "owner" })
      .returning({ id: studioUsers.id });
    ownerId = owner!.id;
    cookie = (await createSession(studio, ownerId)).split(";")[0]!;
  });

  const get = (path: string, signedIn = true) =>
    new Request(`http://localhost${path}`, { headers: signedIn ? { Cookie: cookie } : {} });
  const post = (path: string, fields: Record<string, string>, signedIn = true) =>
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(signedIn ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields),
    });
  const args = (request: Request, params: Record<string, string> = {}) =>
    ({ request, url: new URL(request.url), params, context: routerContext({ studio }) }) as never;

  async function addLead(values: Partial<typeof leads.$inferInsert> = {}, at = new Date()) {
    const [row] = await handle.db
      .insert(leads)
      .values({
        name: "Bea Buyer",
        email: "bea@example.com",
        phone: "(203) 555-0101",
        userType: "buyer",
        message: "A colonial near the schools",
        createdAt: at,
        ...values,
      })
      .returning({ id: leads.id });
    return row!.id;
  }
  async function addSubscriber(email: string, status: "pending" | "confirmed" = "confirmed") {
    const [row] = await handle.db
      .insert(subscribers)
      .values({ firstName: "Sam", lastName: "Sub", email, emailKey: email.toLowerCase(), status })
      .returning({ id: subscribers.id });
    return row!.id;
  }
  const audits = () => handle.db.select().from(auditLog);

  it("lists leads newest first, searches name, e-mail, phone and message, and filters by status", async () => {
    const older = await addLead({ name: "Old Lead", email: "old@example.com" }, new Date("2026-01-01T10:00:00Z"));
    const newer = await addLead(
      { name: "New Lead", message: "Wants 100% financing_" },
      new Date("2026-02-01T10:00:00Z"),
    );
    await handle.db.insert(leadNotes).values({ leadId: older, status: "closed" });

    const all = (await settle(() => leadsRoute.loader(args(get("/studio/leads"))))).body as {
      rows: { id: number; status: string }[];
      total: number;
    };
    expect(all.rows.map((row) => row.id)).toEqual([newer, older]);
    expect(all.rows.map((row) => row.status)).toEqual(["new", "closed"]);

    const search = async (qs: string) =>
      (
        (await settle(() => leadsRoute.loader(args(get(`/studio/leads?${qs}`))))).body as { rows: { id: number }[] }
      ).rows.map((row) => row.id);
    expect(await search("q=OLD%40example")).toEqual([older]);
    expect(await search("q=555-0101")).toEqual([newer, older]);
    expect(await search("q=100%25")).toEqual([newer]);
    expect(await search("q=%25")).toEqual([newer]);
    expect(await search("q=_")).toEqual([newer]);
    expect(await search("status=new")).toEqual([newer]);
    expect(await search("status=closed")).toEqual([older]);
    expect(await search("status=bogus&page=-1&q=%00")).toEqual([newer, older]);
  });

  it("saves a lead's status and note, audits each change, and answers 400 to bad input without storing it", async () => {
    const id = await addLead();
    const path = `/studio/leads/${id}`;
    const saved = await settle(() =>
      leadRoute.action(args(post(path, { status: "replied", note: "Called back\r\nat 5" }), { id: String(id) })),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${path}?saved=1`);
    const [note] = await handle.db.select().from(leadNotes);
    expect(note).toMatchObject({ leadId: id, status: "replied", note: "Called back\nat 5" });
    const entries = await audits();
    expect(entries.map((entry) => entry.action).sort()).toEqual(["lead.note", "lead.status"]);
    expect(entries.find((entry) => entry.action === "lead.status")).toMatchObject({
      userId: ownerId,
      actor: "Owner@Example.com",
      subject: `lead ${id}`,
      details: { from: "new", to: "replied" },
    });
    expect(JSON.stringify(entries)).not.toContain("Called back");

    for (const fields of <Record<string, string>[]>[
      { status: "deleted", note: "" },
      { note: "no status" },
      { status: "closed", note: "x".repeat(5001) },
    ]) {
      const answer = await settle(() => leadRoute.action(args(post(path, fields), { id: String(id) })));
      expect(answer.status).toBe(400);
    }
    const garbage = new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: "{",
    });
    expect((await settle(() => leadRoute.action(args(garbage, { id: String(id) })))).status).toBe(400);
    expect((await settle(() => leadRoute.action(args(post("/x", { status: "closed" }), { id: "abc" })))).status).toBe(
      404,
    );
    expect(
      (await settle(() => leadRoute.action(args(post("/x", { status: "closed" }), { id: "99999999999" })))).status,
    ).toBe(404);
    expect(
      (await settle(() => leadRoute.action(args(post("/x", { status: "closed" }), { id: String(id + 1) })))).status,
    ).toBe(404);
    expect(await handle.db.select().from(leadNotes)).toMatchObject([{ status: "replied", note: "Called back\nat 5" }]);
    expect(await audits()).toHaveLength(2);
  });

  it("exports leads as CSV with status and note, neutralising formulas, and audits it", async () => {
    const id = await addLead({ name: '=HYPERLINK("x")' });
    await handle.db.insert(leadNotes).values({ leadId: id, status: "replied", note: "+1 call" });
    const answer = await settle(() => leadsCsvRoute.loader(args(get("/studio/leads/export.csv"))));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toContain("text/csv");
    const text = answer.body as string;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain("id,received_at,name,email,phone,user_type,request,status,note\r\n");
    // Times in the studio's clock, as on its pages (app/lib/studio-time.ts).
    expect(text).toMatch(/\r\n1,20\d\d-\d\d-\d\d \d\d:\d\d:\d\d E[SD]T,/);
    expect(text).toContain(`'=HYPERLINK(""x"")"`);
    expect(text).toContain("replied,'+1 call");
    expect(await audits()).toMatchObject([{ action: "leads.exported", userId: ownerId, details: { rows: 1 } }]);
  });

  it("lists and filters subscribers, exports them with their status, and audits the export", async () => {
    await addSubscriber("one@example.com", "pending");
    await addSubscriber("two@example.com", "confirmed");
    const list = (await settle(() => subscribersRoute.loader(args(get("/studio/subscribers?status=confirmed")))))
      .body as { rows: { email: string }[] };
    expect(list.rows.map((row) => row.email)).toEqual(["two@example.com"]);
    const csv = (await settle(() => subscribersCsvRoute.loader(args(get("/studio/subscribers/export.csv")))))
      .body as string;
    expect(csv).toContain(",status,villages,home_types,price_band,cadence\r\n");
    expect(csv).toContain("one@example.com,,,pending");
    expect(await audits()).toMatchObject([{ action: "subscribers.exported", details: { rows: 2 } }]);
  });

  it("shows what a deletion removes, deletes it after the confirmation, and audits the counts without the address", async () => {
    const id = await addSubscriber("Gone@Example.com");
    await addLead({ email: "gone@example.com" });
    await addLead({ email: "stays@example.com" });
    await handle.db.insert(outbox).values([
      { kind: "newsletter_webhook", payload: { email: "GONE@example.com" }, idempotencyKey: "a" },
      { kind: "confirmation_email", payload: { to: "gone@example.com" }, idempotencyKey: "b" },
      { kind: "lead_email", payload: { email: "stays@example.com" }, idempotencyKey: "c" },
    ]);
    const path = `/studio/subscribers/${id}/delete`;
    const preview = await settle(() => deleteRoute.loader(args(get(path), { id: String(id) })));
    expect(preview.body).toMatchObject({ counts: { leads: 1, subscribers: 1, deliveries: 2 } });

    expect((await settle(() => deleteRoute.action(args(post(path, {}), { id: String(id) })))).status).toBe(400);
    expect(
      (await settle(() => deleteRoute.action(args(post(path, { confirm: "yes" }), { id: String(id) })))).status,
    ).toBe(400);
    expect(await handle.db.select().from(subscribers)).toHaveLength(1);

    const done = await settle(() => deleteRoute.action(args(post(path, { confirm: "delete" }), { id: String(id) })));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/studio/subscribers?deleted=1&signups=1&leads=1&deliveries=2");
    expect(await handle.db.select().from(subscribers)).toHaveLength(0);
    expect((await handle.db.select().from(leads)).map((row) => row.email)).toEqual(["stays@example.com"]);
    expect((await handle.db.select().from(outbox)).map((row) => row.idempotencyKey)).toEqual(["c"]);
    const entries = await audits();
    expect(entries).toMatchObject([
      {
        action: "person-data.deleted",
        subject: `subscriber ${id}`,
        details: { leads: 1, subscribers: 1, deliveries: 2 },
      },
    ]);
    expect(JSON.stringify(entries).toLowerCase()).not.toContain("gone@");

    expect(
      (await settle(() => deleteRoute.action(args(post(path, { confirm: "delete" }), { id: String(id) })))).status,
    ).toBe(404);
    expect((await settle(() => deleteRoute.loader(args(get(path), { id: String(id) })))).status).toBe(404);
    expect((await settle(() => deleteRoute.loader(args(get("/x"), { id: "-1" })))).status).toBe(404);
  });

  it("lists deliveries not made with their recipient and error, retries one, and summarises each weekly send", async () => {
    const now = new Date();
    const rows = await handle.db
      .insert(outbox)
      .values([
        {
          kind: "lead_email",
          payload: { email: "lead@example.com" },
          idempotencyKey: "1",
          status: "dead",
          attempts: 12,
          lastError: "550 mailbox unavailable",
        },
        {
          kind: "newsletter_webhook",
          payload: {},
          idempotencyKey: "2",
          attempts: 2,
          lastError: "503",
          nextAttemptAt: new Date(now.getTime() + 60_000),
        },
        { kind: "report_email", payload: { to: "r@example.com", week: 7 }, idempotencyKey: "3", status: "delivered" },
        {
          kind: "report_email",
          payload: { to: "q@example.com", week: 7, interruptedTries: 1 },
          idempotencyKey: "3b",
          status: "delivered",
        },
        {
          kind: "report_email",
          payload: { to: "u@example.com", week: 8 },
          idempotencyKey: "6",
          status: "sending",
          attempts: 1,
          claimedUntil: new Date(now.getTime() - 1000),
        },
        { kind: "report_email", payload: { to: "s@example.com", week: 7 }, idempotencyKey: "4" },
        {
          kind: "report_email",
          payload: { to: "t@example.com", week: 8 },
          idempotencyKey: "5",
          claimedUntil: new Date(now.getTime() + 60_000),
        },
        // Cancelled when week 8 was unpublished: neither pending nor listed as not delivered.
        { kind: "report_email", payload: { to: "v@example.com", week: 8 }, idempotencyKey: "7", status: "cancelled" },
      ])
      .returning({ id: outbox.id });
    const [dead, retrying, , , sending, , held] = rows.map((row) => row.id);

    const page = (await settle(() => deliveriesRoute.loader(args(get("/studio/deliveries"))))).body as {
      rows: { id: number; state: string; recipient: string; lastError: string | null; inFlight: boolean }[];
      total: number;
      sends: unknown;
    };
    expect(page.total).toBe(5);
    expect(page.rows[0]).toMatchObject({
      id: dead,
      state: "failed",
      recipient: "lead@example.com",
      lastError: "550 mailbox unavailable",
    });
    expect(page.rows.find((row) => row.id === retrying)).toMatchObject({ state: "retrying", recipient: "" });
    expect(page.rows.find((row) => row.id === held)).toMatchObject({ state: "waiting", inFlight: true });
    // A try cut short by a crash: the worker takes it up again after its lease, not "Retry now".
    expect(page.rows.find((row) => row.id === sending)).toMatchObject({ state: "retrying", inFlight: true });
    expect(page.sends).toEqual([
      { week: "8", delivered: 0, pending: 2, cancelled: 1, failed: 0, possiblyTwice: 0 },
      { week: "7", delivered: 2, pending: 1, cancelled: 0, failed: 0, possiblyTwice: 1 },
    ]);
    const failedOnly = (await settle(() => deliveriesRoute.loader(args(get("/studio/deliveries?status=failed")))))
      .body as { rows: unknown[] };
    expect(failedOnly.rows).toHaveLength(1);

    const retried = await settle(() => deliveriesRoute.action(args(post("/studio/deliveries", { id: String(dead) }))));
    expect(retried).toMatchObject({ status: 200, body: { ok: true } });
    expect(studio.wakes).toBe(1);
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.id, dead!));
    expect(row).toMatchObject({ status: "pending", attempts: 12, claimedUntil: null });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await audits()).toMatchObject([
      { action: "delivery.retried", subject: `delivery ${dead}`, details: { kind: "lead_email", attempts: 12 } },
    ]);

    for (const id of [held, sending]) {
      expect(
        (await settle(() => deliveriesRoute.action(args(post("/studio/deliveries", { id: String(id) }))))).status,
      ).toBe(409);
    }
    for (const id of ["", "abc", "-3", "1.5", "99999999999"]) {
      expect((await settle(() => deliveriesRoute.action(args(post("/studio/deliveries", { id }))))).status).toBe(400);
    }
    expect(
      (await settle(() => deliveriesRoute.action(args(post("/studio/deliveries", { id: "424242" }))))).status,
    ).toBe(404);
    expect(studio.wakes).toBe(1);
    expect(await audits()).toHaveLength(1);
  });

  it("counts new leads, subscribers by status and deliveries for the overview", async () => {
    await addLead();
    await addSubscriber("a@example.com", "pending");
    await handle.db
      .insert(outbox)
      .values({ kind: "lead_email", payload: {}, idempotencyKey: "x", status: "dead", attempts: 12 });
    const overview = (await settle(() => overviewRoute.loader(args(get("/studio"))))).body;
    expect(overview).toMatchObject({
      newLeads: 1,
      subscribers: { pending: 1, confirmed: 0, unsubscribed: 0, bounced: 0 },
      deliveries: { waiting: 0, retrying: 0, failed: 1 },
    });
  });

  it("without a session, every page redirects to sign-in and every action answers 401 and changes nothing", async () => {
    const id = await addLead();
    const subscriberId = await addSubscriber("keep@example.com");
    const [delivery] = await handle.db
      .insert(outbox)
      .values({ kind: "lead_email", payload: {}, idempotencyKey: "k", status: "dead" })
      .returning({ id: outbox.id });
    const pages: [string, (a: never) => unknown, Record<string, string>][] = [
      ["/studio", overviewRoute.loader, {}],
      ["/studio/leads?q=x", leadsRoute.loader, {}],
      [`/studio/leads/${id}`, leadRoute.loader, { id: String(id) }],
      ["/studio/leads/export.csv", leadsCsvRoute.loader, {}],
      ["/studio/subscribers", subscribersRoute.loader, {}],
      ["/studio/subscribers/export.csv", subscribersCsvRoute.loader, {}],
      [`/studio/subscribers/${subscriberId}/delete`, deleteRoute.loader, { id: String(subscriberId) }],
      ["/studio/deliveries", deliveriesRoute.loader, {}],
    ];
    for (const [path, loader, params] of pages) {
      const answer = await settle(() => loader(args(get(path, false), params)));
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("Location"), path).toBe(`/studio/sign-in?next=${encodeURIComponent(path)}`);
    }
    const actions: [string, (a: never) => unknown, Record<string, string>, Record<string, string>][] = [
      [`/studio/leads/${id}`, leadRoute.action, { status: "closed", note: "x" }, { id: String(id) }],
      [
        `/studio/subscribers/${subscriberId}/delete`,
        deleteRoute.action,
        { confirm: "delete" },
        { id: String(subscriberId) },
      ],
      ["/studio/deliveries", deliveriesRoute.action, { id: String(delivery!.id) }, {}],
    ];
    for (const [path, action, fields, params] of actions) {
      const answer = await settle(() => action(args(post(path, fields, false), params)));
      expect(answer.status, path).toBe(401);
      expect(JSON.stringify(answer.body)).not.toContain("example.com");
    }
    expect(await handle.db.select().from(leadNotes)).toHaveLength(0);
    expect(await handle.db.select().from(subscribers)).toHaveLength(1);
    expect((await handle.db.select().from(outbox))[0]!.status).toBe("dead");
    expect(await audits()).toHaveLength(0);
  });

  it("the command-line export and forget work on the same data and are audited without the address", async () => {
    await addLead({ email: "cli@example.com" });
    await addSubscriber("cli@example.com");
    const out: string[] = [];
    const io = { out: (text: string) => out.push(text), err: (text: string) => out.push(text) };
    const context = { db: handle.db, config: {} as never, io, wakeOutbox: () => {} };
    expect(await runCommand("export", ["leads"], context)).toBe(0);
    expect(out.join("")).toContain("cli@example.com");
    expect(await runCommand("forget", ["CLI@example.com"], context)).toBe(0);
    expect(out.at(-1)).toContain("1 contact request(s), 1 sign-up(s)");
    expect(await handle.db.select().from(leads)).toHaveLength(0);
    const entries = await audits();
    expect(entries.map((entry) => entry.action)).toEqual(["leads.exported", "person-data.deleted"]);
    expect(entries.every((entry) => entry.actor === "command line")).toBe(true);
    expect(JSON.stringify(entries)).not.toContain("cli@");
  });
});
