import { describe, expect, it } from "vitest";
import { dashboardListingsOf, type StoredListingState } from "./stored-listings";

const state = (overrides: Partial<StoredListingState>): StoredListingState => ({
  mls: "180001",
  mlsStatus: "Under Contract",
  type: "single-family",
  address: "12 Shore Road",
  zip: "06870",
  district: null,
  zoning: null,
  sqft: 2_000,
  lowerLevelSqft: 800,
  atticSqft: null,
  lotAcres: 0.5,
  hoaMonthly: null,
  taxesAnnual: null,
  listDate: "2025-09-02",
  originalPrice: 2_000_000,
  listPrice: 1_900_000,
  contractDate: "2025-10-06",
  pendingDate: "2025-10-10",
  closeDate: null,
  dom: 34,
  cdom: null,
  reductions: 1,
  lastOpenHouse: null,
  firm: "Example Realty",
  agent: null,
  ...overrides,
});

describe("the dashboard's records from stored listings", () => {
  it("keeps every listing under contract, in contract order, each figure computed", () => {
    const listings = dashboardListingsOf([
      state({ mls: "2", contractDate: "2025-10-08" }),
      state({ mls: "1" }),
      state({ mls: "active", contractDate: null }),
      state({ mls: "land", type: "land", sqft: null, contractDate: "2025-10-07" }),
    ]);
    expect(listings.map((listing) => [listing.id, listing.mls])).toEqual([
      [1, "1"],
      [2, "land"],
      [3, "2"],
    ]);
    const [first] = listings;
    // Hand-computed: a cut of 100,000 on 2,000,000 is 5 %; 1,900,000 / 2,000 sf = 950 $/sf; adjusted
    // by half the lower level, 1,900,000 / 2,400 = 791.67; contract to pending 4 days.
    expect(first).toMatchObject({
      type: "Single Family",
      status: "Under Contract",
      district: "Old Greenwich",
      totalReduction: 100_000,
      adom: 34,
      cdom: 34,
      contractToPendingDays: 4,
      agent: "",
      band: "1.001M-2M",
    });
    expect(first!.cutPercent).toBeCloseTo(5, 6);
    expect(first!.pricePerSf).toBeCloseTo(950, 6);
    expect(first!.adjustedPricePerSf).toBeCloseTo(791.6667, 3);
  });

  it("keeps a listing without above-grade square feet, its square feet and $/SF not recorded (decision 157)", () => {
    const [bare] = dashboardListingsOf([
      state({ sqft: null, lowerLevelSqft: 800 }),
      state({ mls: "x", contractDate: null }),
    ]);
    expect([bare!.mls, bare!.sfAboveGrade, bare!.pricePerSf, bare!.adjustedPricePerSf]).toEqual([
      "180001",
      null,
      null,
      null,
    ]);
    // Its other figures as with square feet: the 5 % cut, 4 days to pending, the band of 1,900,000.
    expect(bare!.cutPercent).toBeCloseTo(5, 6);
    expect([bare!.contractToPendingDays, bare!.llSf, bare!.band]).toEqual([4, 800, "1.001M-2M"]);
    // Zero square feet is no area either: never a division by zero.
    expect(dashboardListingsOf([state({ sqft: 0 })])[0]!.pricePerSf).toBeNull();
  });
});
