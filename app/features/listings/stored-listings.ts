// The dashboard's records from the listings the broker's exports stored (decisions 134 and 135):
// every listing that went under contract (a contract date), each as the listing-record row the
// spec's file would give, so every derived column is computed by the same code as the file's. One
// without above-grade square feet is kept, its square feet and $/SF not recorded (decision 157).
// Pure, no I/O.
import { PROPERTY_TYPE_LABELS, ZIP_AREA_NAMES, type GreenwichZip, type PropertyType } from "~/domain/contract-types";
import { listingFromRow, type Listing, type ListingRow } from "./listing-record";

/** A stored listing as the `listings` table keeps it (the columns the dashboard reads). */
export type StoredListingState = {
  mls: string;
  mlsStatus: string;
  type: string;
  address: string;
  zip: string;
  district: string | null;
  zoning: string | null;
  sqft: number | null;
  lowerLevelSqft: number | null;
  atticSqft: number | null;
  lotAcres: number | null;
  hoaMonthly: number | null;
  taxesAnnual: number | null;
  listDate: string;
  originalPrice: number;
  listPrice: number;
  contractDate: string | null;
  pendingDate: string | null;
  closeDate: string | null;
  dom: number | null;
  cdom: number | null;
  reductions: number;
  lastOpenHouse: string | null;
  firm: string | null;
  agent: string | null;
};

/** The dashboard's listings among the stored ones, numbered in contract-date order. */
export function dashboardListingsOf(states: readonly StoredListingState[]): Listing[] {
  const under = states
    .filter((state) => state.contractDate !== null)
    .sort((a, b) => a.contractDate!.localeCompare(b.contractDate!) || a.mls.localeCompare(b.mls));
  return under.map((state, index) => {
    const row: ListingRow = {
      "#": index + 1,
      Type: PROPERTY_TYPE_LABELS[state.type as PropertyType] ?? state.type,
      Status: state.mlsStatus,
      "List Date": state.listDate,
      "Contract Date": state.contractDate!,
      "Pending Date": state.pendingDate,
      "Closed Date": state.closeDate,
      "ADOM @ Contract": state.dom ?? 0,
      "CDOM @ Contract": state.cdom ?? state.dom ?? 0,
      District: state.district ?? ZIP_AREA_NAMES[state.zip as GreenwichZip] ?? state.zip,
      ZIP: state.zip,
      Address: state.address,
      "MLS #": state.mls,
      Zoning: state.zoning,
      "Lot Acres": state.lotAcres,
      "SF (Above-Grade)": state.sqft !== null && state.sqft > 0 ? state.sqft : null,
      "LL SF": state.lowerLevelSqft,
      "Attic SF": state.atticSqft,
      "Original Ask ($)": state.originalPrice,
      "List @ Contract ($)": state.listPrice,
      "List→Contract Cut (%)": null,
      "Reductions (#)": state.reductions,
      "Total Reduction ($)": null,
      "HOA (mo)": state.hoaMonthly,
      "Taxes (annual)": state.taxesAnnual,
      "$/SF (Above-Grade)": null,
      "$/SF (Adjusted)": null,
      "Last OH Date": state.lastOpenHouse,
      "Contract→Pending (days)": null,
      "Contract→Close (days)": null,
      "Listing Firm": state.firm ?? "",
      "Listing Agent": state.agent ?? "",
      "Price Band": "",
    };
    return listingFromRow(row).listing;
  });
}
