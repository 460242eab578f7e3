import { expect, test } from "@playwright/test";
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { factDefinedIn, factDefinition, shownFactsByPath, type FactName } from "../../content/facts";
import { britishSpellingsIn } from "../american-english";
import { publicPageTexts, visibleText } from "./page-text";

// Every public page, as the server sends it, reads as a page for the
// public: no build or shell commands, no notes left for the publisher, no project file paths; and
// it is written in American English.

/** What only the people who run the site should read, each with why it is one. */
const internals: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\b(?:npm|npx|pnpm|yarn|tsx|node) (?:run|install|ci|exec|scripts?\/)/i, what: "a shell command" },
  { pattern: /\bnpm run\b|\bnpx\b/i, what: "a shell command" },
  { pattern: /(?:^|\s)--[a-z][\w-]* (?:<|\d|[a-z])/, what: "a command-line flag" },
  { pattern: /\b(?:TODO|FIXME|TBD|XXX)\b/, what: "a note left in the text" },
  { pattern: /\bproduct spec\b/i, what: "a reference to the product spec" },
  {
    pattern: /\bto be confirmed\b|\bunconfirmed\b|\bnot (?:yet )?been (?:checked|confirmed|verified)\b/i,
    what: "an unconfirmed-research note",
  },
  {
    pattern: /\b(?:data|content|app|docs|scripts|tests|build|db)\/[\w<>.-]+/,
    what: "a path of the project's files",
  },
  { pattern: /\b[\w-]+\.(?:tsx?|mjs|json|md|csv)\b/, what: "a source file's name" },
  {
    pattern: /\b(?:in|from) the (?:listings |data |CSV |sample )?file\b/i,
    what: "the data file behind a page, which a visitor never sees",
  },
  {
    pattern: /\b(?:rebuild (?:the site|and publish)|the site is (?:re)?built|when the site is built|npm run build)\b/i,
    what: "a build step",
  },
];

/**
 * The facts each page shows, as the content modules declare them (`shownFacts`, content/facts.ts):
 * every content module is imported so that its declarations are recorded. Only content modules
 * declare (content/fact-declarations.test.ts).
 */
async function declaredFacts(): Promise<Map<string, FactName[]>> {
  const content = path.resolve("content");
  const modules = readdirSync(content, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
  );
  for (const module of modules) await import(pathToFileURL(path.join(content, module)).href);
  return shownFactsByPath();
}

/** Every internal the text shows, with a few words around it. */
function internalsIn(text: string): string[] {
  return internals.flatMap(({ pattern, what }) => {
    const match = new RegExp(pattern.source, pattern.flags).exec(text);
    if (!match) return [];
    const around = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
    return [`${what}: "...${around}..."`];
  });
}

test.describe("the public pages' visible text", () => {
  let texts: Map<string, string>;
  test.beforeAll(async ({ request }) => {
    texts = await publicPageTexts(request);
    // /market-report shows the newest week only: every week the archive lists is read too, so
    // that each week's narrative, insights and tables are checked like the other pages' words.
    const archive = await (await request.get("/archive")).text();
    const weeks = [...new Set([...archive.matchAll(/href="(\/market-report\?week=\d+)"/g)].map(([, href]) => href!))];
    expect(weeks.length, "the archive lists the published weeks").toBeGreaterThanOrEqual(4);
    for (const path of weeks) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      texts.set(path, visibleText(await response.text()));
    }
    // Words a page shows only in some states: a dashboard week without listings.
    for (const address of ["/mock-market-report?week=39"]) {
      texts.set(address, visibleText(await (await request.get(address)).text()));
    }
  });

  test("the check finds internals where a page shows them", () => {
    const command = "Run npm run report:import -- export.csv --week 5 to write data/weekly/5/contracts.csv";
    expect(internalsIn(command).map((internal) => internal.split(":")[0])).toEqual([
      "a shell command",
      "a shell command",
      "a command-line flag",
      "a path of the project's files",
      "a source file's name",
    ]);
    expect(internalsIn("Unconfirmed: taken from reports")).toHaveLength(1);
    expect(internalsIn("Rebuild and publish: the site is rebuilt")).toHaveLength(1);
    expect(internalsIn("Source: Publisher's editorial figure (product spec, section 9).")).toHaveLength(1);
    expect(internalsIn("No listing in the file has a contract date in this week.")).toHaveLength(1);
    expect(internalsIn("Knockdown and rebuild: what a rebuild costs, and a 4.5-5.5% yield")).toEqual([]);
  });

  test("no page shows commands, file paths, build steps or notes for the publisher (item 8)", () => {
    const found = [...texts].flatMap(([path, text]) => internalsIn(text).map((internal) => `${path}: ${internal}`));
    expect(found).toEqual([]);
  });

  test("every page is written in American English (item 10)", () => {
    const found = [...texts].flatMap(([path, text]) =>
      britishSpellingsIn(text).map((spelling) => `${path}: ${spelling}`),
    );
    expect(found).toEqual([]);
  });

  // A figure is shown with what it measures, for when and from where.
  test("every page shows the definition of each fact it declares (item 2)", async () => {
    const declared = await declaredFacts();
    // The home page quotes no fact: its figures are the history's (decisions 139 and 159).
    expect([...declared.keys()]).toEqual(
      expect.arrayContaining(["/buyer", "/investor", "/seller", "/sellers/pricing-guide"]),
    );
    expect([...declared.keys()]).not.toContain("/");
    const missing = [...declared].flatMap(([page, names]) => {
      const text = texts.get(page);
      if (text === undefined) return [`${page}: not a public page`];
      return names.filter((name) => !factDefinedIn(text, name)).map((name) => `${page}: ${factDefinition(name)}`);
    });
    expect(missing).toEqual([]);
  });
});
