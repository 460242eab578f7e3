// The server, in the order it starts (decision 104). It runs no app code of its own: every piece
// below comes from the server bundle, build/server/index.js, which Vite builds from server/app.ts
// together with the routes, or in development from that same entry through Vite. So each module
// (the database, the outbox, the week store's cache) exists once in memory.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ViteDevServer } from "vite";
import type * as ServerApp from "./server/app";

const SERVER_BUILD = path.resolve("build/server/index.js");

const vite: ViteDevServer | undefined =
  process.env.NODE_ENV === "development"
    ? await import("vite").then((module) => module.createServer({ server: { middlewareMode: true } }))
    : undefined;
let app: typeof ServerApp;
if (vite) {
  app = (await vite.ssrLoadModule("./server/app.ts")) as typeof ServerApp;
} else {
  if (!existsSync(SERVER_BUILD)) {
    console.error("No production build found. Run `npm run build` (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  app = (await import(pathToFileURL(SERVER_BUILD).href)) as typeof ServerApp;
}

// Configuration: every variable checked at start-up (a bad one stops the process), then the logger.
const config = app.configOrExit(process.env);
const logger = app.createLogger(config);

// The database, opened once before the first request (docs/decisions/010).
const database = await app.openDatabaseOrExit(config);

// LISTINGS_FILE: the listings export it names is imported before the first request (decision 135).
await app.importListingsFileAtStart(config, database, logger);

// Deliveries: the outbox worker with the webhook and the one mailer.
const delivery = app.startDelivery(config, database.db, logger);

// What loaders and actions receive: forms, studio, the shared rate-limit counters.
const services = app.appServices(config, database, delivery, logger);

// Work beside the requests: the command socket (embedded database only) and the retention purge.
const commandSocket = await app.startCommandSocket(config, database, delivery.worker.wake, logger);
const retention = app.startRetention(database.db, logger);

// Requests: the request line, prerendered pages from memory, then Express (server/request-pipeline.ts).
const lifecycle = app.createLifecycle();
const listener = await app.createRequestListener({ config, logger, database, services, lifecycle, vite });
const server = app.listen(listener, config, logger);

// SIGTERM: stop taking requests, finish those in flight and the outbox round, close, exit.
app.drainOnSignals({
  server,
  lifecycle,
  config,
  logger,
  finish: delivery.worker.stop,
  // What follows the versions stops before the database closes (no query on a closed pool).
  close: [
    listener.stop,
    retention.close,
    () => services.rateLimitStore?.shutdown(),
    () => commandSocket?.close(),
    database.close,
  ],
});
