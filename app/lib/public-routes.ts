import routes from "../routes";

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/**
 * Paths whose content depends on the query string (a week, a filter, a tab, a calculator's GET
 * form) or on the weeks published in the database: server-rendered on request (the weekly pages
 * through the render cache, decision 085). Every other page is prerendered at build time.
 */
export const SERVER_RENDERED_PATHS = new Set<string>([
  "/market-report",
  "/market-trends",
  "/archive",
  "/investors/zip-code-hotspots",
  "/investors/rental-market",
  "/mock-market-report",
  "/insurance-education",
  "/sellers/conveyance-tax",
  "/buyers/first-time-guide",
  "/yearly-market-summary",
  "/sellers/pricing-guide",
  "/sellers/renovate-vs-knockdown",
  "/investors/mill-rates",
  "/contact",
  "/quarterly-report",
]);

function join(parent: string, path: string | undefined): string {
  if (!path) return parent || "/";
  const joined = `${parent.replace(/\/$/, "")}/${path}`;
  return joined.startsWith("/") ? joined : `/${joined}`;
}

function collect(entries: readonly RouteEntry[], parent: string): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? join(parent, undefined) : join(parent, entry.path);
    const own = isPublicPage(entry, path) ? [path] : [];
    return [...own, ...collect(entry.children ?? [], path)];
  });
}

function isPublicPage(entry: RouteEntry, path: string): boolean {
  // Pages are .tsx modules; a splat or a dynamic segment is not one page a visitor can be sent to;
  // the broker's workspace (/studio) is not public.
  return (
    entry.file.endsWith(".tsx") &&
    !path.includes("*") &&
    !path.includes(":") &&
    path !== "/studio" &&
    !path.startsWith("/studio/")
  );
}

/** Every public page of the site, derived from app/routes.ts. */
export const publicRoutes: readonly string[] = [...new Set(collect(routes, ""))];

/** Public pages that are rendered once at build time. */
export const prerenderedRoutes: readonly string[] = publicRoutes.filter((path) => !SERVER_RENDERED_PATHS.has(path));
