// Every market figure the content pages quote that is not computed from the data files: one named,
// dated record each (value, what it measures, for when, where it comes from). Content modules refer
// to a fact by name and never repeat its value (content/facts.test.ts checks). Figures the data
// hold are computed from them instead: the market history's figures (decisions 139, 141 and 159;
// app/features/facts/history-covered.test.ts fails on a typed fact of a measure and period the
// history holds), the effective property tax from the mill-rate module. Which figure the
// spec gives two values for, and which one is kept: docs/decisions/018-one-source-for-every-figure.md.
// These are the defaults: the studio's "Market facts" page overrides them, and pages read the facts
// current when they are rendered through a fact book (`factContent`, docs/decisions/111).
import {
  formatInteger,
  formatLongDate,
  formatPercent,
  formatSignedPercent,
  formatUsd,
  formatUsdCompact,
} from "~/lib/format";

export type FactUnit =
  /** Dollars, shown as "$3.2M" or "$850K". */
  | "usd"
  /** Dollars per square foot, shown as "$856". */
  | "usd-per-sq-ft"
  /** A share or rate in percent, shown as "96.7%". */
  | "percent"
  /** A change in percent, always signed: "+5.2%", "-8.6%". */
  | "change"
  /** A whole count: homes, listings, acres. */
  | "count"
  /** A duration in whole minutes, shown as "47 minutes" or "10-15 minutes". */
  | "minutes";

/**
 * The kind of figure a fact is. Two facts with the same measure and segment would be two values for
 * one thing (content/facts.test.ts fails), and a segment's price level is one measure: a
 * neighborhood's price is its median sale price on every page, never an average on another.
 */
export type FactMeasure =
  | "median-sale-price"
  | "median-sale-price-change"
  | "price-per-sq-ft"
  | "active-listings"
  | "days-on-market"
  | "sale-to-list"
  | "effective-tax-rate"
  | "share-to-contract-in-14-days"
  | "minimum-lot-acres"
  | "yearly-appreciation"
  | "construction-cost-per-sq-ft"
  | "train-express-minutes"
  | "train-local-minutes"
  | "drive-minutes-added";

/**
 * A figure a content page quotes from the market history instead of a typed fact (decisions 141 and 159):
 * its value as written ("$2.52M", or why there is none) and what it measures, for when.
 */
export type HistoryQuote = { value: string; label: string };

export type Fact = {
  value: number;
  /** The top of a range the fact gives ("$600-$1,100"); `value` is its bottom. */
  upTo?: number;
  unit: FactUnit;
  measure: FactMeasure;
  /** What the figure is about: the town and a property type, a neighborhood, our listings. */
  segment: string;
  /** Decimals of a percent or change (default 1). */
  decimals?: number;
  /** What the figure measures, in the words a page labels it with. */
  measures: string;
  /** The period it covers. */
  period: string;
  /** The last day of that period (an ISO date): the studio flags a fact 120 days after it. */
  asOf: string;
  source: string;
};

/** The trailing year the market-now figures cover: the twelve months to the latest weekly report. */
const TRAILING_YEAR = "12 months to September 2025";
const TRAILING_YEAR_END = "2025-09-30";
// Sources as pages print them, in the reader's words; where the product spec gives a figure, the
// constant's name says which section (9, 1 home page, 2 For Sellers, 2 Western Greenwich guide).
const EDITORIAL = "Publisher's editorial figure";
const SPEC_EDITORIAL = EDITORIAL;
const SPEC_HOME = EDITORIAL;
const SPEC_SELLERS = "Publisher's results for its own listings";
const SPEC_WESTERN = EDITORIAL;

/** The price from which a home counts as luxury: the yearly review's top price band ("$6M and up"). */
export const LUXURY_MIN_PRICE = 6_000_000;

function neighborhoodMedian(segment: string, value: number, source: string) {
  return {
    measure: "median-sale-price",
    segment,
    value,
    unit: "usd",
    measures: `${segment} median sale price`,
    period: TRAILING_YEAR,
    asOf: TRAILING_YEAR_END,
    source,
  } as const satisfies Fact;
}

function neighborhoodPricePerSqFt(segment: string, value: number) {
  return {
    measure: "price-per-sq-ft",
    segment,
    value,
    unit: "usd-per-sq-ft",
    measures: `${segment} average sale price per above-grade square foot`,
    period: TRAILING_YEAR,
    asOf: TRAILING_YEAR_END,
    source: EDITORIAL,
  } as const satisfies Fact;
}

/**
 * Commutes are read off the Metro-North New Haven Line's weekday timetable: one fact per station and
 * kind of train, from the station a neighborhood uses to Grand Central (decision 130).
 */
const COMMUTE_PERIOD = "Weekday timetable, fall 2025";
const COMMUTE_PERIOD_END = "2025-12-31";
const TIMETABLE = "Publisher's reading of the Metro-North timetable";

/**
 * The fastest scheduled train of one kind, express or local, from the station `segment` uses
 * (`from`: "the neighborhood's own station", or the station it is nearest to) to Grand Central.
 */
function trainToGrandCentral(segment: string, mode: "express" | "local", value: number, from: string) {
  return {
    measure: mode === "express" ? "train-express-minutes" : "train-local-minutes",
    segment,
    value,
    unit: "minutes",
    measures: `${segment} to Grand Central by Metro-North, fastest ${mode} train from ${from}`,
    period: COMMUTE_PERIOD,
    asOf: COMMUTE_PERIOD_END,
    source: TIMETABLE,
  } as const satisfies Fact;
}

const OWN_STATION = "the neighborhood's own station";

export const facts = {
  // The home page's market-now strip (days on market, median sale price, inventory,
  // price per square foot) and its luxury card are computed from the history by the measure
  // registry (decision 139), not typed here; so are the town's sale-to-list price, its days on
  // market, the fast market's share and every village's median and change (decision 159). The
  // town's price per square foot, an average, stays a fact for the guides that compare with it.
  townPricePerSqFt: {
    measure: "price-per-sq-ft",
    segment: "Greenwich, all sales",
    value: 856,
    unit: "usd-per-sq-ft",
    measures: "Average sale price per above-grade square foot, town-wide",
    period: TRAILING_YEAR,
    asOf: TRAILING_YEAR_END,
    source: SPEC_HOME,
  },
  activeListings: {
    measure: "active-listings",
    segment: "Greenwich, every property type including rentals",
    value: 412,
    unit: "count",
    measures: "Active listings, every property type including rentals",
    period: "September 2025",
    asOf: "2025-09-30",
    source: EDITORIAL,
  },
  connecticutEffectiveTaxRate: {
    measure: "effective-tax-rate",
    segment: "Connecticut",
    value: 2.14,
    unit: "percent",
    decimals: 2,
    measures: "Effective property tax rate, Connecticut average",
    period: "2024",
    asOf: "2024-12-31",
    source: EDITORIAL,
  },
  // The broker's own listings (For Sellers "sample results").
  clientAverageDaysOnMarket: {
    measure: "days-on-market",
    segment: "Our listings",
    value: 28,
    unit: "count",
    measures: "Average days on market of our listings, listing to signed contract",
    period: TRAILING_YEAR,
    asOf: TRAILING_YEAR_END,
    source: SPEC_SELLERS,
  },
  clientSaleToListPercent: {
    measure: "sale-to-list",
    segment: "Our listings",
    value: 97.2,
    unit: "percent",
    measures: "Sale price of our listings as a share of the list price",
    period: TRAILING_YEAR,
    asOf: TRAILING_YEAR_END,
    source: SPEC_SELLERS,
  },
  byramMedianSalePrice: {
    measure: "median-sale-price",
    segment: "Byram",
    value: 1_200_000,
    unit: "usd",
    measures: "Byram median sale price",
    period: TRAILING_YEAR,
    asOf: TRAILING_YEAR_END,
    source: SPEC_EDITORIAL,
  },
  byramPricePerSqFt: {
    measure: "price-per-sq-ft",
    segment: "Byram",
    value: 445,
    unit: "usd-per-sq-ft",
    measures: "Byram average sale price per above-grade square foot",
    period: TRAILING_YEAR,
    asOf: TRAILING_YEAR_END,
    source: SPEC_EDITORIAL,
  },
  centralGreenwichMedianSalePrice: {
    measure: "median-sale-price",
    segment: "Central Greenwich",
    value: 2_900_000,
    unit: "usd",
    measures: "Central Greenwich median sale price",
    period: TRAILING_YEAR,
    asOf: TRAILING_YEAR_END,
    source: EDITORIAL,
  },
  // Neighborhoods' price level: the median sale price, trailing year, on every page that shows one
  // (the pricing guide, the buyer page, the family and western guides; docs/decisions/098). Only
  // neighborhoods that are part of a village, or lie outside the villages' lines, have one here: a
  // whole village's median is the history's (decision 159).
  backcountryMedianSalePrice: neighborhoodMedian("Backcountry", 4_400_000, EDITORIAL),
  northStreetMedianSalePrice: neighborhoodMedian("North Street Corridor", 3_200_000, SPEC_WESTERN),
  roundHillMedianSalePrice: neighborhoodMedian("Round Hill", 4_100_000, SPEC_WESTERN),
  conyersFarmMedianSalePrice: neighborhoodMedian("Conyers Farm", 5_800_000, SPEC_WESTERN),
  // Average sale price per above-grade square foot (the pricing guide; Byram's is above).
  riversidePricePerSqFt: neighborhoodPricePerSqFt("Riverside", 1_020),
  oldGreenwichPricePerSqFt: neighborhoodPricePerSqFt("Old Greenwich", 1_060),
  centralGreenwichPricePerSqFt: neighborhoodPricePerSqFt("Central Greenwich", 905),
  cosCobPricePerSqFt: neighborhoodPricePerSqFt("Cos Cob", 690),
  backcountryPricePerSqFt: neighborhoodPricePerSqFt("Backcountry", 740),
  // Stamford beside Greenwich (/buyers/greenwich-vs-stamford): the publisher's approximations, for
  // the same periods as the town's figures they are compared with.
  stamfordMedianSalePrice: {
    measure: "median-sale-price",
    segment: "Stamford",
    value: 875_000,
    unit: "usd",
    measures: "Stamford median sale price, all home types",
    period: "2024",
    asOf: "2024-12-31",
    source: "Publisher's approximation",
  },
  stamfordPricePerSqFt: {
    measure: "price-per-sq-ft",
    segment: "Stamford",
    value: 400,
    unit: "usd-per-sq-ft",
    measures: "Stamford average sale price per above-grade square foot",
    period: TRAILING_YEAR,
    asOf: TRAILING_YEAR_END,
    source: "Publisher's approximation",
  },
  // What building a new custom house costs, construction only (both knockdown guides).
  newConstructionCostPerSqFt: {
    measure: "construction-cost-per-sq-ft",
    segment: "Greenwich, new custom houses",
    value: 600,
    upTo: 1_100,
    unit: "usd-per-sq-ft",
    measures: "Construction cost of a new custom house per square foot built, before demolition and site work",
    period: "2025",
    asOf: "2025-12-31",
    source: "Publisher's planning range from local builders' bids",
  },
  // The Backcountry is zoned RA-4: four-acre minimum lots.
  backcountryMinimumLotAcres: {
    measure: "minimum-lot-acres",
    segment: "Backcountry",
    value: 4,
    unit: "count",
    measures: "Minimum lot size in the Backcountry's RA-4 zone, in acres",
    period: "Zoning in force in 2025",
    asOf: "2025-12-31",
    source: "Greenwich zoning (RA-4)",
  },
  // Commutes to New York (decision 130): each neighborhood's station to Grand Central, express and
  // local. Byram has no station of its own; Port Chester, across the Byram River, is its nearest.
  byramTrainExpress: trainToGrandCentral("Byram", "express", 44, "Port Chester, Byram's nearest station"),
  byramTrainLocal: trainToGrandCentral("Byram", "local", 54, "Port Chester, Byram's nearest station"),
  centralGreenwichTrainExpress: trainToGrandCentral("Central Greenwich", "express", 47, "Greenwich station"),
  centralGreenwichTrainLocal: trainToGrandCentral("Central Greenwich", "local", 57, "Greenwich station"),
  cosCobTrainExpress: trainToGrandCentral("Cos Cob", "express", 51, OWN_STATION),
  cosCobTrainLocal: trainToGrandCentral("Cos Cob", "local", 60, OWN_STATION),
  riversideTrainExpress: trainToGrandCentral("Riverside", "express", 53, OWN_STATION),
  riversideTrainLocal: trainToGrandCentral("Riverside", "local", 62, OWN_STATION),
  oldGreenwichTrainExpress: trainToGrandCentral("Old Greenwich", "express", 55, OWN_STATION),
  oldGreenwichTrainLocal: trainToGrandCentral("Old Greenwich", "local", 64, OWN_STATION),
  stamfordTrainExpress: trainToGrandCentral("Stamford", "express", 49, "Stamford station"),
  stamfordTrainLocal: trainToGrandCentral("Stamford", "local", 67, "Stamford station"),
  // Driving: the extra minutes from western Greenwich, not a door-to-door time.
  westernGreenwichDriveAdded: {
    measure: "drive-minutes-added",
    segment: "Western Greenwich",
    value: 10,
    upTo: 15,
    unit: "minutes",
    measures:
      "Western Greenwich's extra driving time to a Greenwich train station or I-95, against a home south of the Merritt Parkway",
    period: "Weekday rush hours, 2025",
    asOf: "2025-12-31",
    source: EDITORIAL,
  },
  westernGreenwichAppreciation: {
    measure: "yearly-appreciation",
    segment: "Western Greenwich",
    value: 8.3,
    unit: "percent",
    measures: "Average yearly appreciation, western Greenwich",
    period: "2020 to 2024",
    asOf: "2024-12-31",
    source: SPEC_EDITORIAL,
  },
} as const satisfies Record<string, Fact>;

export type FactName = keyof typeof facts;

/** A fact's last change in the studio: the day (ISO date) and the value pages showed before it. */
export type FactChange = { on: string; previousValue: string };

/**
 * The facts current when a page is rendered: the defaults above with the studio's overrides, and
 * the last change of each edited fact (the notes say when it changed and what it was).
 */
export type FactBook = {
  readonly facts: Readonly<Record<FactName, Fact>>;
  readonly changes: Readonly<Partial<Record<FactName, FactChange>>>;
};

/** The book of the defaults: what a page shows before any edit, and what the build prerenders. */
export const defaultFactBook: FactBook = { facts, changes: {} };

/** Every fact's name, in the order of `facts`. */
export const factNames = Object.keys(facts) as FactName[];

/** A fact's value as pages show it: "$3.2M", "$856", "96.7%", "+5.2%", "142". */
export function formatFact(fact: Pick<Fact, "value" | "upTo" | "unit" | "decimals">): string {
  const decimals = fact.decimals ?? 1;
  switch (fact.unit) {
    case "usd":
      return formatUsdCompact(fact.value);
    case "usd-per-sq-ft":
      return fact.upTo === undefined ? formatUsd(fact.value) : `${formatUsd(fact.value)}-${formatUsd(fact.upTo)}`;
    case "percent":
      return formatPercent(fact.value, decimals);
    case "change":
      return formatSignedPercent(fact.value, decimals);
    case "count":
      return formatInteger(fact.value);
    case "minutes":
      return fact.upTo === undefined
        ? `${formatInteger(fact.value)} minutes`
        : `${formatInteger(fact.value)}-${formatInteger(fact.upTo)} minutes`;
  }
}

/** A fact's value as pages show it: "$3.2M", "$856", "96.7%", "+5.2%", "142". */
export function factValue(name: FactName, book: FactBook = defaultFactBook): string {
  return formatFact(book.facts[name]);
}

/**
 * Several facts of one unit as one span, lowest to highest: "44-64 minutes" from every station's
 * trains. A span quoted for a town is computed from the facts it covers, so it always holds each of
 * them (decision 130).
 */
export function factSpan(names: readonly FactName[], book: FactBook = defaultFactBook): string {
  const chosen = names.map((name) => book.facts[name]);
  const [first] = chosen;
  if (!first || chosen.some((fact) => fact.unit !== first.unit)) throw new Error("A span needs facts of one unit.");
  const values = chosen.flatMap((fact) => [fact.value, fact.upTo ?? fact.value]);
  const low = Math.min(...values);
  const high = Math.max(...values);
  return formatFact(low === high ? { value: low, unit: first.unit } : { value: low, upTo: high, unit: first.unit });
}

/** How a page names a measure in a label or a column heading. */
export const measureLabels: Record<FactMeasure, string> = {
  "median-sale-price": "Median sale price",
  "median-sale-price-change": "Change in median sale price",
  "price-per-sq-ft": "Average price per sq ft",
  "active-listings": "Active listings",
  "days-on-market": "Average days on market",
  "sale-to-list": "Sale-to-list price",
  "effective-tax-rate": "Effective property tax rate",
  "share-to-contract-in-14-days": "Share under contract within 14 days",
  "minimum-lot-acres": "Minimum lot",
  "yearly-appreciation": "Average yearly appreciation",
  "construction-cost-per-sq-ft": "Construction cost per sq ft",
  "train-express-minutes": "Express train to Grand Central",
  "train-local-minutes": "Local train to Grand Central",
  "drive-minutes-added": "Added driving time",
};

/**
 * A fact's definition in three parts: the segment its `measures` text starts with, if it does
 * ("Riverside"), the rest of that text ("median sale price") and the period and source.
 */
function definitionParts(name: FactName, book: FactBook): { segment?: string; measure: string; tail: string } {
  const fact = book.facts[name];
  const tail = `: ${fact.period}. Source: ${fact.source}.`;
  if (fact.measures.startsWith(`${fact.segment} `)) {
    return { segment: fact.segment, measure: fact.measures.slice(fact.segment.length + 1), tail };
  }
  return { measure: fact.measures, tail };
}

/** "Riverside", "Riverside and Cos Cob", "Riverside, Old Greenwich and Cos Cob". */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * A fact's definition as a page prints it: what it measures, for when, from where.
 * "Median sale price, all home types: 2024. Source: Publisher's editorial figure."
 */
export function factDefinition(name: FactName, book: FactBook = defaultFactBook): string {
  return `${book.facts[name].measures}${definitionParts(name, book).tail}`;
}

/** When an edited fact changed and what it was: "Updated November 26, 2026; was $3.1M." */
export function factChangeNote(change: FactChange, segment?: string): string {
  return `${segment === undefined ? "Updated" : `${segment} updated`} ${formatLongDate(change.on)}; was ${change.previousValue}.`;
}

/**
 * The definitions of the figures a section shows, one sentence each; the figures of several
 * neighborhoods measured alike share one: "Riverside and Cos Cob median sale price: 12 months to
 * September 2025. Source: Publisher's editorial figure." A fact edited in the studio adds when it
 * changed and what it was ("Updated November 26, 2026; was $3.1M.").
 */
export function factNotes(names: readonly FactName[], book: FactBook = defaultFactBook): string[] {
  const groups = new Map<string, { segments: string[]; changes: string[] }>();
  for (const name of names) {
    const { segment, measure, tail } = definitionParts(name, book);
    const key = segment === undefined ? factDefinition(name, book) : ` ${measure}${tail}`;
    const group = groups.get(key) ?? { segments: [], changes: [] };
    if (segment !== undefined && !group.segments.includes(segment)) group.segments.push(segment);
    const change = book.changes[name];
    if (change) group.changes.push(factChangeNote(change, segment));
    groups.set(key, group);
  }
  return [...groups].map(([key, { segments, changes }]) =>
    [segments.length ? `${listOf(segments)}${key}` : key, ...changes].join(" "),
  );
}

/** Whether a page's text holds a fact's definition, alone or in a note it shares (`factNotes`). */
export function factDefinedIn(text: string, name: FactName, book: FactBook = defaultFactBook): boolean {
  const { segment, measure, tail } = definitionParts(name, book);
  if (segment === undefined) return text.includes(factDefinition(name, book));
  const ending = ` ${measure}${tail}`;
  // The note lists the segments it defines ("Riverside, Old Greenwich and Cos Cob"); whatever the
  // page shows before it need not end in a full stop.
  const escaped = segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const list = new RegExp(`(?:^|\\s)${escaped}(?:, [A-Z][\\w' -]*)*(?: and [A-Z][\\w' -]*)?$`);
  for (let at = text.indexOf(ending); at !== -1; at = text.indexOf(ending, at + 1)) {
    if (list.test(text.slice(Math.max(0, at - 300), at))) return true;
  }
  return false;
}

/** What a fact measures and for when: "Median sale price, all home types, 2024". */
export function factLabel(name: FactName, book: FactBook = defaultFactBook): string {
  return `${book.facts[name].measures}, ${book.facts[name].period}`;
}

/** The facts one page shows, declared by the content module that holds them, with their definitions. */
export type ShownFacts = { path: string; names: readonly FactName[]; notes: string[] };

const shownFactDeclarations: ShownFacts[] = [];

/**
 * Declares the facts a page shows (item 2): the page prints `notes`, their definitions.
 * content/fact-declarations.test.ts fails when a module names a fact it does not declare, and
 * tests/e2e/public-text.spec.ts reads each declared fact's definition on its page.
 */
export function shownFacts(path: string, names: readonly FactName[]): ShownFacts {
  const declaration = { path, names, notes: factNotes(names) };
  shownFactDeclarations.push(declaration);
  return declaration;
}

/** Every fact each page shows, as the modules imported so far declare them. */
export function shownFactsByPath(): Map<string, FactName[]> {
  const byPath = new Map<string, FactName[]>();
  for (const { path, names } of shownFactDeclarations) {
    byPath.set(path, [...new Set([...(byPath.get(path) ?? []), ...names])]);
  }
  return byPath;
}

/** The fact functions a content module uses, reading one book. */
export type FactReader = {
  facts: FactBook["facts"];
  factValue: (name: FactName) => string;
  factLabel: (name: FactName) => string;
  factDefinition: (name: FactName) => string;
  factNotes: (names: readonly FactName[]) => string[];
  factSpan: (names: readonly FactName[]) => string;
  shownFacts: (path: string, names: readonly FactName[]) => ShownFacts;
};

function readerOf(book: FactBook, declare: boolean): FactReader {
  return {
    facts: book.facts,
    factValue: (name) => factValue(name, book),
    factLabel: (name) => factLabel(name, book),
    factDefinition: (name) => factDefinition(name, book),
    factNotes: (names) => factNotes(names, book),
    factSpan: (names) => factSpan(names, book),
    shownFacts: (path, names) => (declare ? shownFacts(path, names) : { path, names, notes: factNotes(names, book) }),
  };
}

/**
 * Content that quotes facts, as a function of the book current when the page is rendered
 * (docs/decisions/111): the module's text is written once, inside `build`, and read through the
 * reader's functions. Built once at import with the defaults (which also declares the facts each
 * page shows), then once per book: a book is the same object for as long as the site's content
 * version stands, so the cache holds one entry per version the process has seen.
 */
export function factContent<Content>(build: (read: FactReader) => Content): (book?: FactBook) => Content {
  const byBook = new WeakMap<FactBook, Content>([[defaultFactBook, build(readerOf(defaultFactBook, true))]]);
  return (book = defaultFactBook) => {
    let content = byBook.get(book);
    if (content === undefined) {
      content = build(readerOf(book, false));
      byBook.set(book, content);
    }
    return content;
  };
}
