/**
 * Cache-Control of every response, so that a CDN in front of the site may keep what is the same
 * for every visitor and nothing else (docs/deployment.md, "Caching").
 */
export const CACHE_CONTROL = {
  /** Fingerprinted assets: their name changes with their content. */
  asset: "public, max-age=31536000, immutable",
  /**
   * Prerendered pages: the same bytes for every visitor, inline scripts allowed by hash (no
   * nonce). Browsers revalidate every time by ETag; a shared cache keeps a page five minutes and
   * may answer from its copy for a day while it revalidates in the background.
   */
  prerendered: "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
  /** Server-rendered pages without script: a shared cache keeps them a minute (their data changes weekly). */
  rendered: "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
  /**
   * Server-rendered pages that hydrate: their inline scripts carry this response's CSP nonce,
   * which must not be handed to every visitor of a shared cache. The browser alone may keep them.
   */
  renderedWithNonce: "private, no-cache",
  /** Form answers (any post), errors, redirects and anything about one visitor or one instance. */
  none: "no-store",
} as const;

/**
 * The Cache-Control of a server-rendered response (a page or its `.data`), when its route did not
 * set one itself: app/entry.server.tsx decides it, knowing the status and whether the page hydrates.
 */
export function renderedCacheControl(method: string, status: number, hydrates: boolean): string {
  if ((method !== "GET" && method !== "HEAD") || status !== 200) return CACHE_CONTROL.none;
  return hydrates ? CACHE_CONTROL.renderedWithNonce : CACHE_CONTROL.rendered;
}

/** The broker's workspace: every response `no-store` and `X-Robots-Tag: noindex` (app/entry.server.tsx, server.ts). */
export function isStudioPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === "/studio" || lower.startsWith("/studio/") || lower === "/studio.data";
}
