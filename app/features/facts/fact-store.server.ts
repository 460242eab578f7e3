// The market facts the studio edited (decision 111): overrides over content/facts.ts, and the
// values they replaced. Every edit bumps the site's content version in its transaction, so every
// instance renders the pages that cite the fact again, and reads the book again, at once.
import { desc, eq } from "drizzle-orm";
import { factHistory, factOverrides } from "~db/schema";
import type { Database } from "~/server/db.server";
import { perSiteVersion, siteDatabase, type SiteDatabaseContext } from "~/server/site-content.server";
import { bumpSiteVersion } from "~/server/site-version.server";
import { defaultFactBook, type FactBook, type FactName } from "~content/facts";
import { factBookOf, factChanged, isFactName, staleFacts, type FactFields, type FactHistoryEntry } from "./fact-edit";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

type FieldsRow = {
  value: number;
  upTo: number | null;
  measures: string;
  period: string;
  asOf: string;
  source: string;
};

function fieldsOf(row: FieldsRow): FactFields {
  const { upTo, ...rest } = row;
  return upTo === null ? rest : { ...rest, upTo };
}

function defaultFields(name: FactName): FactFields {
  const { value, upTo, measures, period, asOf, source } = defaultFactBook.facts[name];
  return upTo === undefined
    ? { value, measures, period, asOf, source }
    : { value, upTo, measures, period, asOf, source };
}

const fieldColumns = (table: typeof factOverrides | typeof factHistory) => ({
  name: table.name,
  value: table.value,
  upTo: table.upTo,
  measures: table.measures,
  period: table.period,
  asOf: table.asOf,
  source: table.source,
});

/** The book as the database holds it now (no cache): the overrides and the history of the edits. */
export async function readFactBook(db: Database | Transaction): Promise<FactBook> {
  const overrides = await db.select(fieldColumns(factOverrides)).from(factOverrides);
  const history = await db
    .select({ ...fieldColumns(factHistory), replacedAt: factHistory.replacedAt })
    .from(factHistory)
    .orderBy(desc(factHistory.replacedAt), desc(factHistory.id));
  if (overrides.length === 0) return defaultFactBook;
  return factBookOf(
    overrides.filter((row) => isFactName(row.name)).map((row) => ({ ...fieldsOf(row), name: row.name as FactName })),
    history
      .filter((row) => isFactName(row.name))
      .map((row): FactHistoryEntry => ({
        name: row.name as FactName,
        on: row.replacedAt.toISOString().slice(0, 10),
        previous: fieldsOf(row),
      })),
  );
}

const currentFactBook = perSiteVersion(async (db, version) => (version === null ? defaultFactBook : readFactBook(db)));

/**
 * The facts a page renders with: the defaults until the site's content was first edited (and while
 * prerendering, without a database), then the book of the current site version, read once per
 * version and process: the same object while the version stands (factContent's cache key).
 */
export async function factBook(context: SiteDatabaseContext): Promise<FactBook> {
  const db = siteDatabase(context);
  return db ? currentFactBook(db) : defaultFactBook;
}

/** Every fact as the studio lists it: the current fields, and whether they are the default's. */
export async function listFacts(db: Database) {
  const book = await readFactBook(db);
  const edited = new Set((await db.select({ name: factOverrides.name }).from(factOverrides)).map((row) => row.name));
  return { book, edited };
}

/** The values a fact had before its edits, newest first. */
export async function factHistoryOf(db: Database, name: FactName) {
  const rows = await db
    .select({ ...fieldColumns(factHistory), replacedAt: factHistory.replacedAt })
    .from(factHistory)
    .where(eq(factHistory.name, name))
    .orderBy(desc(factHistory.replacedAt), desc(factHistory.id));
  return rows.map((row) => ({ ...fieldsOf(row), replacedAt: row.replacedAt.toISOString() }));
}

export type FactEdit = { name: FactName; before: FactFields; after: FactFields };

/**
 * Stores an edit of fact `name` inside the caller's transaction: what it replaces goes to the
 * history, the override is written and the site's version bumped. Null when nothing changed.
 */
export async function saveFact(
  tx: Transaction,
  name: FactName,
  after: FactFields,
  userId: number | null,
): Promise<FactEdit | null> {
  const [current] = await tx
    .select(fieldColumns(factOverrides))
    .from(factOverrides)
    .where(eq(factOverrides.name, name))
    .for("update");
  const before = current ? fieldsOf(current) : defaultFields(name);
  if (!factChanged(before, after)) return null;
  await tx.insert(factHistory).values({ name, ...before, upTo: before.upTo ?? null, replacedBy: userId });
  const row = { ...after, upTo: after.upTo ?? null, updatedBy: userId, updatedAt: new Date() };
  await tx
    .insert(factOverrides)
    .values({ name, ...row })
    .onConflictDoUpdate({ target: factOverrides.name, set: row });
  await bumpSiteVersion(tx);
  return { name, before, after };
}

/** The facts the studio's overview flags: their period ended more than 120 days before today. */
export async function staleFactsNow(db: Database) {
  return staleFacts(await readFactBook(db), new Date().toISOString().slice(0, 10));
}
