// Figures of the investor pages (ZIP-code hotspots, rental market), from every week's contracts.
import { daysOnMarketTone, type Tone } from "~/lib/colour-rules";
import { leadersOf } from "~/lib/leaders";
import {
  GREENWICH_ZIPS,
  ZIP_AREA_NAMES,
  type Contract,
  type GreenwichZip,
  type PropertyType,
} from "~/domain/contract-types";
import { aggregateBy, rentalsOf, salesOf, type GroupAggregate } from "~/domain/report-figures";

export type ZipAggregate = GroupAggregate<GreenwichZip> & { area: string; domTone: Tone };

const byZipOrder = (a: { key: string }, b: { key: string }) =>
  GREENWICH_ZIPS.indexOf(a.key as GreenwichZip) - GREENWICH_ZIPS.indexOf(b.key as GreenwichZip);

function withArea(groups: GroupAggregate<GreenwichZip>[]): ZipAggregate[] {
  return groups
    .sort(byZipOrder)
    .map((group) => ({ ...group, area: ZIP_AREA_NAMES[group.key], domTone: daysOnMarketTone(group.avgDom) }));
}

/** Sales by ZIP code: count, average price, $/sq ft and days on market (rentals left out). */
export function salesByZip(contracts: readonly Contract[]): ZipAggregate[] {
  return withArea(aggregateBy(salesOf(contracts), (contract) => contract.zip));
}

/** Sales by property type. */
export function salesByType(contracts: readonly Contract[]): GroupAggregate<PropertyType>[] {
  return aggregateBy(salesOf(contracts), (contract) => contract.type).sort((a, b) => b.count - a.count);
}

/** Rentals by ZIP code: `avgPrice` is the average monthly rent, `avgPricePerSqft` the monthly rent per sq ft. */
export function rentalsByZip(contracts: readonly Contract[]): ZipAggregate[] {
  return withArea(aggregateBy(rentalsOf(contracts), (contract) => contract.zip));
}

/**
 * The ZIP codes with the most sales, the fastest (lowest average DOM) and the highest $/sq ft: each
 * a list, every ZIP tied for the top figure included (decision 128); empty without sales.
 */
export function zipHighlights(zips: readonly ZipAggregate[]) {
  return {
    mostActive: leadersOf(zips, (zip) => zip.count)?.leaders ?? [],
    fastest: leadersOf(zips, (zip) => zip.avgDom, "lowest")?.leaders ?? [],
    priciestPerSqft: leadersOf(zips, (zip) => zip.avgPricePerSqft)?.leaders ?? [],
  };
}

/**
 * Gross rental yield of a ZIP, in percent: a year of rent per sq ft over the sale price per sq ft,
 * where the ZIP has both rentals and sales; a first screen, before taxes, insurance and upkeep.
 */
export function grossYieldByZip(
  contracts: readonly Contract[],
): { zip: GreenwichZip; area: string; percent: number }[] {
  const sales = new Map(salesByZip(contracts).map((zip) => [zip.key, zip.avgPricePerSqft]));
  return rentalsByZip(contracts).flatMap((rental) => {
    const salePerSqft = sales.get(rental.key);
    const rentPerSqft = averageRentPerSqft(rentalsOf(contracts).filter((contract) => contract.zip === rental.key));
    if (!salePerSqft || rentPerSqft === null) return [];
    return [
      { zip: rental.key, area: rental.area, percent: Math.round(((rentPerSqft * 12) / salePerSqft) * 1000) / 10 },
    ];
  });
}

/** Monthly rent per sq ft to the cent (rents per sq ft are a few dollars, so whole dollars are too coarse). */
export function averageRentPerSqft(rentals: readonly Contract[]): number | null {
  const values = rentals.filter((rental) => rental.sqft).map((rental) => rental.price / rental.sqft!);
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
}

/** Every contract of every week, and the period they cover. */
export function allContracts(weeks: readonly { startDate: string; endDate: string; contracts: readonly Contract[] }[]) {
  return {
    contracts: weeks.flatMap((week) => week.contracts),
    startDate: weeks[0]?.startDate ?? null,
    endDate: weeks.reduce<string | null>(
      (last, week) => (last === null || week.endDate > last ? week.endDate : last),
      null,
    ),
    weekCount: weeks.length,
  };
}
