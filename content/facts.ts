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

export type Fact = {
  value: number;
  unit: FactUnit;
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

export const facts = {
  // Town-wide, single-family, trailing year (the home page's market-now strip, spec section 1).
  singleFamilyMedianSalePrice: {
    value: 3_200_000,
    unit: "usd",
    measures: "Median sale price, single-family homes",
    period: TRAILING_YEAR,
    source: SPEC_HOME,
  },
  singleFamilyMedianSalePriceChange: {
    value: 5.2,
    unit: "change",
    measures: "Change in the single-family median sale price",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  averageDaysOnMarketChange: {
    value: -8.6,
    unit: "change",
    measures: "Change in average days on market",
    period: "2024, against 2023",
    source: EDITORIAL,
  },
  singleFamilyInventory: {
    value: 142,
    unit: "count",
    measures: "Single-family homes for sale",
    period: "September 2025",
    source: SPEC_HOME,
  },
  singleFamilyInventoryChange: {
    value: -4.1,
    unit: "change",
    measures: "Change in single-family homes for sale",
    period: "September 2025, against September 2024",
    source: EDITORIAL,
  },
  townPricePerSqFt: {
    value: 856,
    unit: "usd-per-sq-ft",
    measures: "Average sale price per above-grade square foot, town-wide",
    period: TRAILING_YEAR,
    source: SPEC_HOME,
  },
  townPricePerSqFtChange: {
    value: 3.8,
    unit: "change",
    measures: "Change in the average price per square foot",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  // Town-wide, every home type, calendar year (spec section 9: "Town median $2.9M").
  townMedianSalePrice: {
    value: 2_900_000,
    unit: "usd",
    measures: "Median sale price, all home types",
    period: "2024",
    source: SPEC_EDITORIAL,
  },
  townSaleToListPercent: {
    value: 96.7,
    unit: "percent",
    measures: "Sale price as a share of the last list price, town-wide",
    period: TRAILING_YEAR,
    source: EDITORIAL,
  },
  activeListings: {
    value: 412,
    unit: "count",
    measures: "Active listings, every property type including rentals",
    period: "September 2025",
    source: EDITORIAL,
  },
  connecticutEffectiveTaxRate: {
    value: 2.14,
    unit: "percent",
    decimals: 2,
    measures: "Effective property tax rate, Connecticut average",
    period: "2024",
    source: EDITORIAL,
  },
  luxuryContractsChange: {
    value: 14,
    unit: "change",
    decimals: 0,
    measures: "Change in contracts at $5M and up",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  fastContractsUnder3mPercent: {
    value: 41,
    unit: "percent",
    decimals: 0,
    measures: "Share of homes under $3M that went to contract within 14 days",
    period: TRAILING_YEAR,
    source: EDITORIAL,
  },
  // The broker's own listings (spec section 2, For Sellers "sample results").
  clientAverageDaysOnMarket: {
    value: 28,
    unit: "count",
    measures: "Average days on market of our listings, listing to signed contract",
    period: TRAILING_YEAR,
    source: SPEC_SELLERS,
  },
  clientSaleToListPercent: {
    value: 97.2,
    unit: "percent",
    measures: "Sale price of our listings as a share of the list price",
    period: TRAILING_YEAR,
    source: SPEC_SELLERS,
  },
  // Neighbourhoods: median sale price change year over year (Byram's +7.8 % is spec section 9's).
  riversideMedianChange: {
    value: 6.4,
    unit: "change",
    measures: "Riverside median sale price, change year over year",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  oldGreenwichMedianChange: {
    value: 5.9,
    unit: "change",
    measures: "Old Greenwich median sale price, change year over year",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  centralGreenwichMedianChange: {
    value: 4.8,
    unit: "change",
    measures: "Central Greenwich median sale price, change year over year",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  cosCobMedianChange: {
    value: 7.1,
    unit: "change",
    measures: "Cos Cob median sale price, change year over year",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  backcountryMedianChange: {
    value: 1.2,
    unit: "change",
    measures: "Backcountry median sale price, change year over year",
    period: VS_PRIOR_YEAR,
    source: EDITORIAL,
  },
  byramMedianChange: {
    value: 7.8,
    unit: "change",
    measures: "Byram median sale price, change year over year",
    period: VS_PRIOR_YEAR,
    source: SPEC_EDITORIAL,
  },
  byramMedianSalePrice: {
    value: 1_200_000,
    unit: "usd",
    measures: "Byram median sale price",
    period: TRAILING_YEAR,
    source: SPEC_EDITORIAL,
  },
  byramPricePerSqFt: {
    value: 445,
    unit: "usd-per-sq-ft",
    measures: "Byram average sale price per above-grade square foot",
    period: TRAILING_YEAR,
    source: SPEC_EDITORIAL,
  },
  centralGreenwichMedianSalePrice: {
    value: 2_900_000,
    unit: "usd",
    measures: "Central Greenwich median sale price",
    period: TRAILING_YEAR,
    source: EDITORIAL,
  },
  backcountryAverageSalePrice: {
    value: 2_900_000,
    unit: "usd",
    measures: "Backcountry average sale price",
    period: TRAILING_YEAR,
    source: SPEC_EDITORIAL,
  },
  northStreetAverageSalePrice: {
    value: 3_200_000,
    unit: "usd",
    measures: "North Street Corridor average sale price",
    period: TRAILING_YEAR,
    source: "Publisher's editorial figure (product spec, section 2, Western Greenwich guide)",
  },
  // The Backcountry is zoned RA-4 (data/yearly/2024.json: "Four-acre minimum lots").
  backcountryMinimumLotAcres: {
    value: 4,
    unit: "count",
    measures: "Minimum lot size in the Backcountry's RA-4 zone, in acres",
    period: "Zoning in force in 2025",
    source: "Greenwich zoning (RA-4)",
  },
  westernGreenwichAppreciation: {
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
      return formatUsd(fact.value);
    case "percent":
      return formatPercent(fact.value, decimals);
    case "change":
      return formatSignedPercent(fact.value, decimals);
    case "count":
      return formatInteger(fact.value);
  }
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
