import type { RouteConfigEntry } from "@react-router/dev/routes";
import { routeTable, type CacheDependency, type RouteSpec } from "../route-table";

// What the rest of the code needs from the route table (app/route-table.ts), derived once.

type Located = RouteSpec & { fullPath: string };

function join(parent: string, path: string | undefined): string {
  if (!path) return parent || "/";
  const joined = `${parent.replace(/\/$/, "")}/${path}`;
  return joined.startsWith("/") ? joined : `/${joined}`;
}

function flatten(entries: readonly RouteSpec[], parent: string): Located[] {
  return entries.flatMap((entry) => {
    const fullPath = entry.index ? join(parent, undefined) : join(parent, entry.path);
    return [{ ...entry, fullPath }, ...flatten(entry.children ?? [], fullPath)];
  });
}

/** Every route of the table with its full path (children under their parent's). */
export const locatedRoutes: readonly Located[] = flatten(routeTable, "");

/** React Router's route config (app/routes.ts): the table without our own facts. */
export function routeConfigOf(entries: readonly RouteSpec[]): RouteConfigEntry[] {
  return entries.map(({ path, index, file, children }) => ({
    ...(index ? { index: true } : { path }),
    file,
    ...(children ? { children: routeConfigOf(children) } : {}),
  }));
}

const isPage = (route: RouteSpec) => route.file.endsWith(".tsx");
const isStatic = (path: string) => !path.includes("*") && !path.includes(":");
const isStudio = (path: string) => path === "/studio" || path.startsWith("/studio/");

/** Every public page of the site, one address each: the sitemap, and the tests that visit every page. */
export const publicRoutes: readonly string[] = [
  ...new Set(
    locatedRoutes
      .filter((route) => isPage(route) && isStatic(route.fullPath) && !isStudio(route.fullPath))
      .map((route) => route.fullPath),
  ),
];

const renderingOf = (route: RouteSpec) => route.render ?? (isPage(route) ? "build" : "request");

/**
 * Public pages whose content depends on the query string or on the weeks published in the
 * database: rendered on request (the weekly pages through the render cache, decision 085).
 */
export const SERVER_RENDERED_PATHS: ReadonlySet<string> = new Set(
  publicRoutes.filter((path) =>
    locatedRoutes.some((route) => route.fullPath === path && renderingOf(route) !== "build"),
  ),
);

/** Public pages rendered once at build time. */
export const prerenderedRoutes: readonly string[] = publicRoutes.filter((path) => !SERVER_RENDERED_PATHS.has(path));

/** Every address rendered at build time (react-router.config.ts): the pages above and the generated files. */
export const prerenderedPaths: readonly string[] = [
  ...prerenderedRoutes,
  ...locatedRoutes.flatMap((route) => [
    ...(!isPage(route) && isStatic(route.fullPath) && renderingOf(route) === "build" ? [route.fullPath] : []),
    ...(route.prerender ?? []),
  ]),
];

const weeksPaths = new Set(locatedRoutes.filter((route) => route.render === "weeks").map((route) => route.fullPath));
const weeksPatterns = locatedRoutes.flatMap((route) => (route.weeksCache ? [route.weeksCache] : []));

/** GET addresses whose answer depends only on the address and the published weeks (the render cache). */
export function followsPublishedWeeks(pathname: string): boolean {
  return weeksPaths.has(pathname) || weeksPatterns.some((pattern) => pattern.test(pathname));
}

/** A route kept in the render cache per normalised query (render "query", decision 115). */
export type QueryCachedRoute = {
  /** Its path in the table ("/quarterly-report/:quarter"): what names its query's parser. */
  path: string;
  follows: readonly CacheDependency[];
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A table path as a pattern of pathnames: each dynamic segment's parameter is one non-empty segment's text. */
function pathPattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => escapeRegExp(segment).replace(/:[A-Za-z_][A-Za-z0-9_]*/g, "[^/]+"))
    .join("/");
  return new RegExp(`^${source}$`);
}

// The most literal path first: "/quarterly-report/:quarter.pdf" before "/quarterly-report/:quarter".
const queryRoutes = locatedRoutes
  .filter((route) => route.render === "query")
  .map((route) => ({
    path: route.fullPath,
    follows: route.follows ?? [],
    pattern: pathPattern(route.fullPath),
    literal: route.fullPath.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, "").length,
  }))
  .sort((a, b) => b.literal - a.literal);

/** Every route kept per normalised query, by table path. */
export const queryCachedPaths: readonly string[] = queryRoutes.map((route) => route.path);

/** The "query" route a GET pathname names, or undefined (decision 115). */
export function queryCachedRouteOf(pathname: string): QueryCachedRoute | undefined {
  const route = queryRoutes.find((candidate) => candidate.pattern.test(pathname));
  return route && { path: route.path, follows: route.follows };
}

/** Where posts may carry an MLS export: each uploading route's path up to its first dynamic segment. */
const uploadPrefixes = [
  ...new Set(
    locatedRoutes.filter((route) => route.uploads).map((route) => route.fullPath.split("/:")[0]!.toLowerCase()),
  ),
];

/** Whether a post to `path` may carry an upload (the upload's body limit applies). */
export function takesUploads(path: string): boolean {
  const lower = path.toLowerCase();
  return uploadPrefixes.some((prefix) => lower.startsWith(prefix));
}

/** Every address whose module says `handle = HYDRATE` (decision 014): public and studio. */
export const hydratedPaths: readonly string[] = locatedRoutes
  .filter((route) => route.hydrate)
  .map((route) => route.fullPath);
