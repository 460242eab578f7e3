// A resource route (a weekly PDF, a share image) that has no such file answers the site's 404 page,
// HTML in the site's shell with status 404, like any unknown path. A resource
// route cannot render a page, so it asks the app for the page under MISSING_FILE_PREFIX, a path
// that only the catch-all route (routes/not-found.tsx) matches.
import { createRequestHandler, type ServerBuild } from "react-router";
import { routerContext, type AppContext } from "~/server/app-context.server";

/** Prefix of the path a missing file's 404 page is rendered under; not-found.tsx shows the path without it. */
export const MISSING_FILE_PREFIX = "/__missing-file";

/** The path the 404 page names: the one asked for, without MISSING_FILE_PREFIX. */
export function requestedPath(pathname: string): string {
  return pathname.startsWith(`${MISSING_FILE_PREFIX}/`) ? pathname.slice(MISSING_FILE_PREFIX.length) : pathname;
}

/** The site's 404 page for `request` (a GET of a file that does not exist). */
export async function notFoundPage(request: Request, context: AppContext): Promise<Response> {
  const build = (await import("virtual:react-router/server-build")) as ServerBuild;
  const url = new URL(request.url);
  url.pathname = `${MISSING_FILE_PREFIX}${url.pathname}`;
  const page = new Request(url, { method: "GET", headers: request.headers, signal: request.signal });
  return createRequestHandler(build)(page, routerContext(context));
}
