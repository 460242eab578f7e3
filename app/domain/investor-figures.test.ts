import { describe, expect, it } from "vitest";
import type { Contract } from "~/domain/contract-types";
import {
  allContracts,
  averageRentPerSqft,
  grossYieldByZip,
  rentalsByZip,
  salesByType,
  salesByZip,
  zipHighlights,
} from "./investor-figures";
import { seedWeeks } from "~/domain/weekly-data.server";

const weeklyReports = seedWeeks();

const c = (overrides: Partial<Contract>): Contract => ({
  address: "1 Test Road",
  type: "single-family",
  zone: "R-20",
  zip: "06878",
  acres: 0.5,
  sqft: 2000,
  price: 2_000_000,
  dom: 30,
  contractDate: "2025-09-02",
  ...overrides,
});

const sample = [
  c({ zip: "06878", price: 2_000_000, sqft: 2000, dom: 10 }),
  c({ zip: "06878", price: 3_000_000, sqft: 2000, dom: 30 }),
  c({ zip: "06807", price: 1_200_000, sqft: 1500, dom: 90 }),
  c({ zip: "06878", type: "rental", price: 6_000, sqft: 2000, dom: 20 }),
  c({ zip: "06830", type: "rental", price: 5_000, sqft: 1000, dom: 40 }),
];

describe("investor figures", () => {
  it("aggregates sales by ZIP in the town's ZIP order, leaving rents out", () => {
    expect(
      salesByZip(sample).map((zip) => [zip.key, zip.count, zip.avgPrice, zip.avgPricePerSqft, zip.avgDom]),
    ).toEqual([
      ["06807", 1, 1_200_000, 800, 90],
      ["06878", 2, 2_500_000, 1250, 20],
    ]);
  });

  it("aggregates rentals by ZIP as monthly rents", () => {
    expect(rentalsByZip(sample).map((zip) => [zip.key, zip.avgPrice, zip.avgDom])).toEqual([
      ["06830", 5_000, 40],
      ["06878", 6_000, 20],
    ]);
    expect(averageRentPerSqft(sample.filter((contract) => contract.type === "rental"))).toBe(4);
  });

  it("computes the gross yield where a ZIP has both sales and rentals", () => {
    // 06878: $3/sq ft a month = $36 a year over $1,250 a sq ft = 2.9 %
    expect(grossYieldByZip(sample)).toEqual([{ zip: "06878", area: expect.any(String), percent: 2.9 }]);
  });

  it("picks the most active, fastest and priciest ZIP", () => {
    const highlights = zipHighlights(salesByZip(sample));
    expect(
      [highlights.mostActive, highlights.fastest, highlights.priciestPerSqft].map((zips) => zips.map((zip) => zip.key)),
    ).toEqual([["06878"], ["06878"], ["06878"]]);
    expect(zipHighlights([])).toEqual({ mostActive: [], fastest: [], priciestPerSqft: [] });
  });

  it("keeps a tie whole: every ZIP with the top figure leads", () => {
    const tied = salesByZip([...sample, c({ zip: "06807", price: 1_500_000, sqft: 1500, dom: 10 })]);
    expect(tied.map((zip) => [zip.key, zip.count, zip.avgDom])).toEqual([
      ["06807", 2, 50],
      ["06878", 2, 20],
    ]);
    const highlights = zipHighlights(tied);
    expect(highlights.mostActive.map((zip) => zip.key)).toEqual(["06807", "06878"]);
    expect(highlights.fastest.map((zip) => zip.key)).toEqual(["06878"]);
  });

  it("covers every Greenwich ZIP and every contract of the four weeks", () => {
    const all = allContracts(weeklyReports);
    expect(all.contracts).toHaveLength(12 + 8 + 10 + 12);
    expect([all.startDate, all.endDate]).toEqual(["2025-09-01", "2025-10-21"]);
    expect(salesByZip(all.contracts).map((zip) => zip.key)).toEqual(["06830", "06831", "06807", "06870", "06878"]);
    const byType = salesByType(all.contracts);
    expect(byType.reduce((sum, type) => sum + type.count, 0)).toBe(42 - 4);
  });
});
