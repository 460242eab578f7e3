import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  factDefinedIn,
  factDefinition,
  factNotes,
  factValue,
  formatFact,
  facts,
  measureLabels,
  shownFacts,
  shownFactsByPath,
  type Fact,
  type FactName,
} from "./facts";

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
  // A range ("$600-$1,100") is written as pages show it; its bounds alone are other figures.
  if ("upTo" in fact) return [new RegExp(escaped)];
  // Widened: no fact is a change today (the villages' changes are the history's), but one may be again.
  switch (fact.unit as Fact["unit"]) {
    case "usd":
      // A range's bound ("$700K-$1.2M") is another figure; a number in a list is an example value.
      return [new RegExp(`(?<![-\\d])${escaped}(?![\\d.])`), new RegExp(`(:|=)\\s*(${digits}|${grouped})\\b`)];
    case "usd-per-sq-ft":
      // Not a dollar amount ("$400K") nor a range's bound ("$400-$500 per added sq ft").
      return [new RegExp(`(?<![-\\d])${escaped}(?![\\d,KM]|-\\$)`), new RegExp(`(:|=)\\s*${digits}\\b`)];
    case "percent":
    case "change":
      return [new RegExp(`(?<![\\d.])${escaped}`), new RegExp(`(:|=)\\s*-?${digits.replace("-", "")}(?![\\d.])[,;]`)];
    case "count":
      return [new RegExp(`"${digits}"`), new RegExp(`\\b${digits} days\\b`)];
    case "minutes":
      // A duration typed into prose, alone or as a range's bound ("44 minutes", "44-64 minutes").
      return [new RegExp(`\\b(\\d+-)?${digits}(-\\d+)? minutes\\b`)];
  }
}

describe("content/facts.ts: one source for every figure (item 1)", () => {
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
    expect(factValue("stamfordMedianSalePrice")).toBe("$875K");
    expect(factValue("townPricePerSqFt")).toBe("$856");
    expect(factValue("clientSaleToListPercent")).toBe("97.2%");
    expect(factValue("connecticutEffectiveTaxRate")).toBe("2.14%");
    // A change is always signed (no fact is one today: the villages' changes are the history's, decision 159).
    expect(formatFact({ value: 7.8, unit: "change" })).toBe("+7.8%");
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

// The kind of defect, not only the instances the issue found.
describe("one value per measure (item 2)", () => {
  const all = Object.entries(facts) as [FactName, Fact][];

  it("has one fact per measure and segment: two would be two values for one thing", () => {
    const byMeasure = new Map<string, FactName[]>();
    for (const [name, fact] of all) {
      const key = `${fact.measure} of ${fact.segment}`;
      byMeasure.set(key, [...(byMeasure.get(key) ?? []), name]);
    }
    expect([...byMeasure].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it("gives a segment's price level as one measure: a median, never a median here and an average there", () => {
    const priceLevels = all.filter(([, fact]) => /sale-price$/.test(fact.measure));
    for (const [name, fact] of priceLevels) expect(fact.measure, name).toBe("median-sale-price");
  });

  it("says in each fact's words what its measure and segment are", () => {
    for (const [name, fact] of all) {
      const words = fact.measures.toLowerCase();
      if (!fact.segment.startsWith("Greenwich")) {
        expect(words, name).toContain(fact.segment.toLowerCase().replace(/^our /, "our "));
      }
      expect(measureLabels[fact.measure], name).toBeTruthy();
    }
  });

  it("prints each figure's definition: what, for when, from where", () => {
    expect(factNotes(["centralGreenwichMedianSalePrice", "backcountryMedianSalePrice"])).toEqual([
      "Central Greenwich and Backcountry median sale price: 12 months to September 2025. Source: Publisher's editorial figure.",
    ]);
    expect(factNotes(["townPricePerSqFt", "activeListings", "townPricePerSqFt"])).toEqual([
      "Average sale price per above-grade square foot, town-wide: 12 months to September 2025. Source: Publisher's editorial figure.",
      "Active listings, every property type including rentals: September 2025. Source: Publisher's editorial figure.",
    ]);
    expect(factDefinition("stamfordMedianSalePrice")).toBe(
      "Stamford median sale price, all home types: 2024. Source: Publisher's approximation.",
    );
    expect(factValue("newConstructionCostPerSqFt")).toBe("$600-$1,100");
  });

  it("finds a fact's definition in a page's text, alone or in a note it shares", () => {
    const [shared] = factNotes([
      "centralGreenwichMedianSalePrice",
      "backcountryMedianSalePrice",
      "byramMedianSalePrice",
    ]);
    // The text before a note need not end a sentence: a card may end "... and price matters".
    const page = `Central Greenwich Median sale price $2.9M Byram Activity Low: estates sell slowly, and price matters ${shared} Next`;
    for (const name of [
      "centralGreenwichMedianSalePrice",
      "backcountryMedianSalePrice",
      "byramMedianSalePrice",
    ] as const) {
      expect(factDefinedIn(page, name), name).toBe(true);
    }
    expect(factDefinedIn(page, "northStreetMedianSalePrice")).toBe(false);
    expect(factDefinedIn(page, "byramPricePerSqFt")).toBe(false);
    expect(factDefinedIn(`Inventory 412 ${factDefinition("activeListings")}`, "activeListings")).toBe(true);
    expect(
      factDefinedIn(
        "Inventory 412 Active listings, every property type including rentals, September 2025",
        "activeListings",
      ),
    ).toBe(false);
  });

  it("prints no note for the publisher: sources are in the reader's words", () => {
    for (const fact of Object.values(facts)) expect(fact.source).not.toMatch(/spec|section \d/i);
  });

  it("records the facts a page declares, with their definitions", () => {
    const shown = shownFacts("/test-page", ["stamfordMedianSalePrice", "townPricePerSqFt"]);
    expect(shown.notes).toEqual(factNotes(["stamfordMedianSalePrice", "townPricePerSqFt"]));
    shownFacts("/test-page", ["stamfordMedianSalePrice", "activeListings"]);
    expect(shownFactsByPath().get("/test-page")).toEqual([
      "stamfordMedianSalePrice",
      "townPricePerSqFt",
      "activeListings",
    ]);
  });
});

/**
 * A market figure typed into a content module instead of named in content/facts.ts: a price, a
 * price per square foot, a count of homes for sale or a rate, held by a figure field as a number, or
 * written into prose beside the words that name a measure (median, average, inventory...).
 */
function typedMarketFigures(source: string): string[] {
  const found: string[] = [];
  const field =
    /\b(medianPrice|avgPrice|averagePrice|avgPriceSqFt|pricePerSqFt|inventory|activeListings)\s*:\s*[\d_.]+/g;
  for (const match of source.matchAll(field)) found.push(match[0]);
  const literal = /"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
  const measureWords = /\b(median|average|avg|inventory|active listings|homes for sale|sale price|appreciation)\b/i;
  // A single figure: a dollar amount or a percentage that is not a bound of a range ("$850-$1,400").
  const figure = /(?<![-\d.,$])(\$\d[\d,.]*[KMB]?|\d+(?:\.\d+)?%)(?![-\d])/g;
  for (const [token] of source.matchAll(literal)) {
    const text = token.replace(/\$\{[^}]*\}/g, " ");
    if (!measureWords.test(text)) continue;
    for (const match of text.matchAll(figure)) found.push(`${match[0]} in ${token.slice(0, 80)}`);
  }
  return found;
}

describe("no content module types a market figure (item 2)", () => {
  const modules = contentModules();

  it("finds a typed figure where a module writes one", () => {
    expect(typedMarketFigures("  avgPrice: 2_900_000,")).toHaveLength(1);
    expect(typedMarketFigures('  text: "The Backcountry average is $2.9M.",')).toHaveLength(1);
    expect(typedMarketFigures('  text: "Inventory fell 4.1% on a year ago.",')).toHaveLength(1);
    expect(typedMarketFigures('  medianPrice: "backcountryMedianSalePrice",')).toEqual([]);
    expect(typedMarketFigures('  range: "$850-$1,400 per sq ft, the average range",')).toEqual([]);
    expect(typedMarketFigures('  text: `Town median ${factValue("townMedianSalePrice")}`,')).toEqual([]);
  });

  for (const relative of modules) {
    it(`${relative} names every market figure it shows`, () => {
      expect(typedMarketFigures(readFileSync(path.join(CONTENT, relative), "utf8"))).toEqual([]);
    });
  }
});

/**
 * A commute typed into a content module instead of named in content/facts.ts: a number of minutes,
 * or a range of them, in any string (decision 130). Durations are judged without looking for a word
 * about travel, because a card's label ("Commute to New York") and its value ("35 minutes") are
 * separate strings; the site quotes minutes only for getting somewhere.
 */
function typedCommutes(source: string): string[] {
  const found: string[] = [];
  const literal = /"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
  const minutes = /\b\d+(?:\s*[-–]\s*\d+)?\s*(?:minutes?|mins?)\b/gi;
  for (const [token] of source.matchAll(literal)) {
    const text = token.replace(/\$\{[^}]*\}/g, " ");
    for (const match of text.matchAll(minutes)) found.push(`${match[0]} in ${token.slice(0, 80)}`);
  }
  return found;
}

describe("no content module types a commute (decision 130)", () => {
  const modules = contentModules();

  it("finds a typed commute where a module writes one", () => {
    expect(typedCommutes('  commute: "35 minutes to New York",')).toHaveLength(1);
    expect(typedCommutes('  label: "Commute to New York",\n  value: "35 minutes",')).toHaveLength(1);
    expect(typedCommutes('  greenwich: "45-60 minutes from four stations",')).toHaveLength(1);
    expect(typedCommutes('  details: "Adds 10-15 min to a drive to the station.",')).toHaveLength(1);
    expect(typedCommutes('  text: "Fifteen minutes in the sales meeting",')).toEqual([]);
    expect(typedCommutes('  text: `${factValue("byramTrainExpress")} to Grand Central`,')).toEqual([]);
  });

  for (const relative of modules) {
    it(`${relative} names every commute it shows`, () => {
      expect(typedCommutes(readFileSync(path.join(CONTENT, relative), "utf8"))).toEqual([]);
    });
  }
});
