import type { IncomingMessage } from "node:http";

/**
 * The site's pages and forms use these only. Anything else (PUT, DELETE, PROPFIND, and TRACE or
 * CONNECT, which a fetch Request cannot even carry) is a 405 here, before React Router turns it
 * into a logged error.
 */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

export type RequestLineProblem = { status: 400 | 405; message: string };

/**
 * Checks what node's parser lets through but a URL cannot be built from, before any handler reads
 * the request (server.ts), so that none of it reaches React Router as a 500:
 *
 * - an absolute-form target (`GET http://evil.example/page HTTP/1.1`, what proxies send) is cut to
 *   its path and query; its host is dropped, never trusted (the Host header still names the site);
 * - any other target that is not a path (`*`, `evil.example/page`) is a 400;
 * - a Host header that is not a host (`[::1`, empty) is a 400; an HTTP/1.0 request without one is
 *   given the site's own host (HTTP/1.0 does not require it);
 * - a method other than GET, HEAD and POST is a 405.
 *
 * Returns undefined when the request may go on (req.url and req.headers.host possibly rewritten).
 */
export function normaliseRequestLine(req: IncomingMessage, siteHost: string): RequestLineProblem | undefined {
  if (!ALLOWED.has(req.method ?? "")) {
    return { status: 405, message: `Method not allowed: ${req.method} is not served here.` };
  }
  const target = req.url ?? "";
  if (!target.startsWith("/")) {
    let absolute: URL | undefined;
    try {
      absolute = /^https?:\/\//i.test(target) ? new URL(target) : undefined;
    } catch {
      absolute = undefined;
    }
    if (!absolute) return { status: 400, message: "Bad request: the request target must be a path." };
    req.url = `${absolute.pathname}${absolute.search}`;
  }
  const host = req.headers.host;
  if (host === undefined && req.httpVersion === "1.0") {
    req.headers.host = siteHost;
  } else if (!isHost(host)) {
    return { status: 400, message: "Bad request: the Host header does not name a host." };
  }
  return undefined;
}

function isHost(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const url = new URL(`http://${value}/`);
    return url.host !== "" && url.pathname === "/" && url.search === "" && url.username === "";
  } catch {
    return false;
  }
}
