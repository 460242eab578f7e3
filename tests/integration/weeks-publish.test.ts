import { eq } from "drizzle-orm";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, outbox, subscribers, weekVersions } from "~db/schema";
import { importExport } from "../../app/features/weeks/mls-import.server";
import { carriedWords } from "../../app/features/weeks/week-editing";
import { publishedWeek, publishedWeeks, saveWeekVersion, weekVersionsOf } from "../../app/server/week-store.server";
import { runCommand } from "../../app/server/commands/registry.server";
import { createMailer } from "../../app/server/mail.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { parseEnv } from "../../app/server/env.server";
import type { StudioServices } from "../../app/server/studio-services.server";
import * as archiveRoute from "../../app/routes/archive";
import * as marketReportRoute from "../../app/routes/market-report";
import * as rssRoute from "../../app/routes/market-report-rss";
import * as weekRoute from "../../app/routes/studio.weeks.$week";
import * as previewRoute from "../../app/routes/studio.weeks.$week.preview";
import { databases, emptyTables } from "./databases";
import { call, studioWithOwnerAndEditor } from "./route-calls";

// A week's words and publication on a real database: a new week's words start empty; Publish publishes the words
// on the screen (saved first as a new version when they changed) and refuses, naming the field,
// words that are empty or still hold a template line, whichever way a version is published.

const EXPORT = [
  "Address,Property Type,Zoning,Zip,Acres,Sq Ft,Contract Price,DOM,Contract Date",
  "12 Lockwood Road,Single Family,R-20,06878,0.5,3400,3100000,21,10/28/2025",
  "4 Arch Street Unit 2,Condominium,R-6,06830,,1200,950000,40,10/30/2025",
].join("\n");
const DATES = { startDate: "2025-10-27", endDate: "2025-11-02" };
const WORDS = {
  title: "Two contracts before November",
  ...DATES,
  narrative: "Two contracts this week.\n\nRiverside led.",
  keyInsights: "- Condos moved in forty days",
  opportunities: "Buyers have room to negotiate",
  strategicConsiderations: "Watch the rates",
};

/** What an action answered: a redirect (thrown Response), or data() with its status. */
type Answer = {
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  confirmPublish?: { versionId: number };
};

async function outcome(promise: Promise<unknown>): Promise<{ status: number; location?: string; data: Answer }> {
  try {
    const value = (await promise) as { type?: string; data?: unknown; init?: { status?: number } };
    if (value?.type === "DataWithResponseInit")
      return { status: value.init?.status ?? 200, data: value.data as Answer };
    return { status: 200, data: value as Answer };
  } catch (error) {
    if (error instanceof Response) {
      return { status: error.status, location: error.headers.get("Location") ?? undefined, data: {} };
    }
    const wrapped = error as { type?: string; data?: unknown; init?: { status?: number } };
    if (wrapped?.type === "DataWithResponseInit") {
      return { status: wrapped.init?.status ?? 200, data: wrapped.data as Answer };
    }
    throw error;
  }
}

/** A real SMTP server on loopback that keeps every message it receives, with its recipients. */
async function startSmtp() {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  return { server, messages, port: (server.server.address() as AddressInfo).port };
}

describe.each(databases)("publishing what is on the screen ($name)", ({ open }) => {
  let handle: DatabaseHandle;
  let studio: StudioServices;
  let ownerCookie: string;
  let editorCookie: string;

  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  beforeEach(async () => {
    await emptyTables(handle);
    ({ studio, ownerCookie, editorCookie } = await studioWithOwnerAndEditor(handle));
    await publishedWeeks(handle.db);
  });

  const context = () => ({ studio, forms: { db: handle.db } });
  const post = (body: Record<string, string>, cookie?: string) =>
    new Request("http://localhost/studio/weeks/5", {
      method: "POST",
      headers: { Origin: "http://localhost", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(body),
    });
  const act = (body: Record<string, string>, cookie?: string) =>
    outcome(call(weekRoute.action, { request: post(body, cookie), context: context(), params: { week: "5" } }));
  const page = (address = "/studio/weeks/5", cookie = ownerCookie) =>
    call(weekRoute.loader, {
      request: new Request(`http://localhost${address}`, { headers: { Cookie: cookie } }),
      context: context(),
      params: { week: "5" },
    });

  /** A new week 5 as an upload makes it: the export's contracts, the starting words. */
  async function newDraft(words = carriedWords(undefined)) {
    const { contracts } = importExport(EXPORT, DATES);
    return saveWeekVersion(handle.db, { week: 5, ...words, ...DATES, contracts }, { userId: null, actor: "test" });
  }

  it("a new week's words start empty: no bracketed placeholder on the form", async () => {
    await newDraft();
    const view = await page();
    expect(view.words).toEqual({
      title: "Greenwich Weekly Market Report",
      ...DATES,
      narrative: "",
      keyInsights: "",
      opportunities: "",
      strategicConsiderations: "",
    });
  });

  it("refuses to publish empty words or a template line, naming the field, and publishes nothing", async () => {
    const draft = await newDraft();
    const empty = await act({ intent: "publish", versionId: String(draft.id) }, ownerCookie);
    expect(empty.status).toBe(422);
    expect(empty.data.error).toBe(
      "Not published: Narrative, Key insights, Opportunities and Strategic considerations need your words first (see the fields marked).",
    );
    expect(empty.data.fieldErrors?.narrative).toBe("Narrative is empty: write it before publishing.");

    // The words a draft started from in older versions, still in the database.
    const old = await newDraft({
      title: "Greenwich Weekly Market Report",
      narrative: ["[Two or three paragraphs on the week: where contracts happened, what moved fast, what sat.]"],
      keyInsights: ["A real insight", "[Another insight.]"],
      opportunities: ["Buyers have room"],
      strategicConsiderations: ["Watch the rates"],
    });
    const templated = await act({ intent: "publish", versionId: String(old.id) }, ownerCookie);
    expect(templated.status).toBe(422);
    expect(templated.data.error).toBe(
      "Not published: Narrative and Key insights need your words first (see the fields marked).",
    );
    expect(templated.data.fieldErrors).toEqual({
      narrative: expect.stringMatching(/^Narrative still holds the template line "\[Two or three paragraphs/),
      keyInsights:
        'Key insights still holds the template line "[Another insight.]": write your own words in its place.',
    });

    // The Publish button of the words form: the same refusal, and the edits are neither saved nor lost.
    const typed = { ...WORDS, opportunities: "[An opportunity for buyers, sellers or investors.]" };
    const pressed = await act({ intent: "save-and-publish", ...typed }, ownerCookie);
    expect(pressed.status).toBe(422);
    expect(pressed.data.error).toMatch(/^Not published: Opportunities needs your words first/);
    expect(pressed.data.fieldErrors).toEqual({
      opportunities: expect.stringContaining('"[An opportunity for buyers, sellers or investors.]"'),
    });
    expect(pressed.data.values?.opportunities).toBe(typed.opportunities);
    expect(await weekVersionsOf(handle.db, 5)).toHaveLength(2);
    expect(await publishedWeek(handle.db, 5)).toBeUndefined();
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, "week.published"))).toEqual([]);
  });

  it("Publish with unsaved edits saves them as a new version and publishes that version", async () => {
    await newDraft();
    const published = await act({ intent: "save-and-publish", ...WORDS }, editorCookie);
    expect(published).toMatchObject({ status: 302, location: "/studio/weeks/5?published=1&saved=2" });
    const live = await publishedWeek(handle.db, 5);
    expect(live?.title).toBe(WORDS.title);
    expect(live?.narrative).toEqual(["Two contracts this week.", "Riverside led."]);
    expect(live?.contracts).toHaveLength(2);
    const view = await page(published.location);
    expect(view.notice).toBe("Your edits were saved as v2 and published: the public pages show them now.");
    expect(view.summary).toMatchObject({ status: "published", publishedVersion: 2, hasNewerDraft: false });

    // The same words again: nothing new is saved, and the page says nothing changed.
    expect(await act({ intent: "save-and-publish", ...WORDS }, ownerCookie)).toMatchObject({
      status: 302,
      location: "/studio/weeks/5?unchanged=1",
    });
    expect((await page("/studio/weeks/5?unchanged=1")).notice).toBe(
      "Nothing to publish: these words are the live version already.",
    );
    expect(await weekVersionsOf(handle.db, 5)).toHaveLength(2);

    // A correction typed and published at once.
    const corrected = await act({ intent: "save-and-publish", ...WORDS, title: "Corrected title" }, ownerCookie);
    expect(corrected.location).toBe("/studio/weeks/5?published=1&saved=3");
    expect((await publishedWeek(handle.db, 5))?.title).toBe("Corrected title");
    const audit = await handle.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit.map((entry) => `${entry.action} ${entry.subject}`)).toEqual([
      "week.draft-created week 5 v1",
      "week.draft-created week 5 v2",
      "week.published week 5 v2",
      "week.draft-created week 5 v3",
      "week.corrected week 5 v3",
    ]);
  });

  it("words saved and unchanged on the screen are published as they are, without a copy", async () => {
    await newDraft();
    expect((await act({ intent: "save", ...WORDS }, ownerCookie)).location).toBe("/studio/weeks/5?saved=1");
    expect(await act({ intent: "save-and-publish", ...WORDS }, ownerCookie)).toMatchObject({
      location: "/studio/weeks/5?published=1",
    });
    expect((await weekVersionsOf(handle.db, 5)).map((version) => version.version)).toEqual([2, 1]);
    expect((await publishedWeek(handle.db, 5))?.title).toBe(WORDS.title);
  });

  it("with e-mail configured, the edits are saved first and the first publication is confirmed once", async () => {
    studio.mailConfigured = true;
    await handle.db.insert(subscribers).values({
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      emailKey: "ann@example.com",
      status: "confirmed",
    });
    await newDraft();
    const asked = await act({ intent: "save-and-publish", ...WORDS }, ownerCookie);
    expect(asked.status).toBe(200);
    expect(asked.data.confirmPublish).toMatchObject({ version: 2, savedVersion: 2, recipients: 1 });
    expect(await publishedWeek(handle.db, 5)).toBeUndefined();
    expect(await handle.db.select().from(outbox)).toHaveLength(0);
    const confirmed = await act(
      { intent: "publish", versionId: String(asked.data.confirmPublish?.versionId), confirm: "yes" },
      ownerCookie,
    );
    expect(confirmed.location).toBe("/studio/weeks/5?published=1");
    expect((await publishedWeek(handle.db, 5))?.title).toBe(WORDS.title);
    expect(await handle.db.select().from(outbox).where(eq(outbox.kind, "report_email"))).toHaveLength(1);
  });

  it("refuses without a session (401), and an editor may not publish an earlier version (403)", async () => {
    await newDraft();
    expect((await act({ intent: "save-and-publish", ...WORDS })).status).toBe(401);
    expect(await weekVersionsOf(handle.db, 5)).toHaveLength(1);
    await act({ intent: "save", ...WORDS }, ownerCookie);
    await act({ intent: "save", ...WORDS, title: "Newer" }, ownerCookie);
    const [, written] = await weekVersionsOf(handle.db, 5);
    const refused = await act({ intent: "publish", versionId: String(written!.id) }, editorCookie);
    expect(refused).toMatchObject({ status: 403, data: { error: "Only an owner can publish an earlier version." } });
    expect(await publishedWeek(handle.db, 5)).toBeUndefined();
  });

  it("npm run report:import --publish refuses words carried with a template line, keeping the draft", async () => {
    await newDraft({
      title: "Greenwich Weekly Market Report",
      narrative: ["Written."],
      keyInsights: ["[An insight the figures support.]"],
      opportunities: ["x"],
      strategicConsiderations: ["y"],
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), "report-publish-")), "export.csv");
    writeFileSync(file, EXPORT);
    const err: string[] = [];
    const code = await runCommand(
      "report:import",
      [file, "--week", "5", "--start", DATES.startDate, "--end", DATES.endDate, "--force", "--publish"],
      {
        db: handle.db,
        config: parseEnv(process.env),
        io: { out: () => {}, err: (text) => err.push(text) },
        wakeOutbox: () => {},
      },
    );
    expect(code).toBe(1);
    expect(err.join("")).toContain(
      'Not published: Key insights still holds the template line "[An insight the figures support.]"',
    );
    expect(await weekVersionsOf(handle.db, 5)).toHaveLength(2);
    expect(await publishedWeek(handle.db, 5)).toBeUndefined();
    expect(await handle.db.select().from(weekVersions).where(eq(weekVersions.week, 5))).toHaveLength(2);
  });

  it("the preview shows the report e-mail as it will be sent, to a signed-in person only", async () => {
    await newDraft();
    await act({ intent: "save", ...WORDS }, editorCookie);
    const preview = (cookie?: string) =>
      call(previewRoute.loader, {
        request: new Request("http://localhost/studio/weeks/5/preview", { headers: cookie ? { Cookie: cookie } : {} }),
        context: context(),
        params: { week: "5" },
      });
    const { email, version } = await preview(editorCookie);
    expect(version).toBe(2);
    expect(email.subject).toMatch(/, week 5: Two contracts before November$/);
    expect(email.html).toMatch(/^<!DOCTYPE html>/);
    expect(email.html).toContain("Two contracts before November");
    expect(email.html).toContain("Condos moved in forty days");
    expect(email.html).toContain('src="data:image/png;base64,');
    expect(email.html).not.toContain("cid:");
    expect(email.text).toContain("- Condos moved in forty days");
    expect(email.text).toContain("Read the full report: http://localhost/market-report?week=5");
    const signedOut = await outcome(preview());
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/studio\/sign-in\?next=/);
  });

  it('"Send a test to me" sends the e-mail to the signed-in person only, never to a subscriber', async () => {
    await handle.db.insert(subscribers).values({
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      emailKey: "ann@example.com",
      status: "confirmed",
    });
    await newDraft();
    await act({ intent: "save", ...WORDS }, ownerCookie);
    await act({ intent: "save", ...WORDS, title: "Newest words" }, ownerCookie);
    const [newest, earlier] = await weekVersionsOf(handle.db, 5);
    const send = (versionId: number, cookie?: string) =>
      outcome(
        call(previewRoute.action, {
          request: new Request("http://localhost/studio/weeks/5/preview", {
            method: "POST",
            headers: { Origin: "http://localhost", ...(cookie ? { Cookie: cookie } : {}) },
            body: new URLSearchParams({ intent: "send-test", versionId: String(versionId) }),
          }),
          context: context(),
          params: { week: "5" },
        }),
      );

    // No mailer on this server: said plainly, nothing sent.
    expect(await send(newest!.id, editorCookie)).toMatchObject({
      status: 409,
      data: { error: expect.stringMatching(/^E-mail is not configured/) },
    });

    const smtp = await startSmtp();
    try {
      studio.mailConfigured = true;
      studio.mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: { name: "Report", address: "report@example.com" },
        siteUrl: "http://localhost",
      });
      expect((await send(newest!.id)).status).toBe(401);
      expect(await send(earlier!.id, editorCookie)).toMatchObject({
        status: 403,
        data: { error: "Only an owner can send an earlier version." },
      });
      expect(smtp.messages).toHaveLength(0);

      const sent = await send(newest!.id, editorCookie);
      expect(sent.location).toBe(`/studio/weeks/5/preview?version=${newest!.id}&tested=1`);
      expect(smtp.messages.map((message) => message.to)).toEqual([["editor@example.com"]]);
      const raw = smtp.messages[0]!.raw.replace(/=\r?\n/g, "").replace(/\r\n[ \t]+/g, " ");
      expect(raw).toMatch(/^Subject: \[Test\] .*, week 5: Newest words$/m);
      expect(raw).toContain("To: editor@example.com");
      expect(raw).not.toContain("ann@example.com");
      expect(raw).not.toMatch(/^List-Unsubscribe/m);
      expect(raw).toContain("Content-Type: image/png");
      expect(await handle.db.select().from(outbox)).toHaveLength(0);
      expect(await publishedWeek(handle.db, 5)).toBeUndefined();
      const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "week.test-sent"));
      expect(audit).toMatchObject({ actor: "editor@example.com", subject: "week 5 v3" });

      // An owner may send an earlier version, to herself.
      expect((await send(earlier!.id, ownerCookie)).status).toBe(302);
      expect(smtp.messages.map((message) => message.to)).toEqual([["editor@example.com"], ["owner@example.com"]]);
      const shown = await call(previewRoute.loader, {
        request: new Request(`http://localhost/studio/weeks/5/preview?version=${earlier!.id}&tested=1`, {
          headers: { Cookie: ownerCookie },
        }),
        context: context(),
        params: { week: "5" },
      });
      expect(shown.notice).toBe("A test copy of this e-mail went to owner@example.com, and to no one else.");
    } finally {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  });

  it("a new week imported and published from the command line gets words computed from its figures, and its pages render", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "report-publish-")), "export.csv");
    writeFileSync(file, EXPORT);
    const code = await runCommand(
      "report:import",
      [file, "--week", "5", "--start", DATES.startDate, "--end", DATES.endDate, "--publish"],
      {
        db: handle.db,
        config: parseEnv(process.env),
        io: { out: () => {}, err: () => {} },
        wakeOutbox: () => {},
      },
    );
    expect(code).toBe(0);
    // Never a heading with nothing under it: every field of the words is written (decision 112's words).
    const published = await publishedWeek(handle.db, 5);
    expect(published?.title).toMatch(/^Greenwich contracts, /);
    for (const field of ["narrative", "keyInsights", "opportunities", "strategicConsiderations"] as const) {
      expect(published?.[field].length, field).toBeGreaterThan(0);
    }
    const get = (address: string) => new Request(`http://localhost${address}`);
    const report = await call(marketReportRoute.loader, {
      request: get("/market-report?week=5"),
      context: context(),
      params: {},
    });
    expect(report.notes.title).toBe(published?.title);
    expect(report.sections.narrative).toEqual(published?.narrative);
    const archive = await call(archiveRoute.loader, { request: get("/archive"), context: context(), params: {} });
    expect(archive.shown.map((week: { weekNumber: number }) => week.weekNumber)).toContain(5);
    const feed = await call(rssRoute.loader, {
      request: get("/market-report/rss.xml"),
      context: context(),
      params: {},
    });
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain("week=5");
  });
});
