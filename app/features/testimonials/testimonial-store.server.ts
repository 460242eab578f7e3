// The testimonials of the home page's carousel (item 3). Until the studio first changes
// them, the home page shows content/home.ts's; the first change copies those into the table in its
// transaction, and from then on the table is the list, even when nothing in it is visible. Every
// change bumps the site's content version, so every instance renders the home page again.
import { asc, eq, sql } from "drizzle-orm";
import { testimonials, testimonialsEdited } from "~db/schema";
import type { Database } from "~/server/db.server";
import { perSiteVersion, siteDatabase, type SiteDatabaseContext } from "~/server/site-content.server";
import { bumpSiteVersion } from "~/server/site-version.server";
import { testimonialsSection, type Testimonial } from "~content/home";
import { moved, type TestimonialFields } from "./testimonial-edit";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Database | Transaction;

const EDITED_KEY = "testimonials";

/** A testimonial as the studio lists it: `ref` is its id, or "default-N" before the first change. */
export type StudioTestimonial = Testimonial & { ref: string; visible: boolean };

const defaults: readonly Testimonial[] = testimonialsSection.testimonials;

async function edited(db: Reader): Promise<boolean> {
  const rows = await db.select({ key: testimonialsEdited.key }).from(testimonialsEdited);
  return rows.length > 0;
}

async function rowsInOrder(db: Reader) {
  return db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id));
}

/** Every testimonial, hidden ones too, in the carousel's order. */
export async function listTestimonials(db: Reader): Promise<StudioTestimonial[]> {
  if (!(await edited(db))) {
    return defaults.map((testimonial, index) => ({ ...testimonial, ref: `default-${index + 1}`, visible: true }));
  }
  return (await rowsInOrder(db)).map(({ id, quote, name, role, visible }) => ({
    ref: String(id),
    quote,
    name,
    role,
    visible,
  }));
}

const currentTestimonials = perSiteVersion(async (db, version) =>
  version === null
    ? [...defaults]
    : (await listTestimonials(db))
        .filter((testimonial) => testimonial.visible)
        .map(({ quote, name, role }) => ({ quote, name, role })),
);

/**
 * The testimonials the home page shows: the defaults until the site's content was first edited
 * (and while prerendering, without a database), then the visible ones of the current site version.
 */
export async function shownTestimonials(context: SiteDatabaseContext): Promise<Testimonial[]> {
  const db = siteDatabase(context);
  return db ? currentTestimonials(db) : [...defaults];
}

/**
 * The table's rows, the defaults copied in first if this is the first change (one transaction
 * holds the lock, so two first changes cannot both copy them).
 */
async function startedRows(tx: Transaction) {
  await tx.execute(sql`lock table ${testimonialsEdited} in exclusive mode`);
  if (!(await edited(tx))) {
    await tx.insert(testimonialsEdited).values({ key: EDITED_KEY });
    if (defaults.length) {
      await tx.insert(testimonials).values(defaults.map((testimonial, position) => ({ ...testimonial, position })));
    }
    return { rows: await rowsInOrder(tx), started: true };
  }
  return { rows: await rowsInOrder(tx), started: false };
}

/** A testimonial named by the page: its id, or "default-N" while the page showed the defaults. */
function rowOf(rows: Awaited<ReturnType<typeof rowsInOrder>>, ref: string, justStarted: boolean) {
  const byDefault = /^default-(\d+)$/.exec(ref);
  if (byDefault) return justStarted ? rows[Number(byDefault[1]) - 1] : undefined;
  return rows.find((row) => String(row.id) === ref);
}

/** A message ending in a name: one full stop, even after "Ann B.". */
function sentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

export type TestimonialChange =
  | { intent: "add"; fields: TestimonialFields }
  | { intent: "edit"; ref: string; fields: TestimonialFields }
  | { intent: "move"; ref: string; direction: "up" | "down" }
  | { intent: "visibility"; ref: string; visible: boolean }
  | { intent: "delete"; ref: string };

/** What a change did, for the audit log and the page's message; null when its testimonial is gone. */
export type TestimonialChanged = { action: string; subject: string; message: string; details: Record<string, unknown> };

/** Makes one change inside the caller's transaction and bumps the site's version. */
export async function changeTestimonials(
  tx: Transaction,
  change: TestimonialChange,
): Promise<TestimonialChanged | null> {
  const { rows, started } = await startedRows(tx);
  const done = await apply(tx, rows, started, change);
  if (done) await bumpSiteVersion(tx);
  return done;
}

async function apply(
  tx: Transaction,
  rows: Awaited<ReturnType<typeof rowsInOrder>>,
  started: boolean,
  change: TestimonialChange,
): Promise<TestimonialChanged | null> {
  if (change.intent === "add") {
    const position = rows.length ? Math.max(...rows.map((row) => row.position)) + 1 : 0;
    const [row] = await tx
      .insert(testimonials)
      .values({ ...change.fields, position })
      .returning({ id: testimonials.id });
    return {
      action: "testimonial.added",
      subject: `testimonial ${row!.id}`,
      message: sentence(`Added the testimonial of ${change.fields.name}`),
      details: { after: change.fields },
    };
  }
  const row = rowOf(rows, change.ref, started);
  if (!row) return null;
  const subject = `testimonial ${row.id}`;
  const before = { quote: row.quote, name: row.name, role: row.role };
  switch (change.intent) {
    case "edit":
      await tx
        .update(testimonials)
        .set({ ...change.fields, updatedAt: new Date() })
        .where(eq(testimonials.id, row.id));
      return {
        action: "testimonial.edited",
        subject,
        message: sentence(`Saved the testimonial of ${change.fields.name}`),
        details: { before, after: change.fields },
      };
    case "move": {
      const order = moved(
        rows.map((candidate) => candidate.id),
        row.id,
        change.direction,
      );
      for (const [position, id] of order.entries()) {
        await tx.update(testimonials).set({ position }).where(eq(testimonials.id, id));
      }
      return {
        action: "testimonial.moved",
        subject,
        message: `Moved the testimonial of ${row.name} ${change.direction}.`,
        details: { direction: change.direction, order },
      };
    }
    case "visibility":
      await tx
        .update(testimonials)
        .set({ visible: change.visible, updatedAt: new Date() })
        .where(eq(testimonials.id, row.id));
      return {
        action: change.visible ? "testimonial.shown" : "testimonial.hidden",
        subject,
        message: change.visible
          ? `The testimonial of ${row.name} is shown on the home page.`
          : `The testimonial of ${row.name} is hidden from the home page.`,
        details: {},
      };
    case "delete":
      await tx.delete(testimonials).where(eq(testimonials.id, row.id));
      return {
        action: "testimonial.deleted",
        subject,
        message: sentence(`Deleted the testimonial of ${row.name}`),
        details: { before },
      };
  }
}
