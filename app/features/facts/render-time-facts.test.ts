import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { factNames, type FactName } from "~content/facts";

// Decision 111: the studio edits every fact, so every module that names one reads the book current
// at render time (factContent). The modules are found as content/fact-declarations.test.ts finds them.

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");
const names = new Set<string>(factNames);

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return relative === path.join("content", "facts.ts") ? [] : [relative];
  });
}

function namedFacts(source: string): Set<FactName> {
  const found = new Set<FactName>();
  for (const match of source.matchAll(/["'`](\w+)["'`]|\bfacts\.(\w+)/g)) {
    const name = match[1] ?? match[2]!;
    if (names.has(name)) found.add(name as FactName);
  }
  return found;
}

/** Each fact's naming modules, and whether the module reads a book (factContent). */
function readers(): Map<FactName, { file: string; atRenderTime: boolean }[]> {
  const byFact = new Map<FactName, { file: string; atRenderTime: boolean }[]>();
  for (const file of [...sourceFiles("content"), ...sourceFiles(path.join("app", "routes"))]) {
    if (file.includes(`${path.sep}studio.`)) continue;
    const source = readFileSync(path.join(ROOT, file), "utf8");
    const atRenderTime = /\bfactContent\(/.test(source);
    for (const name of namedFacts(source)) byFact.set(name, [...(byFact.get(name) ?? []), { file, atRenderTime }]);
  }
  return byFact;
}

describe("the facts the studio edits (decision 111)", () => {
  const byFact = readers();

  it("finds the modules that read facts", () => {
    expect(byFact.get("clientAverageDaysOnMarket")?.map((reader) => reader.file)).toEqual([
      path.join("content", "audiences", "seller.ts"),
      path.join("content", "guides", "listing-mistakes.ts"),
    ]);
  });

  for (const name of factNames) {
    it(`${name} is read at render time by every module that names it`, () => {
      expect((byFact.get(name) ?? []).filter((reader) => !reader.atRenderTime)).toEqual([]);
    });
  }

  it("finds a page citing every fact the studio edits", () => {
    expect(factNames.filter((name) => !byFact.has(name))).toEqual([]);
  });
});
