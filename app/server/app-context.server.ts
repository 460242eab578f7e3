// What the server hands each request's loaders and actions (decision 122). React Router 8 passes
// every loader, action and the server entry a RouterContextProvider, read by key; this is the
// one key of this site. server/request-pipeline.ts sets it for each request (getLoadContext), the
// render cache for each page it renders. While prerendering nobody sets it: the default, empty,
// means "no database: the build's content".
import { createContext, RouterContextProvider } from "react-router";
import type { FormServices } from "./form-services.server";
import type { StudioServices } from "./studio-services.server";

export type AppContext = {
  /** The Content-Security-Policy nonce of this response; absent while prerendering. */
  cspNonce?: string;
  /** Database and delivery for the form actions; absent while prerendering. */
  forms?: FormServices;
  /** Database, site origin and mail for the broker's workspace, /studio; absent while prerendering. */
  studio?: StudioServices;
  /** This post is over the rate limit: the action answers 429 and stores nothing. */
  rateLimited?: boolean;
  /** This post is over the size limit but was read: the action answers 413 with the words kept. */
  bodyTooLarge?: boolean;
  /** The client's address (req.ip): studio sign-in attempts are rate limited per address. */
  clientAddress?: string;
};

const appContextKey = createContext<AppContext>({});

/** What a loader, action or the server entry receives as `context` from React Router. */
export type RouteContext = Readonly<RouterContextProvider>;

/** This site's part of a route's context: the services and the request's marks. */
export function appContextOf(context: RouteContext): AppContext {
  return context.get(appContextKey);
}

/** A route context that carries `values`, as React Router's request handler wants it. */
export function routerContext(values: AppContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContextKey, values);
  return context;
}
