import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Logger } from "pino";
import { controlSocketPath, startControlSocket } from "~/server/commands/control-socket.server";
import type { Database, DatabaseHandle } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { purgeExpiredLeads } from "~/server/retention.server";
import { DAY_MS } from "~/lib/calendar";

/** Shared by the readiness probe and the request listener: true from the first SIGTERM on. */
export type Lifecycle = { stopping: boolean };

export function createLifecycle(): Lifecycle {
  return { stopping: false };
}

/** A task started with the server, and how to stop it. */
type Running = { close: () => void };

/**
 * The embedded database admits this process only: command-line tasks (npm run export, forget,
 * studio:invite ...) reach it through this socket while the server runs (docs/decisions/080).
 */
export async function startCommandSocket(
  config: Env,
  database: DatabaseHandle,
  wakeOutbox: () => void,
  logger: Logger,
): Promise<Running | undefined> {
  if (database.driver !== "pglite") return undefined;
  return startControlSocket(
    controlSocketPath(config.DATA_DIR),
    { db: database.db, config, wakeOutbox },
    logger.child({ component: "control-socket" }),
  );
}

/** content/privacy.ts: contact requests older than 24 months are deleted, checked at start and daily. */
export function startRetention(db: Database, logger: Logger): Running {
  const purge = () =>
    purgeExpiredLeads(db)
      .then((count) => count > 0 && logger.info({ count }, "deleted expired contact requests"))
      .catch((error: unknown) => logger.error({ err: error }, "retention purge failed"));
  void purge();
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return { close: () => clearInterval(timer) };
}

export function listen(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  config: Env,
  logger: Logger,
): Server {
  return createServer(listener).listen(config.PORT, config.HOST, () => {
    logger.info(`Greenwich Market Report listening on http://localhost:${config.PORT}`);
  });
}

/**
 * SIGTERM (systemd, a rolling restart): /readyz answers 503, the listener closes (new connections
 * go to the other instances), requests in flight finish, the outbox round under way finishes and
 * marks its rows (`finish`), then `close` runs in order (the database last), and the process exits
 * 0. Whatever is still running after SHUTDOWN_TIMEOUT_SECONDS is cut off (exit 1): unmarked outbox
 * rows are taken over by another instance when their lease ends.
 */
export function drainOnSignals(options: {
  server: Server;
  lifecycle: Lifecycle;
  config: Env;
  logger: Logger;
  finish: () => Promise<void>;
  close: Array<() => unknown>;
}) {
  const { server, lifecycle, config, logger } = options;
  async function shutdown(signal: string) {
    if (lifecycle.stopping) return;
    lifecycle.stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    setTimeout(() => {
      logger.error("requests or the outbox round still running after the shutdown timeout; exiting anyway");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Kept-alive connections with no request in flight close now, and as each request ends.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    await Promise.all([closed, options.finish()]);
    clearInterval(idle);
    for (const close of options.close) await close();
    logger.info("stopped");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
