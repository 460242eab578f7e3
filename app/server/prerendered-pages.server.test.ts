import { createHash } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PRERENDER_NONCE_PLACEHOLDER } from "./csp.server";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  BROTLI_QUALITY,
  chooseEncoding,
  etagMatches,
  inlineScriptHashes,
  isSecureRequest,
  loadAssets,
  loadPrerenderedPages,
  pageKey,
  preparePage,
  prerenderedPageResponder,
} from "./prerendered-pages.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("pageKey", () => {
  it("maps index files and trailing slashes to the page path", () => {
    expect(pageKey("/")).toBe("/");
    expect(pageKey("/index.html")).toBe("/");
    expect(pageKey("/archive/")).toBe("/archive");
    expect(pageKey("/archive/index.html")).toBe("/archive");
    expect(pageKey("/sellers/pricing-guide")).toBe("/sellers/pricing-guide");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only, once each", () => {
    const html = `<script>a</script><script type="module" async>b();</script><script src="/x.js"></script><script>a</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a"), sha("b();")]);
  });
});

describe("preparePage", () => {
  it("compresses a page rendered on request at a quick brotli quality, to the same page and ETag", () => {
    const html = `<main>${"<p>Week 4: 12 sale contracts, $3.2M median</p>".repeat(400)}</main>`;
    const once = preparePage(html);
    const quick = preparePage(html, { brotliQuality: BROTLI_QUALITY.onRequest });
    expect(brotliDecompressSync(quick.brotli).toString()).toBe(html);
    expect(quick.etag).toBe(once.etag);
    expect(quick.brotli.length).toBeLessThan(html.length / 10);
  });
});

describe("loadPrerenderedPages", () => {
  it("finds every index.html, drops the build's nonce placeholder and compresses each page once", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "prerender-"));
    await mkdir(path.join(dir, "sellers", "pricing-guide"), { recursive: true });
    await mkdir(path.join(dir, "assets"), { recursive: true });
    await writeFile(
      path.join(dir, "index.html"),
      `<script nonce="${PRERENDER_NONCE_PLACEHOLDER}">a</script><p>home</p>`,
    );
    await writeFile(path.join(dir, "sellers", "pricing-guide", "index.html"), "<p>guide</p>");
    await writeFile(path.join(dir, "assets", "app-abc.js"), "js");

    const pages = await loadPrerenderedPages(dir);
    expect([...pages.keys()].sort()).toEqual(["/", "/sellers/pricing-guide"]);
    const home = pages.get("/")!;
    expect(home.html).toBe("<script>a</script><p>home</p>");
    expect(home.scriptHashes).toEqual([sha("a")]);
    expect(gunzipSync(home.gzip).toString()).toBe(home.html);
    expect(brotliDecompressSync(home.brotli).toString()).toBe(home.html);
    expect(home.etag).not.toBe(pages.get("/sellers/pricing-guide")!.etag);
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

/** A request and a response that records what was written. */
function exchange(method: string, url: string, headers: Record<string, string> = {}) {
  const req = { method, url, headers, socket: {} } as unknown as IncomingMessage;
  const sent: { status?: number; headers?: Record<string, string | number>; body?: Buffer } = {};
  const res = {
    writeHead(status: number, head: Record<string, string | number>) {
      sent.status = status;
      sent.headers = head;
      return this;
    },
    end(body?: Buffer) {
      sent.body = body;
      return this;
    },
  } as unknown as ServerResponse;
  return { req, res, sent };
}

describe("prerenderedPageResponder", () => {
  const page = preparePage("<script>a</script><p>home</p>");
  const answered: string[] = [];
  const respond = prerenderedPageResponder(new Map([["/", page]]), {
    trustProxy: true,
    onSent: (req) => answered.push(req.url ?? ""),
  });

  it("answers a GET for a page, with its policy by hash, the security headers and the best encoding", () => {
    const { req, res, sent } = exchange("GET", "/?utm=x", { "accept-encoding": "gzip, br" });
    expect(respond(req, res)).toBe(true);
    expect(sent.status).toBe(200);
    expect(sent.headers?.["Content-Security-Policy"]).toContain(sha("a"));
    expect(sent.headers?.["Content-Security-Policy"]).not.toContain("upgrade-insecure-requests");
    expect(sent.headers?.["X-Content-Type-Options"]).toBe("nosniff");
    expect(sent.headers?.["Strict-Transport-Security"]).toBeUndefined();
    expect(sent.headers?.["Content-Encoding"]).toBe("br");
    expect(sent.body).toBe(page.brotli);
    expect(answered).toEqual(["/?utm=x"]);
  });

  it("revalidates by ETag, sends no body to HEAD, and leaves every other request to Express", () => {
    const notModified = exchange("GET", "/", { "if-none-match": page.etag });
    expect(respond(notModified.req, notModified.res)).toBe(true);
    expect(notModified.sent.status).toBe(304);
    // A CDN may keep the page (no nonce in it); the browser revalidates by ETag every time.
    expect(notModified.sent.headers?.["Cache-Control"]).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
    );
    const head = exchange("HEAD", "/");
    expect(respond(head.req, head.res)).toBe(true);
    expect(head.sent.body).toBeUndefined();
    for (const [method, url] of [
      ["POST", "/"],
      ["GET", "/contact"],
      ["GET", "/assets/app.css"],
      ["GET", "http://host/"],
    ] as const) {
      const other = exchange(method, url);
      expect(respond(other.req, other.res), `${method} ${url}`).toBe(false);
      expect(other.sent.status).toBeUndefined();
    }
  });

  it("behind a trusted proxy, an HTTPS request gets HSTS and upgrade-insecure-requests", () => {
    const { req, res, sent } = exchange("GET", "/", { "x-forwarded-proto": "https, http" });
    respond(req, res);
    expect(sent.headers?.["Strict-Transport-Security"]).toContain("max-age=");
    expect(sent.headers?.["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
  });
});

describe("isSecureRequest", () => {
  it("trusts X-Forwarded-Proto only behind a trusted proxy", () => {
    const { req } = exchange("GET", "/", { "x-forwarded-proto": "https" });
    expect(isSecureRequest(req, true)).toBe(true);
    expect(isSecureRequest(req, false)).toBe(false);
  });
});

describe("fingerprinted assets from memory", () => {
  it("loads each asset with the copies the build compressed, and answers with a strong ETag and 304s", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "assets-"));
    const js = Buffer.from("export const a = 1;".repeat(50));
    await writeFile(path.join(dir, "app-abc.js"), js);
    await writeFile(path.join(dir, "app-abc.js.br"), brotliCompressSync(js));
    await writeFile(path.join(dir, "app-abc.js.gz"), gzipSync(js));
    await writeFile(path.join(dir, "plain-def.css"), "p{color:red}");
    await writeFile(path.join(dir, "notes.unknown"), "?");
    const assets = await loadAssets(dir);
    expect([...assets.keys()].sort()).toEqual(["/assets/app-abc.js", "/assets/plain-def.css"]);
    const respond = prerenderedPageResponder(new Map(), { trustProxy: false, assets });

    const br = exchange("GET", "/assets/app-abc.js", { "accept-encoding": "gzip, deflate, br" });
    expect(respond(br.req, br.res)).toBe(true);
    expect(br.sent.status).toBe(200);
    expect(br.sent.headers?.["Content-Encoding"]).toBe("br");
    expect(brotliDecompressSync(br.sent.body!).equals(js)).toBe(true);
    expect(br.sent.headers?.["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(br.sent.headers?.["Content-Type"]).toBe("text/javascript; charset=utf-8");
    expect(br.sent.headers?.["Vary"]).toBe("Accept-Encoding");
    expect(br.sent.headers?.["X-Content-Type-Options"]).toBe("nosniff");
    expect(br.sent.headers?.["Content-Length"]).toBe(br.sent.body!.length);
    const etag = String(br.sent.headers?.["ETag"]);
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const gzip = exchange("GET", "/assets/app-abc.js", { "accept-encoding": "gzip" });
    respond(gzip.req, gzip.res);
    expect(gunzipSync(gzip.sent.body!).equals(js)).toBe(true);
    expect(gzip.sent.headers?.["ETag"]).toBe(etag);

    const identity = exchange("GET", "/assets/app-abc.js");
    respond(identity.req, identity.res);
    expect(identity.sent.headers?.["Content-Encoding"]).toBeUndefined();
    expect(identity.sent.body!.equals(js)).toBe(true);

    // An uncompressed asset is sent as it is, whatever the client accepts.
    const css = exchange("GET", "/assets/plain-def.css", { "accept-encoding": "br" });
    respond(css.req, css.res);
    expect(css.sent.headers?.["Content-Encoding"]).toBeUndefined();
    expect(css.sent.body!.toString()).toBe("p{color:red}");

    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, "*"]) {
      const revalidated = exchange("GET", "/assets/app-abc.js", { "if-none-match": ifNoneMatch });
      respond(revalidated.req, revalidated.res);
      expect(revalidated.sent.status, ifNoneMatch).toBe(304);
      expect(revalidated.sent.body).toBeUndefined();
      expect(revalidated.sent.headers?.["ETag"]).toBe(etag);
    }
    const changed = exchange("GET", "/assets/app-abc.js", { "if-none-match": '"other"' });
    respond(changed.req, changed.res);
    expect(changed.sent.status).toBe(200);

    // A name the build did not write is Express's to answer (a 404 there).
    const missing = exchange("GET", "/assets/nope-123.js");
    expect(respond(missing.req, missing.res)).toBe(false);
  });

  it("matches If-None-Match as a list of tags", () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
