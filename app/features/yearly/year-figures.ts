// The yearly review's figures, every one computed from the history of contracts (decision 140): the
// year's sale contracts (leases counted apart), their medians, the quarters, the price bands, the
// villages and the property types, each beside the year before where the history holds that whole
// period, and a gap ("No history") where it does not. The same pooling as the quarterly reports
// (periodFigures) and the same registry rules (decision 118). Pure functions, no I/O.
import type { PropertyType } from "~/domain/contract-types";
import { GAP, type Figure } from "~/domain/measures";
import type { HistoryContract } from "~/domain/market-records";
import type { DaySpan } from "~/domain/weekly-market";
import { periodFigures, quarterFigures, yearDates, type Quarter, type QuarterFigures } from "~/domain/quarters";

/** Spec "Yearly filter": the quarters' property type; "all" is every sale contract and the default. */
export const YEAR_FILTERS = ["all", "single-family", "condo", "multifamily", "rental"] as const;
export type YearFilter = (typeof YEAR_FILTERS)[number];
export const DEFAULT_YEAR_FILTER: YearFilter = "all";

/** The history's property types each filter counts: co-ops with condominiums; "rental" is the leases. */
const FILTER_TYPES: Record<Exclude<YearFilter, "all">, readonly PropertyType[]> = {
  "single-family": ["single-family"],
  condo: ["condo", "co-op"],
  multifamily: ["multi-family"],
  rental: ["rental"],
};

/** The sale types the review lists, as the filter groups them, land apart (a lot is no home). */
export const YEAR_SALE_TYPES = [
  { id: "single-family", label: "Single-family", types: ["single-family"] },
  { id: "condo", label: "Condo and co-op", types: ["condo", "co-op"] },
  { id: "multifamily", label: "Multifamily", types: ["multi-family"] },
  { id: "land", label: "Land", types: ["land"] },
] as const satisfies readonly { id: string; label: string; types: readonly PropertyType[] }[];

export function isYearFilter(value: string): value is YearFilter {
  return (YEAR_FILTERS as readonly string[]).includes(value);
}

/** A year as `?year=` names it: four digits, else null. */
export function parseYear(text: string): number | null {
  return /^\d{4}$/.test(text) ? Number(text) : null;
}

/** The leases of a period as a count figure (a gap where the history does not hold the period). */
export function leaseFigure(figures: QuarterFigures): Figure {
  return figures.held ? { value: figures.leases, basis: figures.leases, status: "ok" } : GAP;
}

export type YearQuarter = { quarter: Quarter; figures: QuarterFigures; yearBefore: QuarterFigures };

export type YearReport = {
  year: number;
  /** The year's sale contracts and leases, all types. */
  figures: QuarterFigures;
  yearBefore: QuarterFigures;
  /** The filter's contracts quarter by quarter, each beside the same quarter a year earlier. */
  filter: YearFilter;
  quarters: YearQuarter[];
  /** Each sale type's contracts and median price, this year and the year before. */
  types: { id: string; label: string; figures: QuarterFigures; yearBefore: QuarterFigures }[];
};

const ofTypes = (contracts: readonly HistoryContract[], types: readonly PropertyType[]) =>
  contracts.filter((contract) => types.includes(contract.type));

/** A year's report from the history's contracts and the days it covers. */
export function yearReport(
  contracts: readonly HistoryContract[],
  year: number,
  coverage: readonly DaySpan[],
  filter: YearFilter = DEFAULT_YEAR_FILTER,
): YearReport {
  const period = (pool: readonly HistoryContract[], of: number) =>
    periodFigures(pool, yearDates(of).start, yearDates(of).end, coverage);
  const filtered = filter === "all" ? contracts : ofTypes(contracts, FILTER_TYPES[filter]);
  return {
    year,
    figures: period(contracts, year),
    yearBefore: period(contracts, year - 1),
    filter,
    quarters: ([1, 2, 3, 4] as const).map((number) => ({
      quarter: { year, quarter: number },
      figures: quarterFigures(filtered, { year, quarter: number }, coverage),
      yearBefore: quarterFigures(filtered, { year: year - 1, quarter: number }, coverage),
    })),
    types: YEAR_SALE_TYPES.map((type) => {
      const pool = ofTypes(contracts, type.types);
      return { id: type.id, label: type.label, figures: period(pool, year), yearBefore: period(pool, year - 1) };
    }),
  };
}
