import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { CACHE_CONTROL } from "./cache-control.server";
import { contentSecurityPolicy, PRERENDER_NONCE_PLACEHOLDER, staticSecurityHeaders } from "./csp.server";

/**
 * A prerendered page kept in memory, ready to send: its HTML never changes between responses, so
 * it is compressed once, and its inline scripts are allowed by their hashes
 * (docs/decisions/005-script-hashes-for-prerendered-pages.md).
 */
export type PrerenderedPage = {
  html: string;
  /** CSP source expressions ('sha256-...') of every inline script of the page. */
  scriptHashes: readonly string[];
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
};

/** "/archive/", "/archive/index.html" and "/archive" all name the page "/archive". */
export function pageKey(urlPath: string): string {
  const withoutIndex = urlPath.replace(/\/index\.html$/, "/");
  const trimmed = withoutIndex.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The 'sha256-...' source expression of every inline <script> (no src) in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc\s*=/.test(attributes ?? ""))
    .map(
      ([, , body]) =>
        `'sha256-${createHash("sha256")
          .update(body ?? "", "utf8")
          .digest("base64")}'`,
    );
  return [...new Set(hashes)];
}

/**
 * Brotli's quality for a page compressed once at start-up (the smallest, about 0.3 s for an 80 KB
 * page), and for a page rendered while a visitor waits (the render cache): quality 5 takes a few
 * milliseconds for 12% more bytes (docs/performance.md, "A week's first view").
 */
export const BROTLI_QUALITY = { startup: 11, onRequest: 5 } as const;

/** A page as built, made ready to serve: the build's nonce placeholder removed, hashes, compressed copies. */
export function preparePage(
  builtHtml: string,
  { brotliQuality = BROTLI_QUALITY.startup }: { brotliQuality?: number } = {},
): PrerenderedPage {
  const html = builtHtml.replaceAll(` nonce="${PRERENDER_NONCE_PLACEHOLDER}"`, "");
  const body = Buffer.from(html, "utf8");
  return {
    html,
    scriptHashes: inlineScriptHashes(html),
    gzip: gzipSync(body, { level: 9 }),
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
  };
}

/** Every `index.html` under the client build, keyed by the URL path it answers. */
export async function loadPrerenderedPages(clientDir: string): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(clientDir, file).split(path.sep).join("/");
    pages.set(pageKey(`/${relative}`), preparePage(await readFile(file, "utf8")));
  }
  return pages;
}

/** The best encoding of a page for an Accept-Encoding header: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .map(([name]) => name!.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/**
 * Sends a prerendered page as it is, with every header it needs (security headers, its policy with
 * its inline scripts allowed by hash, decision 005), cacheable by a CDN and revalidated by ETag
 * (CACHE_CONTROL.prerendered), brotli or gzip as
 * compressed once at start-up. Node's own request and response, so server.ts can answer before
 * Express.
 */
export function sendPrerenderedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: PrerenderedPage,
  { secure }: { secure: boolean },
): void {
  const headers: Record<string, string | number> = {
    ...staticSecurityHeaders({ secure }),
    "Content-Security-Policy": contentSecurityPolicy("", { upgradeInsecure: secure, scriptHashes: page.scriptHashes }),
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": CACHE_CONTROL.prerendered,
    Vary: "Accept-Encoding",
    ETag: page.etag,
  };
  if (req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : Buffer.from(page.html, "utf8");
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = body.length;
  res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : body);
}

/** Whether a request came over HTTPS: its own TLS socket, or a trusted proxy's X-Forwarded-Proto (as Express reads it). */
export function isSecureRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = trustProxy ? req.headers["x-forwarded-proto"] : undefined;
  return typeof forwarded === "string" && forwarded.split(",")[0]!.trim() === "https";
}

/**
 * The prerendered page a GET or HEAD names, answered with node's own API, or false when it names
 * none. server.ts calls it before handing a request to Express: these pages need none of Express's
 * middleware, and skipping it serves them about three times as fast (docs/performance.md).
 */
export function prerenderedPageResponder(
  pages: ReadonlyMap<string, PrerenderedPage>,
  { trustProxy, onSent }: { trustProxy: boolean; onSent?: (req: IncomingMessage, res: ServerResponse) => void },
) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    if (!url.startsWith("/")) return false;
    const query = url.indexOf("?");
    const page = pages.get(pageKey(query === -1 ? url : url.slice(0, query)));
    if (!page) return false;
    sendPrerenderedPage(req, res, page, { secure: isSecureRequest(req, trustProxy) });
    onSent?.(req, res);
    return true;
  };
}
