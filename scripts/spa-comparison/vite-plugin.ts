// Used by vite.config.ts only when SPA_COMPARISON=1 (`npm run build:spa`): the same app, built as
// a client-rendered single-page app for the Lighthouse side-by-side (docs/decisions/007).
import path from "node:path";
import type { Plugin } from "vite";
import { rewriteRouteModule } from "./route-module-rewrite.js";

const ROUTE_MODULE = /\.(tsx?|jsx?)$/;

/** A pass-through in place of the script deferral of decision 006 (see `load` below). */
const IMMEDIATE_HYDRATION = `import { PassThrough } from "node:stream";
export function deferHydrationStream() {
  return new PassThrough();
}
`;

export function spaComparisonBuild(): Plugin {
  const appDirectory = path.resolve("app");
  const routesDirectory = path.join(appDirectory, "routes");
  const deferredHydration = path.join(appDirectory, "server", "deferred-hydration.server.ts");
  return {
    name: "spa-comparison-build",
    // Before React Router's own check, which refuses a loader outside the root in SPA mode. Not
    // limited to `vite build`: React Router reads every route's exports through a dev server.
    enforce: "pre",
    transform(code, id) {
      if (id.includes("?")) return null;
      const file = path.resolve(id);
      const extension = ROUTE_MODULE.exec(file)?.[1];
      if (!extension || path.dirname(file) !== routesDirectory) return null;
      const routeId = path
        .relative(appDirectory, file)
        .slice(0, -extension.length - 1)
        .split(path.sep)
        .join("/");
      const rewritten = rewriteRouteModule(code, { routeId, lang: extension as "ts" | "tsx" | "js" | "jsx" });
      return rewritten === null ? null : { code: rewritten, map: null };
    },
    // Decision 006 starts hydration after the first paint because our HTML already shows the page.
    // A client-rendered app shows nothing until its scripts run, and none would wait: its
    // index.html keeps React Router's module preloads and imports as React Router writes them.
    load(id) {
      return path.resolve(id.split("?")[0]!) === deferredHydration ? IMMEDIATE_HYDRATION : null;
    },
  };
}
