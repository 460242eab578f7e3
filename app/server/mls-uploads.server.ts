// What the studio keeps of an MLS export between the steps of its upload, for the weeks' contracts
// and the listings alike (decision 134): the checked file, a day (decision 090), and the column
// mappings made on screen, by the export's headers (decision 106). Each belongs to its kind, so a
// listings export's file or mapping never serves a contracts upload, nor the other way round.
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { mlsColumnMaps, weekUploads, type MlsExportKind } from "~db/schema";
import { headersKey } from "~/domain/mls-export.server";
import { uploadFileName } from "~/lib/upload-file-name";
import type { Database } from "./db.server";
import { DAY_MS } from "~/lib/calendar";

/** How long a checked upload can still be used by its second step; older ones are purged. */
export const UPLOAD_LIFETIME_MS = DAY_MS;

/** Keeps a checked export of this kind for its editor and returns its id; purges the uploads older than a day. */
export async function keepUpload(
  db: Database,
  kind: MlsExportKind,
  upload: { userId: number; fileName: string; text: string },
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db.delete(weekUploads).where(lt(weekUploads.createdAt, new Date(now.getTime() - UPLOAD_LIFETIME_MS)));
  await db.insert(weekUploads).values({
    id,
    kind,
    createdBy: upload.userId,
    // The name as a client sent it may hold a NUL or control characters (upload-file-name.ts).
    fileName: uploadFileName(upload.fileName),
    content: Buffer.from(upload.text, "utf8").toString("base64"),
    createdAt: now,
  });
  return id;
}

/** The export of this kind its editor checked under `id` less than a day ago, or undefined. */
export async function checkedUpload(
  db: Database,
  kind: MlsExportKind,
  id: string,
  userId: number,
  now = new Date(),
): Promise<{ fileName: string; text: string } | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [row] = await db
    .select({ fileName: weekUploads.fileName, content: weekUploads.content })
    .from(weekUploads)
    .where(
      and(
        eq(weekUploads.id, id),
        eq(weekUploads.kind, kind),
        eq(weekUploads.createdBy, userId),
        gt(weekUploads.createdAt, new Date(now.getTime() - UPLOAD_LIFETIME_MS)),
      ),
    );
  return row ? { fileName: row.fileName, text: Buffer.from(row.content, "base64").toString("utf8") } : undefined;
}

/** The upload has been used: it is not needed again. */
export async function forgetUpload(db: Database, id: string): Promise<void> {
  await db.delete(weekUploads).where(eq(weekUploads.id, id));
}

/** A saved mapping: the kind's column to the export's header (or "(none)"). */
export type SavedColumns = Partial<Record<string, string>>;

/** Only the kind's columns, each to a header of at most 200 characters. */
function cleanMap(columns: Record<string, unknown>, known: readonly string[]): SavedColumns {
  const map: SavedColumns = {};
  for (const column of known) {
    const header = columns[column];
    if (typeof header === "string" && header.length > 0) map[column] = header.slice(0, 200);
  }
  return map;
}

/** The mapping saved for an export of this kind with these headers (in any order), or undefined. */
export async function savedColumnMap(
  db: Database,
  kind: MlsExportKind,
  headers: readonly string[],
  known: readonly string[],
): Promise<SavedColumns | undefined> {
  const key = headersKey(headers);
  if (key === "") return undefined;
  const [row] = await db
    .select({ columns: mlsColumnMaps.columns })
    .from(mlsColumnMaps)
    .where(and(eq(mlsColumnMaps.kind, kind), eq(mlsColumnMaps.headersKey, key)));
  return row ? cleanMap(row.columns, known) : undefined;
}

/** Keeps the columns chosen for these headers, added to what was saved for them before. */
export async function saveColumnMap(
  db: Database,
  kind: MlsExportKind,
  headers: readonly string[],
  columns: SavedColumns,
  known: readonly string[],
  userId: number | null,
): Promise<void> {
  const key = headersKey(headers);
  const merged = { ...(await savedColumnMap(db, kind, headers, known)), ...cleanMap(columns, known) };
  const row = {
    headers: [...headers],
    columns: merged as Record<string, string>,
    createdBy: userId,
    updatedAt: new Date(),
  };
  await db
    .insert(mlsColumnMaps)
    .values({ kind, headersKey: key, ...row })
    .onConflictDoUpdate({ target: [mlsColumnMaps.headersKey, mlsColumnMaps.kind], set: row });
}

export type SavedColumnMap = { key: string; headers: string[]; columns: SavedColumns; updatedAt: Date };

/** Every mapping saved for exports of this kind, oldest first, for the broker to see and clear. */
export async function columnMaps(
  db: Database,
  kind: MlsExportKind,
  known: readonly string[],
): Promise<SavedColumnMap[]> {
  const rows = await db
    .select()
    .from(mlsColumnMaps)
    .where(eq(mlsColumnMaps.kind, kind))
    .orderBy(asc(mlsColumnMaps.updatedAt));
  return rows.map((row) => ({
    key: row.headersKey,
    headers: row.headers,
    columns: cleanMap(row.columns, known),
    updatedAt: row.updatedAt,
  }));
}

/** Forgets a mapping of this kind; true when there was one. */
export async function forgetColumnMap(db: Database, kind: MlsExportKind, key: string): Promise<boolean> {
  const deleted = await db
    .delete(mlsColumnMaps)
    .where(and(eq(mlsColumnMaps.kind, kind), eq(mlsColumnMaps.headersKey, key)))
    .returning({ key: mlsColumnMaps.headersKey });
  return deleted.length > 0;
}
