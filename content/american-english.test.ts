import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { britishSpellingsIn } from "../tests/american-english";

// Issue 33, item 10: every word a content module gives a page is American English. Only the text
// of string literals is read (not comments, not code names such as `neighbourhoodTrend`); the
// built pages' whole visible text is checked too, by tests/e2e/public-text.spec.ts.

const CONTENT = path.dirname(new URL(import.meta.url).pathname);

function contentModules(directory = CONTENT): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return contentModules(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path.relative(CONTENT, full)] : [];
  });
}

/** The text of every string and template literal of a module, comments left out. */
export function literalTexts(source: string): string[] {
  const literal = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
  return [...source.matchAll(literal)]
    .map(([token]) => token)
    .filter((token) => !token.startsWith("/"))
    // A module specifier ("~/lib/colour-rules") or a path is code, not text.
    .filter((token) => !/^.[~.]?\/|^.[\w~.-]+\/\S*.$/.test(token))
    .map((token) => token.slice(1, -1).replace(/\$\{[^}]*\}/g, " "));
}

describe("American English in content/ (issue 33, item 10)", () => {
  it("reads a module's words, not its comments or code", () => {
    const texts = literalTexts('// the neighbourhood\nconst neighbourhoodTrend = `Colour ${neighbour}`;\n');
    expect(texts).toEqual(["Colour  "]);
    expect(britishSpellingsIn(texts.join(" "))).toEqual(['"Colour" (American: color)']);
  });

  it("knows the British spellings the site used, and lets American ones pass", () => {
    const british = "neighbourhood colours centre licence programmes kerb appeal harbour theatre specialise";
    expect(britishSpellingsIn(british)).toHaveLength(9);
    const american = "neighborhood colors center license programs curb appeal harbor theater specialize enrollment";
    expect(britishSpellingsIn(american)).toEqual([]);
  });

  for (const relative of contentModules()) {
    it(`${relative} is written in American English`, () => {
      const text = literalTexts(readFileSync(path.join(CONTENT, relative), "utf8")).join("\n");
      expect(britishSpellingsIn(text)).toEqual([]);
    });
  }
});
