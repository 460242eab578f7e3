import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PRERENDER_NONCE_PLACEHOLDER } from "./csp.server";

/** A prerendered page kept in memory, cut where the per-response nonce goes. */
export type PrerenderedPage = { parts: readonly string[] };

/** "/archive/", "/archive/index.html" and "/archive" all name the page "/archive". */
export function pageKey(urlPath: string): string {
  const withoutIndex = urlPath.replace(/\/index\.html$/, "/");
  const trimmed = withoutIndex.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Every `index.html` under the client build, keyed by the URL path it answers. */
export async function loadPrerenderedPages(clientDir: string): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(clientDir, file).split(path.sep).join("/");
    const html = await readFile(file, "utf8");
    pages.set(pageKey(`/${relative}`), { parts: html.split(PRERENDER_NONCE_PLACEHOLDER) });
  }
  return pages;
}

/** The page's HTML with `nonce` wherever the build left the placeholder. */
export function withNonce(page: PrerenderedPage, nonce: string): string {
  return page.parts.join(nonce);
}
