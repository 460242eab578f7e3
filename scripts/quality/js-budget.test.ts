import { describe, expect, it } from "vitest";
import { budgetFor, scriptUrlsIn, serverCodeInClient, staticImportsOf } from "./js-budget";

describe("first-visit JavaScript", () => {
  it("finds the scripts a page loads, once each, and not the modules of routes it only links to", () => {
    const html = `<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n"/><script type="module">import "/assets/manifest-b2.js";import * as r from "/assets/root-C3.js";import "/assets/entry.client-A1.js"</script><script>{"routes/home":{"module":"/assets/home-D4.js"}}</script>`;
    expect(scriptUrlsIn(html)).toEqual(["/assets/entry.client-A1.js", "/assets/manifest-b2.js", "/assets/root-C3.js"]);
  });
  it("follows a chunk's static imports", () => {
    expect(staticImportsOf(`import{a as b}from"./jsx-runtime-X.js";import"./side-Y.js";`)).toEqual([
      "/assets/jsx-runtime-X.js",
      "/assets/side-Y.js",
    ]);
  });
  it("gives the dashboard its own budget", () => {
    expect(budgetFor("/mock-market-report")).toBe(170_000);
    expect(budgetFor("/insurance-education")).toBe(130_000);
  });
  it("flags server-only packages and .server modules in client chunks", () => {
    const chunks = [
      { file: "assets/a.js", modules: ["node_modules/react/index.js", "app/lib/format.ts"] },
      {
        file: "assets/b.js",
        modules: ["node_modules/pdfmake/js/index.js", "app/server/db.server.ts", "node_modules/pgx/a.js"],
      },
    ];
    expect(serverCodeInClient(chunks)).toEqual([
      "assets/b.js: node_modules/pdfmake/js/index.js",
      "assets/b.js: app/server/db.server.ts",
    ]);
  });
});
