// The server bundle's entry (decision 104). `npm run build` bundles this module with the routes
// (vite.config.ts: the server build's input) into build/server/index.js, and server.ts takes every
// piece it runs from here, so each app module (the database, the outbox, the week store and its
// cache) is loaded once, in one bundle. The prerender at build time imports the bundle too, so
// nothing here runs on import.
export { configOrExit, createLogger } from "./config";
export { openDatabaseOrExit, appServices, importListingsFileAtStart } from "./services";
export { startDelivery } from "./delivery";
export { createRequestListener } from "./request-pipeline";
export { createLifecycle, drainOnSignals, listen, startCommandSocket, startRetention } from "./lifecycle";
