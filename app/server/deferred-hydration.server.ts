import { Transform } from "node:stream";
import { HYDRATION_STATE_CONTENT_TYPE, HYDRATION_STATE_PATH } from "./hydration-state.server";

/**
 * Hydration starts after the first paint (docs/decisions/006-hydrate-after-first-paint.md).
 *
 * React Router's <Scripts> puts one <link rel="modulepreload"> per module in <head> and an inline
 * module script whose static imports load the route modules before it starts the app. Both make
 * the browser fetch every module while the page is still being laid out, so on a slow phone the
 * JavaScript shares the connection with the HTML and CSS the first paint needs. The page is whole
 * and usable without JavaScript (forms post natively), so nothing is lost by starting later.
 *
 * `deferHydration` rewrites that markup: the preload links leave <head>, and the module script
 * waits for the frame after the first paint, then adds the same preloads and imports the same
 * modules dynamically. The script keeps its attributes (nonce) and React Router's own code.
 *
 * With `fetchState`, the page carries no hydration state (decision 013): after the paint the script
 * also fetches it and feeds it to React Router's stream, while the modules download. Should the
 * state not come (three tries), the page is not hydrated and stays the working HTML it is.
 */

const PRELOAD_LINK = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g;
const ROUTE_MODULE_SCRIPT = /(<script\b(?=[^>]*\btype="module")[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_NAMESPACE_IMPORT = /\bimport \* as (\w+) from ("[^"]+");/g;
const STATIC_SIDE_EFFECT_IMPORT = /(^|[;\n])import ("[^"]+");/g;

/**
 * Resolves in the task after the browser reports the first contentful paint (the Paint Timing
 * entry arrives once the frame is on screen; `requestAnimationFrame` runs before the frame is
 * painted, so module requests started there still raced the paint); after the first frame where
 * Paint Timing is missing; at once in a hidden tab (no frames); and after two seconds at the
 * latest, should a visible page get no paint (a busy or occluded window can starve frames), so the
 * page always becomes interactive.
 */
const AFTER_FIRST_PAINT = [
  "await new Promise((go) => {",
  ' if (document.visibilityState !== "visible") return setTimeout(go);',
  " const painted = () => setTimeout(go);",
  ' if (PerformanceObserver.supportedEntryTypes?.includes("paint")) new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); painted(); } }).observe({ type: "paint", buffered: true });',
  " else requestAnimationFrame(painted);",
  " setTimeout(go, 2000);",
  "});",
].join("");

/** The state's media type without its parameters: what the browser checks before feeding the text to React Router. */
const STATE_MEDIA_TYPE = HYDRATION_STATE_CONTENT_TYPE.split(";")[0]!;

/** Defines `state`: the page's encoded hydration state, or undefined when it could not be had. */
const FETCH_STATE = [
  "const state = await (async () => {",
  ` const url = ${JSON.stringify(`${HYDRATION_STATE_PATH}?path=`)} + encodeURIComponent(location.pathname + location.search);`,
  " for (let attempt = 0; attempt < 3; attempt++) {",
  "  if (attempt) await new Promise((go) => setTimeout(go, 500 * 2 ** attempt));",
  "  try {",
  '   const response = await fetch(url, { redirect: "error" });',
  `   if (response.ok && response.headers.get("content-type")?.startsWith(${JSON.stringify(STATE_MEDIA_TYPE)})) return await response.text();`,
  "   if (response.status < 500) return;",
  "  } catch {}",
  " }",
  "})();",
].join("\n");

const ENQUEUE_STATE =
  "const stream = window.__reactRouterContext.streamController; stream.enqueue(state); stream.close();";

function hrefOf(link: string): string | undefined {
  return /\bhref="([^"]+)"/.exec(link)?.[1];
}

export type DeferHydrationOptions = {
  /** The page carries no hydration state: fetch it after the paint (decision 013). */
  fetchState?: boolean;
};

/** The page with its module loading moved after the first paint; unchanged if it has no module script. */
export function deferHydration(html: string, { fetchState = false }: DeferHydrationOptions = {}): string {
  const script = ROUTE_MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, openTag, body, closeTag] = script as unknown as [string, string, string, string];
  const preloads = [...new Set([...html.matchAll(PRELOAD_LINK)].flatMap(([link]) => hrefOf(link) ?? []))];
  const addPreloads = `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
  const deferredBody = body
    .replace(STATIC_NAMESPACE_IMPORT, "const $1 = await import($2);")
    .replace(STATIC_SIDE_EFFECT_IMPORT, "$1await import($2);");
  const start = script.index;
  const before = html.slice(0, start).replace(PRELOAD_LINK, "");
  const after = html.slice(start + whole.length);
  const hydrate = fetchState
    ? `${FETCH_STATE}\nif (state !== undefined) {\n${ENQUEUE_STATE}\n${deferredBody}\n}`
    : deferredBody;
  return `${before}${openTag}${AFTER_FIRST_PAINT}\n${addPreloads}\n${hydrate}${closeTag}${after}`;
}

/** The module URLs a deferred page loads: its preload list and its dynamic imports (for the JS budget). */
export function deferredModuleUrls(html: string): string[] {
  const body = ROUTE_MODULE_SCRIPT.exec(html)?.[2] ?? "";
  const preloads = /for \(const href of (\[[^\]]*\])\)/.exec(body)?.[1];
  const listed: string[] = preloads ? (JSON.parse(preloads) as string[]) : [];
  const imported = [...body.matchAll(/\bimport\(("[^"]+")\)/g)].map(([, url]) => JSON.parse(url!) as string);
  return [...new Set([...listed, ...imported])];
}

/**
 * The same rewrite on a streamed response. React streams the shell in small chunks; the preload
 * links and the module script are both in the shell, so the stream holds text back until the
 * module script has closed, rewrites it, then passes the rest (streamed Suspense content) through.
 */
export function deferHydrationStream(options: DeferHydrationOptions = {}): Transform {
  const decoder = new TextDecoder();
  let held = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.decode(chunk, { stream: true });
      if (done) return callback(null, text ? Buffer.from(text, "utf8") : undefined);
      held += text;
      if (!ROUTE_MODULE_SCRIPT.test(held)) return callback();
      done = true;
      const rewritten = deferHydration(held, options);
      held = "";
      callback(null, Buffer.from(rewritten, "utf8"));
    },
    flush(callback) {
      const rest = held + decoder.decode();
      callback(null, rest ? Buffer.from(deferHydration(rest, options), "utf8") : undefined);
    },
  });
}
