import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  BROTLI_QUALITY,
  chooseEncoding,
  memoryFile,
  pageKey,
  preparePage,
  sendMemoryFile,
  type MemoryFile,
  type PrerenderedPage,
} from "~/server/prerendered-pages.server";
import type { ContentVersionsWatch } from "~/server/content-versions.server";
import { currentSiteVersion, siteVersion } from "~/server/site-version.server";
import {
  contentSecurityPolicy,
  isFramableDocument,
  PRERENDER_NONCE_PLACEHOLDER,
  staticSecurityHeaders,
} from "~/server/csp.server";
import type { Database } from "~/server/db.server";
import { routerContext, type AppContext } from "~/server/app-context.server";
import {
  followsPublishedWeeks,
  prerenderedPaths,
  queryCachedRouteOf,
  type QueryCachedRoute,
} from "~/lib/public-routes";
import { createHash } from "node:crypto";
import type { WeeklyReportData } from "~/domain/contract-types";
import { weeklyPdfHref } from "~/domain/weekly-pdf-path";
import { weeklyShareImagePath } from "./report-feed";
import { publishedWeeks, weeksVersion } from "~/server/week-store.server";
import { sharedWhileInFlight } from "~/server/shared-while-in-flight.server";

// The render cache of the pages made from the published weeks (docs/decisions/085). They used to
// be prerendered; now the weeks live in the database, so they are rendered on their first request
// and kept, keyed by the address and the weeks' content version: a publication on any instance
// bumps that version, and every instance renders afresh on its next request. A page is rendered
// with the build's nonce placeholder, which is then removed and its inline scripts allowed by
// hash, exactly as the prerendered pages are (decision 005), so one copy serves every visitor.

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

type Entry = {
  status: number;
  headers: [string, string][];
  /** HTML pages: compressed once, scripts allowed by hash. */
  page?: PrerenderedPage;
  /** Anything else (PDF, PNG, RSS): the bytes as rendered. */
  body?: Buffer;
  bytes: number;
  /** A page's answers as sent before Express (every header worked out once), made at its first such hit. */
  file?: MemoryFile;
};

/** What a render gives: a value to keep, or null when the answer must not be kept (it falls through). */
type Render<V> = () => Promise<V | null>;

/**
 * The render cache's store: lru-cache sized by count and by bytes (each value says its own size),
 * with single flight: while a key is being rendered, every other miss for that key awaits the
 * same render instead of starting its own. A render that fails or gives null is not kept, so the
 * next request renders again.
 */
export class RenderCache<V extends { bytes: number }> {
  private readonly entries: LRUCache<string, V>;
  private readonly inFlight = new Map<string, Promise<V | null>>();

  constructor({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
    this.entries = new LRUCache<string, V>({
      max: maxEntries,
      maxSize: maxBytes,
      // lru-cache wants a positive integer; a value larger than maxBytes is simply not kept.
      sizeCalculation: (value) => Math.max(1, Math.ceil(value.bytes)),
    });
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * The kept value of `key`, or the one render of it: concurrent callers share one promise.
   * `state` says whether this caller found it kept ("hit"), rendered it ("miss") or waited for
   * another caller's render ("shared").
   */
  async getOrRender(key: string, render: Render<V>): Promise<{ value: V | null; state: "hit" | "miss" | "shared" }> {
    const kept = this.entries.get(key);
    if (kept) return { value: kept, state: "hit" };
    const pending = this.inFlight.get(key);
    if (pending) return { value: await pending, state: "shared" };
    const started = (async () => {
      try {
        const value = await render();
        if (value) this.entries.set(key, value);
        return value;
      } finally {
        this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, started);
    return { value: await started, state: "miss" };
  }

  /** Forgets every key `keep` says no to (the entries of an older content version). */
  prune(keep: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (!keep(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes kept, as the values counted them. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}

// Moved to app/server (the site content follows its version the same way); kept here for its callers.
export { sharedWhileInFlight };

/** A short fingerprint of a published week's content: what tells a changed week from the others. */
export function weekFingerprint(report: WeeklyReportData): string {
  return createHash("sha256").update(JSON.stringify(report)).digest("base64url").slice(0, 16);
}

/**
 * The weeks whose page changed between two sets of fingerprints (week -> fingerprint): a week
 * published for the first time or corrected. With nothing known before (the instance started),
 * the newest week, the one the report e-mail and the index pages lead to.
 */
export function changedWeeks(before: ReadonlyMap<number, string> | null, after: ReadonlyMap<number, string>): number[] {
  if (!before) {
    const newest = Math.max(...after.keys());
    return Number.isFinite(newest) ? [newest] : [];
  }
  return [...after].filter(([week, print]) => before.get(week) !== print).map(([week]) => week);
}

/**
 * What an instance renders into its cache when the weeks move, in order: each changed week's page
 * (the address the report e-mail links), the index pages and the feed, then each changed week's PDF
 * and share image, the investor pages, the default views of the trends and the newest quarter and
 * the home page's market strip, which change with the history (decisions 115 and 139).
 */
export function addressesToWarm(weeks: readonly number[], { more = true }: { more?: boolean } = {}): string[] {
  const pages = [
    ...weeks.map((week) => `/market-report?week=${week}`),
    "/market-report",
    "/archive",
    "/market-report/rss.xml",
  ];
  if (!more) return pages;
  return [
    ...pages,
    ...weeks.flatMap((week) => [weeklyPdfHref(week), weeklyShareImagePath(week)]),
    "/investors/zip-code-hotspots",
    "/investors/rental-market",
    "/market-trends",
    "/quarterly-report",
    "/",
  ];
}

/**
 * Resolves when no request has come for `quietMs` (decision 117), or after `maxWaitMs` of waiting:
 * the warm is background work, so a burst of visitors is answered before its next render starts,
 * and a steady stream of them slows the warm down without stopping it. `lastRequestAt` is when the
 * last request came, on performance.now()'s clock.
 */
export async function waitForQuiet(
  lastRequestAt: () => number,
  { quietMs, maxWaitMs }: { quietMs: number; maxWaitMs: number },
): Promise<void> {
  const started = performance.now();
  await new Promise((resolve) => setImmediate(resolve));
  while (performance.now() - lastRequestAt() < quietMs && performance.now() - started < maxWaitMs)
    await new Promise((resolve) => setTimeout(resolve, quietMs));
}

/** Every render cache of this process, warmed before a report e-mail goes out (server/delivery.ts). */
const warmers = new Set<() => Promise<void>>();

/**
 * Resolves once every render cache of this process has warmed the weeks' current version (at
 * most `timeoutMs`: an e-mail is never held back for long by a render).
 */
export async function weeklyPagesWarm(timeoutMs = 15_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  try {
    await Promise.race([Promise.all([...warmers].map((warm) => warm().catch(() => {}))), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A kept page's answers before Express: what Express's security headers and `send` would set,
 * names in lower case so that the route's own headers (Cache-Control, Content-Type) replace them.
 */
function hitFile(entry: Entry, page: PrerenderedPage, framableBySelf: boolean): MemoryFile {
  const lower = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return memoryFile(
    { identity: Buffer.from(page.html, "utf8"), brotli: page.brotli, gzip: page.gzip, etag: page.etag },
    (secure) => ({
      ...lower(staticSecurityHeaders({ secure, framableBySelf })),
      ...Object.fromEntries(entry.headers.map(([name, value]) => [name.toLowerCase(), value])),
      "content-security-policy": contentSecurityPolicy("", {
        upgradeInsecure: secure,
        scriptHashes: page.scriptHashes,
        framableBySelf,
      }),
      vary: "Accept-Encoding",
      "x-render-cache": "hit",
    }),
  );
}

/** Headers a cached answer does not repeat: they are the transfer's, or set per response. */
const PER_RESPONSE = new Set(["content-length", "content-encoding", "transfer-encoding", "content-security-policy"]);

type Options = {
  build: ServerBuild;
  db: Database;
  /** SITE_URL: the origin every render sees, whatever Host a request names (no cache poisoning by Host). */
  origin: string;
  /** The load context of a render: the same services as any request, with the nonce placeholder. */
  loadContext: Omit<AppContext, "cspNonce">;
  maxEntries?: number;
  maxBytes?: number;
  /**
   * How often the instance asks for the weeks' content version between requests, to warm its
   * cache when another instance published (0: only when a request or weeklyPagesWarm asks).
   */
  warmEveryMs?: number;
  /** Told of a warm that failed (it is tried again at the next version or request). */
  onWarmError?: (error: unknown) => void;
  /**
   * The normaliser of each "query" route (by its path in the route table, decision 115): the query
   * string it keeps the answer under, or null to render that request as any other. A route without
   * one is not kept.
   */
  queries?: Readonly<Record<string, (search: string) => string | null>>;
  /** The dashboard listings' version as this process last read them, for the routes that follow them. */
  listingsVersion?: () => string;
  /**
   * Reads the listings again when their content version moved (decision 135), before a route that
   * follows them is planned, so its key and address are those of the listings it renders.
   */
  refreshListings?: () => Promise<unknown>;
  /** False: warm only the weeks' pages, the index pages and the feed (decision 108, before 115). */
  warmMore?: boolean;
  /**
   * The content versions this process keeps in memory (decision 115): with them, a hit is answered
   * before Express with no database query (`answerHit`), and a version learnt starts the warm (no
   * poll here: the watch has its own).
   */
  versions?: ContentVersionsWatch;
  /** The warm renders its next page once no request has come for this long (decision 117)... */
  quietMs?: number;
  /** ...or once it has waited this long for such a moment. */
  maxQuietWaitMs?: number;
};

/**
 * Express middleware in front of React Router for the weekly pages. A miss renders through React
 * Router's own request handler (the same route code as any request) and keeps a 200 answer
 * without cookies; anything else falls through to the normal handler, which renders it with
 * this response's nonce.
 */
export function weeklyRenderCache({
  build,
  db,
  origin,
  loadContext,
  maxEntries = 300,
  maxBytes = 64 * 1024 * 1024,
  warmEveryMs = 1000,
  onWarmError,
  queries = {},
  listingsVersion = () => "",
  refreshListings,
  warmMore = true,
  versions,
  quietMs = 25,
  maxQuietWaitMs = 500,
}: Options) {
  const render = createRequestHandler(build, "production");
  const cache = new RenderCache<Entry>({ maxEntries, maxBytes });

  async function fill(address: string): Promise<Entry | null> {
    const url = new URL(address, origin);
    // No cookie or other visitor header reaches the render: the answer is the same for everyone.
    const response = await render(
      new Request(url, { method: "GET" }),
      routerContext({ ...loadContext, cspNonce: PRERENDER_NONCE_PLACEHOLDER }),
    );
    if (response.status !== 200 || response.headers.has("set-cookie")) return null;
    const headers = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name.toLowerCase()));
    const bytes = Buffer.from(await response.arrayBuffer());
    if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
      // Brotli at quality 11 took about 0.5 s of a week's first view of 0.8 s (docs/performance.md).
      const page = preparePage(bytes.toString("utf8"), { brotliQuality: BROTLI_QUALITY.onRequest });
      return { status: 200, headers, page, bytes: bytes.length + page.gzip.length + page.brotli.length };
    }
    return { status: 200, headers, body: bytes, bytes: bytes.length };
  }

  function send(req: Request, res: Response, entry: Entry, state: "hit" | "miss" | "shared") {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Render-Cache", state);
    const head = req.method === "HEAD";
    if (!entry.page) {
      res.status(entry.status).end(head ? undefined : entry.body);
      return;
    }
    const { page } = entry;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy("", {
        upgradeInsecure: req.secure,
        scriptHashes: page.scriptHashes,
        framableBySelf: isFramableDocument(req.path),
      }),
    );
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", page.etag);
    if (req.headers["if-none-match"] === page.etag) {
      res.status(304).end();
      return;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : Buffer.from(page.html, "utf8");
    // Already compressed: the compression middleware leaves an encoded body alone.
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(entry.status).end(head ? undefined : body);
  }

  // Warming (decision 108): when this instance first sees a new content version of the weeks (a
  // request, the poll below, or a report e-mail about to go out), it renders the changed weeks'
  // pages and the index pages into its cache in the background, one at a time. A request for one
  // of them meanwhile shares that render (single flight).
  // The site's version (decision 110) is part of every key: a change of the broker's identity is a
  // change of every page, so it is warmed as a first sight of the weeks (the newest week's page).
  let warmedVersion: string | undefined;
  let warmedSite: number | null | undefined;
  let fingerprints: Map<number, string> | null = null;
  let warming: Promise<void> = Promise.resolve();

  // When a request last came (performance.now()), as the server tells it (`noteRequest`).
  let lastRequestAt = -Infinity;

  const quietMoment = () => waitForQuiet(() => lastRequestAt, { quietMs, maxWaitMs: maxQuietWaitMs });

  let stopped = false;

  function warm(version: number | null, site: number | null): Promise<void> {
    const versions = renderKey({ weeks: version, site }, "");
    if (versions === warmedVersion || stopped) return warming;
    warmedVersion = versions;
    const siteMoved = site !== warmedSite;
    warmedSite = site;
    warming = (async () => {
      const weeks = await publishedWeeks(db);
      const next = new Map(weeks.map((report) => [report.week, weekFingerprint(report)]));
      const changed = changedWeeks(siteMoved ? null : fingerprints, next);
      fingerprints = next;
      // The answers of older versions are never asked for again.
      cache.prune((key) => keyIsCurrent(key, { weeks: version, site }));
      for (const wanted of addressesToWarm(changed, { more: warmMore })) {
        // A render holds the event loop (50-200 ms): the visitors come first (decision 117).
        await quietMoment();
        if (warmedVersion !== versions || stopped) return;
        const plan = warmPlan(wanted, version, site);
        if (plan) await cache.getOrRender(plan.key, () => fill(plan.address));
      }
    })().catch((error: unknown) => {
      // Warm again at the next chance: the version is not taken as warmed.
      if (warmedVersion === versions) warmedVersion = undefined;
      onWarmError?.(error);
    });
    return warming;
  }

  /** The key and address an address to warm is kept under, as a request for it would find it. */
  function warmPlan(address: string, weeks: number | null, site: number | null) {
    const query = address.indexOf("?");
    const pathname = query === -1 ? address : address.slice(0, query);
    if (isWeeklyContentPath(pathname)) return { key: renderKey({ weeks, site }, address), address };
    const route = queryCachedRouteOf(pathname);
    if (!route) return null;
    const day = dayOf(new Date());
    const normalised = queryAddressOf(route, pathname, query === -1 ? "" : address.slice(query), day);
    return normalised === null
      ? null
      : { key: renderKey(queryVersions(route, { weeks, site }, day), normalised), address: normalised };
  }

  const warmCurrent = async () => {
    const [version, site] = await Promise.all([weeksVersion(db), siteVersion(db)]);
    return warm(version, site);
  };
  warmers.add(warmCurrent);
  const poll =
    warmEveryMs > 0 && !versions
      ? setInterval(() => void warmCurrent().catch((error: unknown) => onWarmError?.(error)), warmEveryMs)
      : undefined;
  poll?.unref();
  // A version learnt (a notice, the watch's poll) warms at once.
  const unwatch = versions?.onChange(() => {
    const [weeks, site] = [versions.known("weeks"), versions.known("site")];
    if (weeks !== undefined && site !== undefined) void warm(weeks, site);
  });

  const requestVersion = sharedWhileInFlight(() => weeksVersion(db));

  // A query's normalised form, per route, day and query string as sent: a hit costs a map lookup,
  // not the page's parser (the dashboard's resolves its filters against the listings). Bounded.
  const normalised = new LRUCache<string, { address: string | null }>({ max: 2000 });
  function queryAddressOf(route: QueryCachedRoute, pathname: string, search: string, day: string): string | null {
    const normalise = queries[route.path];
    if (!normalise) return null;
    // The dashboard's normal form depends on the listings (the weeks they hold, their filter values).
    const memo = `${day} ${route.follows.includes("listings") ? listingsVersion() : ""} ${pathname}${search}`;
    let known = normalised.get(memo);
    if (!known) {
      known = { address: queryAddress(pathname, normalise(search)) };
      normalised.set(memo, known);
    }
    return known.address;
  }

  /** Whether the listings this process read are those of the content version the watch knows. */
  function listingsReadAsKnown(): boolean {
    if (!refreshListings) return true;
    const known = versions?.known("listings");
    if (known === undefined) return false;
    return listingsVersion() === (known === null ? "sample" : `v${known}`);
  }

  /** The versions a "query" route's key carries, from the versions given. */
  function queryVersions(
    route: QueryCachedRoute,
    { weeks, site }: { weeks?: number | null; site?: number | null },
    day: string,
  ): KeyVersions {
    const follows = new Set(route.follows);
    return {
      ...(follows.has("weeks") ? { weeks } : {}),
      ...(follows.has("site") ? { site } : {}),
      ...(follows.has("listings") ? { listings: listingsVersion() } : {}),
      ...(follows.has("day") ? { day } : {}),
    };
  }

  /** The key and address of a "query" route's request, or null when it is rendered as any other. */
  async function queryPlan(route: QueryCachedRoute, pathname: string, search: string) {
    if (refreshListings && route.follows.includes("listings")) await refreshListings();
    const day = dayOf(new Date());
    const address = queryAddressOf(route, pathname, search, day);
    if (address === null) return null;
    const follows = new Set(route.follows);
    const [weeks, site] = await Promise.all([
      follows.has("weeks") ? requestVersion() : undefined,
      follows.has("site") ? currentSiteVersion(db) : undefined,
    ]);
    if (weeks !== undefined && site !== undefined) void warm(weeks, site);
    return { key: renderKey(queryVersions(route, { weeks, site }, day), address), address };
  }

  /**
   * The kept page a GET or HEAD names under the versions known in memory, sent with node's own API
   * before Express (decision 115): the same headers as `send`, worked out once per entry. False (the
   * request goes on to Express, which asks the database) when the versions are not settled, the
   * address is not kept, or its answer is not a page.
   */
  function answerHit(req: IncomingMessage, res: ServerResponse, options: { secure: boolean }): boolean {
    try {
      return hit(req, res, options);
    } catch {
      // A query its parser could not read (or any other surprise) is Express's to answer, with its error handling.
      return false;
    }
  }

  function hit(req: IncomingMessage, res: ServerResponse, { secure }: { secure: boolean }): boolean {
    if (!versions?.settled() || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const weeks = versions.known("weeks");
    const site = versions.known("site");
    if (weeks === undefined || site === undefined) return false;
    const url = req.url ?? "";
    if (!url.startsWith("/")) return false;
    const query = url.indexOf("?");
    const pathname = query === -1 ? url : url.slice(0, query);
    const search = query === -1 ? "" : url.slice(query);
    let key: string | null = null;
    if (isWeeklyContentPath(pathname)) key = renderKey({ weeks, site }, url);
    else {
      const route = queryCachedRouteOf(pathname);
      // Listings another instance stored and this one has not read yet: Express reads them first.
      if (route?.follows.includes("listings") && !listingsReadAsKnown()) return false;
      if (route) {
        const day = dayOf(new Date());
        const address = queryAddressOf(route, pathname, search, day);
        if (address !== null) key = renderKey(queryVersions(route, { weeks, site }, day), address);
      } else if (site !== null) {
        const built = builtAddressOf(pathname, search);
        if (built) key = renderKey({ site }, built);
      }
    }
    const entry = key === null ? undefined : cache.get(key);
    if (!entry?.page) return false;
    entry.file ??= hitFile(entry, entry.page, isFramableDocument(pathname));
    sendMemoryFile(req, res, entry.file, secure);
    return true;
  }

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const weekly = isWeeklyContentPath(req.path);
    const query = req.originalUrl.indexOf("?");
    const search = query === -1 ? "" : req.originalUrl.slice(query);
    const queryRoute = weekly ? undefined : queryCachedRouteOf(req.path);
    const built = weekly || queryRoute ? null : builtAddressOf(req.path, search);
    if (!weekly && !queryRoute && !built) return next();
    try {
      let key: string;
      let address: string;
      if (queryRoute) {
        const plan = await queryPlan(queryRoute, req.path, search);
        if (!plan) return next();
        ({ key, address } = plan);
      } else if (weekly) {
        const [version, site] = await Promise.all([requestVersion(), currentSiteVersion(db)]);
        void warm(version, site);
        address = req.originalUrl;
        key = renderKey({ weeks: version, site }, address);
      } else {
        const site = await currentSiteVersion(db);
        // Never edited: the build's file is current (the prerendered pages' fast path, static files).
        if (site === null) return next();
        // A page rendered at build time ignores the query string: so does its key.
        address = built!;
        key = renderKey({ site }, address);
      }
      // Concurrent misses for one address render it once (single flight); the others wait for it.
      const { value, state } = await cache.getOrRender(key, () => fill(address));
      if (!value) return next();
      send(req, res, value, state);
    } catch (error) {
      next(error);
    }
  };
  return Object.assign(middleware, {
    cache,
    /** Warms the current version (if not already) and resolves when done. */
    warmCurrent,
    /** Told of every request the instance receives, to warm between them (`quietMoment`). */
    noteRequest: () => {
      lastRequestAt = performance.now();
    },
    answerHit,
    /** Ends the poll and the warm; resolves once the render under way (its queries) has ended. */
    stop: async () => {
      stopped = true;
      if (poll) clearInterval(poll);
      unwatch?.();
      warmers.delete(warmCurrent);
      await warming;
    },
  });
}
