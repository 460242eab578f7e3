import type { EntryContext } from "react-router";

/**
 * A page's hydration state (React Router's loader data, encoded) is sent in a second request,
 * after the first paint, instead of in the page (docs/decisions/013-hydration-state-after-the-paint.md).
 *
 * The page says so with the deferred module script (deferred-hydration.server.ts), which fetches
 * `HYDRATION_STATE_PATH?path=<its own path and query>` and feeds the text to the stream React
 * Router's client reads when it hydrates. The server answers that request by running the same
 * loaders for the same URL and sending only their encoded result.
 */
export const HYDRATION_STATE_PATH = "/__hydration-state";

/** The type React Router gives its encoded data (turbo-stream); the browser checks it before use. */
export const HYDRATION_STATE_CONTENT_TYPE = "text/x-script; charset=utf-8";

const MAX_TARGET_LENGTH = 2048;

/**
 * The page a state request names: a path on this site with its query, or null when the value is
 * missing, too long, or could leave the site (`//host`, a backslash, a scheme, control characters).
 */
export function hydrationStateTarget(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_TARGET_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\u0000-\u001f\u007f]/.test(value) || value.includes("#")) return null;
  const url = new URL(value, "http://site.invalid");
  if (url.origin !== "http://site.invalid") return null;
  return `${url.pathname}${url.search}`;
}

/**
 * Whether this document response leaves its state to the second request. Only a plain GET can be
 * rendered again to the same state: a page answering a form post carries its action's result, so
 * it keeps its state inline, as does the client-rendered comparison build (decision 007).
 */
export function defersHydrationState(request: Request, context: EntryContext): boolean {
  return (
    request.method.toUpperCase() === "GET" &&
    !context.isSpaMode &&
    context.serverHandoffStream !== undefined &&
    context.staticHandlerContext.actionData == null
  );
}

/** The answer to a state request: the encoded state, whatever the page's own status (a 404 page hydrates too). */
export async function hydrationStateResponse(
  stream: ReadableStream<Uint8Array> | undefined,
  headers: Headers,
): Promise<Response> {
  const body = stream ? await new Response(stream).text() : "";
  headers.set("Content-Type", HYDRATION_STATE_CONTENT_TYPE);
  headers.set("X-Robots-Tag", "noindex");
  return new Response(body, { status: 200, headers });
}
