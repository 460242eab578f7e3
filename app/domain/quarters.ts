// Quarters and other periods of the history of contracts: a period's sale contracts, its medians,
// price bands, villages and days on market, for the quarterly reports (each quarter beside the
// quarter before and the same quarter a year earlier) and the yearly review (decision 140). A
// contract belongs to the period of its contract date.
import { GREENWICH_ZIPS, ZIP_AREA_NAMES, type GreenwichZip } from "~/domain/contract-types";
import { figureOf, GAP, poolOf, type Figure, type MeasureId } from "~/domain/measures";
import { SALE_PRICE_BANDS, salePriceBandOf, type HistoryContract, type SalePriceBandId } from "~/domain/market-records";
import { spansCover, type DaySpan } from "~/domain/weekly-market";

export type QuarterId = `${number}-q${1 | 2 | 3 | 4}`;
export type Quarter = { year: number; quarter: 1 | 2 | 3 | 4 };

const QUARTER_ID = /^(\d{4})-q([1-4])$/;

/** "2025-q3" -> { year: 2025, quarter: 3 }; anything else (including "2025-Q3") -> null. */
export function parseQuarterId(text: string): Quarter | null {
  const match = QUARTER_ID.exec(text);
  if (!match) return null;
  return { year: Number(match[1]), quarter: Number(match[2]) as Quarter["quarter"] };
}

export function quarterId({ year, quarter }: Quarter): QuarterId {
  return `${year}-q${quarter}`;
}

/** "Q3 2025". */
export function quarterLabel({ year, quarter }: Quarter): string {
  return `Q${quarter} ${year}`;
}

export function quarterOf(isoDate: string): Quarter {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return { year, quarter: (Math.floor((month - 1) / 3) + 1) as Quarter["quarter"] };
}

/** First and last day of a quarter, ISO dates. */
export function quarterDates({ year, quarter }: Quarter): { start: string; end: string } {
  const start = new Date(Date.UTC(year, (quarter - 1) * 3, 1));
  const end = new Date(Date.UTC(year, quarter * 3, 0));
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

export function previousQuarter({ year, quarter }: Quarter): Quarter {
  return quarter === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: (quarter - 1) as Quarter["quarter"] };
}

export function sameQuarterYearBefore({ year, quarter }: Quarter): Quarter {
  return { year: year - 1, quarter };
}

/**
 * The quarters the history covers completely, newest first: from the first quarter whose first
 * day the history reaches to the last one whose last day the newest published week reaches, less
 * those with a day no source covers (weeks never imported between two that were).
 */
export function completeQuarters(historyStart: string, historyEnd: string, coverage?: readonly DaySpan[]): Quarter[] {
  const quarters: Quarter[] = [];
  if (!historyStart || !historyEnd) return quarters;
  let current = quarterOf(historyEnd);
  if (quarterDates(current).end > historyEnd) current = previousQuarter(current);
  while (quarterDates(current).start >= historyStart) {
    const { start, end } = quarterDates(current);
    if (!coverage || spansCover(coverage, start, end)) quarters.push(current);
    current = previousQuarter(current);
  }
  return quarters;
}

/** January 1 to December 31 of a year, ISO dates. */
export function yearDates(year: number): { start: string; end: string } {
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

/** What a year's figures read of the history: its first and last days and what it covers. */
export type YearHistory = { firstDay: string; lastDay: string; coverage: { contracts: readonly DaySpan[] } };

/** The years whose every quarter the history holds completely, newest first. */
export function completeYears(history: YearHistory): number[] {
  const quarters = completeQuarters(history.firstDay, history.lastDay, history.coverage.contracts);
  const counts = new Map<number, number>();
  for (const quarter of quarters) counts.set(quarter.year, (counts.get(quarter.year) ?? 0) + 1);
  return [...counts].filter(([, count]) => count === 4).map(([year]) => year);
}

/** The measures a quarter's report gives, each beside the quarter before and the same quarter a year earlier. */
export const QUARTER_MEASURES = [
  "contracts",
  "median-price",
  "median-price-per-sq-ft",
  "median-days-on-market",
] as const satisfies readonly MeasureId[];
export type QuarterMeasure = (typeof QUARTER_MEASURES)[number];

export type QuarterFigures = {
  /** Whether the history covers every day of the quarter; a quarter it does not has no figures. */
  held: boolean;
  /** Each measure over the quarter's sale contracts; a count is the quarter's total. */
  measures: Record<QuarterMeasure, Figure>;
  leases: number;
  priceBands: { id: SalePriceBandId; label: string; contracts: Figure }[];
  villages: { zip: GreenwichZip; name: string; contracts: Figure; medianPrice: Figure }[];
};

/** A quarter's pool: its sale contracts, counted as one period (a count is the quarter's total). */
const quarterPool = (sales: readonly HistoryContract[]) => poolOf({ contracts: sales });

/** The figures of a quarter's contracts (sales; leases are counted apart), or gaps where the history does not hold it. */
export function quarterFigures(
  contracts: readonly HistoryContract[],
  quarter: Quarter,
  coverage: readonly DaySpan[],
): QuarterFigures {
  const { start, end } = quarterDates(quarter);
  return periodFigures(contracts, start, end, coverage);
}

/**
 * The figures of the contracts from `start` to `end` (a quarter, a year), pooled as one period: a
 * count is the period's total; gaps where the history does not hold every day of it.
 */
export function periodFigures(
  contracts: readonly HistoryContract[],
  start: string,
  end: string,
  coverage: readonly DaySpan[],
): QuarterFigures {
  const held = spansCover(coverage, start, end);
  const inQuarter = contracts.filter((contract) => contract.contractDate >= start && contract.contractDate <= end);
  const sales = inQuarter.filter((contract) => contract.type !== "rental");
  const of = (id: MeasureId, pool: readonly HistoryContract[]) => (held ? figureOf(id, quarterPool(pool)) : GAP);
  return {
    held,
    measures: Object.fromEntries(QUARTER_MEASURES.map((id) => [id, of(id, sales)])) as Record<QuarterMeasure, Figure>,
    leases: inQuarter.length - sales.length,
    priceBands: SALE_PRICE_BANDS.map((band) => ({
      id: band.id,
      label: band.label,
      contracts: of(
        "contracts",
        sales.filter((contract) => salePriceBandOf(contract.price) === band.id),
      ),
    })),
    villages: GREENWICH_ZIPS.map((zip) => {
      const village = sales.filter((contract) => contract.zip === zip);
      return {
        zip,
        name: ZIP_AREA_NAMES[zip],
        contracts: of("contracts", village),
        medianPrice: of("median-price", village),
      };
    }),
  };
}

export type QuarterReport = {
  quarter: Quarter;
  figures: QuarterFigures;
  previous: { quarter: Quarter; figures: QuarterFigures };
  yearBefore: { quarter: Quarter; figures: QuarterFigures };
};

/** A quarter beside the quarter before it and the same quarter a year earlier. */
export function quarterReport(
  contracts: readonly HistoryContract[],
  quarter: Quarter,
  coverage: readonly DaySpan[],
): QuarterReport {
  const previous = previousQuarter(quarter);
  const yearBefore = sameQuarterYearBefore(quarter);
  return {
    quarter,
    figures: quarterFigures(contracts, quarter, coverage),
    previous: { quarter: previous, figures: quarterFigures(contracts, previous, coverage) },
    yearBefore: { quarter: yearBefore, figures: quarterFigures(contracts, yearBefore, coverage) },
  };
}
