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
    etag: strongEtag(body),
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

/** Whether an If-None-Match header names `etag` (one of a list, or `*`): the client's copy is current. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag || ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** chooseEncoding per Accept-Encoding value: browsers send a handful of values, each parsed once. */
const encodings = new Map<string, "br" | "gzip" | null>();
function encodingFor(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const key = acceptEncoding ?? "";
  let encoding = encodings.get(key);
  if (encoding === undefined) {
    encoding = chooseEncoding(key);
    if (encodings.size < 64) encodings.set(key, encoding);
  }
  return encoding;
}

type Answer = { headers: Record<string, string | number>; body: Buffer };
type Answers = { notModified: Record<string, string>; br: Answer; gzip: Answer; identity: Answer };

/**
 * Bytes kept in memory with every answer they are sent as, worked out once: each encoding, over
 * plain HTTP and over HTTPS (HSTS, upgrade-insecure-requests), and the 304.
 */
export type MemoryFile = { etag: string; plain: Answers; secure: Answers };

/**
 * A MemoryFile of `identity` and its optional compressed copies, sent with `headersFor(secure)`
 * (which names neither Content-Encoding nor Content-Length) and a strong ETag.
 */
export function memoryFile(
  bytes: { identity: Buffer; brotli?: Buffer; gzip?: Buffer; etag: string },
  headersFor: (secure: boolean) => Record<string, string>,
): MemoryFile {
  const answers = (secure: boolean): Answers => {
    const headers = { ...headersFor(secure), ETag: bytes.etag };
    const answer = (body: Buffer | undefined, encoding: string): Answer | undefined =>
      body && { headers: { ...headers, "Content-Encoding": encoding, "Content-Length": body.length }, body };
    const identity = { headers: { ...headers, "Content-Length": bytes.identity.length }, body: bytes.identity };
    const gzip = answer(bytes.gzip, "gzip") ?? identity;
    return { notModified: headers, identity, gzip, br: answer(bytes.brotli, "br") ?? gzip };
  };
  return { etag: bytes.etag, plain: answers(false), secure: answers(true) };
}

/**
 * Answers a GET or HEAD from a MemoryFile: 304 when If-None-Match names its ETag, else the best
 * encoding the client accepts, with Content-Length. Node's own API: no middleware runs.
 */
export function sendMemoryFile(req: IncomingMessage, res: ServerResponse, file: MemoryFile, secure: boolean): void {
  const answers = secure ? file.secure : file.plain;
  if (etagMatches(req.headers["if-none-match"], file.etag)) {
    res.writeHead(304, answers.notModified).end();
    return;
  }
  const { headers, body } = answers[encodingFor(req.headers["accept-encoding"]) ?? "identity"];
  res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : body);
}

/** A prerendered page as a MemoryFile: its policy allows its inline scripts by hash (decision 005). */
export function pageFile(page: PrerenderedPage): MemoryFile {
  return memoryFile(
    { identity: Buffer.from(page.html, "utf8"), brotli: page.brotli, gzip: page.gzip, etag: page.etag },
    (secure) => ({
      ...staticSecurityHeaders({ secure }),
      "Content-Security-Policy": contentSecurityPolicy("", {
        upgradeInsecure: secure,
        scriptHashes: page.scriptHashes,
      }),
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": CACHE_CONTROL.prerendered,
      Vary: "Accept-Encoding",
    }),
  );
}

/**
 * Sends a prerendered page as it is, with every header it needs (security headers, its policy with
 * its inline scripts allowed by hash, decision 005), cacheable by a CDN and revalidated by ETag
 * (CACHE_CONTROL.prerendered), brotli or gzip as compressed once at start-up. Node's own request
 * and response, so server.ts can answer before Express.
 */
export function sendPrerenderedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: PrerenderedPage,
  { secure }: { secure: boolean },
): void {
  sendMemoryFile(req, res, pageFile(page), secure);
}

const ASSET_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
};

/** A strong ETag of some bytes: their SHA-256, base64url, 27 characters. */
export function strongEtag(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

/**
 * Every fingerprinted asset under `assetsDir` (the client build's assets), read once with the
 * brotli and gzip copies scripts/precompress.mjs wrote beside it, keyed by its URL path
 * (`/assets/<name>`). Their names change with their content: cached for a year (CACHE_CONTROL.asset).
 */
export async function loadAssets(assetsDir: string, urlPrefix = "/assets"): Promise<Map<string, MemoryFile>> {
  const files = new Map<string, MemoryFile>();
  const names = new Set(await readdir(assetsDir));
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const type = ASSET_TYPES[path.extname(name).toLowerCase()];
    if (!type) continue;
    const identity = await readFile(path.join(assetsDir, name));
    const brotli = names.has(`${name}.br`) ? await readFile(path.join(assetsDir, `${name}.br`)) : undefined;
    const gzip = names.has(`${name}.gz`) ? await readFile(path.join(assetsDir, `${name}.gz`)) : undefined;
    files.set(
      `${urlPrefix}/${name}`,
      memoryFile({ identity, brotli, gzip, etag: strongEtag(identity) }, (secure) => ({
        ...staticSecurityHeaders({ secure }),
        "Content-Security-Policy": contentSecurityPolicy("", { upgradeInsecure: secure, scriptHashes: [] }),
        "Content-Type": type,
        "Cache-Control": CACHE_CONTROL.asset,
        ...(brotli || gzip ? { Vary: "Accept-Encoding" } : {}),
      })),
    );
  }
  return files;
}

/** Whether a request came over HTTPS: its own TLS socket, or a trusted proxy's X-Forwarded-Proto (as Express reads it). */
export function isSecureRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = trustProxy ? req.headers["x-forwarded-proto"] : undefined;
  return typeof forwarded === "string" && forwarded.split(",")[0]!.trim() === "https";
}

/**
 * The prerendered page or fingerprinted asset a GET or HEAD names, answered from memory with
 * node's own API, or false when it names none. server.ts calls it before handing a request to
 * Express: these need none of Express's middleware (docs/performance.md).
 */
export function prerenderedPageResponder(
  pages: ReadonlyMap<string, PrerenderedPage>,
  {
    trustProxy,
    onSent,
    assets = new Map(),
    pagesCurrent = () => true,
  }: {
    trustProxy: boolean;
    onSent?: (req: IncomingMessage, res: ServerResponse) => void;
    /** Fingerprinted assets by URL path (loadAssets). */
    assets?: ReadonlyMap<string, MemoryFile>;
    /**
     * Whether the pages as built are still current (decision 110): false once the site's content
     * was edited in the studio, and the pages go to Express's render cache instead; assets are
     * served either way. Asked per request: it must be cheap (a watched number, not a query).
     */
    pagesCurrent?: () => boolean;
  },
) {
  const files = new Map<string, MemoryFile>();
  for (const [key, page] of pages) files.set(key, pageFile(page));
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    if (!url.startsWith("/")) return false;
    const query = url.indexOf("?");
    const urlPath = query === -1 ? url : url.slice(0, query);
    const file = assets.get(urlPath) ?? (pagesCurrent() ? files.get(pageKey(urlPath)) : undefined);
    if (!file) return false;
    sendMemoryFile(req, res, file, isSecureRequest(req, trustProxy));
    onSent?.(req, res);
    return true;
  };
}
