import { stringify } from "csv-stringify/sync";
import { LISTING_COLUMNS, type Listing, type ListingColumn } from "./listing-record";

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** One listing as a row of the listings file (same columns, so an export reads back as a listings file). */
export function listingRecord(listing: Listing): Record<ListingColumn, string | number> {
  return {
    "#": listing.id,
    Type: listing.type,
    Status: listing.status,
    "List Date": listing.listDate,
    "Contract Date": listing.contractDate,
    "Pending Date": listing.pendingDate ?? "",
    "Closed Date": listing.closedDate ?? "",
    "ADOM @ Contract": listing.adom,
    "CDOM @ Contract": listing.cdom,
    District: listing.district,
    ZIP: listing.zip,
    Address: listing.address,
    "MLS #": listing.mls,
    Zoning: listing.zoning,
    "Lot Acres": listing.lotAcres ?? "",
    // Not recorded: an empty cell, as the file leaves it (decision 157).
    "SF (Above-Grade)": listing.sfAboveGrade ?? "",
    "LL SF": listing.llSf,
    "Attic SF": listing.atticSf,
    "Original Ask ($)": listing.originalAsk,
    "List @ Contract ($)": listing.listPrice,
    "List→Contract Cut (%)": round(listing.cutPercent, 1),
    "Reductions (#)": listing.reductions,
    "Total Reduction ($)": listing.totalReduction,
    "HOA (mo)": listing.hoaMonthly,
    "Taxes (annual)": listing.taxesAnnual,
    "$/SF (Above-Grade)": listing.pricePerSf === null ? "" : Math.round(listing.pricePerSf),
    "$/SF (Adjusted)": listing.adjustedPricePerSf === null ? "" : Math.round(listing.adjustedPricePerSf),
    "Last OH Date": listing.lastOpenHouseDate ?? "",
    "Contract→Pending (days)": listing.contractToPendingDays ?? "",
    "Contract→Close (days)": listing.contractToCloseDays || "",
    "Listing Firm": listing.firm,
    "Listing Agent": listing.agent,
    "Price Band": listing.band,
  };
}

/**
 * The listings as CSV text with the listing-record header, after a UTF-8 byte-order mark so a
 * spreadsheet reads "→" and accented names as UTF-8. The parser skips the mark.
 */
export function listingsCsv(listings: readonly Listing[]): string {
  return stringify(
    listings.map((listing) => listingRecord(listing)),
    { header: true, columns: [...LISTING_COLUMNS], bom: true },
  );
}
