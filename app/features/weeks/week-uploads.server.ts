// A contracts export checked in the studio waits for "Create the draft" (decision 090): the file is
// posted once, and the second step sends only its id. A column mapping made on screen (decision
// 106) reads every later export with the same headers the same way. Both are kept by
// app/server/mls-uploads.server.ts, as the weeks' kind, "contracts".
import { CONTRACT_COLUMNS } from "~/domain/contracts-csv.server";
import type { Database } from "~/server/db.server";
import * as uploads from "~/server/mls-uploads.server";
import type { ColumnMap } from "./mls-import.server";

/** Keeps a checked export for its editor and returns its id; purges the uploads older than a day. */
export const keepUpload = (db: Database, upload: { userId: number; fileName: string; text: string }, now?: Date) =>
  uploads.keepUpload(db, "contracts", upload, now);

/** The export its editor checked under `id` less than a day ago, or undefined. */
export const checkedUpload = (db: Database, id: string, userId: number, now?: Date) =>
  uploads.checkedUpload(db, "contracts", id, userId, now);

export const forgetUpload = uploads.forgetUpload;

/** The mapping saved for an export with these headers (in any order), or undefined. */
export const savedColumnMap = (db: Database, headers: readonly string[]): Promise<ColumnMap | undefined> =>
  uploads.savedColumnMap(db, "contracts", headers, CONTRACT_COLUMNS);

/** Keeps the columns chosen for these headers, added to what was saved for them before. */
export const saveColumnMap = (db: Database, headers: readonly string[], columns: ColumnMap, userId: number | null) =>
  uploads.saveColumnMap(db, "contracts", headers, columns, CONTRACT_COLUMNS, userId);

export type SavedColumnMap = { key: string; headers: string[]; columns: ColumnMap; updatedAt: Date };

/** Every saved mapping, oldest first, for the broker to see and clear. */
export const columnMaps = (db: Database): Promise<SavedColumnMap[]> =>
  uploads.columnMaps(db, "contracts", CONTRACT_COLUMNS);

/** Forgets a mapping; true when there was one. */
export const forgetColumnMap = (db: Database, key: string) => uploads.forgetColumnMap(db, "contracts", key);
