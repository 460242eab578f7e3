import { and, asc, count, desc, eq, inArray, isNotNull, max, min, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  contentVersions,
  contracts as historyRows,
  historyImports,
  historyWeeks,
  outbox,
  studioUsers,
  subscribers,
  weeks,
  weekVersions,
} from "~db/schema";
import { weeklyRecipient } from "~/server/queue-report.server";
import { recordAudit } from "~/server/audit.server";
import { notifyContentVersion } from "~/server/content-versions.server";
import type { Database } from "~/server/db.server";
import type { Contract, WeeklyNotes, WeeklyReportData } from "~/domain/contract-types";
import { seedWeeks } from "~/domain/weekly-data.server";

// The published weeks live in the database (decision 084): `weeks` says which
// version of each week is live, `week_versions` keeps every version ever written, and the
// `content_versions` row "weeks" is bumped in the transaction of every change the public can see.
// Every instance reads that one number per request and re-reads the weeks only when it moved,
// so a publication on one instance is served by all of them on their next request.

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Writer = Database | Transaction;

const CONTENT_KEY = "weeks";

/** The database of a public loader: the forms' services, else the studio's (both are the same database). */
export function weeksDatabase(context: { forms?: { db: Database }; studio?: { db: Database } }): Database {
  const db = context.forms?.db ?? context.studio?.db;
  if (!db) throw new Error("The database is not open in this process (server.ts opens it at start-up).");
  return db;
}

/** Who did it, for the audit log: a person of the studio, or the command line. */
export type WeekActor = { userId: number | null; actor: string };

/** The content version of the weeks, or null before anything was ever stored. */
export async function weeksVersion(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.key, CONTENT_KEY));
  return row?.version ?? null;
}

/**
 * Bumps the content version inside a change's transaction. The new number is at least the clock's
 * seconds, so that a counter started again (an emptied table) does not reuse a number an instance
 * may still hold in its cache.
 */
async function bumpVersion(tx: Writer): Promise<void> {
  const now = sql`extract(epoch from now())::integer`;
  const [row] = await tx
    .insert(contentVersions)
    .values({ key: CONTENT_KEY, version: now })
    .onConflictDoUpdate({
      target: contentVersions.key,
      set: { version: sql`greatest(${contentVersions.version} + 1, ${now})` },
    })
    .returning({ version: contentVersions.version });
  // Every instance learns it at the commit (decision 115).
  await notifyContentVersion(tx, CONTENT_KEY, row!.version);
}

/**
 * Inserts every week of data/weekly/ that has no row in `weeks` as published version 1, origin
 * "seed"; returns whether it inserted any. A week already in the database (published, edited or
 * unpublished) is never touched. Safe with several instances starting at once: the second
 * insert of a week waits for the first transaction and then does nothing.
 */
export async function insertMissingSeedWeeks(db: Database): Promise<boolean> {
  const seeds = seedWeeks();
  const present = new Set((await db.select({ week: weeks.week }).from(weeks)).map((row) => row.week));
  const missing = seeds.filter((seed) => !present.has(seed.week));
  if (missing.length === 0) return false;
  return db.transaction(async (tx) => {
    let inserted = false;
    for (const { contracts, ...notes } of missing) {
      const claimed = await tx
        .insert(weeks)
        .values({ week: notes.week, origin: "seed" })
        .onConflictDoNothing()
        .returning({ week: weeks.week });
      if (claimed.length === 0) continue;
      const [version] = await tx
        .insert(weekVersions)
        .values({ week: notes.week, version: 1, notes, contracts, publishedAt: new Date() })
        .returning({ id: weekVersions.id });
      await tx.update(weeks).set({ publishedVersionId: version!.id }).where(eq(weeks.week, notes.week));
      await replaceHistoryRows(tx, notes.week, version!.id, contracts);
      inserted = true;
    }
    if (inserted) await bumpVersion(tx);
    return inserted;
  });
}

function reportOf(notes: Record<string, unknown>, contracts: Record<string, unknown>[]): WeeklyReportData {
  // Written by this module only, after the same checks as the files (parseReportNotes, the contract schema).
  return { ...(notes as WeeklyNotes), contracts: contracts as unknown as Contract[] };
}

// ---------------------------------------------------------------------------------------------
// The history of contracts (decision 112): the live version's rows of every
// published week in the `contracts` table, replaced in the transaction of every change.
// ---------------------------------------------------------------------------------------------

/** Rows per insert: 12 parameters a row stays far below PostgreSQL's 65,535 parameters a statement. */
const HISTORY_INSERT_ROWS = 1_000;

/** Makes `rows` (version `versionId`'s contracts) the week's rows in the history. */
async function replaceHistoryRows(
  tx: Writer,
  week: number,
  versionId: number,
  rows: readonly Contract[],
): Promise<void> {
  await tx.delete(historyRows).where(eq(historyRows.week, week));
  for (let start = 0; start < rows.length; start += HISTORY_INSERT_ROWS) {
    await tx.insert(historyRows).values(
      rows.slice(start, start + HISTORY_INSERT_ROWS).map((row, index) => ({
        week,
        versionId,
        position: start + index,
        address: row.address,
        type: row.type,
        zone: row.zone,
        zip: row.zip,
        acres: row.acres,
        sqft: row.sqft,
        price: row.price,
        dom: row.dom,
        contractDate: row.contractDate,
      })),
    );
  }
}

/** A span of days the history holds: a published week, or an import of history weeks from its first to its last. */
export type HistorySpan = { startDate: string; endDate: string };

/**
 * Every contract of the history by contract date (then week and row): the published weeks' rows
 * and the history weeks' (decision 116); and the history weeks' rows alone. A history row on a day
 * a published week covers is left out of the first: the published week is the record of its days
 * (a week uploaded later over imported history would otherwise count them twice).
 */
async function readHistory(
  db: Database,
  published: readonly HistorySpan[],
): Promise<{ contracts: Contract[]; imported: Contract[] }> {
  const rows = await db
    .select({
      historyWeekId: historyRows.historyWeekId,
      address: historyRows.address,
      type: historyRows.type,
      zone: historyRows.zone,
      zip: historyRows.zip,
      acres: historyRows.acres,
      sqft: historyRows.sqft,
      price: historyRows.price,
      dom: historyRows.dom,
      contractDate: historyRows.contractDate,
    })
    .from(historyRows)
    .orderBy(historyRows.contractDate, historyRows.week, historyRows.historyWeekId, historyRows.position);
  const coveredByWeek = (day: string) => published.some((week) => week.startDate <= day && week.endDate >= day);
  const contracts: Contract[] = [];
  const imported: Contract[] = [];
  // Written by replaceHistoryRows and storeHistoryWeeks only, from contracts checked by the contract schema.
  for (const { historyWeekId, ...row } of rows) {
    if (historyWeekId !== null) imported.push(row as Contract);
    if (historyWeekId === null || !coveredByWeek(row.contractDate)) contracts.push(row as Contract);
  }
  return { contracts, imported };
}

/** Each import's span of history weeks, oldest first (an import's weeks without contracts count as held). */
async function readHistorySpans(db: Writer): Promise<HistorySpan[]> {
  const rows = await db
    .select({ startDate: min(historyWeeks.startDate), endDate: max(historyWeeks.endDate) })
    .from(historyWeeks)
    .groupBy(historyWeeks.importId)
    .orderBy(asc(min(historyWeeks.startDate)));
  return rows.flatMap((row) =>
    row.startDate && row.endDate ? [{ startDate: row.startDate, endDate: row.endDate }] : [],
  );
}

type HistoryCache = {
  version: number | null;
  contracts: readonly Contract[];
  imported: readonly Contract[];
  spans: readonly HistorySpan[];
};
const historyCache = new WeakMap<Database, HistoryCache>();

async function cachedHistory(db: Database): Promise<HistoryCache> {
  const weeks = await publishedWeeks(db);
  const version = await weeksVersion(db);
  const cached = historyCache.get(db);
  if (cached && version !== null && cached.version === version) return cached;
  const entry = { version, ...(await readHistory(db, weeks)), spans: await readHistorySpans(db) };
  historyCache.set(db, entry);
  return entry;
}

/**
 * The history of contracts: every published week's contracts and the imported history weeks'
 * from the `contracts` table, read again only when the weeks' content version moved (one small
 * query per call otherwise).
 */
export async function publishedContracts(db: Database): Promise<readonly Contract[]> {
  return (await cachedHistory(db)).contracts;
}

/**
 * The days the history holds: every published week's dates and each history import's span
 * (decision 116), in no particular order. The yearly review asks it whether a year is held.
 */
export async function historyCoverage(db: Database): Promise<readonly HistorySpan[]> {
  const [weeks, history] = await Promise.all([publishedWeeks(db), cachedHistory(db)]);
  return [...history.spans, ...weeks.map((week) => ({ startDate: week.startDate, endDate: week.endDate }))];
}

/** The imported history weeks' contracts alone (the studio's preview adds the published weeks it shows). */
export async function importedHistoryContracts(db: Database): Promise<readonly Contract[]> {
  return (await cachedHistory(db)).imported;
}

/** The imported history weeks' spans alone (the market history's sample steps aside before them). */
export async function historySpans(db: Database): Promise<readonly HistorySpan[]> {
  return (await cachedHistory(db)).spans;
}

// ---------------------------------------------------------------------------------------------
// History weeks (decision 116): an export's weeks earlier than the newest numbered week are
// stored as history, without a number, words or e-mail, and removed by import.
// ---------------------------------------------------------------------------------------------

/** A history week the database has (what a bulk import is matched against). */
export type KnownHistoryWeek = { startDate: string; endDate: string; importId: number };

export async function knownHistoryWeeks(db: Writer): Promise<KnownHistoryWeek[]> {
  return db
    .select({ startDate: historyWeeks.startDate, endDate: historyWeeks.endDate, importId: historyWeeks.importId })
    .from(historyWeeks)
    .orderBy(historyWeeks.startDate);
}

export type HistoryWeekToStore = { startDate: string; endDate: string; contracts: readonly Contract[] };

/**
 * Stores history weeks as one import, in the caller's transaction when given one: a week whose
 * dates the history already has replaces it (its rows swapped), and an import left without weeks
 * by that is deleted. Bumps the weeks' content version, so every page reading the history follows.
 */
export async function storeHistoryWeeks(
  db: Database,
  history: { fileName: string; weeks: readonly HistoryWeekToStore[] },
  by: WeekActor,
): Promise<{ importId: number; weeks: number; contracts: number; replaced: number } | undefined> {
  if (history.weeks.length === 0) return undefined;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(historyImports)
      .values({ fileName: history.fileName.slice(0, 200), createdBy: by.userId, actor: by.actor })
      .returning({ id: historyImports.id });
    const importId = created!.id;
    const starts = history.weeks.map((week) => week.startDate);
    const replacedWeeks = await tx
      .delete(historyWeeks)
      .where(inArray(historyWeeks.startDate, starts))
      .returning({ importId: historyWeeks.importId });
    let contracts = 0;
    for (const week of history.weeks) {
      const [row] = await tx
        .insert(historyWeeks)
        .values({ importId, startDate: week.startDate, endDate: week.endDate })
        .returning({ id: historyWeeks.id });
      for (let start = 0; start < week.contracts.length; start += HISTORY_INSERT_ROWS) {
        await tx.insert(historyRows).values(
          week.contracts.slice(start, start + HISTORY_INSERT_ROWS).map((contract, index) => ({
            historyWeekId: row!.id,
            position: start + index,
            address: contract.address,
            type: contract.type,
            zone: contract.zone,
            zip: contract.zip,
            acres: contract.acres,
            sqft: contract.sqft,
            price: contract.price,
            dom: contract.dom,
            contractDate: contract.contractDate,
          })),
        );
      }
      contracts += week.contracts.length;
    }
    // An earlier import whose every week was replaced holds nothing more.
    const emptied = [...new Set(replacedWeeks.map((week) => week.importId))];
    if (emptied.length > 0) {
      await tx
        .delete(historyImports)
        .where(
          and(
            inArray(historyImports.id, emptied),
            sql`not exists (select 1 from ${historyWeeks} where ${historyWeeks.importId} = ${historyImports.id})`,
          ),
        );
    }
    await recordAudit(tx, {
      userId: by.userId,
      actor: by.actor,
      action: "history.imported",
      subject: `history import ${importId}`,
      details: {
        weeks: history.weeks.length,
        contracts,
        replaced: replacedWeeks.length,
        from: starts[0],
        to: history.weeks.at(-1)!.endDate,
      },
    });
    await bumpVersion(tx);
    return { importId, weeks: history.weeks.length, contracts, replaced: replacedWeeks.length };
  });
}

/** An import of history weeks as the studio lists it. */
export type HistoryImportSummary = {
  id: number;
  fileName: string;
  actor: string;
  createdAt: Date;
  startDate: string;
  endDate: string;
  weeks: number;
  contracts: number;
};

/** Every import of history weeks, oldest history first. */
export async function historyImportList(db: Database): Promise<HistoryImportSummary[]> {
  const weekly = db
    .select({
      importId: historyWeeks.importId,
      startDate: min(historyWeeks.startDate).as("start_date"),
      endDate: max(historyWeeks.endDate).as("end_date"),
      weeks: count(historyWeeks.id).as("weeks"),
    })
    .from(historyWeeks)
    .groupBy(historyWeeks.importId)
    .as("weekly");
  const rows = await db
    .select({
      id: historyImports.id,
      fileName: historyImports.fileName,
      actor: historyImports.actor,
      createdAt: historyImports.createdAt,
      startDate: weekly.startDate,
      endDate: weekly.endDate,
      weeks: weekly.weeks,
      contracts:
        sql<number>`(select count(*) from ${historyRows} inner join ${historyWeeks} on ${historyWeeks.id} = ${historyRows.historyWeekId} where ${historyWeeks.importId} = ${historyImports.id})`.mapWith(
          Number,
        ),
    })
    .from(historyImports)
    .innerJoin(weekly, eq(weekly.importId, historyImports.id))
    .orderBy(weekly.startDate);
  return rows.map((row) => ({ ...row, startDate: row.startDate!, endDate: row.endDate!, weeks: Number(row.weeks) }));
}

/**
 * Removes an import's history weeks and their contracts, audited "history.removed"; the sample
 * history fills their weeks again if nothing earlier is real. Undefined when there is no such import.
 */
export async function removeHistoryImport(
  db: Database,
  importId: number,
  by: WeekActor,
): Promise<HistoryImportSummary | undefined> {
  const summary = (await historyImportList(db)).find((row) => row.id === importId);
  if (!summary) return undefined;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(historyImports)
      .where(eq(historyImports.id, importId))
      .returning({ id: historyImports.id });
    if (removed.length === 0) return undefined;
    await recordAudit(tx, {
      userId: by.userId,
      actor: by.actor,
      action: "history.removed",
      subject: `history import ${importId}`,
      details: { from: summary.startDate, to: summary.endDate, weeks: summary.weeks, contracts: summary.contracts },
    });
    await bumpVersion(tx);
    return summary;
  });
}

async function readPublished(db: Database): Promise<WeeklyReportData[]> {
  const rows = await db
    .select({ notes: weekVersions.notes, contracts: weekVersions.contracts })
    .from(weeks)
    .innerJoin(weekVersions, eq(weekVersions.id, weeks.publishedVersionId))
    .orderBy(weeks.week);
  return rows.map((row) => reportOf(row.notes, row.contracts));
}

type Cached = { version: number | null; weeks: readonly WeeklyReportData[] };
const cache = new WeakMap<Database, Cached>();
const loading = new WeakMap<Database, Promise<Cached>>();

async function load(db: Database): Promise<Cached> {
  await insertMissingSeedWeeks(db);
  // Read before the rows: a change in between leaves a newer number in the table than in the
  // cache, so the next request reads again.
  const version = await weeksVersion(db);
  const entry = { version, weeks: await readPublished(db) };
  cache.set(db, entry);
  return entry;
}

/** Every published week, in week order: one small query per call while nothing changed. */
export async function publishedWeeks(db: Database): Promise<readonly WeeklyReportData[]> {
  const version = await weeksVersion(db);
  const cached = cache.get(db);
  if (cached && version !== null && cached.version === version) return cached.weeks;
  let pending = loading.get(db);
  if (!pending) {
    pending = load(db).finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  return (await pending).weeks;
}

/** One published week, or undefined when week `week` is not published. */
export async function publishedWeek(db: Database, week: number): Promise<WeeklyReportData | undefined> {
  return (await publishedWeeks(db)).find((report) => report.week === week);
}

// ---------------------------------------------------------------------------------------------
// The studio: drafts, publication, corrections, unpublication.
// ---------------------------------------------------------------------------------------------

export type WeekStatus = "published" | "draft" | "unpublished";

/** A week as the studio lists it: its newest version, the live one, and its status. */
export type WeekSummary = {
  week: number;
  origin: string;
  status: WeekStatus;
  title: string;
  startDate: string;
  endDate: string;
  latestVersion: number;
  latestVersionId: number;
  publishedVersion: number | null;
  publishedVersionId: number | null;
  /** The newest version is not the live one (a draft, or a correction not yet published). */
  hasNewerDraft: boolean;
};

export type WeekVersionRow = {
  id: number;
  week: number;
  version: number;
  createdAt: Date;
  createdBy: string | null;
  publishedAt: Date | null;
  report: WeeklyReportData;
};

async function versionsOf(db: Database, week?: number): Promise<WeekVersionRow[]> {
  const rows = await db
    .select({
      id: weekVersions.id,
      week: weekVersions.week,
      version: weekVersions.version,
      createdAt: weekVersions.createdAt,
      createdBy: studioUsers.email,
      publishedAt: weekVersions.publishedAt,
      notes: weekVersions.notes,
      contracts: weekVersions.contracts,
    })
    .from(weekVersions)
    .leftJoin(studioUsers, eq(studioUsers.id, weekVersions.createdBy))
    .where(week === undefined ? undefined : eq(weekVersions.week, week))
    .orderBy(weekVersions.week, desc(weekVersions.version));
  return rows.map(({ notes, contracts, ...row }) => ({ ...row, report: reportOf(notes, contracts) }));
}

/** Every version of a week, newest first. */
export function weekVersionsOf(db: Database, week: number): Promise<WeekVersionRow[]> {
  return versionsOf(db, week);
}

/** Every week of the database, newest week first, with its status. */
export async function studioWeeks(db: Database): Promise<WeekSummary[]> {
  await insertMissingSeedWeeks(db);
  const [weekRows, versions] = await Promise.all([db.select().from(weeks), versionsOf(db)]);
  return weekRows
    .flatMap((row): WeekSummary[] => {
      const own = versions.filter((version) => version.week === row.week);
      const latest = own[0];
      if (!latest) return [];
      const live = own.find((version) => version.id === row.publishedVersionId);
      const everPublished = own.some((version) => version.publishedAt !== null);
      const status: WeekStatus = live ? "published" : everPublished ? "unpublished" : "draft";
      return [
        {
          week: row.week,
          origin: row.origin,
          status,
          title: latest.report.title,
          startDate: latest.report.startDate,
          endDate: latest.report.endDate,
          latestVersion: latest.version,
          latestVersionId: latest.id,
          publishedVersion: live?.version ?? null,
          publishedVersionId: live?.id ?? null,
          hasNewerDraft: latest.id !== live?.id,
        },
      ];
    })
    .sort((a, b) => b.week - a.week);
}

/** One week's summary, or undefined when the database has no such week. */
export async function studioWeek(db: Database, week: number): Promise<WeekSummary | undefined> {
  return (await studioWeeks(db)).find((row) => row.week === week);
}

/** The dates of every week's newest version (the dates the studio shows), in week order. */
async function weekDates(db: Writer): Promise<{ week: number; startDate: string; endDate: string }[]> {
  return db
    .selectDistinctOn([weekVersions.week], {
      week: weekVersions.week,
      startDate: sql<string>`${weekVersions.notes}->>'startDate'`,
      endDate: sql<string>`${weekVersions.notes}->>'endDate'`,
    })
    .from(weekVersions)
    .orderBy(weekVersions.week, desc(weekVersions.version));
}

/** Every week the database has with the dates of its newest version (what a bulk import is matched against). */
export async function knownWeeks(db: Writer): Promise<{ week: number; startDate: string; endDate: string }[]> {
  await insertMissingSeedWeeks(db as Database);
  return weekDates(db);
}

/** The first week other than `except` whose dates share a day with startDate..endDate, if any. */
export async function weekOverlapping(
  db: Writer,
  dates: { startDate: string; endDate: string },
  except?: number,
): Promise<{ week: number; startDate: string; endDate: string } | undefined> {
  return (await weekDates(db)).find(
    (other) => other.week !== except && other.startDate <= dates.endDate && other.endDate >= dates.startDate,
  );
}

/** The week number a new upload is proposed: one after the highest week the database knows. */
export async function nextWeekNumber(db: Database): Promise<number> {
  await insertMissingSeedWeeks(db);
  const [row] = await db.select({ highest: sql<number | null>`max(${weeks.week})` }).from(weeks);
  return (row?.highest ?? 0) + 1;
}

/**
 * Writes a new version of a week (a draft: the public sees nothing until it is published). The
 * week's row is created when the week is new; earlier versions are kept as they are.
 */
export async function saveWeekVersion(
  db: Database,
  report: WeeklyReportData,
  by: WeekActor,
): Promise<{ id: number; version: number }> {
  const { contracts, ...notes } = report;
  return db.transaction(async (tx) => {
    await tx.insert(weeks).values({ week: notes.week, origin: "studio" }).onConflictDoNothing();
    // The row lock orders two editors saving the same week at once.
    await tx.select({ week: weeks.week }).from(weeks).where(eq(weeks.week, notes.week)).for("update");
    // Two weeks never cover the same day: the report, the archive and the feed would count it twice.
    const overlap = await weekOverlapping(tx, notes, notes.week);
    if (overlap) {
      throw new WeekStoreError(
        `Week ${overlap.week} already covers ${overlap.startDate} to ${overlap.endDate}: upload this export as a correction of week ${overlap.week}, or choose dates that do not overlap it.`,
      );
    }
    const [last] = await tx
      .select({ highest: sql<number | null>`max(${weekVersions.version})` })
      .from(weekVersions)
      .where(eq(weekVersions.week, notes.week));
    const version = (last?.highest ?? 0) + 1;
    const [row] = await tx
      .insert(weekVersions)
      .values({ week: notes.week, version, notes, contracts, createdBy: by.userId })
      .returning({ id: weekVersions.id });
    await recordAudit(tx, {
      userId: by.userId,
      actor: by.actor,
      action: "week.draft-created",
      subject: `week ${notes.week} v${version}`,
      details: { contracts: contracts.length, title: notes.title },
    });
    return { id: row!.id, version };
  });
}

export class WeekStoreError extends Error {}

/** What publishing a version is to the week: its first publication, a correction, or publishing it again. */
export type PublicationKind = "first" | "correction" | "again";

/** What a publication does to the week's report e-mail, in its own transaction (decision 126). */
export type PublicationEmails = {
  /** The week goes live for the first time: its report e-mail is queued. */
  first?: (tx: Database) => Promise<void>;
  /** The week goes live again after an unpublication: the e-mails it cancelled resume; how many. */
  again?: (tx: Database) => Promise<number>;
};

/**
 * Makes one version of a week the live one, audited as what it is to the week: "week.published"
 * the first time the week goes live, "week.corrected" when another version replaces the live one
 * (a rollback to an earlier one says so), "week.republished" when an unpublished week goes live
 * again. The public pages of every instance follow at their next request.
 */
export async function publishWeekVersion(
  db: Database,
  week: number,
  versionId: number,
  by: WeekActor,
  emails: PublicationEmails = {},
): Promise<PublicationKind | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(weeks).where(eq(weeks.week, week)).for("update");
    if (!row) throw new WeekStoreError(`There is no week ${week}.`);
    const [target] = await tx
      .select({ id: weekVersions.id, version: weekVersions.version, publishedAt: weekVersions.publishedAt })
      .from(weekVersions)
      .where(and(eq(weekVersions.id, versionId), eq(weekVersions.week, week)));
    if (!target) throw new WeekStoreError(`Week ${week} has no such version.`);
    if (row.publishedVersionId === target.id) return undefined;
    const [earlier] = await tx
      .select({ id: weekVersions.id })
      .from(weekVersions)
      .where(and(eq(weekVersions.week, week), isNotNull(weekVersions.publishedAt)))
      .limit(1);
    const [replaced] =
      row.publishedVersionId === null
        ? []
        : await tx
            .select({ version: weekVersions.version })
            .from(weekVersions)
            .where(eq(weekVersions.id, row.publishedVersionId));
    const kind: PublicationKind = !earlier ? "first" : replaced ? "correction" : "again";
    const now = new Date();
    await tx.update(weeks).set({ publishedVersionId: target.id, updatedAt: now }).where(eq(weeks.week, week));
    if (!target.publishedAt) {
      await tx.update(weekVersions).set({ publishedAt: now }).where(eq(weekVersions.id, target.id));
    }
    const [live] = await tx
      .select({ contracts: weekVersions.contracts })
      .from(weekVersions)
      .where(eq(weekVersions.id, target.id));
    await replaceHistoryRows(tx, week, target.id, reportOf({}, live!.contracts).contracts);
    await bumpVersion(tx);
    const writer = tx as unknown as Database;
    if (kind === "first") await emails.first?.(writer);
    const resumed = kind === "again" ? ((await emails.again?.(writer)) ?? 0) : 0;
    const details =
      kind === "first"
        ? { version: target.version }
        : kind === "again"
          ? { version: target.version, emailsResumed: resumed }
          : {
              version: target.version,
              replaced: replaced!.version,
              ...(target.version < replaced!.version ? { rollback: true } : {}),
            };
    await recordAudit(tx, {
      userId: by.userId,
      actor: by.actor,
      action: { first: "week.published", correction: "week.corrected", again: "week.republished" }[kind],
      subject: `week ${week} v${target.version}`,
      details,
    });
    return kind;
  });
}

/** The week's report e-mail rows (outbox kind report_email). */
const reportEmailsOf = (week: number) =>
  and(eq(outbox.kind, "report_email"), sql`${outbox.payload}->>'week' = ${String(week)}`);

/** How far the week's report e-mail went: sent, still waiting, and cancelled by an unpublication. */
export async function reportEmailProgress(
  db: Writer,
  week: number,
): Promise<{ sent: number; pending: number; cancelled: number }> {
  const rows = await db
    .select({ status: outbox.status, count: count() })
    .from(outbox)
    .where(reportEmailsOf(week))
    .groupBy(outbox.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { sent: of("delivered"), pending: of("pending"), cancelled: of("cancelled") };
}

/** Who a week's first publication e-mails: every weekly recipient (queue-report.server.ts). */
export async function confirmedSubscriberCount(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(subscribers).where(weeklyRecipient);
  return row?.count ?? 0;
}

/**
 * Takes a week off the public pages; every version stays, and any of them can be published again.
 * The week's report e-mails still waiting are cancelled in the same transaction (the outbox worker
 * claims "pending" rows only), so an unpublication during a send stops the rest of it.
 */
export async function unpublishWeek(
  db: Database,
  week: number,
  by: WeekActor,
): Promise<{ sent: number; cancelled: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(weeks).where(eq(weeks.week, week)).for("update");
    if (!row) throw new WeekStoreError(`There is no week ${week}.`);
    if (row.publishedVersionId === null) return { sent: 0, cancelled: 0 };
    const [live] = await tx
      .select({ version: weekVersions.version })
      .from(weekVersions)
      .where(eq(weekVersions.id, row.publishedVersionId));
    await tx.update(weeks).set({ publishedVersionId: null, updatedAt: new Date() }).where(eq(weeks.week, week));
    await tx.delete(historyRows).where(eq(historyRows.week, week));
    const cancelled = await tx
      .update(outbox)
      .set({ status: "cancelled", lastError: "cancelled: the week was unpublished" })
      .where(and(reportEmailsOf(week), eq(outbox.status, "pending")))
      .returning({ id: outbox.id });
    const { sent } = await reportEmailProgress(tx, week);
    await recordAudit(tx, {
      userId: by.userId,
      actor: by.actor,
      action: "week.unpublished",
      subject: `week ${week} v${live!.version}`,
      details: { version: live!.version, emailsSent: sent, emailsCancelled: cancelled.length },
    });
    await bumpVersion(tx);
    return { sent, cancelled: cancelled.length };
  });
}

/**
 * Deletes a week that was never published (a draft) with every version of it, audited
 * "week.deleted". A week that was ever public is unpublished instead, never deleted.
 */
export async function deleteDraftWeek(db: Database, week: number, by: WeekActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(weeks).where(eq(weeks.week, week)).for("update");
    if (!row) throw new WeekStoreError(`There is no week ${week}.`);
    const [published] = await tx
      .select({ id: weekVersions.id })
      .from(weekVersions)
      .where(and(eq(weekVersions.week, week), isNotNull(weekVersions.publishedAt)))
      .limit(1);
    if (published || row.publishedVersionId !== null) {
      throw new WeekStoreError(`Week ${week} has been published: unpublish it instead; only a draft can be deleted.`);
    }
    const versions = await tx
      .delete(weekVersions)
      .where(eq(weekVersions.week, week))
      .returning({ id: weekVersions.id });
    await tx.delete(weeks).where(eq(weeks.week, week));
    await recordAudit(tx, {
      userId: by.userId,
      actor: by.actor,
      action: "week.deleted",
      subject: `week ${week}`,
      details: { versions: versions.length },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Which published weeks are sample data (decision 092): a week the store loaded from data/weekly/
// (origin "seed", version 1 as the files gave it) whose live version still has those contracts. A
// week the broker published, or a seed week whose contracts the broker replaced with an export, is
// the broker's data; a correction of the words alone keeps the sample contracts and so still says
// "sample data". The market history marks these weeks' days as sample with the generated years
// (decision 118), so every page says the same.
// ---------------------------------------------------------------------------------------------

const seedVersion = alias(weekVersions, "seed_version");

/** The published weeks that show sample (seed) contracts, in one query, cached with the weeks' version. */
export async function sampleWeekNumbers(db: Database): Promise<Set<number>> {
  const version = await weeksVersion(db);
  const cached = sampleCache.get(db);
  if (cached && version !== null && cached.version === version) return cached.weeks;
  const rows = await db
    .select({ week: weeks.week })
    .from(weeks)
    .innerJoin(weekVersions, eq(weekVersions.id, weeks.publishedVersionId))
    .innerJoin(seedVersion, and(eq(seedVersion.week, weeks.week), eq(seedVersion.version, 1)))
    .where(and(eq(weeks.origin, "seed"), sql`${weekVersions.contracts} = ${seedVersion.contracts}`));
  const sample = new Set(rows.map((row) => row.week));
  sampleCache.set(db, { version, weeks: sample });
  return sample;
}
const sampleCache = new WeakMap<Database, { version: number | null; weeks: Set<number> }>();
