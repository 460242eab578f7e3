import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRERENDER_NONCE_PLACEHOLDER } from "./csp.server";
import { loadPrerenderedPages, pageKey, withNonce } from "./prerendered-pages.server";

describe("pageKey", () => {
  it("maps index files and trailing slashes to the page path", () => {
    expect(pageKey("/")).toBe("/");
    expect(pageKey("/index.html")).toBe("/");
    expect(pageKey("/archive/")).toBe("/archive");
    expect(pageKey("/archive/index.html")).toBe("/archive");
    expect(pageKey("/sellers/pricing-guide")).toBe("/sellers/pricing-guide");
  });
});

describe("loadPrerenderedPages", () => {
  it("finds every index.html and swaps in a fresh nonce per response", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "prerender-"));
    await mkdir(path.join(dir, "sellers", "pricing-guide"), { recursive: true });
    await mkdir(path.join(dir, "assets"), { recursive: true });
    const html = `<script nonce="${PRERENDER_NONCE_PLACEHOLDER}">a</script><script nonce="${PRERENDER_NONCE_PLACEHOLDER}">b</script>`;
    await writeFile(path.join(dir, "index.html"), html);
    await writeFile(path.join(dir, "sellers", "pricing-guide", "index.html"), "<p>guide</p>");
    await writeFile(path.join(dir, "assets", "app-abc.js"), "js");

    const pages = await loadPrerenderedPages(dir);
    expect([...pages.keys()].sort()).toEqual(["/", "/sellers/pricing-guide"]);
    const home = pages.get("/");
    expect(home).toBeDefined();
    const served = withNonce(home!, "N1");
    expect(served).toBe('<script nonce="N1">a</script><script nonce="N1">b</script>');
    expect(withNonce(home!, "N2")).not.toContain("N1");
  });
});
