// The broker's identity as saved in the studio's Settings (decision 110): one row
// of `site_identity` (the fields as JSON, checked again on reading) and the uploaded photo or logo
// in `site_images`, named by the SHA-256 of its bytes. Until a row exists, content/site.ts is the
// identity. Every save bumps the site's version in its transaction and is audited with before and
// after.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { auditLog, siteIdentity, siteImages } from "~db/schema";
import {
  DEFAULT_IDENTITY_FIELDS,
  identityFieldsSchema,
  publicIdentity,
  type IdentityFields,
  type PublicIdentity,
} from "~/lib/site-identity";
import type { Database } from "./db.server";
import { bumpSiteVersion, noteSiteVersion } from "./site-version.server";

/** The image types Settings accepts, and the extension of each one's address. */
export const SITE_IMAGE_TYPES = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
export type SiteImageType = keyof typeof SITE_IMAGE_TYPES;

/** Where an uploaded image is served: its content hash in the address, so it is cached for a year. */
export function siteImageSrc(hash: string, contentType: SiteImageType): string {
  return `/site-image/${hash}.${SITE_IMAGE_TYPES[contentType]}`;
}

/** The identity as saved: the fields, and the image when one was uploaded. */
export type StoredIdentity = {
  fields: IdentityFields;
  image: { hash: string; contentType: SiteImageType } | null;
  updatedAt: Date;
};

/** The saved identity, or null when Settings was never saved (content/site.ts is the identity). */
export async function readStoredIdentity(db: Database): Promise<StoredIdentity | null> {
  const [row] = await db
    .select({
      identity: siteIdentity.identity,
      updatedAt: siteIdentity.updatedAt,
      hash: siteImages.hash,
      contentType: siteImages.contentType,
    })
    .from(siteIdentity)
    .leftJoin(siteImages, eq(siteImages.hash, siteIdentity.imageHash))
    .where(eq(siteIdentity.id, 1));
  if (!row) return null;
  // A row written by an older schema keeps what still parses; the rest falls back to the defaults.
  const parsed = identityFieldsSchema.safeParse({ ...DEFAULT_IDENTITY_FIELDS, ...row.identity });
  const fields = parsed.success ? parsed.data : DEFAULT_IDENTITY_FIELDS;
  const image =
    row.hash && row.contentType && row.contentType in SITE_IMAGE_TYPES
      ? { hash: row.hash, contentType: row.contentType as SiteImageType }
      : null;
  return { fields, image, updatedAt: row.updatedAt };
}

/** The identity every page prints from a saved one (or the defaults). */
export function identityOf(stored: StoredIdentity | null): PublicIdentity {
  if (!stored) return publicIdentity(DEFAULT_IDENTITY_FIELDS);
  return publicIdentity(stored.fields, stored.image ? siteImageSrc(stored.image.hash, stored.image.contentType) : null);
}

/** An uploaded image's bytes and type, or null when no image has that hash. */
export async function readSiteImage(
  db: Database,
  hash: string,
): Promise<{ contentType: SiteImageType; bytes: Buffer } | null> {
  const [row] = await db.select().from(siteImages).where(eq(siteImages.hash, hash));
  if (!row || !(row.contentType in SITE_IMAGE_TYPES)) return null;
  return { contentType: row.contentType as SiteImageType, bytes: Buffer.from(row.content, "base64") };
}

/** What a save changes: the fields (already checked), and the image: kept, replaced, or removed. */
export type IdentityChange = {
  fields: IdentityFields;
  image: { keep: true } | { remove: true } | { bytes: Buffer; contentType: SiteImageType };
  actor: { userId: number | null; actor: string };
};

/** What the audit entry of a save holds: the identity before and after. */
type AuditedIdentity = IdentityFields & { image: string | null };

function audited(fields: IdentityFields, image: StoredIdentity["image"]): AuditedIdentity {
  return { ...fields, image: image ? siteImageSrc(image.hash, image.contentType) : null };
}

/**
 * Saves the identity: one transaction writes the row, the image if a new one came, an audit entry
 * with before and after, and bumps the site's version, which this process's watches learn at once.
 * Returns the new version and the fields that changed (none: nothing was written).
 */
export async function saveIdentity(
  db: Database,
  change: IdentityChange,
): Promise<{ version: number | null; changed: string[] }> {
  const result = await db.transaction(async (tx) => {
    const before = await readStoredIdentity(tx as unknown as Database);
    const beforeImage = before?.image ?? null;
    let image = beforeImage;
    if ("remove" in change.image) image = null;
    if ("bytes" in change.image) {
      const hash = createHash("sha256").update(change.image.bytes).digest("hex");
      await tx
        .insert(siteImages)
        .values({
          hash,
          contentType: change.image.contentType,
          content: change.image.bytes.toString("base64"),
          byteLength: change.image.bytes.length,
        })
        .onConflictDoNothing();
      image = { hash, contentType: change.image.contentType };
    }
    const old = audited(before?.fields ?? DEFAULT_IDENTITY_FIELDS, beforeImage);
    const next = audited(change.fields, image);
    const changed = (Object.keys(next) as (keyof AuditedIdentity)[]).filter((key) => old[key] !== next[key]);
    if (changed.length === 0) return { version: null, changed };
    const now = new Date();
    await tx
      .insert(siteIdentity)
      .values({
        id: 1,
        identity: change.fields,
        imageHash: image?.hash ?? null,
        updatedBy: change.actor.userId,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: siteIdentity.id,
        set: {
          identity: change.fields,
          imageHash: image?.hash ?? null,
          updatedBy: change.actor.userId,
          updatedAt: now,
        },
      });
    await tx.insert(auditLog).values({
      at: now,
      userId: change.actor.userId,
      actor: change.actor.actor,
      action: "settings.identity",
      subject: "site identity",
      details: {
        changed,
        before: Object.fromEntries(changed.map((key) => [key, old[key]])),
        after: Object.fromEntries(changed.map((key) => [key, next[key]])),
      },
    });
    const version = await bumpSiteVersion(tx);
    return { version, changed };
  });
  if (result.version !== null) noteSiteVersion(result.version);
  return result;
}
