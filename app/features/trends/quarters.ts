// Quarterly reports computed from the history (issue 29 item 5): a quarter's sale contracts, its
// medians, price bands, villages and days on market, each beside the quarter before and the same
// quarter a year earlier. A contract belongs to the quarter of its contract date.
import { GREENWICH_ZIPS, ZIP_AREA_NAMES, type GreenwichZip } from "~/domain/contract-types";
import { PRICE_BANDS, measureOf, priceBandOf, type HistoryContract, type PriceBandId } from "~/domain/market-history";

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
 * day the history reaches to the last one whose last day the newest published week reaches.
 */
export function completeQuarters(historyStart: string, historyEnd: string): Quarter[] {
  const quarters: Quarter[] = [];
  let current = quarterOf(historyEnd);
  if (quarterDates(current).end > historyEnd) current = previousQuarter(current);
  while (quarterDates(current).start >= historyStart) {
    quarters.push(current);
    current = previousQuarter(current);
  }
  return quarters;
}

export type QuarterFigures = {
  contracts: number;
  medianPrice: number | null;
  medianPricePerSqFt: number | null;
  medianDaysOnMarket: number | null;
  leases: number;
  priceBands: { id: PriceBandId; label: string; contracts: number }[];
  villages: { zip: GreenwichZip; name: string; contracts: number; medianPrice: number | null }[];
};

/** The figures of a quarter's contracts (sales; leases are counted apart). */
export function quarterFigures(contracts: readonly HistoryContract[], quarter: Quarter): QuarterFigures {
  const { start, end } = quarterDates(quarter);
  const inQuarter = contracts.filter((contract) => contract.contractDate >= start && contract.contractDate <= end);
  const sales = inQuarter.filter((contract) => contract.type !== "rental");
  return {
    contracts: sales.length,
    medianPrice: measureOf("median-price", sales),
    medianPricePerSqFt: measureOf("median-price-per-sq-ft", sales),
    medianDaysOnMarket: measureOf("median-days-on-market", sales),
    leases: inQuarter.length - sales.length,
    priceBands: PRICE_BANDS.map((band) => ({
      id: band.id,
      label: band.label,
      contracts: sales.filter((contract) => priceBandOf(contract.price) === band.id).length,
    })),
    villages: GREENWICH_ZIPS.map((zip) => {
      const village = sales.filter((contract) => contract.zip === zip);
      return {
        zip,
        name: ZIP_AREA_NAMES[zip],
        contracts: village.length,
        medianPrice: measureOf("median-price", village),
      };
    }),
  };
}

/** The change from `before` to `now` in percent; null when either is missing or `before` is 0. */
export function percentChange(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return ((now - before) / before) * 100;
}

export type QuarterReport = {
  quarter: Quarter;
  figures: QuarterFigures;
  previous: { quarter: Quarter; figures: QuarterFigures };
  yearBefore: { quarter: Quarter; figures: QuarterFigures };
};

/** A quarter beside the quarter before it and the same quarter a year earlier. */
export function quarterReport(contracts: readonly HistoryContract[], quarter: Quarter): QuarterReport {
  const previous = previousQuarter(quarter);
  const yearBefore = sameQuarterYearBefore(quarter);
  return {
    quarter,
    figures: quarterFigures(contracts, quarter),
    previous: { quarter: previous, figures: quarterFigures(contracts, previous) },
    yearBefore: { quarter: yearBefore, figures: quarterFigures(contracts, yearBefore) },
  };
}
