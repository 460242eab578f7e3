import { sql } from "drizzle-orm";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { rateLimit, type IncrementResponse, type Options, type Store } from "express-rate-limit";
import { rateLimits } from "~db/schema";
import type { Database } from "./db.server";
import { takesUploads } from "~/lib/public-routes";
import { countHit, purgeExpiredCounters } from "./rate-limit-counter.server";

/**
 * A form post may carry every field at its limit in any script: the contact form
 * holds about 2,400 characters, each at most 4 bytes of UTF-8 and each byte sent as %XX, so 12
 * bytes a character, about 29 KB. Above this a post is refused with 413.
 */
export const FORM_BODY_LIMIT_BYTES = 32 * 1024;
/**
 * The visitors' forms that keep the words of a post over the limit: up to this size the post is
 * read and marked (res.locals.bodyTooLarge), and the form answers 413 with the words cut to their
 * fields' limits and a message. Only a hand-made post gets there; beyond it, a bare 413.
 */
export const WORD_KEEPING_LIMIT_BYTES = 256 * 1024;
const WORD_KEEPING_FORMS = /^\/(?:contact|subscribe)(?:\.data)?\/?$/;
/** A week's MLS export uploaded in the studio (/studio/weeks/...): a few hundred rows. */
export const UPLOAD_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/** The studio's own pages past sign-in: a signed-in broker is not held to the visitors' form rate limit. */
export function isStudioWorkPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower.startsWith("/studio/") && !/^\/studio\/(sign-in|enrol|link)/.test(lower);
}

/** The body limit of a post to `path`: uploads where the route table says so, forms everywhere else. */
export function bodyLimitFor(path: string): number {
  return takesUploads(path) ? UPLOAD_BODY_LIMIT_BYTES : FORM_BODY_LIMIT_BYTES;
}
export const RATE_LIMIT_WINDOW_MS = 60_000;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const isPost = (req: Request) => !SAFE_METHODS.has(req.method);

/**
 * Posts only from this site: a browser sends Origin on every form post; one naming another site
 * (or "null") is refused with 403, and so is a post a browser marks as cross-site. Requests from
 * tools that send neither header pass (they are not a cross-site forgery).
 */
export function sameOriginPosts(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isPost(req)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    let allowed = fetchSite !== "cross-site";
    if (origin !== undefined) {
      let host = "";
      try {
        host = new URL(origin).host;
      } catch {
        host = "";
      }
      allowed = origin === siteOrigin || (host !== "" && host === req.get("host"));
    }
    if (allowed) return next();
    res.status(403).type("text").send("Forbidden: forms on this site accept posts from this site only.");
  };
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The answer to an upload larger than the studio takes (bad input, answered 413): how large it was,
 * the limit, and what to do about it, with a link back to the page it came from.
 */
export function uploadTooLargePage(declaredBytes: number, limitBytes: number, path: string): string {
  const message =
    `This upload is ${megabytes(declaredBytes)}; the studio takes files up to ${megabytes(limitBytes)}. ` +
    "Nothing was stored. Export fewer weeks at a time (a quarter or a year of contracts), or only the " +
    "columns the report reads (MLS number, address, type, price, contract date, days on market, square " +
    "feet, acres, zone), then upload again.";
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Upload too large</title>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main>` +
    `<h1>Upload too large</h1><p>${escapeHtml(message)}</p>` +
    `<p><a href="${escapeHtml(path)}">Back to the page you uploaded from</a></p></main></body></html>`
  );
}

/** Refuses bodies above the limit (413) and bodies of unknown length (411) before they are read. */
export function bodyLimit(limitBytes?: number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isPost(req)) return next();
    const limit = limitBytes ?? bodyLimitFor(req.path);
    const declared = req.get("content-length");
    if (declared === undefined) {
      if (req.get("transfer-encoding")) {
        res.status(411).type("text").send("Length required.");
        return;
      }
      return next();
    }
    if (Number(declared) > limit) {
      if (
        limitBytes === undefined &&
        WORD_KEEPING_FORMS.test(req.path) &&
        Number(declared) <= WORD_KEEPING_LIMIT_BYTES
      ) {
        res.locals.bodyTooLarge = true;
        return next();
      }
      if (limitBytes === undefined && takesUploads(req.path)) {
        // An export too large for the studio (a year of a whole county, say): say what to do, in a
        // page the broker can go back from, with or without JavaScript.
        res
          .status(413)
          .type("html")
          .send(uploadTooLargePage(Number(declared), limit, req.path));
      } else {
        res.status(413).type("text").send(`Too large: form posts are limited to ${limit} bytes.`);
      }
      req.resume();
      return;
    }
    next();
  };
}

/**
 * Rate-limit counters in the rate_limits table, for several instances on one PostgreSQL
 * (DATABASE_URL): every instance counts the same client in the same row, so the limit holds
 * however a load balancer spreads the posts (the one counter of rate-limit-counter.server.ts).
 * Expired rows are deleted every `purgeEveryMs`, and daily by the retention task.
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix = "form:";
  private windowMs = RATE_LIMIT_WINDOW_MS;
  private purgeTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly purgeEveryMs = 10 * 60_000,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    clearInterval(this.purgeTimer);
    this.purgeTimer = setInterval(() => void this.purgeExpired().catch(() => {}), this.purgeEveryMs);
    this.purgeTimer.unref();
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { hits, resetAt } = await countHit(this.db, this.prefix + key, this.windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(sql`${rateLimits.key} = ${this.prefix + key}`);
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${this.prefix + key}`);
  }

  /** Deletes the counters whose window has ended. */
  async purgeExpired(): Promise<void> {
    await purgeExpiredCounters(this.db);
  }

  shutdown(): void {
    clearInterval(this.purgeTimer);
  }
}

/**
 * At most `perMinute` form posts per client and minute. The client is req.ip: the socket's
 * address, or the proxy's X-Forwarded-For when TRUST_PROXY is set (server.ts). A post over the
 * limit is marked (res.locals.rateLimited) rather than cut off, so that the form's action answers
 * 429 with a message the visitor sees in the form, with or without JavaScript, and stores nothing.
 */
export function formRateLimit(perMinute: number, store?: Store): RequestHandler {
  return rateLimit({
    // Without a store, counters in this process's memory (the embedded database: one process).
    ...(store ? { store, passOnStoreError: true } : {}),
    windowMs: RATE_LIMIT_WINDOW_MS,
    limit: perMinute,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // The studio's sign-in has limits of its own, per address and per account (docs/studio.md).
    skip: (req) => !isPost(req) || isStudioWorkPath(req.path),
    // TRUST_PROXY decides deliberately whether X-Forwarded-For counts; a forged one is just ignored.
    validate: { xForwardedForHeader: false },
    handler: (_req, res, next) => {
      res.locals.rateLimited = true;
      next();
    },
  });
}

/**
 * The three guards in order, for every post (form pages and their `.data` requests alike).
 * `rateLimitStore`: where the counters live when several instances share them (server.ts passes a
 * DatabaseRateLimitStore with DATABASE_URL); memory otherwise.
 */
export function formGuards(options: {
  siteUrl: string;
  ratePerMinute: number;
  bodyLimitBytes?: number;
  rateLimitStore?: Store;
}) {
  const guards: RequestHandler[] = [sameOriginPosts(options.siteUrl), bodyLimit(options.bodyLimitBytes)];
  // 0 lifts the limit (the forms benchmark).
  if (options.ratePerMinute > 0) guards.push(formRateLimit(options.ratePerMinute, options.rateLimitStore));
  return guards;
}
