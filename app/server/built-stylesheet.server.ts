import { readFileSync } from "node:fs";

const RELATIVE_URL = /url\(\s*["']?(?!data:|\/|https?:)/;
const cache = new Map<string, string | undefined>();

/**
 * The CSS of a built stylesheet (`/assets/app-….css`), read once from the client build beside the
 * server build (`build/server/index.js` → `build/client/`); `undefined` for any other href or a
 * missing file, as in development, where Vite serves the stylesheet itself; and `undefined` for CSS
 * with a relative `url()`, which would resolve against the page instead of the stylesheet.
 */
export function builtStylesheet(
  href: string,
  clientDir: URL = new URL("../client/", import.meta.url),
): string | undefined {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
  const key = `${clientDir.href}${href}`;
  if (!cache.has(key)) {
    let css: string | undefined;
    try {
      css = readFileSync(new URL(href.slice(1), clientDir), "utf8");
      if (RELATIVE_URL.test(css)) css = undefined;
    } catch {
      css = undefined;
    }
    cache.set(key, css);
  }
  return cache.get(key);
}
