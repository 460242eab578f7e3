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
// React Router's own server build (routes, assets, entry) is exported too, so that this bundle is
// also what React Router's build-time prerender serves: since React Router 8 it renders through a
// preview server that imports build/server/index.js as the server build (decision 122).
export * from "virtual:react-router/server-build";
