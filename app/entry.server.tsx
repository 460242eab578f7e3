import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "~/lib/nonce";
import { pageHydrates, type RouteHandle } from "~/lib/route-handle";
import { appContextOf, type RouteContext } from "~/server/app-context.server";
import { isStudioPath, renderedCacheControl } from "~/server/cache-control.server";
import { PRERENDER_NONCE_PLACEHOLDER } from "~/server/csp.server";

export const streamTimeout = 5_000;

/**
 * Unless its route set one: a shared cache may keep a page without script, never one with a nonce.
 * The broker's workspace (/studio) gets nothing here: server.ts marks every one of its answers
 * no-store and noindex, redirects and downloads included (a second value would be appended).
 */
function setCacheControl(headers: Headers, request: Request, status: number, hydrates: boolean) {
  if (isStudioPath(new URL(request.url).pathname)) return;
  if (!headers.has("Cache-Control"))
    headers.set("Cache-Control", renderedCacheControl(request.method, status, hydrates));
}

/**
 * A `.data` answer (a client-side navigation or a fetcher post) is only ever asked for by a page
 * that hydrates: the browser alone may keep it.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  setCacheControl(response.headers, request, response.status, true);
  return response;
};

/** React Router's standard server entry, with the CSP nonce on every inline script it renders. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouteContext,
) {
  const hydrates = pageHydrates(
    routerContext.staticHandlerContext.matches.map((match) => ({
      handle: routerContext.routeModules[match.route.id]?.handle as RouteHandle | undefined,
    })),
  );
  setCacheControl(responseHeaders, request, responseStatusCode, hydrates);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // At prerender time there is no request nonce: the server replaces the placeholder per response.
  const { cspNonce } = appContextOf(loadContext);
  const nonce = cspNonce ?? PRERENDER_NONCE_PLACEHOLDER;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, prerendering and the render cache (the placeholder nonce) wait for the whole document.
    const whole = !cspNonce || cspNonce === PRERENDER_NONCE_PLACEHOLDER;
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || whole ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
