// What /market-trends shows for a query (issue 29 item 4): the query read with Zod (an unknown value
// is named on the page and replaced by the default, never a 500), the rows of the chart's series
// rounded once so that the chart, its table and the CSV download show the same numbers, and those
// numbers as the page writes them. Pure functions, no I/O.
import { z } from "zod";
import { GREENWICH_ZIPS, PROPERTY_TYPE_LABELS, ZIP_AREA_NAMES } from "~/domain/contract-types";
import { formatInteger, formatLongDate, formatShortDate } from "~/lib/format";
import {
  changeBetween,
  figureText,
  formatAxisValue as formatMeasureAxisValue,
  formatMeasureChange,
  MEASURE_IDS,
  MEASURES,
  roundFigure,
  sourceOf,
  type Figure,
  type MeasureId,
} from "~/domain/measures";
import { SALE_PRICE_BANDS, SALE_TYPES, type MarketSegment } from "~/domain/market-records";
import { TREND_PERIODS, type TrendPeriod, type TrendPoint } from "~/domain/trend-series";

const PERIOD_IDS = Object.keys(TREND_PERIODS) as TrendPeriod[];

/** The page's choices and what each reads as in the form. */
export const TRENDS_CHOICES = {
  measure: MEASURE_IDS.map((id) => ({ value: id, label: MEASURES[id].label, group: sourceOf(id) })),
  period: PERIOD_IDS.map((id) => ({ value: id, label: TREND_PERIODS[id].label })),
  type: [
    { value: "all", label: "All sale types" },
    ...SALE_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] })),
  ],
  zip: [
    { value: "all", label: "All of Greenwich" },
    ...GREENWICH_ZIPS.map((zip) => ({ value: zip, label: `${ZIP_AREA_NAMES[zip]} (${zip})` })),
  ],
  band: [
    { value: "all", label: "All prices" },
    ...SALE_PRICE_BANDS.map((band) => ({ value: band.id, label: band.label })),
  ],
} as const;

export type TrendsQuery = { measure: MeasureId; period: TrendPeriod; segment: MarketSegment };

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
export function segmentLabel(segment: MarketSegment): string {
  const parts = [
    segment.type === "all" ? null : PROPERTY_TYPE_LABELS[segment.type],
    segment.zip === "all" ? null : `${ZIP_AREA_NAMES[segment.zip]} (${segment.zip})`,
    segment.band === "all" ? null : SALE_PRICE_BANDS.find((band) => band.id === segment.band)!.label,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? "All sale contracts" : parts.join(", ");
}

/** Where a figure has no value, the rolling and year-earlier columns say so in the registry's words (decision 118). */
export const NOT_AVAILABLE = "Not available";

/** The figure fields of a point, in the order of the table and the download. */
export const FIGURE_FIELDS = ["week", "rolling4", "rolling13", "rolling52", "yearAgo", "rolling52YearAgo"] as const;
type FigureField = (typeof FIGURE_FIELDS)[number];

export function trendRows(id: MeasureId, points: readonly TrendPoint[]) {
  return points.map((point) => {
    const rounded = Object.fromEntries(FIGURE_FIELDS.map((field) => [field, roundFigure(id, point[field])])) as Record<
      FigureField,
      Figure
    >;
    return {
      weekStart: point.weekStart,
      weekEnd: point.weekEnd,
      figures: rounded,
      count: rounded.week.basis,
      value: rounded.week.value,
      rolling4: rounded.rolling4.value,
      rolling13: rounded.rolling13.value,
      rolling52: rounded.rolling52.value,
      yearAgo: rounded.yearAgo.value,
    };
  });
}
/** One week of the chart: its figures rounded once, and the values the chart draws. */
export type TrendRow = ReturnType<typeof trendRows>[number];

/**
 * A figure as the page writes it: its value, "a week" after a count over several weeks (a weekly
 * average), or why it has none.
 */
export function formatFigure(id: MeasureId, figure: Figure, weeks = 1): string {
  const text = figureText(id, figure);
  return figure.value !== null && MEASURES[id].unit === "count" && weeks > 1 ? `${text} a week` : text;
}

/** A figure on the chart's value axis: shorter than in the table. */
export function formatAxisValue(id: MeasureId, value: number): string {
  return formatMeasureAxisValue(id, value);
}

/** The change from a year earlier as written ("+12.5%", "-3.0 pts"), or null where the registry gives none. */
export function yearOverYear(id: MeasureId, now: Figure, yearAgo: Figure): string | null {
  const change = changeBetween(id, now, yearAgo);
  return change === null ? null : formatMeasureChange(id, change);
}

const FIGURE_COLUMNS: Record<FigureField, string> = {
  week: "",
  rolling4: "4 weeks",
  rolling13: "13 weeks",
  rolling52: "52 weeks",
  yearAgo: "same week a year earlier",
  rolling52YearAgo: "52 weeks a year earlier",
};

/** The CSV's columns: every figure of the chart's weeks, each beside the number of records it rests on. */
export function trendsCsvHeader(id: MeasureId): string[] {
  const { label, basisNoun } = MEASURES[id];
  const records = basisNoun.other[0]!.toUpperCase() + basisNoun.other.slice(1);
  return [
    "Week start",
    "Week end",
    ...FIGURE_FIELDS.flatMap((field) => {
      const of = field === "week" ? "" : `, ${FIGURE_COLUMNS[field]}`;
      return [`${label}${of}`, `${records} counted${of}`];
    }),
    `${label}, 52 weeks, change from a year earlier`,
  ];
}

/** The CSV's rows: raw numbers (no dollar sign, no thousands separator), an empty cell where there is none. */
export function trendsCsvRows(id: MeasureId, rows: readonly TrendRow[]): (string | number | null)[][] {
  return rows.map((row) => {
    const change = changeBetween(id, row.figures.rolling52, row.figures.rolling52YearAgo);
    return [
      row.weekStart,
      row.weekEnd,
      // A gap has no count either: the data does not cover those weeks.
      ...FIGURE_FIELDS.flatMap((field) => {
        const figure = row.figures[field];
        return [figure.value, figure.status === "gap" ? null : figure.basis];
      }),
      change === null ? null : Math.round(change * 10) / 10,
    ];
  });
}

/** The table's figures, as the page writes them. */
export function trendTableRows(id: MeasureId, rows: readonly TrendRow[]) {
  return rows.map((row) => ({
    weekStart: row.weekStart,
    week: `${formatShortDate(row.weekStart)} to ${formatLongDate(row.weekEnd)}`,
    count: formatInteger(row.count),
    value: formatFigure(id, row.figures.week),
    rolling4: formatFigure(id, row.figures.rolling4, 4),
    rolling13: formatFigure(id, row.figures.rolling13, 13),
    rolling52: formatFigure(id, row.figures.rolling52, 52),
    yearAgo: formatFigure(id, row.figures.yearAgo),
  }));
}
export type TrendTableRow = ReturnType<typeof trendTableRows>[number];

/**
 * The measures the newest week's headline shows, by source: every contract measure, and the
 * listings' figures a reader of Altos or InfoSparks looks for first.
 */
export const HEADLINE_MEASURES = {
  contracts: ["contracts", "median-price", "median-price-per-sq-ft", "median-days-on-market", "share-above-4m"],
  listings: [
    "homes-for-sale",
    "new-listings",
    "months-of-supply",
    "median-days-for-sale",
    "share-with-price-cut",
    "sale-to-list",
  ],
} as const satisfies Record<"contracts" | "listings", readonly MeasureId[]>;

/** One measure's headline: the newest week beside its 13 and 52 weeks and the 52 weeks a year earlier. */
export type TrendHeadline = {
  measure: MeasureId;
  label: string;
  value: string;
  rolling13: string;
  rolling52: string;
  rolling52YearAgo: string;
  /** The change of the 52 weeks from a year earlier ("+12.5%", "-3.0 pts"); null where there is none. */
  change: string | null;
};

/** The headline of a measure from the newest row of its series (rounded, as drawn). */
export function trendHeadline(id: MeasureId, row: TrendRow): TrendHeadline {
  return {
    measure: id,
    label: MEASURES[id].label,
    value: formatFigure(id, row.figures.week),
    rolling13: formatFigure(id, row.figures.rolling13, 13),
    rolling52: formatFigure(id, row.figures.rolling52, 52),
    rolling52YearAgo: formatFigure(id, row.figures.rolling52YearAgo, 52),
    change: yearOverYear(id, row.figures.rolling52, row.figures.rolling52YearAgo),
  };
}
