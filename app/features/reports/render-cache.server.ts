import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { chooseEncoding, preparePage, type PrerenderedPage } from "~/server/prerendered-pages.server";
import { contentSecurityPolicy, isFramableDocument, PRERENDER_NONCE_PLACEHOLDER } from "~/server/csp.server";
import type { Database } from "~/server/db.server";
import { followsPublishedWeeks } from "~/lib/public-routes";
import { weeksVersion } from "~/features/weeks/week-store.server";

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

type Entry = {
  status: number;
  headers: [string, string][];
  /** HTML pages: compressed once, scripts allowed by hash. */
  page?: PrerenderedPage;
  /** Anything else (PDF, PNG, RSS): the bytes as rendered. */
  body?: Buffer;
  bytes: number;
};

/** A map that forgets its least recently used entries beyond a count and a total size. */
export class LruCache<V extends { bytes: number }> {
  private readonly entries = new Map<string, V>();
  private total = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.bytes;
      this.entries.delete(key);
    }
    if (value.bytes > this.maxBytes) return;
    this.entries.set(key, value);
    this.total += value.bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Headers a cached answer does not repeat: they are the transfer's, or set per response. */
const PER_RESPONSE = new Set(["content-length", "content-encoding", "transfer-encoding", "content-security-policy"]);

type Options = {
  build: ServerBuild;
  db: Database;
  /** SITE_URL: the origin every render sees, whatever Host a request names (no cache poisoning by Host). */
  origin: string;
  /** The load context of a render: the same services as any request, with the nonce placeholder. */
  loadContext: Omit<AppLoadContext, "cspNonce">;
  maxEntries?: number;
  maxBytes?: number;
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
}: Options) {
  const render = createRequestHandler(build, "production");
  const cache = new LruCache<Entry>(maxEntries, maxBytes);

  async function fill(req: Request): Promise<Entry | null> {
    const url = new URL(req.originalUrl, origin);
    // No cookie or other visitor header reaches the render: the answer is the same for everyone.
    const response = await render(new Request(url, { method: "GET" }), {
      ...loadContext,
      cspNonce: PRERENDER_NONCE_PLACEHOLDER,
    } as AppLoadContext);
    if (response.status !== 200 || response.headers.has("set-cookie")) return null;
    const headers = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name.toLowerCase()));
    const bytes = Buffer.from(await response.arrayBuffer());
    if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
      const page = preparePage(bytes.toString("utf8"));
      return { status: 200, headers, page, bytes: bytes.length + page.gzip.length + page.brotli.length };
    }
    return { status: 200, headers, body: bytes, bytes: bytes.length };
  }

  function send(req: Request, res: Response, entry: Entry, state: "hit" | "miss") {
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

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isWeeklyContentPath(req.path)) return next();
    try {
      const key = `${await weeksVersion(db)} ${req.originalUrl}`;
      const cached = cache.get(key);
      if (cached) return send(req, res, cached, "hit");
      const entry = await fill(req);
      if (!entry) return next();
      cache.set(key, entry);
      send(req, res, entry, "miss");
    } catch (error) {
      next(error);
    }
  };
  return Object.assign(middleware, { cache });
}
