// The render cache's addresses and keys (decision 085, 110, 115): which addresses it keeps, and the
// key an answer is kept under: the content versions it was rendered under, then the address.
import { followsPublishedWeeks, prerenderedPaths } from "~/lib/public-routes";
import { pageKey } from "~/server/prerendered-pages.server";

/** GET addresses whose answer depends only on the address and the published weeks (app/route-table.ts). */
export function isWeeklyContentPath(pathname: string): boolean {
  return followsPublishedWeeks(pathname);
}

const builtPaths = new Set(prerenderedPaths);

/**
 * The address to render of a page or file rendered at build time, which carries the site's content
 * (the footer, JSON-LD, share tags, identity in PDFs and share images): once that content was edited
 * in the studio, it is rendered on request and kept here, keyed by the site's version
 * (decision 110). A page's address is its pageKey (the query string is ignored, as the prerendered
 * file ignored it); its loader data (`/buyer.data`, and `/_.data` for the address ending in a slash,
 * `/`, as React Router 8 names it; the build wrote them too) keeps its query (`_routes`). Null for
 * any other address.
 */
export function builtAddressOf(pathname: string, search = ""): string | null {
  if (pathname.endsWith(".data")) {
    const page = pathname.endsWith("/_.data")
      ? pathname.slice(0, -"_.data".length)
      : pathname.slice(0, -".data".length);
    return builtPaths.has(pageKey(page)) ? `${pathname}${search}` : null;
  }
  const key = pageKey(pathname);
  return builtPaths.has(key) ? key : null;
}

/** The versions an answer was rendered under; each one present is part of its key. */
export type KeyVersions = {
  weeks?: number | null;
  site?: number | null;
  /** The listings file's version (the dashboard, decision 115). */
  listings?: string;
  /** The day (UTC, YYYY-MM-DD) of the print footer's date and the dashboard's default week. */
  day?: string;
};

/** The render cache's key of an address: the versions it was rendered under, then the address. */
export function renderKey(versions: KeyVersions, address: string): string {
  const parts: string[] = [];
  if ("weeks" in versions) parts.push(`w${versions.weeks}`);
  if ("site" in versions) parts.push(`s${versions.site}`);
  if (versions.listings !== undefined) parts.push(`l${versions.listings}`);
  if (versions.day !== undefined) parts.push(`d${versions.day}`);
  return `${parts.join(" ")} ${address}`;
}

/**
 * Whether a key was rendered under the current weeks' and site's versions (or depends on neither):
 * what is kept when either moves. Entries of an earlier day are left to the LRU bound.
 */
export function keyIsCurrent(key: string, current: { weeks: number | null; site: number | null }): boolean {
  for (const part of key.split(" ")) {
    if (part.startsWith("/")) return true;
    if (part.startsWith("w") && part !== `w${current.weeks}`) return false;
    if (part.startsWith("s") && part !== `s${current.site}`) return false;
  }
  return true;
}

/** The UTC day of an instant, as the root loader's `renderedOn` and the dashboard's `todayIso` write it. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The address a "query" route renders and keeps for a request (decision 115): its pathname and the
 * query as the route's normaliser writes it, or null when the query is not one to keep.
 */
export function queryAddress(pathname: string, normalised: string | null): string | null {
  if (normalised === null) return null;
  return normalised === "" ? pathname : `${pathname}?${normalised}`;
}
