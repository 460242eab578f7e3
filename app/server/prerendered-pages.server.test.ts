import { createHash } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PRERENDER_NONCE_PLACEHOLDER } from "./csp.server";
import { chooseEncoding, inlineScriptHashes, loadPrerenderedPages, pageKey } from "./prerendered-pages.server";

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
