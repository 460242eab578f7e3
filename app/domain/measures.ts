// The measure registry (decision 118): every market measure the site shows, defined once. Each
// entry says what the measure is called, its unit and precision, the definition visitors read,
// which records it is taken from and how a period pools them. The trends page and its download,
// each weekly report's context, the quarterly and yearly reports, the home page's market strip,
// the report e-mail and the methodology all read this one list. Adding a measure is one entry
// here and its tests (docs/architecture.md, "Adding a measure"). Pure functions, no I/O.
import { median } from "~/lib/statistics";
import { countOf as countWithNoun, type NounForms } from "~/lib/plural";
import { formatChange, UNIT_FORMATS, type MeasureUnit } from "./measure-units";
import {
  NO_RECORDS,
  RECORD_SOURCE,
  type MarketSource,
  type PoolRecords,
  type RecordKind,
  type RecordOf,
} from "./market-records";

/** Where the share of expensive contracts draws its line. */
export const HIGH_END_PRICE = 4_000_000;

/**
 * The fewest records a median, a share, a ratio or a change may rest on. Below it the figure is
 * withheld (shown as "too few", drawn as a gap), everywhere by this one rule (decision 118).
 */
export const MINIMUM_BASIS = 5;

/** A ratio's "pace" window: the three months (13 weeks) ending with the period, or the period when longer. */
export const PACE_WEEKS = 13;
/** Weeks in a month, on average (52 weeks in 12 months). */
export const WEEKS_PER_MONTH = 52 / 12;

/** A count of records in a period, per week: a 13-week figure is a weekly average. */
type CountPooling = { kind: "count"; records: RecordKind };
/** The middle of a value taken from each record (records without one are left out). */
type MedianPooling = { kind: "median"; records: RecordKind; value: (record: RecordOf<RecordKind>) => number | null };
/** The records that pass a test, in percent of all the period's records of that kind. */
type SharePooling = { kind: "share"; records: RecordKind; test: (record: RecordOf<RecordKind>) => boolean };
/** A rate of one kind of record over a rate of another, each per week over its window, times `scale`. */
type RatioPooling = {
  kind: "ratio";
  numerator: { records: RecordKind; over: "period" | "pace" };
  denominator: { records: RecordKind; over: "period" | "pace" };
  scale: number;
};
export type Pooling = CountPooling | MedianPooling | SharePooling | RatioPooling;

/** Counts the period's records of a kind (per week over the period). */
export function countOf(records: RecordKind): CountPooling {
  return { kind: "count", records };
}

/** The median of `value` over the period's records of a kind. */
export function medianOf<Kind extends RecordKind>(
  records: Kind,
  value: (record: RecordOf<Kind>) => number | null,
): MedianPooling {
  return { kind: "median", records, value: value as MedianPooling["value"] };
}

/** The share, in percent, of the period's records of a kind that pass `test`. */
export function shareOf<Kind extends RecordKind>(
  records: Kind,
  test: (record: RecordOf<Kind>) => boolean,
): SharePooling {
  return { kind: "share", records, test: test as SharePooling["test"] };
}

export type MeasureDefinition = {
  /** As a heading or a form's option names it. */
  label: string;
  unit: MeasureUnit;
  /** The series is rounded once to this many decimals: the chart, its table and the download hold the same figures. */
  decimals: number;
  /** What the measure is, for visitors (the methodology; a figure's note). */
  definition: string;
  pooling: Pooling;
  /** What the records a figure rests on are called: "12 contracts". */
  basisNoun: NounForms;
};

const CONTRACT: NounForms = { one: "contract", other: "contracts" };
const HOME_FOR_SALE: NounForms = { one: "home for sale", other: "homes for sale" };
const LISTING: NounForms = { one: "listing", other: "listings" };
const CLOSED_SALE: NounForms = { one: "closed sale", other: "closed sales" };

/** The cut from a home's first asking price to its asking price, in percent; null without a cut. */
const cutPercent = (home: { price: number; originalPrice: number }) =>
  home.price < home.originalPrice ? ((home.originalPrice - home.price) / home.originalPrice) * 100 : null;

/** Months of supply: homes for sale per week over the period, over contracts per month at the pace of the last three months. */
const MONTHS_OF_SUPPLY: RatioPooling = {
  kind: "ratio",
  numerator: { records: "forSale", over: "period" },
  denominator: { records: "underContract", over: "pace" },
  scale: 1 / WEEKS_PER_MONTH,
};

/** Every measure, in the order pages list them. */
export const MEASURES = {
  contracts: {
    label: "Contracts",
    unit: "count",
    decimals: 2,
    definition:
      "The number of sale contracts with a contract date in the week. Over 4, 13 or 52 weeks, the weekly average: contracts per week.",
    pooling: countOf("contracts"),
    basisNoun: CONTRACT,
  },
  "median-price": {
    label: "Median contract price",
    unit: "usd",
    decimals: 0,
    definition:
      "The middle price of the period's sale contracts: half were priced below it, half above (for an even number, the mean of the two middle prices).",
    pooling: medianOf("contracts", (contract) => contract.price),
    basisNoun: CONTRACT,
  },
  "median-price-per-sq-ft": {
    label: "Median price per sq ft",
    unit: "usd-per-sq-ft",
    decimals: 0,
    definition:
      "The middle of each contract's price divided by its above-grade square feet, over the contracts that give square feet (land has none).",
    pooling: medianOf("contracts", (contract) =>
      contract.sqft !== null && contract.sqft > 0 ? contract.price / contract.sqft : null,
    ),
    basisNoun: CONTRACT,
  },
  "median-days-on-market": {
    label: "Median days on market",
    unit: "days",
    decimals: 1,
    definition: "The middle number of days the contracts' listings were on the market before going under contract.",
    pooling: medianOf("contracts", (contract) => contract.dom),
    basisNoun: CONTRACT,
  },
  "share-above-4m": {
    label: "Share of contracts above $4M",
    unit: "percent",
    decimals: 1,
    definition:
      "The sale contracts priced above $4,000,000, as a percent of all the period's sale contracts. Its change from a year earlier is in percentage points (pts).",
    pooling: shareOf("contracts", (contract) => contract.price > HIGH_END_PRICE),
    basisNoun: CONTRACT,
  },
  "homes-for-sale": {
    label: "Homes for sale",
    unit: "count",
    decimals: 1,
    definition:
      "The listings on the market (status Active) at the end of the week, Sunday. Over 4, 13 or 52 weeks, the average of those weeks' counts. Coming-soon, under-contract and temporarily-off-market listings are not for sale.",
    pooling: countOf("forSale"),
    basisNoun: HOME_FOR_SALE,
  },
  "new-listings": {
    label: "New listings",
    unit: "count",
    decimals: 2,
    definition:
      "Listings first listed in the week, by list date. A home relisted under a new MLS number is a new listing; one back on the market under the same number is not. Over several weeks, the weekly average.",
    pooling: countOf("newListings"),
    basisNoun: LISTING,
  },
  "went-under-contract": {
    label: "Went under contract",
    unit: "count",
    decimals: 2,
    definition:
      "Listings that went under contract (pending) in the week, by their MLS status date; one that falls through and goes under contract again counts again. Over several weeks, the weekly average.",
    pooling: countOf("underContract"),
    basisNoun: LISTING,
  },
  "closed-sales": {
    label: "Closed sales",
    unit: "count",
    decimals: 2,
    definition: "Sales that closed in the week, by closing date. Over several weeks, the weekly average.",
    pooling: countOf("closedSales"),
    basisNoun: CLOSED_SALE,
  },
  "withdrawn-or-expired": {
    label: "Withdrawn or expired",
    unit: "count",
    decimals: 2,
    definition:
      "Listings withdrawn, expired or canceled in the week: off the market without a sale. Over several weeks, the weekly average.",
    pooling: countOf("offMarket"),
    basisNoun: LISTING,
  },
  "months-of-supply": {
    label: "Months of supply",
    unit: "months",
    decimals: 1,
    definition:
      "How long the homes for sale would last at the recent pace of sales: the homes for sale at the week's end (the average over a longer period) divided by the listings that went under contract per month over the three months (13 weeks) ending with it, or over the period when it is longer.",
    pooling: MONTHS_OF_SUPPLY,
    basisNoun: LISTING,
  },
  "absorption-rate": {
    label: "Absorption rate",
    unit: "percent",
    decimals: 1,
    definition:
      "The share of the homes for sale that go under contract in a month at the pace of the last three months: listings that went under contract per month, over the homes for sale. The inverse of months of supply, in percent.",
    pooling: {
      kind: "ratio",
      numerator: { records: "underContract", over: "pace" },
      denominator: { records: "forSale", over: "period" },
      scale: WEEKS_PER_MONTH * 100,
    },
    basisNoun: HOME_FOR_SALE,
  },
  "median-days-for-sale": {
    label: "Median days on market, homes for sale",
    unit: "days",
    decimals: 1,
    definition:
      "The middle number of days the homes for sale at the week's end had been on the market (active) since their list date.",
    pooling: medianOf("forSale", (home) => home.daysOnMarket),
    basisNoun: HOME_FOR_SALE,
  },
  "median-asking-price": {
    label: "Median asking price",
    unit: "usd",
    decimals: 0,
    definition: "The middle asking price of the homes for sale at the week's end.",
    pooling: medianOf("forSale", (home) => home.price),
    basisNoun: HOME_FOR_SALE,
  },
  "share-with-price-cut": {
    label: "Share of homes for sale with a price cut",
    unit: "percent",
    decimals: 1,
    definition:
      "The homes for sale at the week's end asking less than their first asking price, in percent of all homes for sale. Its change from a year earlier is in percentage points (pts).",
    pooling: shareOf("forSale", (home) => cutPercent(home) !== null),
    basisNoun: HOME_FOR_SALE,
  },
  "median-price-cut": {
    label: "Median price cut",
    unit: "percent",
    decimals: 1,
    definition:
      "Among the homes for sale with a price cut, the middle cut from their first asking price to their asking price, in percent of the first.",
    pooling: medianOf("forSale", cutPercent),
    basisNoun: HOME_FOR_SALE,
  },
  "sale-to-list": {
    label: "Sale-to-list price",
    unit: "percent",
    decimals: 1,
    definition:
      "The middle of each closed sale's price over its last asking price, in percent: above 100% a home sold for more than was asked.",
    pooling: medianOf("closedSales", (sale) => (sale.listPrice > 0 ? (sale.price / sale.listPrice) * 100 : null)),
    basisNoun: CLOSED_SALE,
  },
  "sale-to-original-list": {
    label: "Sale-to-original-list price",
    unit: "percent",
    decimals: 1,
    definition:
      "The middle of each closed sale's price over its first asking price, in percent: what sellers got of what they first asked, cuts included.",
    pooling: medianOf("closedSales", (sale) =>
      sale.originalPrice > 0 ? (sale.price / sale.originalPrice) * 100 : null,
    ),
    basisNoun: CLOSED_SALE,
  },
  "median-sale-price": {
    label: "Median sale price, closed",
    unit: "usd",
    decimals: 0,
    definition: "The middle price of the sales that closed in the period.",
    pooling: medianOf("closedSales", (sale) => sale.price),
    basisNoun: CLOSED_SALE,
  },
} as const satisfies Record<string, MeasureDefinition>;

/**
 * The market's condition from its months of supply, with the thresholds stated: under 4 months a
 * seller's market, 4 to 6 balanced, over 6 a buyer's market (the thresholds most brokers and the
 * National Association of Realtors quote).
 */
export const MARKET_CONDITIONS = [
  { id: "sellers", label: "a seller's market", below: 4 },
  { id: "balanced", label: "a balanced market", below: 6 },
  { id: "buyers", label: "a buyer's market", below: Number.POSITIVE_INFINITY },
] as const;
export type MarketCondition = (typeof MARKET_CONDITIONS)[number];

export const MARKET_CONDITION_RULE =
  "Under 4 months of supply is a seller's market, 4 to 6 months a balanced one, over 6 months a buyer's market.";

/** The condition a months-of-supply figure says, or null where it has none. */
export function marketConditionOf(monthsOfSupply: Figure): MarketCondition | null {
  if (monthsOfSupply.value === null) return null;
  const months = monthsOfSupply.value;
  return MARKET_CONDITIONS.find((condition) => months < condition.below)!;
}

export type MeasureId = keyof typeof MEASURES;
export const MEASURE_IDS = Object.keys(MEASURES) as MeasureId[];

export function isMeasureId(value: string): value is MeasureId {
  return Object.hasOwn(MEASURES, value);
}

/** A measure's definition, typed as any entry may be (the registry's own type knows only the entries it has). */
export function measure(id: MeasureId): MeasureDefinition {
  return MEASURES[id];
}

/** How a measure pools its records. */
export function poolingOf(id: MeasureId): Pooling {
  return MEASURES[id].pooling;
}

/** The two sources, as a page heads the measures each gives. */
export const MEASURE_SOURCES: readonly { source: MarketSource; label: string }[] = [
  { source: "contracts", label: "Contracts, from the broker's weekly reports" },
  { source: "listings", label: "Listings, from the broker's MLS exports" },
];

/** The source a measure reads (a measure reads one source). */
export function sourceOf(id: MeasureId): MarketSource {
  return sourcesOf(id)[0]!;
}

/** The record kinds a measure reads. */
export function recordKindsOf(pooling: Pooling): RecordKind[] {
  return pooling.kind === "ratio" ? [pooling.numerator.records, pooling.denominator.records] : [pooling.records];
}

/** The sources a measure reads: a period one of them does not cover has no figure. */
export function sourcesOf(id: MeasureId): MarketSource[] {
  return [...new Set(recordKindsOf(poolingOf(id)).map((kind) => RECORD_SOURCE[kind]))];
}

/**
 * Why a figure has no value: "empty", no record to take a median or share of; "few", fewer records
 * than `MINIMUM_BASIS`; "gap", a week of the period that the broker's data does not cover.
 */
export type FigureStatus = "ok" | "empty" | "few" | "gap";

/** A measure over a period: its value (null unless "ok") and the number of records it rests on. */
export type Figure = { value: number | null; basis: number; status: FigureStatus };

export const GAP: Figure = { value: null, basis: 0, status: "gap" };

/** A statistic over `basis` records: withheld below the minimum, none without records. */
export function statistic(value: number, basis: number): Figure {
  if (basis === 0) return { value: null, basis, status: "empty" };
  if (basis < MINIMUM_BASIS) return { value: null, basis, status: "few" };
  return { value, basis, status: "ok" };
}

/** A count of `count` records over `weeks` weeks: per week, and a count is never withheld. */
export function perWeek(count: number, weeks: number): Figure {
  return { value: count / weeks, basis: count, status: "ok" };
}

/** A ratio of two rates: `numerator` records over `numeratorWeeks`, `denominator` records over `denominatorWeeks`. */
export function ratioFigure(
  pooling: RatioPooling,
  numerator: number,
  numeratorWeeks: number,
  denominator: number,
  denominatorWeeks: number,
): Figure {
  if (denominator === 0) return { value: null, basis: 0, status: "empty" };
  return statistic((numerator / numeratorWeeks / (denominator / denominatorWeeks)) * pooling.scale, denominator);
}

/**
 * The records of a period for a measure: the period's own records and weeks, and for a ratio's
 * pace the records of the 13 weeks ending with the period (the period's own when it is longer).
 */
export type MeasurePool = {
  weeks: number;
  records: PoolRecords;
  pace?: { weeks: number; records: PoolRecords };
};

/** A pool of one kind of records over `weeks` weeks (the other kinds empty). */
export function poolOf(records: Partial<PoolRecords>, weeks = 1): MeasurePool {
  return { weeks, records: { ...NO_RECORDS, ...records } };
}

/**
 * A measure over a period's pooled records: the plain definition, which every faster path (the
 * weekly series) must equal (a property test holds them together for every measure).
 */
export function figureOf(id: MeasureId, pool: MeasurePool): Figure {
  const pooling = poolingOf(id);
  switch (pooling.kind) {
    case "count":
      return perWeek(pool.records[pooling.records].length, pool.weeks);
    case "median": {
      const values: number[] = [];
      for (const record of pool.records[pooling.records]) {
        const value = pooling.value(record);
        if (value !== null) values.push(value);
      }
      return statistic(median(values), values.length);
    }
    case "share": {
      const records = pool.records[pooling.records];
      const passing = records.filter((record) => pooling.test(record)).length;
      return statistic((passing / records.length) * 100, records.length);
    }
    case "ratio": {
      const over = (side: RatioPooling["numerator"]) =>
        side.over === "pace" && pool.pace ? pool.pace : { weeks: pool.weeks, records: pool.records };
      const numerator = over(pooling.numerator);
      const denominator = over(pooling.denominator);
      return ratioFigure(
        pooling,
        numerator.records[pooling.numerator.records].length,
        numerator.weeks,
        denominator.records[pooling.denominator.records].length,
        denominator.weeks,
      );
    }
  }
}

/** A figure's value, or null: for code that needs only the number. */
export function valueOf(id: MeasureId, pool: MeasurePool): number | null {
  return figureOf(id, pool).value;
}

/**
 * The change from `before` to `now`: in percent of `before`, or in percentage points for a
 * percent measure; null when either figure has no value, when either rests on fewer records than
 * `MINIMUM_BASIS` (a count's change included: 1 to 2 contracts is no "+100%"), or from zero.
 */
export function changeBetween(id: MeasureId, now: Figure, before: Figure): number | null {
  if (now.value === null || before.value === null) return null;
  if (now.basis < MINIMUM_BASIS || before.basis < MINIMUM_BASIS) return null;
  if (MEASURES[id].unit === "percent") return now.value - before.value;
  if (before.value === 0) return null;
  return ((now.value - before.value) / before.value) * 100;
}

/** A measure's value as a page writes it, by the measure's unit and decimals. */
export function formatValue(id: MeasureId, value: number): string {
  const { unit, decimals } = MEASURES[id];
  return UNIT_FORMATS[unit].figure(value, decimals);
}

/** A measure's value on a chart's value axis. */
export function formatAxisValue(id: MeasureId, value: number): string {
  return UNIT_FORMATS[MEASURES[id].unit].axis(value);
}

/** A change of a measure as a page writes it ("+12.5%", "-1.2 pts"). */
export function formatMeasureChange(id: MeasureId, change: number): string {
  return formatChange(MEASURES[id].unit, change);
}

/** A figure rounded once to its measure's decimals (the chart, its table and the download take this). */
export function roundFigure(id: MeasureId, figure: Figure): Figure {
  if (figure.value === null) return figure;
  const scale = 10 ** MEASURES[id].decimals;
  return { ...figure, value: Math.round(figure.value * scale) / scale };
}

/** What a page writes where a figure has no value: the reason, and the count it rests on. */
export const NO_FIGURE_WORDS = {
  gap: "No history",
  empty: (noun: NounForms) => `No ${noun.other}`,
  few: (basis: number, noun: NounForms) => `Only ${countWithNoun(basis, noun)}`,
} as const;

/** A figure as a page writes it: its value, or why it has none ("Only 3 contracts", "No history"). */
export function figureText(id: MeasureId, figure: Figure): string {
  if (figure.value !== null) return formatValue(id, figure.value);
  const noun = MEASURES[id].basisNoun;
  switch (figure.status) {
    case "gap":
      return NO_FIGURE_WORDS.gap;
    case "few":
      return NO_FIGURE_WORDS.few(figure.basis, noun);
    default:
      return NO_FIGURE_WORDS.empty(noun);
  }
}

/** The rule every page states beside figures that may be withheld. */
export const MINIMUM_BASIS_RULE = `A median, share or ratio resting on fewer than ${MINIMUM_BASIS} records is not shown ("Only 3 contracts"), and no change is given against or from one; nor is a change of a count below ${MINIMUM_BASIS}. A period the broker's data does not cover reads "No history": it is a gap, never a zero.`;
