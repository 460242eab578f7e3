// What /market-trends shows for a query (issue 29 item 4): the query read with Zod (an unknown value
// is named on the page and replaced by the default, never a 500), the rows of the chart's series
// rounded once so that the chart, its table and the CSV download show the same numbers, and those
// numbers as the page writes them. Pure functions, no I/O.
import { z } from "zod";
import { GREENWICH_ZIPS, PROPERTY_TYPE_LABELS, ZIP_AREA_NAMES } from "~/domain/contract-types";
import {
  formatDecimal,
  formatInteger,
  formatLongDate,
  formatPercent,
  formatShortDate,
  formatSignedPercent,
  formatUsd,
  formatUsdCompact,
} from "~/lib/format";
import {
  PRICE_BANDS,
  SALE_TYPES,
  TREND_MEASURES,
  TREND_MEASURE_IDS,
  type TrendMeasure,
  type TrendSegment,
} from "~/domain/market-history";
import { TREND_PERIODS, type TrendPeriod, type TrendPoint } from "~/domain/trend-series";

const PERIOD_IDS = Object.keys(TREND_PERIODS) as TrendPeriod[];

/** The page's choices and what each reads as in the form. */
export const TRENDS_CHOICES = {
  measure: TREND_MEASURE_IDS.map((id) => ({ value: id, label: TREND_MEASURES[id].label })),
  period: PERIOD_IDS.map((id) => ({ value: id, label: TREND_PERIODS[id].label })),
  type: [
    { value: "all", label: "All sale types" },
    ...SALE_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] })),
  ],
  zip: [
    { value: "all", label: "All of Greenwich" },
    ...GREENWICH_ZIPS.map((zip) => ({ value: zip, label: `${ZIP_AREA_NAMES[zip]} (${zip})` })),
  ],
  band: [{ value: "all", label: "All prices" }, ...PRICE_BANDS.map((band) => ({ value: band.id, label: band.label }))],
} as const;

export type TrendsQuery = { measure: TrendMeasure; period: TrendPeriod; segment: TrendSegment };

export const DEFAULT_TRENDS_QUERY: TrendsQuery = {
  measure: "median-price",
  period: "1y",
  segment: { type: "all", zip: "all", band: "all" },
};

/** The form's fields, in the order of the form and of the query string. */
export const TRENDS_FIELDS = ["measure", "period", "type", "zip", "band"] as const;
type TrendsField = (typeof TRENDS_FIELDS)[number];

export const TRENDS_FIELD_LABELS: Record<TrendsField, string> = {
  measure: "Measure",
  period: "Period",
  type: "Property type",
  zip: "Village",
  band: "Price band",
};

const valuesOf = <Field extends TrendsField>(field: Field) =>
  TRENDS_CHOICES[field].map((choice) => choice.value) as [
    (typeof TRENDS_CHOICES)[Field][number]["value"],
    ...(typeof TRENDS_CHOICES)[Field][number]["value"][],
  ];

/** One schema per field: a value the field offers, or nothing (an empty value is the default). */
const FIELD_SCHEMAS = {
  measure: z.enum(valuesOf("measure")),
  period: z.enum(valuesOf("period")),
  type: z.enum(valuesOf("type")),
  zip: z.enum(valuesOf("zip")),
  band: z.enum(valuesOf("band")),
};

export type TrendsQueryResult = {
  query: TrendsQuery;
  /** One sentence per value the page did not know, naming it and the default shown instead. */
  notices: string[];
};

const MAX_ECHOED = 40;

/** The query string read field by field: an unknown value falls back to the field's default, and says so. */
export function parseTrendsQuery(params: URLSearchParams): TrendsQueryResult {
  const defaults: Record<TrendsField, string> = {
    measure: DEFAULT_TRENDS_QUERY.measure,
    period: DEFAULT_TRENDS_QUERY.period,
    ...DEFAULT_TRENDS_QUERY.segment,
  };
  const notices: string[] = [];
  const read = <Field extends TrendsField>(field: Field): z.infer<(typeof FIELD_SCHEMAS)[Field]> => {
    const raw = params.get(field);
    if (raw === null || raw === "") return defaults[field] as z.infer<(typeof FIELD_SCHEMAS)[Field]>;
    const parsed = FIELD_SCHEMAS[field].safeParse(raw);
    if (parsed.success) return parsed.data as z.infer<(typeof FIELD_SCHEMAS)[Field]>;
    const fallback = TRENDS_CHOICES[field].find((choice) => choice.value === defaults[field])!.label;
    const shown = raw.length > MAX_ECHOED ? `${raw.slice(0, MAX_ECHOED)}…` : raw;
    notices.push(
      `“${shown}” is not a ${TRENDS_FIELD_LABELS[field].toLowerCase()} this page offers: showing ${fallback}.`,
    );
    return defaults[field] as z.infer<(typeof FIELD_SCHEMAS)[Field]>;
  };
  const query: TrendsQuery = {
    measure: read("measure"),
    period: read("period"),
    segment: { type: read("type"), zip: read("zip"), band: read("band") },
  };
  return { query, notices };
}

/** The query string naming a view, every field written, in the form's order. */
export function trendsQueryString(query: TrendsQuery): string {
  return new URLSearchParams({
    measure: query.measure,
    period: query.period,
    type: query.segment.type,
    zip: query.segment.zip,
    band: query.segment.band,
  }).toString();
}

/** The CSV download's file name, naming the view ("greenwich-median-price-1y-all-types-all-villages-all-prices.csv"). */
export function trendsFileName(query: TrendsQuery): string {
  const { type, zip, band } = query.segment;
  return [
    "greenwich",
    query.measure,
    query.period,
    type === "all" ? "all-types" : type,
    zip === "all" ? "all-villages" : zip,
    band === "all" ? "all-prices" : band,
  ].join("-");
}

/** The segment in words: "Condo, Riverside (06878), $2M to $4M" or "All sale contracts". */
export function segmentLabel(segment: TrendSegment): string {
  const parts = [
    segment.type === "all" ? null : PROPERTY_TYPE_LABELS[segment.type],
    segment.zip === "all" ? null : `${ZIP_AREA_NAMES[segment.zip]} (${segment.zip})`,
    segment.band === "all" ? null : PRICE_BANDS.find((band) => band.id === segment.band)!.label,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? "All sale contracts" : parts.join(", ");
}

/**
 * Decimals a measure's figures keep in the chart, its table and its CSV (the series is rounded once):
 * a 13-week average of contracts to hundredths, a median price to whole dollars.
 */
export const MEASURE_DECIMALS: Record<TrendMeasure, number> = {
  contracts: 2,
  "median-price": 0,
  "median-price-per-sq-ft": 2,
  "median-days-on-market": 1,
  "share-above-4m": 2,
};

export function roundMeasure(measure: TrendMeasure, value: number | null): number | null {
  if (value === null) return null;
  const scale = 10 ** MEASURE_DECIMALS[measure];
  return Math.round(value * scale) / scale;
}

export const NO_CONTRACTS = "No contracts";
/** A rolling or year-earlier figure the history does not reach, or whose weeks hold no contracts. */
export const NOT_AVAILABLE = "Not available";

/** One week of the chart: the series' point with its figures rounded. */
export type TrendRow = TrendPoint;

export function trendRows(measure: TrendMeasure, points: readonly TrendPoint[]): TrendRow[] {
  return points.map((point) => ({
    ...point,
    value: roundMeasure(measure, point.value),
    rolling4: roundMeasure(measure, point.rolling4),
    rolling13: roundMeasure(measure, point.rolling13),
    yearAgo: roundMeasure(measure, point.yearAgo),
  }));
}

/** A figure as the page writes it; `none` where there is none (a week without contracts to take a median of). */
export function formatMeasure(measure: TrendMeasure, value: number | null, none = NO_CONTRACTS): string {
  if (value === null) return none;
  switch (measure) {
    case "contracts":
      return Number.isInteger(value) ? formatInteger(value) : formatDecimal(value, 1);
    case "median-price":
      return formatUsdCompact(value, { millionDecimals: 2 });
    case "median-price-per-sq-ft":
      return formatUsd(value);
    case "median-days-on-market":
      return `${Number.isInteger(value) ? formatInteger(value) : formatDecimal(value, 1)} days`;
    case "share-above-4m":
      return formatPercent(value);
  }
}

/** A figure on the chart's value axis: shorter than in the table. */
export function formatAxisValue(measure: TrendMeasure, value: number): string {
  switch (measure) {
    case "median-price":
      return formatUsdCompact(value);
    case "median-price-per-sq-ft":
      return formatUsd(value);
    case "share-above-4m":
      return formatPercent(value, 0);
    default:
      return formatInteger(value);
  }
}

/**
 * The change from a year earlier: in percent of the year-earlier figure, or, for a share, in
 * percentage points; null without a year-earlier figure to compare with (or one of zero).
 */
export function yearOverYear(measure: TrendMeasure, value: number | null, yearAgo: number | null): string | null {
  if (value === null || yearAgo === null) return null;
  if (measure === "share-above-4m") {
    const points = value - yearAgo;
    return `${points > 0 ? "+" : points < 0 ? "-" : ""}${formatDecimal(Math.abs(points), 1)} pts`;
  }
  if (yearAgo === 0) return null;
  return formatSignedPercent(((value - yearAgo) / yearAgo) * 100);
}

/** The CSV's columns: exactly the chart's figures, week by week. */
export function trendsCsvHeader(measure: TrendMeasure): string[] {
  const label = TREND_MEASURES[measure].label;
  return [
    "Week start",
    "Week end",
    "Contracts in the week",
    label,
    `${label}, 4 weeks`,
    `${label}, 13 weeks`,
    `${label}, same week a year earlier`,
  ];
}

/** The CSV's rows: raw numbers (no dollar sign, no thousands separator), an empty cell where there is none. */
export function trendsCsvRows(rows: readonly TrendRow[]): (string | number | null)[][] {
  return rows.map((row) => [
    row.weekStart,
    row.weekEnd,
    row.count,
    row.value,
    row.rolling4,
    row.rolling13,
    row.yearAgo,
  ]);
}

/** The table's figures, as the page writes them. */
export function trendTableRows(measure: TrendMeasure, rows: readonly TrendRow[]) {
  return rows.map((row) => ({
    weekStart: row.weekStart,
    week: `${formatShortDate(row.weekStart)} to ${formatLongDate(row.weekEnd)}`,
    count: formatInteger(row.count),
    value: formatMeasure(measure, row.value),
    rolling4: formatMeasure(measure, row.rolling4, NOT_AVAILABLE),
    rolling13: formatMeasure(measure, row.rolling13, NOT_AVAILABLE),
    yearAgo: formatMeasure(measure, row.yearAgo, NOT_AVAILABLE),
  }));
}
export type TrendTableRow = ReturnType<typeof trendTableRows>[number];

/** One measure's headline: the newest week beside its 13 weeks and the same week a year earlier. */
export type TrendHeadline = {
  measure: TrendMeasure;
  label: string;
  value: string;
  rolling13: string;
  yearAgo: string;
  /** The change from a year earlier ("+12.5%", "-3.0 pts"); null without a year-earlier figure. */
  change: string | null;
};

/** The headline of every measure for the newest row of each measure's series (rounded, as drawn). */
export function trendHeadline(measure: TrendMeasure, row: TrendRow): TrendHeadline {
  return {
    measure,
    label: TREND_MEASURES[measure].label,
    value: formatMeasure(measure, row.value),
    rolling13: formatMeasure(measure, row.rolling13, NOT_AVAILABLE),
    yearAgo: formatMeasure(measure, row.yearAgo, NOT_AVAILABLE),
    change: yearOverYear(measure, row.value, row.yearAgo),
  };
}
