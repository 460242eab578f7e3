import { expect, test } from "@playwright/test";
import { LUXURY_MIN_PRICE, factDefinedIn, factValue, facts, type FactName } from "../../content/facts";
import { topVillages } from "../../app/domain/market-quotes";
import { formatUsdCompact } from "../../app/lib/format";
import { seedQuotes, seedTownDaysOnMarket } from "../support/seed-town-median";
import { publicPageTexts } from "./page-text";

// Every figure the issue found with two values reads with one value on every
// page. Each figure is found by the words a page labels it with, in the page's visible text. A
// figure the history gives is checked against the history the test server holds (the seed weeks and
// the sample years), computed as the server computes it, never against a number typed here.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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

/** Every value any of `patterns` finds, with the pages it was found on. */
function valuesFoundByAny(texts: Map<string, string>, patterns: readonly RegExp[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const pattern of patterns) {
    for (const [value, paths] of valuesFound(texts, pattern)) {
      found.set(value, [...new Set([...(found.get(value) ?? []), ...paths])]);
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

  test("days on market: the history's median of the town median's year, and our listings' average", () => {
    // The investment trends page quotes the history's median (decision 159); no page types the
    // town's average any more.
    expect(texts.get("/investors/investment-trends")).toContain(
      `Median days on market ${seedTownDaysOnMarket.value} ${seedTownDaysOnMarket.label}, listing to signed contract`,
    );
    const averages = valuesFound(texts, /Average days on market(?:, 2024)? (\d+)\b(?! days)/);
    expect([...averages], JSON.stringify([...averages])).toEqual([]);
    const ours = valuesFound(texts, /Average days on market, our listings (\d+) days/);
    expect([...ours.keys()]).toEqual([factValue("clientAverageDaysOnMarket")]);
  });

  test("the town's sale-to-list price: the history's on every page that quotes it (decision 159)", () => {
    const { saleToList } = seedQuotes;
    expect(saleToList.value).toMatch(/^\d+\.\d%$/);
    // "Sale price to list price 97.9%" (a metric), "97.9% Of list price" (the listing mistakes' cost figure).
    const found = valuesFoundByAny(texts, [/Sale price to list price ([\d.]+%)/, /([\d.]+%) Of list price/]);
    expect([...found.keys()], JSON.stringify([...found])).toEqual([saleToList.value]);
    expect([...found.values()].flat().sort()).toEqual([
      "/investor",
      "/investors/investment-trends",
      "/sellers/listing-mistakes",
    ]);
    for (const path of found.get(saleToList.value)!) expect(texts.get(path), path).toContain(saleToList.note);
  });

  test("the fast market: the history's share under $3M, with its count and period (decision 159)", () => {
    const { fastContracts, window } = seedQuotes;
    expect(texts.get("/")).toContain(
      `${fastContracts.value} of sale contracts under $3M went under contract within 14 days (${window!.period}: ${fastContracts.count})`,
    );
    expect(texts.get("/")).toContain(fastContracts.note);
  });

  test("the effective property tax rate", () => {
    const found = valuesFound(texts, /(?:Effective property tax rate|Property tax on market value) ([\d.]+%)/);
    expect([...found.values()].flat()).toEqual(expect.arrayContaining(["/investor", "/investors/investment-trends"]));
    expect([...found.keys()]).toHaveLength(1);
    expect([...found.keys()][0]).toMatch(/^0\.8\d%$/);
  });

  test("each village's change in median contract price: the history's, wherever a page quotes it (decision 159)", () => {
    // The pages that quote the villages (the yearly review's and the quarterly reports' village
    // figures are a calendar year's or a quarter's, other periods: decision 140).
    const quoters = ["/", "/buyer", "/sellers/pricing-guide", "/buyers/byram-guide", "/buyers/family-neighborhoods"];
    const pages = new Map([...texts].filter(([path]) => quoters.includes(path)));
    const quoting = new Set<string>();
    for (const village of seedQuotes.villages) {
      const name = escape(village.name);
      // "Riverside +6.4%" (the home page's Top Areas), "Riverside Rising: +6.4%" (a card), "+6.4% on a
      // year earlier, Greenwich (06830)" (a part of a village), "... in Greenwich (06830)" (the Byram guide).
      const found = valuesFoundByAny(pages, [
        new RegExp(`(?:^|[^\\w(])${name}(?: [^+\\-%$]{0,40}?)? ([+-]?\\d+\\.\\d%)`),
        new RegExp(`([+-]?\\d+\\.\\d%) on a year earlier(?:,| in) ${name}`),
      ]);
      const expected = village.changeText === null ? [] : [village.changeText];
      expect([...found.keys()], `${village.name}: ${JSON.stringify([...found])}`).toEqual(expected);
      for (const path of [...found.values()].flat()) quoting.add(path);
    }
    expect([...quoting].sort()).toEqual(["/", "/buyer", "/buyers/byram-guide", "/sellers/pricing-guide"]);
    // The Top Areas: the four largest changes, ties said to be ties.
    const top = topVillages(seedQuotes.villages);
    const home = texts.get("/")!;
    for (const village of top.shown) expect(home).toContain(`${village.name} ${village.changeText}`);
    for (const tie of top.ties) expect(home).toContain(tie);
    for (const path of quoting) expect(texts.get(path), path).toContain(seedQuotes.villageNote);

    // A whole village's median contract price, on a neighborhood's card, is the history's.
    let medians = 0;
    const whole = seedQuotes.villages.filter((v) => !v.name.includes("("));
    for (const village of whole) {
      // Not across another card: no other neighborhood's name in between.
      const others = [...whole.map((v) => v.name), "Central Greenwich", "Backcountry", "Byram"].filter(
        (name) => name !== village.name,
      );
      const between = `(?:(?!${others.join("|")})[^$]){0,300}?`;
      const card = new RegExp(
        `${escape(village.name)}\\b${between}Median contract price(?:, \\d+ weeks to [A-Z][a-z]+ \\d+, \\d{4})? (\\$[\\d.]+M)`,
      );
      const found = valuesFound(pages, card);
      expect([...found.keys()], `${village.name}: ${JSON.stringify([...found])}`).toEqual([village.value]);
      medians += [...found.values()].flat().length;
    }
    // The buyer page and the family guide, each for its three whole villages (the pricing guide's cards
    // give the price per square foot, in dollars, first).
    expect(medians).toBeGreaterThanOrEqual(6);
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
