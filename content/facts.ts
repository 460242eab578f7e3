// Every market figure the content pages quote that is not computed from the data files: one named,
// dated record each (value, what it measures, for when, where it comes from). Content modules refer
// to a fact by name and never repeat its value (content/facts.test.ts checks). Figures the data
// files hold are computed from them instead: the 2024 average days on market from
// data/yearly/2024.json, the effective property tax from the mill-rate module. Which figure the
// spec gives two values for, and which one is kept: docs/decisions/018-one-source-for-every-figure.md.
import { formatInteger, formatPercent, formatSignedPercent, formatUsd, formatUsdCompact } from "~/lib/format";

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
  | "count";

/**
 * The kind of figure a fact is. Two facts with the same measure and segment would be two values for
 * one thing (content/facts.test.ts fails), and a segment's price level is one measure: a
 * neighborhood's price is its median sale price on every page, never an average on another.
 */
export type FactMeasure =
  | "median-sale-price"
  | "median-sale-price-change"
  | "price-per-sq-ft"
  | "price-per-sq-ft-change"
  | "homes-for-sale"
  | "homes-for-sale-change"
  | "active-listings"
  | "days-on-market"
  | "days-on-market-change"
  | "sale-to-list"
  | "effective-tax-rate"
  | "contracts-change"
  | "share-to-contract-in-14-days"
  | "minimum-lot-acres"
  | "yearly-appreciation"
  | "construction-cost-per-sq-ft";

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
  source: string;
};

/** The trailing year the market-now figures cover: the twelve months to the latest weekly report. */
const TRAILING_YEAR = "12 months to September 2025";
const VS_PRIOR_YEAR = `${TRAILING_YEAR}, against the 12 months before`;
const EDITORIAL = "Publisher's editorial figure";
const SPEC_EDITORIAL = "Publisher's editorial figure (product spec, section 9)";
const SPEC_HOME = "Publisher's editorial figure (product spec, section 1, home page)";
const SPEC_SELLERS = "Publisher's client results (product spec, section 2, For Sellers)";
const SPEC_WESTERN = "Publisher's editorial figure (product spec, section 2, Western Greenwich guide)";

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
    source: EDITORIAL,
  } as const satisfies Fact;
}

export const facts = {
  // Town-wide, single-family, trailing year (the home page's market-now strip, spec section 1).
  singleFamilyMedianSalePrice: {
    measure: "median-sale-price",
    segment: "Greenwich, single-family homes",
    value: 3_200_000,
    unit: "usd",
    measures: "Median sale price, single-family homes",
    period: TRAILING_YEAR,
    source: SPEC_HOME,
  },
  singleFamilyMedianSalePriceChange: {
    measure: "median-sale-price-change",
    segment: "Greenwich, single-family homes",
    value: 5.2,
    unit: "change",
    measures: "Change in the single-family median sale price",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  averageDaysOnMarketChange: {
    measure: "days-on-market-change",
    segment: "Greenwich, all sales",
    value: -8.6,
    unit: "change",
    measures: "Change in average days on market",
    period: "2024, against 2023",
    source: EDITORIAL,
  },
  singleFamilyInventory: {
    measure: "homes-for-sale",
    segment: "Greenwich, single-family homes",
    value: 142,
    unit: "count",
    measures: "Single-family homes for sale",
    period: "September 2025",
    source: SPEC_HOME,
  },
  singleFamilyInventoryChange: {
    measure: "homes-for-sale-change",
    segment: "Greenwich, single-family homes",
    value: -4.1,
    unit: "change",
    measures: "Change in single-family homes for sale",
    period: "September 2025, against September 2024",
    source: EDITORIAL,
  },
  townPricePerSqFt: {
    measure: "price-per-sq-ft",
    segment: "Greenwich, all sales",
    value: 856,
    unit: "usd-per-sq-ft",
    measures: "Average sale price per above-grade square foot, town-wide",
    period: TRAILING_YEAR,
    source: SPEC_HOME,
  },
  townPricePerSqFtChange: {
    measure: "price-per-sq-ft-change",
    segment: "Greenwich, all sales",
    value: 3.8,
    unit: "change",
    measures: "Change in the average price per square foot",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  // Town-wide, every home type, calendar year (spec section 9: "Town median $2.9M").
  townMedianSalePrice: {
    measure: "median-sale-price",
    segment: "Greenwich, all home types",
    value: 2_900_000,
    unit: "usd",
    measures: "Median sale price, all home types",
    period: "2024",
    source: SPEC_EDITORIAL,
  },
  townSaleToListPercent: {
    measure: "sale-to-list",
    segment: "Greenwich, all sales",
    value: 96.7,
    unit: "percent",
    measures: "Sale price as a share of the last list price, town-wide",
    period: TRAILING_YEAR,
    source: EDITORIAL,
  },
  activeListings: {
    measure: "active-listings",
    segment: "Greenwich, every property type including rentals",
    value: 412,
    unit: "count",
    measures: "Active listings, every property type including rentals",
    period: "September 2025",
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
    source: EDITORIAL,
  },
  luxuryContractsChange: {
    measure: "contracts-change",
    segment: "Greenwich, luxury",
    value: 14,
    unit: "change",
    decimals: 0,
    measures: "Change in contracts at $6M and up",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  fastContractsUnder3mPercent: {
    measure: "share-to-contract-in-14-days",
    segment: "Greenwich, under $3M",
    value: 41,
    unit: "percent",
    decimals: 0,
    measures: "Share of homes under $3M that went to contract within 14 days",
    period: TRAILING_YEAR,
    source: EDITORIAL,
  },
  // The broker's own listings (spec section 2, For Sellers "sample results").
  clientAverageDaysOnMarket: {
    measure: "days-on-market",
    segment: "Our listings",
    value: 28,
    unit: "count",
    measures: "Average days on market of our listings, listing to signed contract",
    period: TRAILING_YEAR,
    source: SPEC_SELLERS,
  },
  clientSaleToListPercent: {
    measure: "sale-to-list",
    segment: "Our listings",
    value: 97.2,
    unit: "percent",
    measures: "Sale price of our listings as a share of the list price",
    period: TRAILING_YEAR,
    source: SPEC_SELLERS,
  },
  // Neighbourhoods: median sale price change year over year (Byram's +7.8 % is spec section 9's).
  riversideMedianChange: {
    measure: "median-sale-price-change",
    segment: "Riverside",
    value: 6.4,
    unit: "change",
    measures: "Riverside median sale price, change year over year",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  oldGreenwichMedianChange: {
    measure: "median-sale-price-change",
    segment: "Old Greenwich",
    value: 5.9,
    unit: "change",
    measures: "Old Greenwich median sale price, change year over year",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  centralGreenwichMedianChange: {
    measure: "median-sale-price-change",
    segment: "Central Greenwich",
    value: 4.8,
    unit: "change",
    measures: "Central Greenwich median sale price, change year over year",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  cosCobMedianChange: {
    measure: "median-sale-price-change",
    segment: "Cos Cob",
    value: 7.1,
    unit: "change",
    measures: "Cos Cob median sale price, change year over year",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  backcountryMedianChange: {
    measure: "median-sale-price-change",
    segment: "Backcountry",
    value: 1.2,
    unit: "change",
    measures: "Backcountry median sale price, change year over year",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  byramMedianChange: {
    measure: "median-sale-price-change",
    segment: "Byram",
    value: 7.8,
    unit: "change",
    measures: "Byram median sale price, change year over year",
    period: VS_PRIOR_YEAR,
    source: SPEC_EDITORIAL,
  },
  byramMedianSalePrice: {
    measure: "median-sale-price",
    segment: "Byram",
    value: 1_200_000,
    unit: "usd",
    measures: "Byram median sale price",
    period: TRAILING_YEAR,
    source: SPEC_EDITORIAL,
  },
  byramPricePerSqFt: {
    measure: "price-per-sq-ft",
    segment: "Byram",
    value: 445,
    unit: "usd-per-sq-ft",
    measures: "Byram average sale price per above-grade square foot",
    period: TRAILING_YEAR,
    source: SPEC_EDITORIAL,
  },
  centralGreenwichMedianSalePrice: {
    measure: "median-sale-price",
    segment: "Central Greenwich",
    value: 2_900_000,
    unit: "usd",
    measures: "Central Greenwich median sale price",
    period: TRAILING_YEAR,
    source: EDITORIAL,
  },
  // Neighborhoods' price level: the median sale price, trailing year, on every page that shows one
  // (the pricing guide, the buyer page, the family and western guides; docs/decisions/098).
  riversideMedianSalePrice: neighborhoodMedian("Riverside", 3_350_000, EDITORIAL),
  oldGreenwichMedianSalePrice: neighborhoodMedian("Old Greenwich", 3_100_000, EDITORIAL),
  cosCobMedianSalePrice: neighborhoodMedian("Cos Cob", 1_850_000, EDITORIAL),
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
  // What building a new custom house costs, construction only (both knockdown guides).
  newConstructionCostPerSqFt: {
    measure: "construction-cost-per-sq-ft",
    segment: "Greenwich, new custom houses",
    value: 600,
    upTo: 1_100,
    unit: "usd-per-sq-ft",
    measures: "Construction cost of a new custom house per square foot built, before demolition and site work",
    period: "2025",
    source: "Publisher's planning range from local builders' bids",
  },
  // The Backcountry is zoned RA-4 (data/yearly/2024.json: "Four-acre minimum lots").
  backcountryMinimumLotAcres: {
    measure: "minimum-lot-acres",
    segment: "Backcountry",
    value: 4,
    unit: "count",
    measures: "Minimum lot size in the Backcountry's RA-4 zone, in acres",
    period: "Zoning in force in 2025",
    source: "Greenwich zoning (RA-4)",
  },
  westernGreenwichAppreciation: {
    measure: "yearly-appreciation",
    segment: "Western Greenwich",
    value: 8.3,
    unit: "percent",
    measures: "Average yearly appreciation, western Greenwich",
    period: "2020 to 2024",
    source: SPEC_EDITORIAL,
  },
} as const satisfies Record<string, Fact>;

export type FactName = keyof typeof facts;

/** A fact's value as pages show it: "$3.2M", "$856", "96.7%", "+5.2%", "142". */
export function factValue(name: FactName): string {
  const fact: Fact = facts[name];
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
  }
}

/** How a page names a measure in a label or a column heading. */
export const measureLabels: Record<FactMeasure, string> = {
  "median-sale-price": "Median sale price",
  "median-sale-price-change": "Change in median sale price",
  "price-per-sq-ft": "Average price per sq ft",
  "price-per-sq-ft-change": "Change in price per sq ft",
  "homes-for-sale": "Single-family homes for sale",
  "homes-for-sale-change": "Change in single-family homes for sale",
  "active-listings": "Active listings",
  "days-on-market": "Average days on market",
  "days-on-market-change": "Change in average days on market",
  "sale-to-list": "Sale-to-list price",
  "effective-tax-rate": "Effective property tax rate",
  "contracts-change": "Change in contracts",
  "share-to-contract-in-14-days": "Share under contract within 14 days",
  "minimum-lot-acres": "Minimum lot",
  "yearly-appreciation": "Average yearly appreciation",
  "construction-cost-per-sq-ft": "Construction cost per sq ft",
};

/**
 * The definitions of a set of figures a section shows, one sentence per measure, period and source:
 * "Median sale price: 12 months to September 2025. Source: Publisher's editorial figure."
 */
export function factNotes(names: readonly FactName[]): string[] {
  const notes = names.map((name) => {
    const fact: Fact = facts[name];
    return `${measureLabels[fact.measure]}: ${fact.period}. Source: ${fact.source}.`;
  });
  return [...new Set(notes)];
}

/** A fact's definition as pages print it beside the figure: what, for when, from where. */
export function factDefinition(name: FactName): string {
  return `${factLabel(name)}. Source: ${facts[name].source}.`;
}

/** What a fact measures and for when: "Median sale price, all home types, 2024". */
export function factLabel(name: FactName): string {
  return `${facts[name].measures}, ${facts[name].period}`;
}

/** The neighbourhoods whose year-over-year change in median sale price is a fact, by name. */
export const neighbourhoodMedianChanges = [
  { name: "Riverside", fact: "riversideMedianChange" },
  { name: "Old Greenwich", fact: "oldGreenwichMedianChange" },
  { name: "Central Greenwich", fact: "centralGreenwichMedianChange" },
  { name: "Cos Cob", fact: "cosCobMedianChange" },
  { name: "Backcountry", fact: "backcountryMedianChange" },
  { name: "Byram", fact: "byramMedianChange" },
] as const satisfies readonly { name: string; fact: FactName }[];

export type FactNeighbourhood = (typeof neighbourhoodMedianChanges)[number]["name"];

/** A neighbourhood's median-price change year over year, in percent (6.4 means +6.4 %). */
export function neighbourhoodMedianChange(name: FactNeighbourhood): number {
  const entry = neighbourhoodMedianChanges.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No median change for ${name} in content/facts.ts`);
  return facts[entry.fact].value;
}

/** A change smaller than this, either way, reads as stable rather than up or down. */
export const STABLE_CHANGE_PERCENT = 2;

/** Spec 3 "trend up/stable/down" of a neighbourhood, from its median-price change. */
export function neighbourhoodTrend(name: FactNeighbourhood): "up" | "stable" | "down" {
  const change = neighbourhoodMedianChange(name);
  if (change >= STABLE_CHANGE_PERCENT) return "up";
  if (change <= -STABLE_CHANGE_PERCENT) return "down";
  return "stable";
}
