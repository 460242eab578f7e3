import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { builtStylesheet } from "./built-stylesheet.server";

describe("builtStylesheet", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "client-build-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "assets", "app-A1.css"),
    "body{color:#111}.mark{background:url(data:image/png;base64,AA)}",
  );
  writeFileSync(path.join(dir, "assets", "font-B2.css"), "@font-face{src:url(./inter.woff2)}");
  const clientDir = pathToFileURL(`${dir}/`);

  it("reads a built stylesheet's CSS from the client build", () => {
    expect(builtStylesheet("/assets/app-A1.css", clientDir)).toBe(
      "body{color:#111}.mark{background:url(data:image/png;base64,AA)}",
    );
  });

  it("answers nothing for a file that is not there, as in development", () => {
    expect(builtStylesheet("/assets/app-missing.css", clientDir)).toBeUndefined();
    expect(builtStylesheet("/app/app.css?t=1", clientDir)).toBeUndefined();
  });

  it("reads nothing outside the assets folder", () => {
    expect(builtStylesheet("/assets/../../etc/passwd.css", clientDir)).toBeUndefined();
    expect(builtStylesheet("/index.html", clientDir)).toBeUndefined();
  });

  it("keeps a stylesheet with a relative url() linked, since inlined it would resolve against the page", () => {
    expect(builtStylesheet("/assets/font-B2.css", clientDir)).toBeUndefined();
  });
});
