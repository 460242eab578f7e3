// Storing a listings export and removing one (decision 134), each in one transaction: the upload,
// the rows it read, and every listing they change, rebuilt from its rows, with the content version
// "listings" bumped and the audit entry written, all or nothing. Batched: an export of 40,000
// listings is a few dozen statements, never a query per row; the rows are inserted as JSON
// documents of thousands of rows each (decision 158).
import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { listingEvents, listingRows, listings, listingUploads } from "~db/schema";
import { uploadFileName } from "~/lib/upload-file-name";
import { recordAudit } from "~/server/audit.server";
import type { Database } from "~/server/db.server";
import { insertRows } from "~/server/insert-rows.server";
import { bumpListingsVersion } from "~/server/listing-store.server";
import type { ListingExport, RowProblem } from "./listing-export.server";
import { foldListing, type FoldedListing, type FoldRow } from "./listing-fold";
import { listingStateOf, planUpload, type UploadPlan } from "./listing-plan";
import type { ListingRow } from "./listing-row";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Writer = Database | Transaction;

/** Who did it, for the audit log: a person of the studio, the command line, or the start-up import. */
export type ListingActor = { userId: number | null; actor: string };

/** The key that serializes every change to the listings across instances (pg_advisory_xact_lock). */
const LISTINGS_LOCK = 119_134;

/** The export's content key: the same text is one export, applied once. */
export const contentHashOf = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

async function inBatches<T>(items: readonly T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) await write(items.slice(start, start + size));
}

/** The rows stored for these MLS numbers, each with its upload's id and as-of day, by MLS number. */
export async function storedRowsFor(db: Writer, numbers: readonly string[]): Promise<Map<string, FoldRow[]>> {
  const byMls = new Map<string, FoldRow[]>();
  if (numbers.length === 0) return byMls;
  const rows = await db
    .select({
      mls: listingRows.mls,
      line: listingRows.line,
      row: listingRows.row,
      upload: listingRows.uploadId,
      asOf: listingUploads.asOf,
    })
    .from(listingRows)
    .innerJoin(listingUploads, eq(listingUploads.id, listingRows.uploadId))
    .where(sql`${listingRows.mls} = any(${sql.param([...numbers])}::text[])`);
  for (const stored of rows) {
    let list = byMls.get(stored.mls);
    if (!list) byMls.set(stored.mls, (list = []));
    // Written by storeListingUpload only, from rows the export reader checked.
    list.push({
      row: stored.row as unknown as ListingRow,
      upload: stored.upload,
      asOf: stored.asOf,
      line: stored.line,
    });
  }
  return byMls;
}

/** The newest as-of day of the uploads stored, or null without any. */
export async function newestAsOf(db: Writer): Promise<string | null> {
  const [row] = await db
    .select({ asOf: listingUploads.asOf })
    .from(listingUploads)
    .orderBy(desc(listingUploads.asOf))
    .limit(1);
  return row?.asOf ?? null;
}

/** The upload that applied this very export before, if one did. */
export async function uploadOfContent(db: Writer, hash: string) {
  const [row] = await db
    .select({ id: listingUploads.id, fileName: listingUploads.fileName, createdAt: listingUploads.createdAt })
    .from(listingUploads)
    .where(eq(listingUploads.contentHash, hash));
  return row;
}

/** Makes these listings as folded: their rows in `listings` and their events replaced; `gone` deleted. */
async function writeListings(tx: Writer, folded: readonly FoldedListing[], gone: readonly string[] = []) {
  const numbers = [...folded.map((listing) => listing.history.mls), ...gone];
  await inBatches(numbers, 10_000, (batch) =>
    tx.delete(listings).where(sql`${listings.mls} = any(${sql.param(batch)}::text[])`),
  );
  await insertRows(tx, listings, folded.map(listingStateOf));
  const events = folded.flatMap((listing) =>
    listing.history.events.map((event, position) => ({
      mls: listing.history.mls,
      position,
      date: event.date,
      status: event.status,
      price: event.price,
      uploadId: listing.eventUploads[position]!,
    })),
  );
  await insertRows(tx, listingEvents, events);
}

export type ApplyInput = {
  text: string;
  fileName: string;
  read: ListingExport;
  asOf: string;
  coversFrom: string;
  /** Store the good rows when some are bad (the broker chose it). */
  skipBad: boolean;
  /** What the broker saw on the check page (planKey): a plan that changed since is not stored. */
  planKey?: string;
};

export type ApplyResult =
  | { stored: { uploadId: number; plan: UploadPlan; rows: number; refused: number } }
  | { already: { uploadId: number; fileName: string; createdAt: Date } }
  | { refused: { reason: string; plan?: UploadPlan; problems?: RowProblem[] } };

/** What the check showed, in one line: a plan that changed before the apply is shown again. */
export const planKeyOf = (plan: UploadPlan, problems: number) =>
  `${plan.counts.added}:${plan.counts.changed}:${plan.counts.unchanged}:${plan.counts.refused}:${problems}`;

/** The plan of an export against the database as it is now (nothing is stored). */
export async function planOf(db: Writer, read: ListingExport, asOf: string): Promise<UploadPlan> {
  const stored = await storedRowsFor(
    db,
    read.rows.map((row) => row.row.mls),
  );
  return planUpload(stored, read.rows, { asOf });
}

class Refusal extends Error {
  constructor(readonly result: Extract<ApplyResult, { refused: unknown }>) {
    super(result.refused.reason);
  }
}

/**
 * Stores an export in one transaction, serialized with every other change to the listings: the
 * upload, its accepted rows, the listings they add or change (folded from every row of theirs), the
 * content version and the audit entry. The same export twice is applied once. Bad rows and rows
 * the history refuses are stored only without them, when the broker chose to skip them.
 */
export async function storeListingUpload(db: Database, input: ApplyInput, by: ListingActor): Promise<ApplyResult> {
  const hash = contentHashOf(input.text);
  try {
    return await db.transaction(async (tx): Promise<ApplyResult> => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LISTINGS_LOCK})`);
      const already = await uploadOfContent(tx, hash);
      if (already)
        return { already: { uploadId: already.id, fileName: already.fileName, createdAt: already.createdAt } };
      const [created] = await tx
        .insert(listingUploads)
        .values({
          fileName: uploadFileName(input.fileName),
          contentHash: hash,
          createdBy: by.userId,
          actor: by.actor,
          asOf: input.asOf,
          coversFrom: input.coversFrom,
          rowCount: 0,
          addedCount: 0,
          changedCount: 0,
          unchangedCount: 0,
        })
        .returning({ id: listingUploads.id });
      const uploadId = created!.id;
      const stored = await storedRowsFor(
        tx,
        input.read.rows.map((row) => row.row.mls),
      );
      const plan = planUpload(stored, input.read.rows, { asOf: input.asOf, upload: uploadId });
      const problems = [...input.read.problems, ...plan.refusals].sort((a, b) => a.line - b.line);
      if (input.planKey !== undefined && input.planKey !== planKeyOf(plan, input.read.problems.length)) {
        throw new Refusal({
          refused: {
            reason:
              "The listings changed since the check (another export was applied): nothing was stored. Look at the check again.",
            plan,
            problems,
          },
        });
      }
      if (problems.length > 0 && !input.skipBad) {
        throw new Refusal({
          refused: {
            reason: "Some rows are bad: nothing was stored. Fix the file, or choose to skip them.",
            plan,
            problems,
          },
        });
      }
      const refusedLines = new Set(plan.refusals.map((problem) => problem.line));
      const accepted = input.read.rows.filter((row) => !refusedLines.has(row.line));
      if (accepted.length === 0) {
        throw new Refusal({ refused: { reason: "No good row: nothing was stored.", plan, problems } });
      }
      await insertRows(
        tx,
        listingRows,
        accepted.map(({ line, row }) => ({
          uploadId,
          line,
          mls: row.mls,
          row: row as unknown as Record<string, unknown>,
        })),
      );
      await writeListings(tx, plan.folded);
      const refused = input.read.rowCount - accepted.length;
      await tx
        .update(listingUploads)
        .set({
          rowCount: accepted.length,
          refusedCount: refused,
          addedCount: plan.counts.added,
          changedCount: plan.counts.changed,
          unchangedCount: plan.counts.unchanged,
        })
        .where(eq(listingUploads.id, uploadId));
      await recordAudit(tx, {
        userId: by.userId,
        actor: by.actor,
        action: "listings.uploaded",
        subject: `listings upload ${uploadId}`,
        details: {
          fileName: uploadFileName(input.fileName),
          asOf: input.asOf,
          coversFrom: input.coversFrom,
          rows: accepted.length,
          refusedRows: refused,
          added: plan.counts.added,
          changed: plan.counts.changed,
          unchanged: plan.counts.unchanged,
        },
      });
      await bumpListingsVersion(tx);
      return { stored: { uploadId, plan, rows: accepted.length, refused } };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

/** An applied upload as the studio lists it. */
export type ListingUploadSummary = typeof listingUploads.$inferSelect;

/** Every applied upload, newest export first. */
export async function listingUploadList(db: Database): Promise<ListingUploadSummary[]> {
  return db.select().from(listingUploads).orderBy(desc(listingUploads.asOf), desc(listingUploads.id));
}

/**
 * Removes an upload in one transaction: its rows and the events they recorded go, and every listing
 * it touched is folded again from the rows that remain (a listing no other upload shows is
 * deleted). Rows that no longer fit their listing's history are left out of it and counted.
 * Undefined when there is no such upload.
 */
export async function removeListingUpload(
  db: Database,
  uploadId: number,
  by: ListingActor,
): Promise<{ upload: ListingUploadSummary; listings: number; deleted: number; leftOut: number } | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LISTINGS_LOCK})`);
    const [upload] = await tx.select().from(listingUploads).where(eq(listingUploads.id, uploadId));
    if (!upload) return undefined;
    const touched = await tx
      .selectDistinct({ mls: listingRows.mls })
      .from(listingRows)
      .where(and(eq(listingRows.uploadId, uploadId)));
    const numbers = touched.map((row) => row.mls);
    await tx.delete(listingUploads).where(eq(listingUploads.id, uploadId));
    const remaining = await storedRowsFor(tx, numbers);
    const folded: FoldedListing[] = [];
    let leftOut = 0;
    for (const rows of remaining.values()) {
      const result = foldListing(rows);
      leftOut += result.refused.length;
      if (result.listing) folded.push(result.listing);
    }
    const gone = numbers.filter((mls) => !remaining.has(mls));
    await writeListings(tx, folded, gone);
    await recordAudit(tx, {
      userId: by.userId,
      actor: by.actor,
      action: "listings.upload-removed",
      subject: `listings upload ${uploadId}`,
      details: {
        fileName: upload.fileName,
        asOf: upload.asOf,
        coversFrom: upload.coversFrom,
        listings: numbers.length,
        deleted: gone.length,
        leftOut,
      },
    });
    await bumpListingsVersion(tx);
    return { upload, listings: numbers.length, deleted: gone.length, leftOut };
  });
}
