import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { mlsColumnMaps, weekUploads } from "../../../db/schema";
import { CONTRACT_COLUMNS } from "~/domain/contracts-csv.server";
import type { Database } from "~/server/db.server";
import { headersKey, type ColumnMap } from "./mls-import.server";

// An export checked in the studio waits here for "Create the draft" (issue 31, item 5): the file
// is posted once, and the second step sends only its id (decision 090).

/** How long a checked upload can still be turned into a draft; older ones are purged. */
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Keeps a checked export for its editor and returns its id; purges the uploads older than a day. */
export async function keepUpload(
  db: Database,
  upload: { userId: number; fileName: string; text: string },
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db.delete(weekUploads).where(lt(weekUploads.createdAt, new Date(now.getTime() - UPLOAD_LIFETIME_MS)));
  await db.insert(weekUploads).values({
    id,
    createdBy: upload.userId,
    fileName: upload.fileName.slice(0, 200),
    content: Buffer.from(upload.text, "utf8").toString("base64"),
    createdAt: now,
  });
  return id;
}

/** The export its editor checked under `id` less than a day ago, or undefined. */
export async function checkedUpload(
  db: Database,
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
        eq(weekUploads.createdBy, userId),
        gt(weekUploads.createdAt, new Date(now.getTime() - UPLOAD_LIFETIME_MS)),
      ),
    );
  return row ? { fileName: row.fileName, text: Buffer.from(row.content, "base64").toString("utf8") } : undefined;
}

/** The upload has become a draft: it is not needed again. */
export async function forgetUpload(db: Database, id: string): Promise<void> {
  await db.delete(weekUploads).where(eq(weekUploads.id, id));
}

// A column mapping made on screen (issue 28, item 5; decision 106): the headers the upload did not
// recognise, mapped once, and read the same way in every later export with the same headers.

/** Only the contract columns, each to a header of at most 200 characters. */
function cleanMap(columns: Record<string, unknown>): ColumnMap {
  const map: ColumnMap = {};
  for (const column of CONTRACT_COLUMNS) {
    const header = columns[column];
    if (typeof header === "string" && header.length > 0) map[column] = header.slice(0, 200);
  }
  return map;
}

/** The mapping saved for an export with these headers (in any order), or undefined. */
export async function savedColumnMap(db: Database, headers: readonly string[]): Promise<ColumnMap | undefined> {
  const key = headersKey(headers);
  if (key === "") return undefined;
  const [row] = await db
    .select({ columns: mlsColumnMaps.columns })
    .from(mlsColumnMaps)
    .where(and(eq(mlsColumnMaps.kind, "contracts"), eq(mlsColumnMaps.headersKey, key)));
  return row ? cleanMap(row.columns) : undefined;
}

/** Keeps the columns chosen for these headers, added to what was saved for them before. */
export async function saveColumnMap(
  db: Database,
  headers: readonly string[],
  columns: ColumnMap,
  userId: number | null,
): Promise<void> {
  const key = headersKey(headers);
  const merged = { ...(await savedColumnMap(db, headers)), ...cleanMap(columns) };
  const row = { headers: [...headers], columns: merged, createdBy: userId, updatedAt: new Date() };
  await db
    .insert(mlsColumnMaps)
    .values({ headersKey: key, ...row })
    .onConflictDoUpdate({ target: [mlsColumnMaps.kind, mlsColumnMaps.headersKey], set: row });
}

export type SavedColumnMap = { key: string; headers: string[]; columns: ColumnMap; updatedAt: Date };

/** Every saved mapping, oldest first, for the broker to see and clear. */
export async function columnMaps(db: Database): Promise<SavedColumnMap[]> {
  const rows = await db
    .select()
    .from(mlsColumnMaps)
    .where(eq(mlsColumnMaps.kind, "contracts"))
    .orderBy(asc(mlsColumnMaps.updatedAt));
  return rows.map((row) => ({
    key: row.headersKey,
    headers: row.headers,
    columns: cleanMap(row.columns),
    updatedAt: row.updatedAt,
  }));
}

/** Forgets a mapping; true when there was one. */
export async function forgetColumnMap(db: Database, key: string): Promise<boolean> {
  const deleted = await db
    .delete(mlsColumnMaps)
    .where(and(eq(mlsColumnMaps.kind, "contracts"), eq(mlsColumnMaps.headersKey, key)))
    .returning({ key: mlsColumnMaps.headersKey });
  return deleted.length > 0;
}
