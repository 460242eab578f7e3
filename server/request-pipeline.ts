// The order every request meets (docs/architecture.md): the request line, the prerendered pages
// and fingerprinted assets from memory, the render cache's hits under the versions in memory
// (decision 115), then Express: security headers, compression, the studio's no-store, health, logs,
// form guards (origin, size, rate), the render cache, assets, static files, React Router.
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { routerContext } from "~/server/app-context.server";
import { createRenderCache } from "~/server/render-cache/middleware.server";
import { CACHE_CONTROL, isStudioPath } from "~/server/cache-control.server";
import { contentSecurityPolicy, createNonce, isFramableDocument, staticSecurityHeaders } from "~/server/csp.server";
import type { DatabaseHandle } from "~/server/db.server";
import { identityWarning, type Env } from "~/server/env.server";
import { formGuards } from "~/server/form-guards.server";
import {
  isSecureRequest,
  loadAssets,
  loadPrerenderedPages,
  prerenderedPageResponder,
} from "~/server/prerendered-pages.server";
import {
  pgliteNotices,
  postgresNotices,
  watchContentVersions,
  type ContentVersionsWatch,
} from "~/server/content-versions.server";
import { ALLOWED_METHODS, normaliseRequestLine } from "~/server/request-line.server";
import { loggedRequest } from "~/server/request-log.server";
import { currentIdentity } from "~/server/site-content.server";
import { watchSiteVersion } from "~/server/site-version.server";
import { DEFAULT_IDENTITY } from "~/lib/site-identity";
import { healthRoutes } from "./health";
import { refreshListingsSource } from "~/features/listings/listings.server";
import { listingsVersion, renderQueries } from "./render-queries";
import { addressesToWarm } from "./warm-addresses";
import type { Lifecycle } from "./lifecycle";
import type { AppServices } from "./services";

const CLIENT_DIR = path.resolve("build/client");

type PipelineOptions = {
  config: Env;
  logger: Logger;
  database: DatabaseHandle;
  services: AppServices;
  lifecycle: Lifecycle;
  /** Development: Vite's middleware and the routes as Vite serves them; else the build. */
  vite?: ViteDevServer;
};

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Node's request listener: the request line first, then a prerendered page, then Express. Its
 * `stop` ends what follows the versions (the notices, the polls), before the database closes.
 */
export async function createRequestListener(
  options: PipelineOptions,
): Promise<Listener & { stop: () => Promise<void> }> {
  const { config, logger, lifecycle } = options;
  // The content versions in memory (decision 115): learnt from each bump's notice (LISTEN on
  // PostgreSQL, PGlite's own listen), the one-second poll as fallback. RENDER_CACHE=weeks: as before.
  const versions =
    config.RENDER_CACHE === "on" && !options.vite
      ? await watchContentVersions(options.database.db, {
          notices:
            options.database.driver === "postgres" && config.DATABASE_URL
              ? postgresNotices(config.DATABASE_URL)
              : pgliteNotices(options.database.db),
          onError: (error) =>
            logger.warn({ err: error }, "following the content versions failed (a notice or a poll); tried again"),
        })
      : undefined;
  const { app, renderCache } = await createExpressApp(options, versions);
  // Prerendered pages, from memory and compressed once; their inline scripts are allowed by hash
  // (docs/decisions/005), so the same bytes serve every visitor. They need none of Express's middleware.
  // The fingerprinted assets too, with the brotli and gzip copies the build wrote, strong ETags and 304s.
  const logsRequests = logger.isLevelEnabled("info");
  // The site's version (decision 110): while nothing was edited in the studio (null) the pages as
  // built are current; once something was, they are rendered on request (the render cache). Read
  // before the first request, then every second, so another instance's change is seen within that.
  const siteVersion = watchSiteVersion(options.database.db, {
    onError: (error) => logger.error({ err: error }, "reading the site's version failed"),
  });
  await siteVersion.refresh();
  await warnAboutPlaceholderIdentity(options);
  const onSent = logsRequests
    ? (req: IncomingMessage, res: ServerResponse) =>
        logger.info({ req: loggedRequest(req), res: { statusCode: res.statusCode } }, "request completed")
    : undefined;
  const answerPrerendered = options.vite
    ? undefined
    : prerenderedPageResponder(await loadPrerenderedPages(CLIENT_DIR), {
        trustProxy: config.TRUST_PROXY,
        assets: await loadAssets(path.join(CLIENT_DIR, "assets")),
        pagesCurrent: () => siteVersion.known() === null,
        onSent,
      });
  // A page the render cache holds under the versions in memory: answered here, no database query.
  const answerHit =
    renderCache && versions
      ? (req: IncomingMessage, res: ServerResponse) => {
          if (!renderCache.answerHit(req, res, { secure: isSecureRequest(req, config.TRUST_PROXY) })) return false;
          onSent?.(req, res);
          return true;
        }
      : undefined;
  const siteHost = new URL(config.SITE_URL).host;
  const listener: Listener = (req, res) => {
    // A request on a kept-alive connection during shutdown is answered, and the connection closed.
    if (lifecycle.stopping) res.setHeader("Connection", "close");
    // The warm renders between the visitors' requests, not in front of them (decision 117).
    renderCache?.noteRequest();
    // A request line or Host no URL can be built from is a 4xx here, not a 500 in React Router.
    const problem = normaliseRequestLine(req, siteHost);
    if (problem) {
      res.writeHead(problem.status, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": CACHE_CONTROL.none,
        ...(problem.status === 405 ? { Allow: ALLOWED_METHODS.join(", ") } : {}),
        ...staticSecurityHeaders({ secure: false, framableBySelf: false }),
      });
      res.end(`${problem.message}\n`);
      logger.warn({ req: loggedRequest(req), res: { statusCode: problem.status } }, problem.message);
      return;
    }
    if (!answerPrerendered?.(req, res) && !answerHit?.(req, res)) app(req, res);
  };
  const stop = async () => {
    siteVersion.stop();
    await renderCache?.stop();
    await versions?.stop();
  };
  return Object.assign(listener, { stop });
}

/**
 * `npm start` in production says so while the identity still holds placeholders: the identity saved
 * in the studio's Settings, else content/site.ts's (decision 110).
 */
async function warnAboutPlaceholderIdentity({ config, logger, database }: PipelineOptions): Promise<void> {
  if (config.NODE_ENV !== "production") return;
  const identity = await currentIdentity(database.db);
  const warning = identityWarning(identity, { stored: identity !== DEFAULT_IDENTITY });
  if (warning) logger.warn(warning);
}

async function createExpressApp(
  { config, logger, database, services, lifecycle, vite }: PipelineOptions,
  versions: ContentVersionsWatch | undefined,
) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY ? 1 : false);
  app.use(securityHeaders);
  app.use(compression());
  app.use(studioNeverStored);
  app.use(healthRoutes(database, lifecycle));
  app.use(requestLog(logger));
  // Every post (a form page or its `.data` request): same origin, small body, rate limited.
  app.use(
    formGuards({
      siteUrl: config.SITE_URL,
      ratePerMinute: config.FORM_RATE_LIMIT,
      rateLimitStore: services.rateLimitStore,
    }),
  );
  let renderCache: ReturnType<typeof createRenderCache> | undefined;
  const loadContext = (req: Request, res: Response) =>
    routerContext({
      cspNonce: res.locals.cspNonce as string,
      forms: services.forms,
      studio: services.studio,
      rateLimited: res.locals.rateLimited === true,
      // A visitor's form post over the size limit, read so that its words come back (form-guards.server.ts).
      bodyTooLarge: res.locals.bodyTooLarge === true,
      // The client's address (the proxy's X-Forwarded-For under TRUST_PROXY): studio sign-in attempts are limited per address.
      clientAddress: req.ip ?? "",
    });
  if (vite) {
    app.use(vite.middlewares);
    const build = async () => {
      try {
        return (await import("virtual:react-router/server-build")) as ServerBuild;
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    };
    app.all("/{*splat}", createRequestHandler({ build, getLoadContext: loadContext }));
  } else {
    const build = (await import("virtual:react-router/server-build")) as ServerBuild;
    // The render cache (decisions 085 and 145): pages, feed, PDFs and share images made from the
    // published weeks, kept per address and content version of the weeks; before the static files,
    // which hold none of these addresses.
    renderCache = createRenderCache({
      build,
      db: database.db,
      origin: config.SITE_URL,
      loadContext: { forms: services.forms, studio: services.studio },
      // Warmed when the weeks move (decision 108): a failed warm is logged and tried again.
      onWarmError: (error) => logger.error({ err: error }, "warming the weekly pages failed"),
      // The site's addresses to render when the weeks move: this wiring's to name, not the cache's.
      addressesToWarm,
      // The trends, quarterly and dashboard pages, kept per normalised query (decision 115).
      queries: config.RENDER_CACHE === "on" ? renderQueries : {},
      listingsVersion,
      // The stored listings read again when their content version moved (decision 135).
      refreshListings: () => refreshListingsSource(database.db),
      versions,
    });
    app.use(renderCache);
    app.use("/assets", fingerprintedAssets());
    // redirect: false: a folder of generated files (market-report/rss.xml) must not turn /market-report into a redirect.
    app.use(
      express.static(CLIENT_DIR, {
        index: false,
        redirect: false,
        maxAge: "1h",
        setHeaders: (res, file) => {
          if (file.endsWith("rss.xml")) res.setHeader("Content-Type", "application/rss+xml; charset=utf-8");
        },
      }),
    );
    app.use(oneCompressionStream);
    app.all("/{*splat}", createRequestHandler({ build, getLoadContext: loadContext }));
  }
  app.use(errorAnswer);
  return { app, renderCache };
}

/** Security headers on every response; the nonce is fresh per response (docs/decisions/001). */
function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = createNonce();
  res.locals.cspNonce = nonce;
  const framableBySelf = isFramableDocument(req.path);
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, { upgradeInsecure: req.secure, framableBySelf }),
  );
  for (const [name, value] of Object.entries(staticSecurityHeaders({ secure: req.secure, framableBySelf }))) {
    res.setHeader(name, value);
  }
  next();
}

/**
 * The broker's workspace is never stored by a cache nor indexed: every answer, redirects and
 * resource routes included (its rendered pages get the same from app/entry.server.tsx).
 */
function studioNeverStored(req: Request, res: Response, next: NextFunction) {
  if (isStudioPath(req.path)) {
    res.setHeader("Cache-Control", CACHE_CONTROL.none);
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  }
  next();
}

function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    // One line per request: method, path, status and time; no query string (what a visitor typed
    // into a calculator), headers, cookies or addresses (content/privacy.ts).
    serializers: {
      req: loggedRequest,
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
  });
}

/**
 * Fingerprinted assets never change: cached for a year. The build wrote brotli and zopfli-gzip
 * copies (scripts/precompress.mjs); the best one the client accepts is sent as it is.
 */
function fingerprintedAssets() {
  return expressStaticGzip(path.join(CLIENT_DIR, "assets"), {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: {
      index: false,
      fallthrough: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader("Cache-Control", CACHE_CONTROL.asset),
    },
  });
}

/**
 * React Router's stream writer flushes after every chunk, which makes compression() end a deflate
 * block per chunk: server-rendered pages came out half again as large (21.5 KB gzip where 13.6 KB
 * would do). Our pages render whole (no streamed Suspense), so one stream is kept.
 */
function oneCompressionStream(_req: Request, res: Response, next: NextFunction) {
  (res as Response & { flush?: () => void }).flush = () => {};
  next();
}

function errorAnswer(error: unknown, req: Request, res: Response, _next: NextFunction) {
  const status =
    (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode ?? 500;
  if (status >= 500) req.log?.error({ err: error }, "request failed");
  if (res.headersSent) return res.end();
  res
    .status(status)
    .setHeader("Cache-Control", CACHE_CONTROL.none)
    .type("text")
    .send(status === 404 ? "Not found" : status < 500 ? "Bad request" : "Internal server error");
}
