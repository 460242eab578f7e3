import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import { contentSecurityPolicy, PRERENDER_NONCE_PLACEHOLDER } from "./csp.server";

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

/** A page as built, made ready to serve: the build's nonce placeholder removed, hashes, compressed copies. */
export function preparePage(builtHtml: string): PrerenderedPage {
  const html = builtHtml.replaceAll(` nonce="${PRERENDER_NONCE_PLACEHOLDER}"`, "");
  const body = Buffer.from(html, "utf8");
  return {
    html,
    scriptHashes: inlineScriptHashes(html),
    gzip: gzipSync(body, { level: 9 }),
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
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
 * Sends a prerendered page as it is: its inline scripts allowed by hash (decision 005), revalidated
 * by ETag, brotli or gzip as compressed once at start-up. Used by server.ts and by the comparison
 * server of scripts/spa-comparison (decision 007), so both builds are served alike.
 */
export function sendPrerenderedPage(
  req: Request,
  res: Response,
  page: PrerenderedPage,
  { upgradeInsecure }: { upgradeInsecure: boolean },
): void {
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy("", { upgradeInsecure, scriptHashes: page.scriptHashes }),
  );
  res.status(200).type("html").setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", page.etag);
  if (req.headers["if-none-match"] === page.etag) {
    res.status(304).end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : Buffer.from(page.html, "utf8");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
