import type { Route } from "./+types/site-image";
import { CACHE_CONTROL } from "~/server/cache-control.server";
import { siteDatabase } from "~/server/site-content.server";
import { readSiteImage, SITE_IMAGE_TYPES } from "~/server/site-identity.server";
import { appContextOf } from "~/server/app-context.server";

/**
 * The broker's photo or logo uploaded in Settings, at /site-image/<sha256>.<ext>: the address names
 * the bytes, so the answer never changes and is cached for a year (decision 110). Anything else: 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^([0-9a-f]{64})\.(jpg|png|webp)$/.exec(params.file);
  const db = siteDatabase(appContextOf(context));
  const image = match && db ? await readSiteImage(db, match[1]!) : null;
  if (!image || SITE_IMAGE_TYPES[image.contentType] !== match![2]) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none },
    });
  }
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.length),
      "Cache-Control": CACHE_CONTROL.asset,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
