import { desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, factHistory, factOverrides, testimonials } from "~db/schema";
import { factBook } from "../../app/features/facts/fact-store.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import type { StudioServices } from "../../app/server/studio-services.server";
import { siteVersion } from "../../app/server/site-version.server";
import * as buyerRoute from "../../app/routes/buyer";
import * as homeRoute from "../../app/routes/home";
import * as factRoute from "../../app/routes/studio.facts.$name";
import * as factsRoute from "../../app/routes/studio.facts";
import * as testimonialsRoute from "../../app/routes/studio.testimonials";
import { defaultFactBook, factNotes, factValue } from "../../content/facts";
import { testimonialsSection } from "../../content/home";
import { databases, emptyTables } from "./databases";
import { answered, call, studioWithOwnerAndEditor, thrown } from "./route-calls";

// Facts and testimonials on a real database: market facts and testimonials edited in the studio,
// each change audited, bumping the site's version, and read by the buyer page's loader at once.

const MEDIAN = {
  value: "3,400,000",
  measures: "Median sale price, all home types",
  period: "2026",
  asOf: "2026-09-30",
  source: "Publisher's editorial figure",
};

// A fact the buyer page shows (Central Greenwich's card: a neighborhood that is part of a village
// keeps its own median, decision 159).
const CENTRAL = {
  value: "3,100,000",
  measures: "Central Greenwich median sale price",
  period: "12 months to September 2026",
  asOf: "2026-09-30",
  source: "Publisher's editorial figure",
};

describe.each(databases)("market facts and testimonials in the studio ($name)", ({ open, openPeer }) => {
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
  });

  const context = () => ({ studio, forms: { db: handle.db } });

  function post(path: string, body: Record<string, string>, cookie?: string) {
    return new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { Origin: "http://localhost", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(body),
    });
  }
  const editFact = (name: string, body: Record<string, string>, cookie?: string) =>
    call(factRoute.action, {
      request: post(`/studio/facts/${name}`, body, cookie),
      context: context(),
      params: { name },
    });
  const changeTestimonials = (body: Record<string, string>, cookie?: string) =>
    call(testimonialsRoute.action, {
      request: post("/studio/testimonials", body, cookie),
      context: context(),
      params: {},
    });
  const home = async () =>
    (await call(homeRoute.loader, {
      request: new Request("http://localhost/"),
      context: context(),
      params: {},
    })) as Awaited<ReturnType<typeof homeRoute.loader>>;
  const buyer = async () =>
    (
      (await call(buyerRoute.loader, {
        request: new Request("http://localhost/buyer"),
        context: context(),
        params: {},
      })) as Awaited<ReturnType<typeof buyerRoute.loader>>
    ).page;
  const centralCard = (page: Awaited<ReturnType<typeof buyer>>) =>
    page.neighborhoods.find((neighborhood) => neighborhood.name === "Central Greenwich")!;
  const audited = (prefix: string) =>
    handle.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, `${prefix}%`))
      .orderBy(desc(auditLog.id));

  it("refuses every action without a session (401), and lets owners and editors in", async () => {
    expect((await thrown(editFact("stamfordMedianSalePrice", MEDIAN))).status).toBe(401);
    expect((await thrown(changeTestimonials({ intent: "delete", id: "default-1" }))).status).toBe(401);
    const page = await thrown(
      call(factsRoute.loader, {
        request: new Request("http://localhost/studio/facts"),
        context: context(),
        params: {},
      }),
    );
    expect(page.status).toBe(302);
    expect(await handle.db.select().from(factOverrides)).toEqual([]);
    expect(await siteVersion(handle.db)).toBeNull();

    const editor = answered(await editFact("stamfordMedianSalePrice", MEDIAN, editorCookie));
    expect(editor).toMatchObject({ status: 200, data: { ok: true } });
    const owner = answered(await changeTestimonials({ intent: "delete", id: "default-1" }, ownerCookie));
    expect(owner).toMatchObject({ status: 200, data: { ok: true } });
  });

  it("stores a fact's edit, keeps what it replaced, bumps the version, audits, and the buyer page shows it at once", async () => {
    const before = await buyer();
    expect(centralCard(before).medianPrice).toBe("$2.9M");

    const saved = answered(await editFact("centralGreenwichMedianSalePrice", CENTRAL, ownerCookie));
    expect(saved).toEqual({
      status: 200,
      data: {
        ok: true,
        message: "Saved: Central Greenwich median sale price is now $3.1M on every page that cites it.",
      },
    });
    const version = await siteVersion(handle.db);
    expect(version).not.toBeNull();
    expect(await handle.db.select().from(factHistory)).toEqual([
      expect.objectContaining({
        name: "centralGreenwichMedianSalePrice",
        value: 2_900_000,
        period: "12 months to September 2025",
        asOf: "2025-09-30",
      }),
    ]);
    const [entry] = await audited("fact.");
    expect(entry).toMatchObject({
      actor: "owner@example.com",
      action: "fact.edited",
      subject: "fact centralGreenwichMedianSalePrice",
      details: { before: { value: 2_900_000 }, after: { value: 3_100_000, asOf: "2026-09-30" } },
    });

    const after = await buyer();
    expect(centralCard(after).medianPrice).toBe("$3.1M");
    const today = new Date().toISOString().slice(0, 10);
    const note = after.neighborhoodNotes.find((text) => text.startsWith("Central Greenwich median sale price"));
    expect(note).toContain(
      `Central Greenwich updated ${new Date(`${today}T12:00:00Z`).toLocaleDateString("en-US", {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      })}; was $2.9M.`,
    );

    // A second edit keeps the first override as history; the same edit again changes nothing.
    answered(await editFact("centralGreenwichMedianSalePrice", { ...CENTRAL, value: "3,200,000" }, editorCookie));
    expect(
      answered(await editFact("centralGreenwichMedianSalePrice", { ...CENTRAL, value: "3,200,000" }, editorCookie)),
    ).toMatchObject({ data: { ok: true, message: "Nothing changed." } });
    expect((await handle.db.select().from(factHistory)).map((row) => row.value).sort()).toEqual([2_900_000, 3_100_000]);
    expect(await audited("fact.")).toHaveLength(2);

    // Another instance on the same database reads the same book.
    const peer = await openPeer(handle);
    try {
      const book = await factBook({ forms: { db: peer.db } });
      expect(factValue("centralGreenwichMedianSalePrice", book)).toBe("$3.2M");
      expect(factNotes(["centralGreenwichMedianSalePrice"], book)[0]).toContain("was $3.1M.");
    } finally {
      await peer.close();
    }
  });

  it("refuses bad input with 4xx naming the field, and stores nothing", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["stamfordMedianSalePrice", { ...MEDIAN, value: "-5" }, "value"],
      ["clientSaleToListPercent", { ...MEDIAN, value: "140" }, "value"],
      ["activeListings", { ...MEDIAN, value: "14.5" }, "value"],
      ["stamfordMedianSalePrice", { ...MEDIAN, asOf: "2026-02-30" }, "asOf"],
      ["stamfordMedianSalePrice", { ...MEDIAN, source: "" }, "source"],
    ];
    for (const [name, body, field] of cases) {
      const answer = answered(await editFact(name, body, ownerCookie));
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, field });
    }
    expect((await thrown(editFact("noSuchFact", MEDIAN, ownerCookie))).status).toBe(404);
    // Every fact is edited now that every page reads the book at render time (decision 111), and
    // checked the same way: a median refused for a bad value.
    expect(answered(await editFact("stamfordMedianSalePrice", { ...MEDIAN, value: "-3" }, ownerCookie))).toMatchObject({
      status: 400,
      data: { ok: false, field: "value" },
    });
    expect(await handle.db.select().from(factOverrides)).toEqual([]);
    expect(await handle.db.select().from(factHistory)).toEqual([]);
    expect(await audited("fact.")).toEqual([]);
    expect(await siteVersion(handle.db)).toBeNull();
    expect(await factBook(context())).toBe(defaultFactBook);
  });

  it("shows the defaults until the first change, then follows every change: add, edit, move, hide, delete", async () => {
    expect((await home()).testimonialsSection.testimonials).toEqual(testimonialsSection.testimonials);

    // The first change copies the defaults in, then hides the second.
    expect(
      answered(await changeTestimonials({ intent: "visibility", id: "default-2", visible: "false" }, editorCookie)),
    ).toMatchObject({ data: { ok: true, message: "The testimonial of David K. is hidden from the home page." } });
    expect((await home()).testimonialsSection.testimonials.map((testimonial) => testimonial.name)).toEqual([
      "Sarah M.",
      "Michael R.",
    ]);
    const firstVersion = await siteVersion(handle.db);
    expect(firstVersion).not.toBeNull();

    answered(
      await changeTestimonials({ intent: "add", quote: "Clear numbers.", name: "Ann B.", role: "" }, ownerCookie),
    );
    const rows = await handle.db.select().from(testimonials).orderBy(testimonials.position);
    const ann = rows.find((row) => row.name === "Ann B.")!;
    answered(await changeTestimonials({ intent: "move", id: String(ann.id), direction: "up" }, ownerCookie));
    answered(
      await changeTestimonials(
        { intent: "edit", id: String(ann.id), quote: "Clear numbers, every week.", name: "Ann B.", role: "Buyer" },
        ownerCookie,
      ),
    );
    const sarah = rows.find((row) => row.name === "Sarah M.")!;
    answered(await changeTestimonials({ intent: "delete", id: String(sarah.id) }, ownerCookie));
    expect((await home()).testimonialsSection.testimonials).toEqual([
      { quote: "Clear numbers, every week.", name: "Ann B.", role: "Buyer" },
      expect.objectContaining({ name: "Michael R." }),
    ]);
    expect((await audited("testimonial.")).map((entry) => entry.action).reverse()).toEqual([
      "testimonial.hidden",
      "testimonial.added",
      "testimonial.moved",
      "testimonial.edited",
      "testimonial.deleted",
    ]);
    expect(await siteVersion(handle.db)).toBeGreaterThan(firstVersion!);

    // A page still showing the defaults names one that is gone now: 409, nothing changes.
    const stale = answered(await changeTestimonials({ intent: "delete", id: "default-1" }, ownerCookie));
    expect(stale.status).toBe(409);

    // Nothing visible: the home page gets an empty list (the carousel leaves its section out).
    for (const row of await handle.db.select().from(testimonials).where(eq(testimonials.visible, true))) {
      answered(await changeTestimonials({ intent: "visibility", id: String(row.id), visible: "false" }, ownerCookie));
    }
    expect((await home()).testimonialsSection.testimonials).toEqual([]);
  });

  it("refuses bad testimonial input with 400 naming the field, and stores nothing", async () => {
    const empty = answered(
      await changeTestimonials({ intent: "add", quote: " ", name: "Ann B.", role: "" }, ownerCookie),
    );
    expect(empty).toEqual({
      status: 400,
      data: { ok: false, error: "The quote is required.", field: "quote", ref: undefined },
    });
    const odd = answered(
      await changeTestimonials({ intent: "move", id: "default-1", direction: "sideways" }, ownerCookie),
    );
    expect(odd).toMatchObject({
      status: 400,
      data: { ok: false, error: "This form was not sent as the page sends it." },
    });
    expect(await handle.db.select().from(testimonials)).toEqual([]);
    expect(await audited("testimonial.")).toEqual([]);
    expect(await siteVersion(handle.db)).toBeNull();
  });
});
