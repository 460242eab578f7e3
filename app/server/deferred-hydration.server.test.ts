import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferHydration, deferHydrationStream, deferredModuleUrls } from "./deferred-hydration.server";

// The shape React Router 7.18's <Scripts> renders, with the preloads React hoists into <head>.
const page = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/jsx-runtime-B.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/root-C.js" nonce="n0nce"/>',
  '<link rel="stylesheet" href="/assets/app-D.css"/>',
  "</head><body><main><p>Café prices</p></main>",
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script type="module" async="" nonce="n0nce">;\n',
  'import * as route0 from "/assets/root-C.js";\n',
  'import * as route1 from "/assets/privacy-E.js";\n',
  '  window.__reactRouterManifest = {"url":"/assets/manifest-1.js"};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/privacy":route1};\n\n',
  'import("/assets/entry.client-A.js");</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>',
].join("");

describe("deferHydration", () => {
  const deferred = deferHydration(page);

  it("takes the module preloads out of <head> and keeps every other tag", () => {
    expect(deferred).not.toMatch(/<link[^>]*modulepreload/);
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app-D.css"/>');
    expect(deferred).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
    expect(deferred).toContain("<p>Café prices</p>");
  });

  it("waits for the first paint, then preloads the same modules and imports the routes dynamically", () => {
    const script = /<script type="module" async="" nonce="n0nce">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? "";
    const waits = script.indexOf("first-contentful-paint");
    const preloads = script.indexOf('["/assets/entry.client-A.js","/assets/jsx-runtime-B.js","/assets/root-C.js"]');
    const firstImport = script.indexOf('const route0 = await import("/assets/root-C.js");');
    expect(waits).toBeGreaterThanOrEqual(0);
    // The first frame where Paint Timing is missing; never later than two seconds, should the page get no paint.
    expect(script).toContain("requestAnimationFrame(painted)");
    expect(script).toContain("setTimeout(go, 2000)");
    expect(preloads).toBeGreaterThan(waits);
    expect(firstImport).toBeGreaterThan(preloads);
    expect(script).toContain('const route1 = await import("/assets/privacy-E.js");');
    expect(script).not.toMatch(/\bimport \* as/);
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/privacy":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("is valid JavaScript for a module", () => {
    const script = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? "";
    // An async function accepts the same top-level await and dynamic imports as a module body.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("reports the modules the deferred page loads", () => {
    expect(deferredModuleUrls(deferred).sort()).toEqual([
      "/assets/entry.client-A.js",
      "/assets/jsx-runtime-B.js",
      "/assets/privacy-E.js",
      "/assets/root-C.js",
    ]);
  });

  it("with fetchState, fetches the page's own state after the paint and hydrates only once it has it (decision 013)", () => {
    const script =
      /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(deferHydration(page, { fetchState: true }))?.[1] ?? "";
    const waits = script.indexOf("first-contentful-paint");
    const preloads = script.indexOf('["/assets/entry.client-A.js"');
    const fetches = script.indexOf(
      'const url = "/__hydration-state?path=" + encodeURIComponent(location.pathname + location.search);',
    );
    const feeds = script.indexOf("stream.enqueue(state); stream.close();");
    const firstImport = script.indexOf('const route0 = await import("/assets/root-C.js");');
    // The modules download while the state is fetched; nothing is imported or started before it came.
    expect(
      [waits, preloads, fetches, feeds, firstImport].every((at, i, all) => at >= 0 && (i === 0 || at > all[i - 1]!)),
    ).toBe(true);
    expect(script).toContain("if (state !== undefined) {");
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");\n}')).toBe(true);
    // Three tries, a server error retried and a refusal not, then the page stays the HTML it is.
    expect(script).toContain("attempt < 3");
    expect(script).toContain("if (response.status < 500) return;");
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
    expect(deferredModuleUrls(deferHydration(page, { fetchState: true }))).toEqual(deferredModuleUrls(deferred));
  });

  it("leaves a page without a module script as it is", () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});

describe("deferHydrationStream", () => {
  it("gives the same result however the response is cut into chunks, even inside a character", async () => {
    const bytes = Buffer.from(page, "utf8");
    for (const size of [1, 7, 64, 2048, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let offset = 0; offset < bytes.length; offset += size) chunks.push(bytes.subarray(offset, offset + size));
      const streamed = await text(Readable.from(chunks).pipe(deferHydrationStream()));
      expect(streamed).toBe(deferHydration(page));
    }
  });

  it("passes streamed content after the module script through unchanged", async () => {
    const tail = '<div hidden id="S:0"><p>Later</p></div><script>$RC("B:0","S:0")</script>';
    const streamed = await text(Readable.from([Buffer.from(page), Buffer.from(tail)]).pipe(deferHydrationStream()));
    expect(streamed).toBe(deferHydration(page) + tail);
  });
});
