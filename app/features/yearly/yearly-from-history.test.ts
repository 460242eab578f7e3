import { describe, expect, it } from "vitest";
import { currentYearlyReview } from "./yearly-data.server";
import { historyHoldsYear, reviewFromHistory, type YearContract } from "./yearly-from-history";
import { headlineFigures, homesSold } from "./yearly-review";
import { yearlyReviewSchema } from "./yearly-schema";

const file = currentYearlyReview(); // data/yearly/2024.json
const year = file.year;
const c = (contractDate: string, type: string, zone: string, price: number, dom: number): YearContract => ({
  contractDate,
  type,
  zone,
  price,
  dom,
});

/** Published weeks holding 2023 and 2024 whole (the first and the last week of each year). */
const WHOLE_YEARS = [
  { startDate: "2023-01-02", endDate: "2023-01-08" },
  { startDate: "2023-12-25", endDate: "2023-12-31" },
  { startDate: "2024-01-01", endDate: "2024-01-07" },
  { startDate: "2024-12-23", endDate: "2024-12-29" },
  { startDate: "2024-12-30", endDate: "2025-01-05" },
];

const CONTRACTS = [
  c("2024-01-10", "single-family", "RA-4", 7_000_000, 80),
  c("2024-02-11", "single-family", "R-20", 3_000_000, 20),
  c("2024-05-05", "condo", "R-6", 1_500_000, 10),
  c("2024-05-06", "co-op", "R-6", 900_000, 30),
  c("2024-08-01", "single-family", "RA-4", 9_000_000, 60),
  c("2024-11-20", "multi-family", "R-7", 2_500_000, 40),
  c("2024-11-21", "land", "RA-2", 4_000_000, 200),
  c("2024-06-01", "rental", "R-20", 12_000, 15),
  c("2024-07-01", "rental", "R-6", 8_000, 25),
  c("2023-03-01", "single-family", "R-20", 2_000_000, 30),
  c("2023-10-01", "condo", "R-6", 1_000_000, 20),
];

describe("reviewFromHistory", () => {
  it("holds a year only when its first and last weeks are published", () => {
    expect(historyHoldsYear(2024, WHOLE_YEARS)).toBe(true);
    expect(historyHoldsYear(2024, WHOLE_YEARS.slice(0, 3))).toBe(false);
    expect(historyHoldsYear(2022, WHOLE_YEARS)).toBe(false);
  });

  it("keeps the file's figures for a year the history does not hold", () => {
    expect(reviewFromHistory(file, CONTRACTS, WHOLE_YEARS.slice(0, 3))).toEqual({ review: file, fromHistory: false });
  });

  it("computes the figures from the year's contracts and keeps the broker's words", () => {
    expect(year).toBe(2024);
    const { review, fromHistory } = reviewFromHistory(file, CONTRACTS, WHOLE_YEARS);
    expect(fromHistory).toBe(true);
    expect(yearlyReviewSchema.safeParse(review).success).toBe(true);
    // Q1: two single-family; Q2: a condo and a co-op (counted as condos) and a lease; Q3: one
    // single-family and a lease; Q4: a multifamily (land counts in no type).
    expect(review.contracts.quarters.map((quarter) => quarter.current)).toEqual([
      { "single-family": 2, condo: 0, multifamily: 0, rental: 0 },
      { "single-family": 0, condo: 2, multifamily: 0, rental: 1 },
      { "single-family": 1, condo: 0, multifamily: 0, rental: 1 },
      { "single-family": 0, condo: 0, multifamily: 1, rental: 0 },
    ]);
    expect(review.contracts.quarters.map((quarter) => quarter.previous)).toEqual([
      { "single-family": 1, condo: 0, multifamily: 0, rental: 0 },
      { "single-family": 0, condo: 0, multifamily: 0, rental: 0 },
      { "single-family": 0, condo: 0, multifamily: 0, rental: 0 },
      { "single-family": 0, condo: 1, multifamily: 0, rental: 0 },
    ]);
    // Six home sales: under $2M 1.5M and 0.9M; $2M-4M 3M and 2.5M; $6M+ 7M and 9M.
    expect(review.priceBands.map((band) => [band.id, band.sales])).toEqual([
      ["under-2m", 2],
      ["2m-4m", 2],
      ["4m-6m", 0],
      ["6m-plus", 2],
    ]);
    expect(homesSold(review)).toBe(6);
    // RA-4: 80 and 60 days, average 70; R-6: 10 and 30, average 20; R-20: 20; R-7: 40.
    expect(review.zones.map((zone) => [zone.zone, zone.sales, zone.averageDaysOnMarket])).toEqual([
      ["RA-4", 2, 70],
      ["R-20", 1, 20],
      // Zones the file does not name follow, most sales first ("R-6 and R-7" is no zone of a contract).
      ["R-6", 2, 20],
      ["R-7", 1, 40],
    ]);
    expect(review.zones[2]!.description).toBe("Zone R-6");
    expect(review.zones[0]!.description).toBe(file.zones.find((zone) => zone.zone === "RA-4")!.description);
    // Luxury: the median of 7M and 9M is 8M, days (80 + 60) / 2 = 70; the sale-to-list ratio stays the file's.
    expect(review.luxury).toMatchObject({
      medianSalePrice: 8_000_000,
      averageDaysOnMarket: 70,
      saleToListPercent: file.luxury.saleToListPercent,
    });
    // Rentals: the median of 12,000 and 8,000 is 10,000; days (15 + 25) / 2 = 20.
    expect(review.rental).toMatchObject({ medianMonthlyRent: 10_000, averageDaysOnMarket: 20 });
    // 8 contracts of the four types in 2024 against 2 in 2023: +300%; (80+20+10+30+60+40) / 6 = 40 days.
    expect(headlineFigures(review)).toMatchObject({
      contracts: 8,
      previousContracts: 2,
      contractGrowthPercent: 300,
      homesSold: 6,
      averageDaysOnMarket: 40,
    });
    expect(review.intro).toBe(file.intro);
    expect(review.outlook).toEqual(file.outlook);
    expect(review.summary).toEqual(file.summary);
  });
});
