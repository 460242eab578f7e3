// The render cache (decision 085; server infrastructure in app/server/render-cache since decision
// 145): the pages made from the published weeks used to be prerendered; now the weeks live in the
// database, so they are rendered on their first request and kept, keyed by the address and the
// content versions it follows: a publication on any instance bumps that version, and every instance
// renders afresh on its next request. The pages kept per query (decision 115) and, once the site was
// edited, the pages built at build time (decision 110) are kept the same way. A page is rendered
// with the build's nonce placeholder, which is then removed and its inline scripts allowed by hash,
// exactly as the prerendered pages are (decision 005), so one copy serves every visitor. This module
// is the Express middleware and the answer before Express; keys.server.ts the addresses and keys,
// store.server.ts the bounded store, warming.server.ts the warm.
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  BROTLI_QUALITY,
  chooseEncoding,
  memoryFile,
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
import { queryCachedRouteOf, type QueryCachedRoute } from "~/lib/public-routes";
import { weeksVersion } from "~/server/week-store.server";
import { sharedWhileInFlight } from "~/server/shared-while-in-flight.server";
import { builtAddressOf, dayOf, isWeeklyContentPath, queryAddress, renderKey, type KeyVersions } from "./keys.server";
import { RenderCache } from "./store.server";
import { cacheWarmer, registerWarmer, waitForQuiet, type AddressesToWarm } from "./warming.server";

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
   * cache when another instance published (0: only when a request or renderCachesWarmed asks).
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
  /** What to render into the cache when the weeks move: the site's addresses, from the server's wiring. */
  addressesToWarm: AddressesToWarm;
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
 * Express middleware in front of React Router for the pages it keeps: those made from the published
 * weeks, the pages kept per normalised query and, once the site was edited, the pages built at build
 * time. A miss renders through React Router's own request handler (the same route code as any
 * request) and keeps a 200 answer without cookies; anything else falls through to the normal
 * handler, which renders it with this response's nonce.
 */
export function createRenderCache({
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
  addressesToWarm,
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

  // When a request last came (performance.now()), as the server tells it (`noteRequest`).
  let lastRequestAt = -Infinity;

  const warmer = cacheWarmer({
    db,
    cache,
    addressesToWarm,
    more: warmMore,
    plan: warmPlan,
    fill,
    quietMoment: () => waitForQuiet(() => lastRequestAt, { quietMs, maxWaitMs: maxQuietWaitMs }),
    onWarmError,
  });
  const warm = warmer.warm;

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
  const unregister = registerWarmer(warmCurrent);
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
    /** Told of every request the instance receives, to warm between them (`waitForQuiet`). */
    noteRequest: () => {
      lastRequestAt = performance.now();
    },
    answerHit,
    /** Ends the poll and the warm; resolves once the render under way (its queries) has ended. */
    stop: async () => {
      if (poll) clearInterval(poll);
      unwatch?.();
      unregister();
      await warmer.stop();
    },
  });
}
