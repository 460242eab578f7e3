import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type NextFunction, type Request, type Response } from "express";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { pino } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { site } from "./content/site";
import { CACHE_CONTROL, isStudioPath } from "./app/server/cache-control.server";
import { contentSecurityPolicy, createNonce, isFramableDocument, staticSecurityHeaders } from "./app/server/csp.server";
import { DataDirLockedError, openConfiguredDatabase, type DatabaseHandle } from "./app/server/db.server";
import { parseEnv, startupWarnings, type Env } from "./app/server/env.server";
import { DatabaseRateLimitStore, formGuards } from "./app/server/form-guards.server";
import type { FormServices } from "./app/server/form-services.server";
import type { StudioServices } from "./app/server/studio-services.server";
import { controlSocketPath, startControlSocket } from "./app/server/control-socket.server";
import { leadMailDeliverer } from "./app/server/mail.server";
import { confirmationMailDeliverer, reportMailDeliverer } from "./app/server/newsletter-mail.server";
import { startOutboxWorker, type Deliverers, type RateLimits } from "./app/server/outbox.server";
import { studioLinkMailDeliverer } from "./app/server/studio-mail.server";
import { publishedWeek } from "./app/features/weeks/week-store.server";
import { purgeExpiredLeads } from "./app/server/retention.server";
import { webhookDeliverer } from "./app/server/webhook.server";
import { loadPrerenderedPages, prerenderedPageResponder } from "./app/server/prerendered-pages.server";
import { ALLOWED_METHODS, normaliseRequestLine } from "./app/server/request-line.server";
import { loggedRequest } from "./app/server/request-log.server";
import { weeklyRenderCache } from "./app/features/reports/render-cache.server";

let config: Env;
try {
  config = parseEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const logger = pino({ level: config.LOG_LEVEL });
for (const warning of startupWarnings(process.env, config, site)) logger.warn(warning);
const CLIENT_DIR = path.resolve("build/client");
const SERVER_BUILD = path.resolve("build/server/index.js");

// The database is opened once, before the first request (docs/decisions/010); the prerender at
// build time never needs it.
let database: DatabaseHandle;
try {
  database = await openConfiguredDatabase(config);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : `Cannot open the database: ${String(error)}`);
  process.exit(1);
}
const deliverers: Deliverers = {};
if (config.NEWSLETTER_WEBHOOK_URL) deliverers.newsletter_webhook = webhookDeliverer(config.NEWSLETTER_WEBHOOK_URL);
if (config.SMTP_URL && config.LEAD_NOTIFY_TO) {
  deliverers.lead_email = leadMailDeliverer({
    smtpUrl: config.SMTP_URL,
    to: config.LEAD_NOTIFY_TO,
    from: config.MAIL_FROM ?? { name: "", address: config.LEAD_NOTIFY_TO },
  });
}
// Studio sign-in (issue 18): enrolment and sign-in links by e-mail, whenever SMTP is configured.
if (config.SMTP_URL) {
  deliverers.studio_link_email = studioLinkMailDeliverer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? {
      name: "",
      address: config.LEAD_NOTIFY_TO ?? `studio@${new URL(config.SITE_URL).hostname}`,
    },
  });
}
// (end studio sign-in)
// The report by e-mail (issue 20, docs/newsletter.md): with SMTP_URL, sign-ups are confirmed by
// e-mail and confirmed subscribers receive each published week, NEWSLETTER_RATE_PER_MINUTE at most.
const subscriberMailFrom =
  config.MAIL_FROM ?? (config.LEAD_NOTIFY_TO ? { name: "", address: config.LEAD_NOTIFY_TO } : undefined);
if (config.SMTP_URL && subscriberMailFrom) {
  const options = {
    db: database.db,
    smtpUrl: config.SMTP_URL,
    from: subscriberMailFrom,
    siteUrl: config.SITE_URL,
    weekOf: (week: number) => publishedWeek(database.db, week),
  };
  deliverers.confirmation_email = confirmationMailDeliverer(options);
  deliverers.report_email = reportMailDeliverer(options);
} else if (config.SMTP_URL) {
  logger.warn(
    "SMTP_URL is set without MAIL_FROM or LEAD_NOTIFY_TO: no sender for the subscribers' e-mails, so none is sent",
  );
}
const rateLimits: RateLimits = { report_email: config.NEWSLETTER_RATE_PER_MINUTE };
// (end the report by e-mail)
const outboxWorker = startOutboxWorker(database.db, deliverers, {
  logger: logger.child({ component: "outbox" }),
  leaseMs: config.OUTBOX_LEASE_SECONDS * 1000,
  rateLimits,
});
// Several instances on one PostgreSQL share their rate-limit counters there; the embedded database
// serves one process, whose memory is enough.
const rateLimitStore = database.driver === "postgres" ? new DatabaseRateLimitStore(database.db) : undefined;
const forms: FormServices = {
  db: database.db,
  delivery: {
    newsletterWebhook: Boolean(deliverers.newsletter_webhook),
    leadEmail: Boolean(deliverers.lead_email),
    confirmSignups: Boolean(deliverers.confirmation_email),
  },
  wakeOutbox: outboxWorker.wake,
};
logger.info(
  { database: database.driver, webhook: forms.delivery.newsletterWebhook, email: forms.delivery.leadEmail },
  "forms ready",
);
const studio: StudioServices = {
  db: database.db,
  siteUrl: config.SITE_URL,
  secureCookies: config.SITE_URL.startsWith("https://"),
  mailConfigured: Boolean(config.SMTP_URL),
  wakeOutbox: outboxWorker.wake,
};
// The embedded database admits this process only: command-line tasks (npm run export, forget,
// studio:invite ...) reach it through this socket while the server runs (docs/decisions/080).
const controlSocket =
  database.driver === "pglite"
    ? await startControlSocket(
        controlSocketPath(config.DATA_DIR),
        { db: database.db, config, wakeOutbox: outboxWorker.wake },
        logger.child({ component: "control-socket" }),
      )
    : undefined;
// content/privacy.ts: contact requests older than 24 months are deleted, checked daily.
const purge = () =>
  purgeExpiredLeads(forms.db)
    .then((count) => count > 0 && logger.info({ count }, "deleted expired contact requests"))
    .catch((error: unknown) => logger.error({ err: error }, "retention purge failed"));
void purge();
const purgeTimer = setInterval(purge, 24 * 60 * 60 * 1000);
purgeTimer.unref();

const app = express();
let answerPrerendered: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
app.disable("x-powered-by");
app.set("trust proxy", config.TRUST_PROXY ? 1 : false);

// Security headers on every response; the nonce is fresh per response (docs/decisions/001).
app.use((req: Request, res: Response, next: NextFunction) => {
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
});
app.use(compression());
// The broker's workspace is never stored by a cache nor indexed: every answer, redirects and
// resource routes included (its rendered pages get the same from app/entry.server.tsx).
app.use((req: Request, res: Response, next: NextFunction) => {
  if (isStudioPath(req.path)) {
    res.setHeader("Cache-Control", CACHE_CONTROL.none);
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  }
  next();
});
// For a load balancer: /healthz says the process is alive, /readyz that it should get traffic (the
// database answers, and the process is not shutting down).
app.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", CACHE_CONTROL.none);
  res.json({ status: "ok", uptime: Math.round(process.uptime()) });
});
app.get("/readyz", async (_req, res) => {
  res.setHeader("Cache-Control", CACHE_CONTROL.none);
  if (shuttingDown) return void res.status(503).json({ status: "shutting down" });
  try {
    await Promise.race([
      database.ping(),
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error("no answer in 2 s")), 2000).unref()),
    ]);
    res.json({ status: "ready", database: database.driver });
  } catch (error) {
    res.status(503).json({ status: "database unreachable", error: (error as Error).message });
  }
});
app.use(
  pinoHttp({
    logger,
    // One line per request: method, path, status and time; no query string (what a visitor typed
    // into a calculator), headers, cookies or addresses (content/privacy.ts).
    serializers: {
      req: loggedRequest,
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
  }),
);

// Every post (a form page or its `.data` request): same origin, small body, rate limited.
app.use(formGuards({ siteUrl: config.SITE_URL, ratePerMinute: config.FORM_RATE_LIMIT, rateLimitStore }));

const loadContext = (req: Request, res: Response) => ({
  cspNonce: res.locals.cspNonce as string,
  forms,
  studio,
  rateLimited: res.locals.rateLimited === true,
  // A visitor's form post over the size limit, read so that its words come back (form-guards.server.ts).
  bodyTooLarge: res.locals.bodyTooLarge === true,
  // The client's address (the proxy's X-Forwarded-For under TRUST_PROXY): studio sign-in attempts are limited per address.
  clientAddress: req.ip ?? "",
});

if (config.NODE_ENV === "development") {
  const vite = await import("vite").then((module) => module.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  const handle = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      return await createRequestHandler({ build, getLoadContext: loadContext })(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  };
  app.all("/{*splat}", handle);
} else {
  if (!existsSync(SERVER_BUILD)) {
    console.error("No production build found. Run `npm run build` (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  // Prerendered pages, from memory and compressed once; their inline scripts are allowed by hash
  // (docs/decisions/005), so the same bytes serve every visitor. They are answered before Express
  // (below, where the server is created): they need none of its middleware.
  const pages = await loadPrerenderedPages(CLIENT_DIR);
  answerPrerendered = prerenderedPageResponder(pages, {
    trustProxy: config.TRUST_PROXY,
    onSent: (req, res) =>
      logger.info({ req: loggedRequest(req), res: { statusCode: res.statusCode } }, "request completed"),
  });
  const build = (await import(SERVER_BUILD)) as ServerBuild;
  const handle = createRequestHandler({ build, getLoadContext: loadContext });

  // Render cache of the weekly pages (issue 19, docs/decisions/085): pages, feed, PDFs and share
  // images made from the published weeks, kept per address and content version of the weeks;
  // before the static files, which hold none of these addresses.
  app.use(weeklyRenderCache({ build, db: database.db, origin: config.SITE_URL, loadContext: { forms, studio } }));
  // (end render cache)
  // Fingerprinted assets never change: cache them for a year. The build wrote brotli and zopfli-gzip
  // copies (scripts/precompress.mjs); the best one the client accepts is sent as it is.
  app.use(
    "/assets",
    expressStaticGzip(path.join(CLIENT_DIR, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: {
        index: false,
        fallthrough: false,
        cacheControl: false,
        setHeaders: (res) => res.setHeader("Cache-Control", CACHE_CONTROL.asset),
      },
    }),
  );
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

  // React Router's stream writer flushes after every chunk, which makes compression() end a
  // deflate block per chunk: server-rendered pages came out half again as large (21.5 KB gzip
  // where 13.6 KB would do). Our pages render whole (no streamed Suspense), so one stream is kept.
  app.use((_req, res, next) => {
    (res as Response & { flush?: () => void }).flush = () => {};
    next();
  });
  app.all("/{*splat}", handle);
}

app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
  const status =
    (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode ?? 500;
  if (status >= 500) req.log?.error({ err: error }, "request failed");
  if (res.headersSent) return res.end();
  res
    .status(status)
    .setHeader("Cache-Control", CACHE_CONTROL.none)
    .type("text")
    .send(status === 404 ? "Not found" : status < 500 ? "Bad request" : "Internal server error");
});

let shuttingDown = false;
const siteHost = new URL(config.SITE_URL).host;
const server = createServer((req, res) => {
  // A request on a kept-alive connection during shutdown is answered, and the connection closed.
  if (shuttingDown) res.setHeader("Connection", "close");
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
  if (!answerPrerendered?.(req, res)) app(req, res);
}).listen(config.PORT, config.HOST, () => {
  logger.info(`Greenwich Market Report listening on http://localhost:${config.PORT}`);
});

/**
 * SIGTERM (systemd, a rolling restart): /readyz answers 503, the listener closes (new connections
 * go to the other instances), requests in flight finish, the outbox round under way finishes and
 * marks its rows, the database pool closes, and the process exits 0. Whatever is still running
 * after SHUTDOWN_TIMEOUT_SECONDS is cut off (exit 1): unmarked outbox rows are taken over by
 * another instance when their lease ends.
 */
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down: finishing requests in flight");
  setTimeout(() => {
    logger.error("requests or the outbox round still running after the shutdown timeout; exiting anyway");
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Kept-alive connections with no request in flight close now, and as each request ends.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  await Promise.all([closed, outboxWorker.stop()]);
  clearInterval(idle);
  clearInterval(purgeTimer);
  rateLimitStore?.shutdown();
  controlSocket?.close();
  await database.close();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
