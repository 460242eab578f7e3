import fc from "fast-check";
import { MINIMUM_BASIS } from "~/domain/measures";
import { describe, expect, it } from "vitest";
import { median } from "~/lib/statistics";
import { bandPulse, groupStats, reductionMatrix, summarize } from "./aggregates";
import {
  clearFilters,
  dashboardSearch,
  dialogSearch,
  knownValues,
  resolveFilters,
  filterListings,
  FILTER_KEYS,
  matchesFilters,
  parseDashboardQuery,
  toggleFilter,
  type Filters,
} from "./filters";
import { dashboardView } from "./dashboard";
import { makeListing } from "./listing-fixture.test-support";
import { LISTING_PRICE_BANDS } from "~/domain/price-bands";

const TYPES = ["Condo", "Single Family"];
const DISTRICTS = ["Old Greenwich", "Greenwich", "Cos Cob", "Riverside"];
const FIRMS = ["Shoreline Realty", "Harbor House Realty", "Coastal Properties"];
const AGENTS = ["Anne Parker", "Mark Ellis", "Lisa Grant"];

const listingArbitrary = fc
  .record({
    type: fc.constantFrom(...TYPES),
    district: fc.constantFrom(...DISTRICTS),
    firm: fc.constantFrom(...FIRMS),
    agent: fc.constantFrom(...AGENTS),
    listPrice: fc.integer({ min: 100_000, max: 12_000_000 }),
    reductions: fc.integer({ min: 0, max: 4 }),
    adom: fc.integer({ min: 0, max: 400 }),
    cutPercent: fc.double({ min: 0, max: 30, noNaN: true }),
    contractToPendingDays: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
    contractToCloseDays: fc.integer({ min: 0, max: 90 }),
  })
  .map((fields) => makeListing(fields));
const listingsArbitrary = fc.array(listingArbitrary, { maxLength: 60 });

const filtersArbitrary: fc.Arbitrary<Filters> = fc.record(
  {
    type: fc.constantFrom(...TYPES),
    band: fc.constantFrom(...LISTING_PRICE_BANDS),
    district: fc.constantFrom(...DISTRICTS),
    status: fc.constantFrom("Contingent", "Pending"),
    reductions: fc.constantFrom("0", "1", "2+"),
    firm: fc.constantFrom(...FIRMS),
    agent: fc.constantFrom(...AGENTS),
  },
  { requiredKeys: [] },
);

describe("dashboard query", () => {
  it("leaves the week to the loader when missing, parses it as an integer and keeps only week on clear", () => {
    expect(parseDashboardQuery(new URLSearchParams("")).week).toBeNull();
    expect(parseDashboardQuery(new URLSearchParams("week=44.7")).week).toBe(44);
    expect(parseDashboardQuery(new URLSearchParams("week=soon")).week).toBeNull();
    expect(parseDashboardQuery(new URLSearchParams("week=99")).week).toBe(53);
    const query = parseDashboardQuery(new URLSearchParams("week=40&type=Condo&firm=Coastal&watch=agents"));
    expect(query).toEqual({ week: 40, filters: { type: "Condo", firm: "Coastal" }, watch: "agents" });
    expect(dashboardSearch(clearFilters(query))).toBe("?week=40");
  });
  it("toggles a filter on and off", () => {
    const query = parseDashboardQuery(new URLSearchParams("week=43"));
    const on = toggleFilter(query, "district", "Riverside");
    expect(dashboardSearch(on)).toBe("?week=43&district=Riverside");
    expect(dashboardSearch(toggleFilter(on, "district", "Riverside"))).toBe("?week=43");
  });
  it("opens a dialog by address: a listing by MLS number or the glossary", () => {
    const query = parseDashboardQuery(new URLSearchParams("week=41&type=Condo"));
    expect(dialogSearch(query, { listing: "125002" })).toBe("?week=41&type=Condo&listing=125002");
    expect(dialogSearch(query, { glossary: true })).toBe("?week=41&type=Condo&glossary=1");
  });
});

describe("filter values in the address", () => {
  const known = knownValues([
    makeListing({ type: "Condo", district: "Old Greenwich" }),
    makeListing({ type: "Single Family", district: "Riverside" }),
  ]);
  it("match the file's values regardless of case", () => {
    expect(resolveFilters({ type: "condo", district: "old greenwich", band: "6m+" }, known)).toEqual({
      filters: { type: "Condo", district: "Old Greenwich", band: "6M+" },
      unknown: [],
    });
  });
  it("name the values no listing has and keep them applied", () => {
    expect(resolveFilters({ type: "bogus", reductions: "2+" }, known)).toEqual({
      filters: { type: "bogus", reductions: "2+" },
      unknown: [["type", "bogus"]],
    });
  });
});

describe("dashboard view", () => {
  const listings = [
    makeListing({ id: 1, type: "Condo", contractDate: "2025-10-07" }),
    makeListing({ id: 2, type: "Single Family", contractDate: "2025-10-09" }),
    makeListing({ id: 3, type: "Condo", contractDate: "2025-09-30" }),
  ];
  it("opens the newest week with data and shows only its listings", () => {
    const view = dashboardView(listings, new URLSearchParams(""), "2026-11-24");
    expect(view.query.week).toBe(41);
    expect(view.weekListings.map((listing) => listing.id)).toEqual([1, 2]);
    expect(view.weeks.previous?.week).toBe(40);
    expect(view.canonicalSearch).toBeNull();
  });
  it("gives the canonical address when a filter is spelled differently", () => {
    const view = dashboardView(listings, new URLSearchParams("week=40&type=CONDO"), "2026-11-24");
    expect(view.canonicalSearch).toBe("?week=40&type=Condo");
    expect(view.weekListings.map((listing) => listing.id)).toEqual([3]);
  });
  it("names an unknown value without redirecting", () => {
    const view = dashboardView(listings, new URLSearchParams("type=bogus"), "2026-11-24");
    expect(view.unknownFilters).toEqual([["type", "bogus"]]);
    expect(view.canonicalSearch).toBeNull();
  });
});

describe("filter invariants (property-based)", () => {
  it("keeps exactly the listings that match every active filter, in order", () => {
    fc.assert(
      fc.property(listingsArbitrary, filtersArbitrary, (listings, filters) => {
        const kept = filterListings(listings, filters);
        expect(kept).toEqual(listings.filter((listing) => matchesFilters(listing, filters)));
        for (const listing of kept) {
          if (filters.type) expect(listing.type).toBe(filters.type);
          if (filters.band) expect(listing.band).toBe(filters.band);
          if (filters.firm) expect(listing.firm).toBe(filters.firm);
        }
      }),
    );
  });
  it("combines filters with AND: the result is the intersection of each filter alone", () => {
    fc.assert(
      fc.property(listingsArbitrary, filtersArbitrary, (listings, filters) => {
        const combined = new Set(filterListings(listings, filters));
        const each = FILTER_KEYS.filter((key) => filters[key] !== undefined).map(
          (key) => new Set(filterListings(listings, { [key]: filters[key] })),
        );
        const intersection = listings.filter((listing) => each.every((set) => set.has(listing)));
        expect([...combined]).toEqual(intersection);
      }),
    );
  });
  it("adding a filter never adds listings; no filter keeps everything", () => {
    fc.assert(
      fc.property(listingsArbitrary, filtersArbitrary, filtersArbitrary, (listings, a, b) => {
        expect(filterListings(listings, {})).toEqual(listings);
        expect(filterListings(listings, { ...b, ...a }).length).toBeLessThanOrEqual(filterListings(listings, a).length);
      }),
    );
  });
});

describe("aggregate invariants (property-based)", () => {
  it("bands, matrix cells and groups each account for every listing once", () => {
    fc.assert(
      fc.property(listingsArbitrary, (listings) => {
        const n = listings.length;
        expect(bandPulse(listings).reduce((sum, band) => sum + band.count, 0)).toBe(n);
        expect(bandPulse(listings).reduce((sum, band) => sum + band.volume, 0)).toBe(
          listings.reduce((sum, listing) => sum + listing.listPrice, 0),
        );
        const matrix = reductionMatrix(listings);
        const cells = matrix.rows.flatMap((row) => row.cells);
        expect(cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(n);
        expect(cells.every((cell) => cell.count <= matrix.maxCount)).toBe(true);
        for (const key of ["district", "firm", "agent"] as const) {
          const groups = groupStats(listings, key);
          expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(n);
          if (n > 0) expect(groups.reduce((sum, group) => sum + group.share, 0)).toBeCloseTo(1, 9);
        }
      }),
    );
  });
  it("the median has at least half the values at or below it and at least half at or above it", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1 }), (values) => {
        const m = median(values);
        const half = Math.ceil(values.length / 2);
        expect(values.filter((value) => value <= m).length).toBeGreaterThanOrEqual(half);
        expect(values.filter((value) => value >= m).length).toBeGreaterThanOrEqual(half);
      }),
    );
  });
  it("summary figures stay within the data: deals = count, medians within min and max", () => {
    fc.assert(
      fc.property(listingsArbitrary, (listings) => {
        const summary = summarize(listings);
        expect(summary.dealsInked).toBe(listings.length);
        if (listings.length === 0) return;
        const adoms = listings.map((listing) => listing.adom);
        // Withheld below MINIMUM_BASIS deals, given from it, and then within the data.
        expect(summary.medianAdom.basis).toBe(listings.length);
        expect(summary.medianAdom.value === null).toBe(listings.length < MINIMUM_BASIS);
        if (summary.medianAdom.value !== null) {
          expect(summary.medianAdom.value).toBeGreaterThanOrEqual(Math.min(...adoms));
          expect(summary.medianAdom.value).toBeLessThanOrEqual(Math.max(...adoms));
        }
        const pending = listings.flatMap((listing) =>
          listing.contractToPendingDays ? [listing.contractToPendingDays] : [],
        );
        expect(summary.dealConfidenceDays.value === null).toBe(pending.length < MINIMUM_BASIS);
        if (summary.dealConfidenceDays.value !== null) {
          expect(summary.dealConfidenceDays.value).toBeGreaterThanOrEqual(Math.min(...pending));
          expect(summary.dealConfidenceDays.value).toBeLessThanOrEqual(Math.max(...pending));
        }
      }),
    );
  });
});
