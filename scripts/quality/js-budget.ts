// The JavaScript a route loads on first visit: every /assets/*.js file its HTML names (module
// preloads and the inline module script's imports), plus what those files import, transitively.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Budgets in bytes of gzip-compressed JavaScript on first visit (decision 014): a page that does not
 * hydrate loads none; a page that does, at most 130,000; the dashboard at most 170,000.
 */
export const DEFAULT_BUDGET_BYTES = 130_000;
export const ROUTE_BUDGETS_BYTES: Readonly<Record<string, number>> = { "/mock-market-report": 170_000 };

export function budgetFor(route: string): number {
  return ROUTE_BUDGETS_BYTES[route] ?? DEFAULT_BUDGET_BYTES;
}

/** "119.7" for 119,706 bytes: KB of 1,000 bytes, as the budgets are set. */
export function kb(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

/**
 * The /assets/*.js URLs a page's HTML loads: its module preloads and the imports of its inline
 * module script, as React Router's <Scripts /> renders them. (Other /assets/ paths in the HTML, such
 * as the route manifest of links React Router discovered, name modules loaded only on going there.)
 */
export function scriptUrlsIn(html: string): string[] {
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].flatMap(
    (match) => /\bhref="(\/assets\/[\w.-]+\.js)"/.exec(match[0])?.slice(1) ?? [],
  );
  const imports = [...html.matchAll(/\bimport\b[^"';]*["'](\/assets\/[\w.-]+\.js)["']/g)].map((match) => match[1]!);
  return [...new Set([...preloads, ...imports])];
}

/** The /assets/*.js files a chunk imports statically (`from"./x.js"` or `import"./x.js"`). */
export function staticImportsOf(source: string): string[] {
  const imports = [...source.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[\w.-]+\.js)["']/g)].map((match) => match[1]!);
  return imports.map((file) => `/assets/${file.slice(2)}`);
}

/** Every JS file a page loads on first visit, and their total size after gzip. */
export function firstVisitJavaScript(html: string, clientDir: string): { files: string[]; gzipBytes: number } {
  const seen = new Set<string>();
  const queue = scriptUrlsIn(html);
  let gzipBytes = 0;
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(clientDir, url);
    if (!existsSync(file)) throw new Error(`The page loads ${url}, which the build does not have`);
    const source = readFileSync(file);
    // What the server sends to a gzip client: the precompressed copy when the build made one.
    gzipBytes += existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(source).length;
    queue.push(...staticImportsOf(source.toString("utf8")));
  }
  return { files: [...seen].sort(), gzipBytes };
}

/** Libraries that must stay on the server: PDF, CSV and chart math, and the database. */
export const SERVER_ONLY_PACKAGES = [
  "pdfmake",
  "pdfkit",
  "csv-parse",
  "csv-stringify",
  "d3-scale",
  "d3-shape",
  "d3-array",
  "d3-interpolate",
  "d3-path",
  "drizzle-orm",
  "@electric-sql/pglite",
  "pg",
  "nodemailer",
] as const;

export type ClientChunk = { file: string; modules: string[] };

/** The client chunks holding a server-only package or a `.server` module, as "chunk: module". */
export function serverCodeInClient(chunks: readonly ClientChunk[]): string[] {
  const packagePattern = new RegExp(
    `node_modules/(${SERVER_ONLY_PACKAGES.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")})/`,
  );
  return chunks.flatMap((chunk) =>
    chunk.modules
      .filter((module) => packagePattern.test(module) || /\.server\.[jt]sx?$/.test(module))
      .map((module) => `${chunk.file}: ${module}`),
  );
}
