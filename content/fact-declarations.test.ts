import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { facts, type FactName } from "./facts";

// A page that shows a fact shows its definition. The rule that makes it hold,
// kept simple: a source file that names a fact declares, in that same file, the page it shows the
// fact on, with `shownFacts("/path", ["factName", ...])`, listing the name literally. The page
// prints the declaration's `notes`, and tests/e2e/public-text.spec.ts reads every declared fact's
// definition on its page. A module that only passes facts along by value (a route rendering
// `factValue(n.medianPrice)` from a content record) names none; the module holding the record does.

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const names = new Set(Object.keys(facts));

/** Every source file under `directory` with one of the extensions, but tests and content/facts.ts. */
function sourceFiles(directory: string, extensions: readonly string[]): string[] {
  return readdirSync(path.join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative, extensions);
    if (!extensions.some((extension) => entry.name.endsWith(extension))) return [];
    if (/\.test\.tsx?$|\.test-support\.tsx?$/.test(entry.name) || relative === path.join("content", "facts.ts")) {
      return [];
    }
    return [relative];
  });
}

/** The text of each `shownFacts(...)` call in a source, to its closing parenthesis. */
function declarations(source: string): string[] {
  const found: string[] = [];
  for (let start = source.indexOf("shownFacts("); start !== -1; start = source.indexOf("shownFacts(", start + 1)) {
    let depth = 0;
    for (let at = start + "shownFacts".length; at < source.length; at += 1) {
      if (source[at] === "(") depth += 1;
      if (source[at] === ")" && --depth === 0) {
        found.push(source.slice(start, at + 1));
        break;
      }
    }
  }
  return found;
}

/**
 * The facts a source names: as a string (`factValue("x")`, `factLabel("x")`, `factDefinition("x")`,
 * `fact: "x"`, `medianPrice: "x"`) or as a property (`facts.x`).
 */
function namedFacts(source: string): Set<FactName> {
  const found = new Set<FactName>();
  for (const match of source.matchAll(/["'`](\w+)["'`]|\bfacts\.(\w+)/g)) {
    const name = match[1] ?? match[2]!;
    if (names.has(name)) found.add(name as FactName);
  }
  return found;
}

/** The facts a source names without declaring them in a `shownFacts` call of its own. */
function undeclaredFacts(source: string): FactName[] {
  const calls = declarations(source);
  const declared = new Set(calls.flatMap((call) => [...namedFacts(call)]));
  const outside = calls.reduce((rest, call) => rest.replace(call, ""), source);
  return [...namedFacts(outside)].filter((name) => !declared.has(name));
}

describe("a module that shows a fact declares the page it shows it on (item 2)", () => {
  const files = [...sourceFiles("content", [".ts"]), ...sourceFiles("app", [".ts", ".tsx"])];

  it("finds the modules that show facts", () => {
    expect(files).toContain(path.join("content", "home.ts"));
    expect(files).toContain(path.join("app", "routes", "sellers.pricing-guide.tsx"));
    expect(files).not.toContain(path.join("content", "facts.ts"));
  });

  it("finds a fact named without a declaration, however it is named", () => {
    expect(undeclaredFacts('value: factValue("stamfordMedianSalePrice"),')).toEqual(["stamfordMedianSalePrice"]);
    expect(undeclaredFacts("period: facts.activeListings.period,")).toEqual(["activeListings"]);
    expect(undeclaredFacts('  medianPrice: "byramMedianSalePrice",')).toEqual(["byramMedianSalePrice"]);
    expect(
      undeclaredFacts('const value = factValue("stamfordMedianSalePrice");\nshownFacts("/", ["townPricePerSqFt"]);'),
    ).toEqual(["stamfordMedianSalePrice"]);
    expect(
      undeclaredFacts('factValue("stamfordMedianSalePrice");\nshownFacts("/", ["stamfordMedianSalePrice"]);'),
    ).toEqual([]);
    expect(undeclaredFacts('label: "Median Sale Price", facts: [n.medianPrice], facts.length')).toEqual([]);
  });

  // The page test imports every content module to read the declarations, so only they declare.
  it("declares facts in content modules only", () => {
    const declaring = files.filter((file) => /\bshownFacts\(/.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(declaring.filter((file) => !file.startsWith(`content${path.sep}`))).toEqual([]);
    expect(declaring.length).toBeGreaterThan(10);
  });

  for (const file of files) {
    it(`${file} declares every fact it names`, () => {
      expect(undeclaredFacts(readFileSync(path.join(ROOT, file), "utf8"))).toEqual([]);
    });
  }
});
