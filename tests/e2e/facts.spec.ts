import { expect, test } from "@playwright/test";
import {
  LUXURY_MIN_PRICE,
  factDefinedIn,
  factValue,
  facts,
  neighbourhoodMedianChanges,
  type FactName,
} from "../../content/facts";
import { formatUsdCompact } from "../../app/lib/format";
import { publicPageTexts } from "./page-text";

// Every figure the issue found with two values reads with one value on every
// page. Each figure is found by the words a page labels it with, in the page's visible text.

/** Every value `pattern` (first group) finds on any page, with the pages it was found on. */
function valuesFound(texts: Map<string, string>, pattern: RegExp): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [path, text] of texts) {
    for (const match of text.matchAll(new RegExp(pattern, "gi"))) {
      const value = match[1]!;
      found.set(value, [...new Set([...(found.get(value) ?? []), path])]);
    }
  }
  return found;
}

test.describe("one value for every figure across the site", () => {
  let texts: Map<string, string>;
  test.beforeAll(async ({ request }) => {
    texts = await publicPageTexts(request);
  });

  test("the town median: the guides quote the yearly review's median contract price (decision 141)", () => {
    const review = valuesFound(texts, /Median contract price, 2024 (\$[\d.]+M)/);
    expect([...review.keys()]).toHaveLength(1);
    const found = valuesFound(texts, /[Tt]own median(?: contract price)? (\$[\d.]+M)/);
    const table = valuesFound(texts, /Median contract price, all home types, 2024 (\$[\d.]+M)/);
    // The first-time guide's reality check: the value, then what it measures in brackets.
    const prose = valuesFound(
      texts,
      /under contract at about (\$[\d.]+M) \(median contract price, all home types, 2024\)/,
    );
    const quoted = new Set([...found.values(), ...table.values(), ...prose.values()].flat());
    for (const path of [
      "/buyers/byram-guide",
      "/buyers/greenwich-vs-stamford",
      "/investors/investment-trends",
      "/buyers/first-time-guide",
    ]) {
      expect(quoted, path).toContain(path);
    }
    expect(new Set([...found.keys(), ...table.keys(), ...prose.keys()])).toEqual(new Set(review.keys()));
  });

  test("average days on market, 2024, and our listings' average", () => {
    // The yearly review gives its own figures from the history (medians, not these averages).
    const segments = new Set(["/yearly-market-summary"]);
    const pages = new Map([...texts].filter(([path]) => !segments.has(path)));
    const town = valuesFound(pages, /Average days on market(?:, 2024)? (\d+)\b(?! days)/);
    expect([...town.keys()], JSON.stringify([...town])).toEqual(["32"]);
    expect([...town.values()].flat()).toEqual(expect.arrayContaining(["/investors/investment-trends"]));
    // The home and buyer pages give the history's median days on market instead (decision 139).
    expect([...town.values()].flat()).not.toEqual(expect.arrayContaining(["/"]));
    const ours = valuesFound(texts, /Average days on market, our listings (\d+) days/);
    expect([...ours.keys()]).toEqual([factValue("clientAverageDaysOnMarket")]);
  });

  test("the effective property tax rate", () => {
    const found = valuesFound(texts, /(?:Effective property tax rate|Property tax on market value) ([\d.]+%)/);
    expect([...found.values()].flat()).toEqual(expect.arrayContaining(["/investor", "/investors/investment-trends"]));
    expect([...found.keys()]).toHaveLength(1);
    expect([...found.keys()][0]).toMatch(/^0\.8\d%$/);
  });

  test("each neighbourhood's year-over-year change in median price", () => {
    // The yearly review's village changes are its contracts' medians from the history, year on year,
    // a measure of its own (decision 140), not these facts.
    const pages = new Map([...texts].filter(([path]) => path !== "/yearly-market-summary"));
    for (const { name, fact } of neighbourhoodMedianChanges) {
      // The neighbourhood's name, then within a few words its signed change (a card, a row, a badge).
      const found = valuesFound(pages, new RegExp(`${name}(?: [^+\\-%$]{0,40}?)? ([+-]\\d+\\.\\d%)`));
      expect([...found.keys()], `${name}: ${JSON.stringify([...found])}`).toEqual([factValue(fact)]);
    }
  });

  test("the Backcountry's lot size agrees with its four-acre zoning", () => {
    for (const [path, text] of texts) expect(text, path).not.toMatch(/2-4 acres|two- and four-acre/i);
  });

  // Each neighborhood's price is one measure with one value, and a page that shows
  // it says what it is, for when and from where.
  test("each neighborhood's median sale price reads with one value, labelled median, with its definition", () => {
    const medians = (Object.keys(facts) as FactName[]).filter(
      (name) => facts[name].measure === "median-sale-price" && !facts[name].segment.startsWith("Greenwich"),
    );
    // The yearly review's figures are computed from the history, per village and type, not these.
    const pages = new Map([...texts].filter(([path]) => path !== "/yearly-market-summary"));
    let pagesShowing = 0;
    for (const name of medians) {
      const { segment } = facts[name];
      // A card: the neighborhood's name, then within a few sentences its price label and figure.
      // Not across another card: no other neighborhood's name nor another price label in between.
      const others = medians.map((other) => facts[other].segment).filter((other) => other !== segment);
      const between = `(?:(?!${[...others, "Median sale price", "Average price \\$"].join("|")})[\\s\\S]){0,250}?`;
      const found = valuesFound(
        pages,
        new RegExp(`${segment}\\b${between}(?:Median|Average) (?:sale )?price (\\$[\\d.]+[MK])`),
      );
      expect([...found.keys()], `${segment}: ${JSON.stringify([...found])}`).toEqual(
        found.size ? [factValue(name)] : [],
      );
      for (const path of [...found.values()].flat()) {
        pagesShowing += 1;
        expect(factDefinedIn(pages.get(path)!, name), `${path} shows ${segment}'s price without its definition`).toBe(
          true,
        );
      }
    }
    expect(pagesShowing).toBeGreaterThanOrEqual(4);
    // The pages with neighborhood cards (the weekly report's zone averages are computed, another measure).
    for (const path of [
      "/buyer",
      "/buyers/western-greenwich",
      "/sellers/pricing-guide",
      "/buyers/family-neighborhoods",
    ]) {
      expect(texts.get(path), path).not.toMatch(/Average (?:sale )?price \$[\d.]+M/);
    }
  });

  test("one luxury threshold on every page", () => {
    const found = valuesFound(texts, /(?:contracts|luxury|homes) (?:at|from) (\$\d+M) and up/);
    expect([...found.keys()], JSON.stringify([...found])).toEqual([
      formatUsdCompact(LUXURY_MIN_PRICE, { millionDecimals: 0 }),
    ]);
  });

  test("new-construction cost reads the same in both knockdown guides", () => {
    const guide = valuesFound(texts, /(\$[\d,]+-\$[\d,]+) plus demolition/);
    const investor = valuesFound(texts, /Construction (\$[\d,]+-\$[\d,]+) per sq ft/);
    const values = new Set([...guide.keys(), ...investor.keys()]);
    expect(guide.size * investor.size).toBeGreaterThan(0);
    expect(values).toEqual(new Set([factValue("newConstructionCostPerSqFt")]));
  });
});
