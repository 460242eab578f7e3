import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox, subscribers } from "~db/schema";
import { periodJustEnded } from "../../app/domain/digest-periods";
import { studioToday } from "../../app/lib/studio-time";
import { createMailer } from "../../app/server/mail.server";
import { marketHistory } from "../../app/server/history-source.server";
import { publishedWeeks } from "../../app/server/week-store.server";
import { leadLineText, marketLead } from "../../app/features/newsletter/market-lead";
import * as marketsRoute from "../../app/routes/studio.subscribers.markets";
import * as marketRoute from "../../app/routes/studio.subscribers.$id.market";
import * as subscribersRoute from "../../app/routes/studio.subscribers";
import * as subscribersCsvRoute from "../../app/routes/studio.subscribers.export-csv";
import * as deliveriesRoute from "../../app/routes/studio.deliveries";
import { databases } from "./databases";
import { answered, call, signedInStudio, thrown } from "./route-calls";
import { readable, startSmtp, TEST_FROM } from "./smtp";

// The subscribers' markets in the studio (decision 151), through the routes' own loaders and
// actions: the counts, the list and CSV, the preview as any market with its test send, an owner's
// audited change of a subscriber's market, and the digests' progress on Deliveries.

type Preview = {
  counts: { total: number; villages: { label: string; count: number }[]; cadences: { label: string; count: number }[] };
  errors: Record<string, string>;
  preview: {
    about: string;
    market: string;
    email: { subject: string; html: string; text: string } | null;
  } | null;
};

describe.each(databases)("subscribers' markets in the studio ($name)", ({ open }) => {
  const session = signedInStudio(open);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp(0);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp?.server.close(() => resolve()));
  });

  async function addSubscriber(
    email: string,
    market: { villages?: string[]; homeTypes?: string[]; priceBand?: string; cadence?: string } = {},
    status: "pending" | "confirmed" = "confirmed",
  ) {
    const [row] = await session.handle.db
      .insert(subscribers)
      .values({ firstName: "Sam", lastName: "Sub", email, emailKey: email, status, ...market })
      .returning({ id: subscribers.id });
    return row!.id;
  }
  const loadPreview = async (query: string, cookie = session.editorCookie) =>
    answered(await session.load(marketsRoute.loader, `/studio/subscribers/markets?${query}`, cookie)) as {
      status: number;
      data: Preview;
    };
  const form = (fields: [string, string][]) => {
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    return body;
  };
  const saveMarket = (id: number, fields: [string, string][], cookie?: string) =>
    call(marketRoute.action, {
      request: new Request(`http://localhost/studio/subscribers/${id}/market`, {
        method: "POST",
        headers: { Origin: "http://localhost", ...(cookie ? { Cookie: cookie } : {}) },
        body: form(fields),
      }),
      context: session.context(),
      params: { id: String(id) },
    });
  const audits = (action: string) => session.handle.db.select().from(auditLog).where(eq(auditLog.action, action));

  it("refuses every new page and action without a session, and the market form to an editor; stores nothing", async () => {
    const id = await addSubscriber("keep@example.com", { villages: ["06878"] });
    const signedOut = await thrown(session.load(marketsRoute.loader, "/studio/subscribers/markets"));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/studio\/sign-in/);
    const test = form([["intent", "send-test"]]);
    expect((await thrown(session.submit(marketsRoute.action, "/studio/subscribers/markets", test))).status).toBe(401);
    const page = await thrown(
      session.load(marketRoute.loader, `/studio/subscribers/${id}/market`, undefined, { id: String(id) }),
    );
    expect(page.status).toBe(302);
    const editorPage = await thrown(
      session.load(marketRoute.loader, `/studio/subscribers/${id}/market`, session.editorCookie, { id: String(id) }),
    );
    expect(editorPage.status).toBe(403);
    const change: [string, string][] = [["village", "06807"]];
    expect((await thrown(saveMarket(id, change))).status).toBe(401);
    expect((await thrown(saveMarket(id, change, session.editorCookie))).status).toBe(403);
    const [row] = await session.handle.db.select().from(subscribers);
    expect(row!.villages).toEqual(["06878"]);
    expect(await audits("subscriber.market")).toEqual([]);
  });

  it("counts confirmed subscribers per village (two villages count in both) and per cadence", async () => {
    await addSubscriber("a@example.com", { villages: ["06878", "06807"], cadence: "weekly" });
    await addSubscriber("b@example.com", { villages: ["06878"], cadence: "monthly" });
    await addSubscriber("c@example.com", { cadence: "quarterly" });
    await addSubscriber("pending@example.com", { villages: ["06878"] }, "pending");
    const { status, data } = await loadPreview("");
    expect(status).toBe(200);
    expect(data.counts.total).toBe(3);
    const count = (rows: { label: string; count: number }[], label: string) =>
      rows.find((row) => row.label === label)?.count;
    expect(count(data.counts.villages, "Riverside")).toBe(2);
    expect(count(data.counts.villages, "Cos Cob")).toBe(1);
    expect(count(data.counts.villages, "Whole town")).toBe(1);
    expect(data.counts.cadences.map((row) => row.count)).toEqual([1, 1, 1]);
  });

  it("shows each subscriber's market in words in the list and in four columns of the CSV", async () => {
    await addSubscriber("a@example.com", {
      villages: ["06878", "06807"],
      homeTypes: ["condo"],
      priceBand: "under-2m",
      cadence: "monthly",
    });
    await addSubscriber("b@example.com");
    const list = (await session.load(subscribersRoute.loader, "/studio/subscribers", session.editorCookie)) as {
      rows: { email: string; market: Record<string, string> }[];
      canChangeMarkets: boolean;
    };
    expect(list.canChangeMarkets).toBe(false);
    expect(list.rows.find((row) => row.email === "a@example.com")!.market).toEqual({
      villages: "Cos Cob, Riverside",
      types: "Condo",
      band: "Under $2M",
      cadence: "A monthly digest",
    });
    const owners = (await session.load(subscribersRoute.loader, "/studio/subscribers", session.ownerCookie)) as {
      canChangeMarkets: boolean;
    };
    expect(owners.canChangeMarkets).toBe(true);
    const csv = await (
      (await session.load(
        subscribersCsvRoute.loader,
        "/studio/subscribers/export.csv",
        session.ownerCookie,
      )) as Response
    ).text();
    expect(csv).toContain(",status,villages,home_types,price_band,cadence\r\n");
    expect(csv).toContain(',confirmed,"Cos Cob, Riverside",Condo,Under $2M,A monthly digest\r\n');
    expect(csv).toContain(",confirmed,Whole town,Every type,Any price,Every week\r\n");
  });

  it("previews the newest week's e-mail as a village: the same lead a subscriber of it gets, before the town's week", async () => {
    const { status, data } = await loadPreview("village=06878&band=all&cadence=weekly");
    expect(status).toBe(200);
    const email = data.preview!.email!;
    expect(email.subject).toMatch(/^Riverside: /);
    const weeks = await publishedWeeks(session.handle.db);
    const newest = weeks.reduce((a, b) => (a.week > b.week ? a : b));
    const lead = marketLead(
      await marketHistory({ forms: { db: session.handle.db } }),
      { villages: ["06878"], types: [], band: "all" },
      newest.endDate,
      "http://localhost",
    )!;
    expect(email.text).toContain(lead.heading);
    for (const line of lead.lines) expect(email.text).toContain(leadLineText(line));
    if (lead.fallback) expect(email.text).toContain(lead.fallback);
    expect(email.text.indexOf(lead.heading)).toBeLessThan(email.text.indexOf("The town's week"));
    expect(email.html).toContain("Your market: Riverside");
    // The whole town has no lead.
    const town = await loadPreview("");
    expect(town.data.preview!.email!.text).not.toContain("Your market");
  });

  it("previews the digest of the month and the quarter just ended", async () => {
    for (const cadence of ["monthly", "quarterly"] as const) {
      const { status, data } = await loadPreview(`village=06807&cadence=${cadence}`);
      expect(status).toBe(200);
      const period = periodJustEnded(cadence, studioToday());
      expect(data.preview!.about).toContain(period.label);
      expect(data.preview!.email!.subject).toMatch(new RegExp(`^Cos Cob: .*${period.label}$`));
    }
  });

  it("refuses a village or band it does not offer with the field named (400), and previews nothing", async () => {
    const { status, data } = await loadPreview("village=99999&band=cheap");
    expect(status).toBe(400);
    expect(Object.keys(data.errors).sort()).toEqual(["band", "villages"]);
    expect(data.preview).toBeNull();
  });

  it("sends a test of the market's e-mail to the signed-in person only, audited; 409 without mail", async () => {
    await addSubscriber("subscriber@example.com", { villages: ["06878"] });
    const body = () =>
      form([
        ["intent", "send-test"],
        ["village", "06878"],
        ["band", "all"],
        ["cadence", "weekly"],
      ]);
    const noMail = answered(
      await session.submit(marketsRoute.action, "/studio/subscribers/markets", body(), session.editorCookie),
    );
    expect(noMail.status).toBe(409);
    session.studio.mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: TEST_FROM,
      siteUrl: "http://localhost",
    });
    smtp.received.length = 0;
    const sent = await thrown(
      session.submit(marketsRoute.action, "/studio/subscribers/markets", body(), session.editorCookie),
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toContain("tested=1");
    expect(smtp.received.map((message) => message.to)).toEqual(["editor@example.com"]);
    const mail = readable(smtp.received[0]!.raw).replace(/\r\n[ \t]+/g, " ");
    expect(mail).toMatch(/^Subject: \[Test\] Riverside: /m);
    expect(mail).toContain("Your market: Riverside");
    expect(mail).not.toMatch(/^List-Unsubscribe:/m);
    expect(await audits("newsletter.test-sent")).toMatchObject([{ actor: "editor@example.com" }]);
    const unknown = answered(
      await session.submit(
        marketsRoute.action,
        "/studio/subscribers/markets",
        form([["intent", "x"]]),
        session.editorCookie,
      ),
    );
    expect(unknown.status).toBe(400);
  });

  it("lets an owner change a subscriber's market: a bad village or band is refused by name and stores nothing; a change is audited before and after", async () => {
    const id = await addSubscriber("ann@example.com", { villages: ["06878"], priceBand: "under-2m" });
    const refused = answered(
      await saveMarket(
        id,
        [
          ["village", "06878"],
          ["village", "12345"],
          ["band", "1m-2m"],
        ],
        session.ownerCookie,
      ),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.data.errors as object).sort()).toEqual(["band", "villages"]);
    const [unchanged] = await session.handle.db.select().from(subscribers);
    expect(unchanged).toMatchObject({ villages: ["06878"], priceBand: "under-2m", cadence: "weekly" });
    expect(await audits("subscriber.market")).toEqual([]);

    const saved = await thrown(
      saveMarket(
        id,
        [
          ["village", "06807"],
          ["homeType", "condo"],
          ["band", "2m-4m"],
          ["cadence", "quarterly"],
        ],
        session.ownerCookie,
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/studio/subscribers/${id}/market?saved=1`);
    const [row] = await session.handle.db.select().from(subscribers);
    expect(row).toMatchObject({ villages: ["06807"], homeTypes: ["condo"], priceBand: "2m-4m", cadence: "quarterly" });
    const [entry, ...more] = await audits("subscriber.market");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor: "owner@example.com",
      subject: `subscriber ${id}`,
      details: {
        before: { villages: ["06878"], homeTypes: [], priceBand: "under-2m", cadence: "weekly" },
        after: { villages: ["06807"], homeTypes: ["condo"], priceBand: "2m-4m", cadence: "quarterly" },
      },
    });
    expect(JSON.stringify(entry!.details)).not.toContain("ann@example.com");
    const view = (await session.load(
      marketRoute.loader,
      `/studio/subscribers/${id}/market?saved=1`,
      session.ownerCookie,
      {
        id: String(id),
      },
    )) as { saved: boolean; choice: { cadence: string } };
    expect(view).toMatchObject({ saved: true, choice: { cadence: "quarterly" } });
    expect((await thrown(saveMarket(id + 100, [["village", "06807"]], session.ownerCookie))).status).toBe(404);
  });

  it("shows on Deliveries each digest period's queued, sent and failed e-mails", async () => {
    const digest = (
      period: string,
      key: string,
      status: "pending" | "sending" | "delivered" | "dead",
      cadence = "monthly",
    ) => ({
      kind: "digest_email" as const,
      payload: { cadence, period, subscriberId: 1 },
      idempotencyKey: key,
      status,
    });
    await session.handle.db
      .insert(outbox)
      .values([
        digest("2026-10", "1", "delivered"),
        digest("2026-10", "2", "delivered"),
        digest("2026-10", "3", "dead"),
        digest("2026-10", "4", "pending"),
        digest("2026-09", "5", "delivered"),
        digest("2026-q3", "6", "sending", "quarterly"),
      ]);
    const view = (await session.load(deliveriesRoute.loader, "/studio/deliveries", session.editorCookie)) as {
      digests: unknown[];
    };
    expect(view.digests).toEqual([
      { key: "monthly 2026-10", label: "The monthly digest for October 2026", queued: 1, sent: 2, failed: 1 },
      { key: "monthly 2026-09", label: "The monthly digest for September 2026", queued: 0, sent: 1, failed: 0 },
      { key: "quarterly 2026-q3", label: "The quarterly report for Q3 2026", queued: 1, sent: 0, failed: 0 },
    ]);
  });
});
