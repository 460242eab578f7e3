// The comparison server's `/__spa-data`: a route's loader, run from the real server build, answered
// as JSON to the clientLoader the comparison build gave the route (route-module-rewrite.ts).
import { matchRoutes, type AppLoadContext, type RouteObject, type ServerBuild } from "react-router";

export type SpaDataAnswer = { status: number; body: unknown };

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

/** The build's flat route manifest as the nested route objects `matchRoutes` takes. */
export function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route): route is ManifestRoute => route !== undefined && route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

function isDataWithResponseInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * What the loader of `routeId` answers for `url`, as the server-rendered page would have it: the
 * data of `data(...)` (its status only matters for the document), or the status of a thrown
 * Response. A loader returning a Response is a resource route, which no page asks for.
 */
export async function spaData(build: Pick<ServerBuild, "routes">, url: URL, routeId: string): Promise<SpaDataAnswer> {
  const route = build.routes[routeId];
  const loader = route?.module.loader;
  if (!route || !loader) return { status: 404, body: `No route with a loader is called ${routeId}.` };
  const matches = matchRoutes(routeTree(build.routes), url.pathname) ?? [];
  const index = matches.findIndex((match) => match.route.id === routeId);
  const match = matches[index];
  if (!match) return { status: 404, body: `${url.pathname} is not a URL of ${routeId}.` };
  const pattern = `/${matches
    .slice(0, index + 1)
    .map((m) => m.route.path)
    .filter(Boolean)
    .join("/")}`;
  try {
    const result: unknown = await loader({
      request: new Request(url),
      url,
      params: match.params,
      pattern,
      context: {} as AppLoadContext,
    });
    if (result instanceof Response) return { status: 500, body: `${routeId} answers a Response, not page data.` };
    return { status: 200, body: isDataWithResponseInit(result) ? result.data : result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.text() };
    if (isDataWithResponseInit(thrown)) return { status: thrown.init?.status ?? 500, body: thrown.data };
    throw thrown;
  }
}
