import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { factValue, facts, type FactName } from "./facts";

const CONTENT = path.dirname(new URL(import.meta.url).pathname);

/** Every content module except this one, the facts themselves and the tests. */
function contentModules(directory = CONTENT): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return contentModules(full);
    const relative = path.relative(CONTENT, full);
    if (!entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts")) return [];
    if (relative === "facts.ts") return [];
    return [relative];
  });
}

/** How a fact's value could be written as a literal: as pages show it, and as a number in code. */
function literalForms(name: FactName): RegExp[] {
  const fact = facts[name];
  const shown = factValue(name).replace(/^\+/, "");
  const escaped = shown.replace(/[$.+]/g, (character) => `\\${character}`);
  const digits = String(fact.value);
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, "_");
  switch (fact.unit) {
    case "usd":
      // A range's bound ("$700K-$1.2M") is another figure; a number in a list is an example value.
      return [new RegExp(`(?<![-\\d])${escaped}(?![\\d.])`), new RegExp(`(:|=)\\s*(${digits}|${grouped})\\b`)];
    case "usd-per-sq-ft":
      return [new RegExp(`${escaped}(?![\\d,])`), new RegExp(`(:|=)\\s*${digits}\\b`)];
    case "percent":
    case "change":
      return [new RegExp(`(?<![\\d.])${escaped}`), new RegExp(`(:|=)\\s*-?${digits.replace("-", "")}(?![\\d.])[,;]`)];
    case "count":
      return [new RegExp(`"${digits}"`), new RegExp(`\\b${digits} days\\b`)];
  }
}

describe("content/facts.ts: one source for every figure (issue 23, item 1)", () => {
  const modules = contentModules();

  it("finds the content modules to check", () => {
    expect(modules).toContain("home.ts");
    expect(modules).toContain("guides/pricing-guide.ts");
  });

  it("dates every fact and says what it measures and where it comes from", () => {
    for (const fact of Object.values(facts)) {
      expect(fact.measures.trim()).not.toBe("");
      expect(fact.period).toMatch(/\d{4}/);
      expect(fact.source.trim()).not.toBe("");
    }
  });

  it("formats facts as pages show them", () => {
    expect(factValue("townMedianSalePrice")).toBe("$2.9M");
    expect(factValue("townPricePerSqFt")).toBe("$856");
    expect(factValue("averageDaysOnMarketChange")).toBe("-8.6%");
    expect(factValue("luxuryContractsChange")).toBe("+14%");
  });

  for (const name of Object.keys(facts) as FactName[]) {
    it(`no content module repeats ${name} (${factValue(name)}) as a literal`, () => {
      const repeats = modules.flatMap((relative) => {
        const lines = readFileSync(path.join(CONTENT, relative), "utf8").split("\n");
        return lines.flatMap((line, index) =>
          literalForms(name).some((form) => form.test(line)) ? [`${relative}:${index + 1}: ${line.trim()}`] : [],
        );
      });
      expect(repeats).toEqual([]);
    });
  }
});
