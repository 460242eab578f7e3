import type { Listing } from "./listing-record";
import { listingPriceBandOf } from "~/domain/price-bands";

/** A complete listing for tests, with the fields a test cares about overridden. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  const listPrice = overrides.listPrice ?? 1_850_000;
  return {
    id: 1,
    type: "Single Family",
    status: "Contingent",
    listDate: "2025-09-01",
    contractDate: "2025-10-07",
    pendingDate: "2025-10-09",
    closedDate: null,
    adom: 30,
    cdom: 30,
    district: "Greenwich",
    zip: "06830",
    address: "1 Test Lane",
    mls: "100001",
    zoning: "R-12",
    lotAcres: 0.25,
    sfAboveGrade: 2000,
    llSf: 0,
    atticSf: 0,
    originalAsk: listPrice,
    cutPercent: 0,
    reductions: 0,
    totalReduction: 0,
    hoaMonthly: 0,
    taxesAnnual: 10_000,
    pricePerSf: listPrice / 2000,
    adjustedPricePerSf: listPrice / 2000,
    lastOpenHouseDate: null,
    contractToPendingDays: 2,
    contractToCloseDays: 0,
    firm: "Firm A",
    agent: "Agent A",
    ...overrides,
    listPrice,
    band: overrides.band ?? listingPriceBandOf(listPrice),
  };
}
