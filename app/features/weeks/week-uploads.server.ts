import { randomUUID } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { weekUploads } from "../../../db/schema";
import type { Database } from "~/server/db.server";

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
