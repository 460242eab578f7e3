import { daysOnMarketTone } from "~/lib/colour-rules";
import { longDateRange } from "~/domain/archive";
import { PROPERTY_TYPE_LABELS } from "~/domain/contract-types";
import {
  allContracts,
  averageRentPerSqft,
  grossYieldByZip,
  rentalsByZip,
  salesByType,
  salesByZip,
  zipHighlights,
} from "~/domain/investor-figures";
import { averageDaysOnMarket, rentalsOf, salesOf } from "~/domain/report-figures";
import type { WeeklyReportData } from "~/domain/contract-types";

function period(weeklyReports: readonly WeeklyReportData[]) {
  const all = allContracts(weeklyReports);
  const range = all.startDate && all.endDate ? longDateRange(all.startDate, all.endDate) : "";
  return { ...all, range };
}

/**
 * /investors/zip-code-hotspots: sales by ZIP and by type over every published week. The count the
 * page is "based on" is the sales the tables add up to, not every contract (leases are apart).
 */
export function zipHotspotsView(weeklyReports: readonly WeeklyReportData[]) {
  const { contracts, range, weekCount } = period(weeklyReports);
  const zips = salesByZip(contracts);
  return {
    range,
    weekCount,
    // The page shows sales only: its count leaves the leases out, as its tables do (decision 093).
    saleCount: salesOf(contracts).length,
    zips,
    highlights: zipHighlights(zips),
    types: salesByType(contracts).map((type) => ({
      ...type,
      label: PROPERTY_TYPE_LABELS[type.key],
      domTone: daysOnMarketTone(type.avgDom),
    })),
  };
}

/** /investors/rental-market: rentals by ZIP, every rental, and gross yields. */
export function rentalMarketView(weeklyReports: readonly WeeklyReportData[]) {
  const { contracts, range } = period(weeklyReports);
  const rentals = rentalsOf(contracts).sort((a, b) => a.contractDate.localeCompare(b.contractDate));
  return {
    range,
    rentals: rentals.map((rental) => ({ ...rental, domTone: daysOnMarketTone(rental.dom) })),
    count: rentals.length,
    avgRent: rentals.length ? Math.round(rentals.reduce((sum, rental) => sum + rental.price, 0) / rentals.length) : 0,
    rentPerSqft: averageRentPerSqft(rentals),
    avgDom: averageDaysOnMarket(rentals),
    byZip: rentalsByZip(contracts).map((zip) => ({
      ...zip,
      rentPerSqft: averageRentPerSqft(rentals.filter((rental) => rental.zip === zip.key)),
    })),
    yields: grossYieldByZip(contracts),
  };
}
