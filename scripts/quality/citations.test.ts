// A comment or a test title states the rule it follows or cites a decision (docs/decisions),
// never an issue number or a section of the prototype's specification: a reader of the repository
// can open neither (docs/conventions.md, "Comments").
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "server", "content", "db", "scripts", "tests", "deploy"];
const SOURCE = /\.(tsx?|css|sh|sql|mjs|cjs|js)$/;

/** "issue 23", "Issue 28 item 4", "spec 9", "spec section 7", "spec §2": an outside citation. */
const CITATION = /\b(?:issue|spec(?: section)?) ?§? ?\d+/i;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes("node_modules") && !file.includes(`${path.sep}+types${path.sep}`));
}

/** The files at the repository's root: its configurations (vite, vitest, eslint, react-router, ...) and server.ts. */
function rootFiles(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => entry.name);
}

describe("citations", () => {
  it("recognises an issue or a spec section, and not a decision or a plain number", () => {
    expect(
      ["issue 23", "Issue 28 item 4", "spec 9's", "spec section 7", "(spec §2)"].map((text) => CITATION.test(text)),
    ).toEqual([true, true, true, true, true]);
    expect(
      ["decision 112", "the spec's placeholder", "an issue of 3 items", "tissue 4"].some((text) => CITATION.test(text)),
    ).toBe(false);
  });

  it("reads the root's configuration files", () => {
    expect(rootFiles()).toEqual(
      expect.arrayContaining(["react-router.config.ts", "vite.config.ts", "eslint.config.js"]),
    );
  });

  it("no source file cites an issue or a spec section", () => {
    const found = [...rootFiles(), ...FOLDERS.flatMap(sourceFiles)]
      .filter((file) => file !== path.join("scripts", "quality", "citations.test.ts"))
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), "utf8")
          .split("\n")
          .flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
