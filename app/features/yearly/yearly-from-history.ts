// The yearly review from the history (issue 29 item 6, decision 112): where the published weeks
// hold the whole year, its figures (contracts by quarter and type, price bands, zones, the luxury
// and rental panels) are computed from the year's contracts; the broker's words (title, intro,
// notes, summary, action items, outlook) stay in data/yearly/<year>.json. A year the history does
// not hold keeps the file's figures. Pure functions, no I/O.
import { median } from "~/lib/statistics";
import type { YearlyReview } from "./yearly-schema";
import type { PropertyType } from "./yearly-types";

/** A contract as the review counts it (the history's rows; `type` as the weekly contracts name it). */
export type YearContract = { type: string; zone: string; price: number; dom: number; contractDate: string };

/** Price bands by id (the file's ids): from `min` up to, not including, `max`. */
const BAND_BOUNDS: Record<string, { min: number; max: number }> = {
  "under-2m": { min: 0, max: 2_000_000 },
  "2m-4m": { min: 2_000_000, max: 4_000_000 },
  "4m-6m": { min: 4_000_000, max: 6_000_000 },
  "6m-plus": { min: 6_000_000, max: Number.POSITIVE_INFINITY },
};

/**
 * The review's four contract types from the weekly ones: co-ops are counted with condominiums, and
 * land (no home) in no type, as the yearly file counts homes.
 */
const REVIEW_TYPE: Record<string, PropertyType | undefined> = {
  "single-family": "single-family",
  condo: "condo",
  "co-op": "condo",
  "multi-family": "multifamily",
  rental: "rental",
};

/**
 * Whether the published weeks hold the whole year: a week covers its first seven days and a week
 * covers its last seven (weeks without contracts between them are quiet weeks, not missing ones).
 */
export function historyHoldsYear(year: number, weeks: readonly { startDate: string; endDate: string }[]): boolean {
  const covers = (day: string) => weeks.some((week) => week.startDate <= day && week.endDate >= day);
  return covers(`${year}-01-07`) && covers(`${year}-12-25`);
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round1 = (value: number) => Math.round(value * 10) / 10;

function countsByQuarter(contracts: readonly YearContract[], year: number) {
  const counts = [1, 2, 3, 4].map(() => ({ "single-family": 0, condo: 0, multifamily: 0, rental: 0 }));
  for (const contract of contracts) {
    if (!contract.contractDate.startsWith(`${year}-`)) continue;
    const type = REVIEW_TYPE[contract.type];
    if (!type) continue;
    counts[Math.floor((Number(contract.contractDate.slice(5, 7)) - 1) / 3)]![type] += 1;
  }
  return counts;
}

export type YearlyFigures = { review: YearlyReview; fromHistory: boolean };

/**
 * The review with the figures computed from `contracts` (every published contract) when `weeks`
 * (the published weeks) hold the year; the year before is computed too when the weeks hold it,
 * else its counts stay the file's. The luxury panel's sale-to-list ratio stays the file's: the
 * history has no list prices. Where a panel has no contract in the year, its figures stay the file's.
 */
export function reviewFromHistory(
  review: YearlyReview,
  contracts: readonly YearContract[],
  weeks: readonly { startDate: string; endDate: string }[],
): YearlyFigures {
  const { year } = review;
  if (!historyHoldsYear(year, weeks)) return { review, fromHistory: false };
  const ofYear = contracts.filter((contract) => contract.contractDate.startsWith(`${year}-`));
  const sales = ofYear.filter((contract) => contract.type !== "rental" && contract.type !== "land");
  if (sales.length === 0 || !review.priceBands.every((band) => band.id in BAND_BOUNDS)) {
    return { review, fromHistory: false };
  }
  const current = countsByQuarter(contracts, year);
  const previous = historyHoldsYear(year - 1, weeks) ? countsByQuarter(contracts, year - 1) : null;
  const quarters = review.contracts.quarters.map((quarter, index) => ({
    ...quarter,
    current: current[index]!,
    previous: previous?.[index] ?? quarter.previous,
  }));
  const inBand = (id: string, price: number) => price >= BAND_BOUNDS[id]!.min && price < BAND_BOUNDS[id]!.max;
  // Every sale falls in exactly one band (the bands cover every price), so bands and zones add up alike.
  const bandOf = (price: number) => review.priceBands.find((band) => inBand(band.id, price));
  const banded = sales.filter((sale) => bandOf(sale.price) !== undefined);
  const priceBands = review.priceBands.map((band) => ({
    ...band,
    sales: banded.filter((sale) => inBand(band.id, sale.price)).length,
  }));
  const zoneNames = [...new Set(banded.map((sale) => sale.zone))];
  const described = new Map(review.zones.map((zone) => [zone.zone, zone.description]));
  const zones = zoneNames
    .map((zone) => {
      const days = banded.filter((sale) => sale.zone === zone).map((sale) => sale.dom);
      return {
        zone,
        description: described.get(zone) ?? `Zone ${zone}`,
        sales: days.length,
        averageDaysOnMarket: round1(mean(days)),
      };
    })
    .sort((a, b) => {
      const order = (zone: string) => {
        const at = review.zones.findIndex((known) => known.zone === zone);
        return at < 0 ? review.zones.length : at;
      };
      return order(a.zone) - order(b.zone) || b.sales - a.sales || a.zone.localeCompare(b.zone);
    });
  const luxurySales = banded.filter((sale) => inBand(review.luxury.priceBandId, sale.price));
  const leases = ofYear.filter((contract) => contract.type === "rental");
  return {
    fromHistory: true,
    review: {
      ...review,
      contracts: { ...review.contracts, quarters },
      priceBands,
      zones,
      luxury:
        luxurySales.length === 0
          ? review.luxury
          : {
              ...review.luxury,
              medianSalePrice: median(luxurySales.map((sale) => sale.price)),
              averageDaysOnMarket: round1(mean(luxurySales.map((sale) => sale.dom))),
            },
      rental:
        leases.length === 0
          ? review.rental
          : {
              ...review.rental,
              medianMonthlyRent: median(leases.map((lease) => lease.price)),
              averageDaysOnMarket: round1(mean(leases.map((lease) => lease.dom))),
            },
    },
  };
}
