import { describe, expect, it } from "vitest";
import review2024 from "../../../data/yearly/2024.json";
import { yearlyReviews, currentYearlyReview } from "./yearly-data.server";
import {
  averageDaysOnMarket,
  changeDirection,
  contractVelocity,
  contractsFor,
  headlineFigures,
  homesSold,
  latestReview,
  luxuryFigures,
  percentChange,
  priceBandShares,
  probabilityTone,
  rentalFigures,
  sharePercent,
} from "./yearly-review";
import { parseYearlyReview, type YearlyReview } from "./yearly-schema";

const review = parseYearlyReview("data/yearly/2024.json", review2024);

describe("the 2024 review's yearly stats", () => {
  it("computes +12 % contract growth, 32 days average DOM and 192 homes sold from the data", () => {
    const headline = headlineFigures(review);
    expect(headline.contractGrowthPercent).toBeCloseTo(12, 5);
    expect(headline.contracts).toBe(224);
    expect(headline.previousContracts).toBe(200);
    expect(Math.round(headline.averageDaysOnMarket)).toBe(32);
    expect(headline.homesSold).toBe(192);
  });

  it("is the latest review in data/yearly and every file there parses", () => {
    expect(yearlyReviews.length).toBeGreaterThan(0);
    expect(currentYearlyReview().year).toBe(Math.max(...yearlyReviews.map((r) => r.year)));
    expect(review.outlook.predictions.map((p) => p.probability)).toEqual(
      expect.arrayContaining(["High", "Medium-High", "Medium"]),
    );
  });
});

describe("contract velocity filter", () => {
  const counts = { "single-family": 30, condo: 6, multifamily: 2, rental: 5 };

  it("sums every type for 'all' and picks one type otherwise", () => {
    expect(contractsFor(counts, "all")).toBe(43);
    expect(contractsFor(counts, "condo")).toBe(6);
    expect(contractsFor(counts, "rental")).toBe(5);
  });

  it("gives each quarter's contracts, pace, change and share for the filtered type", () => {
    const condo = contractVelocity(review, "condo");
    expect(condo.contracts).toBe(30);
    expect(condo.previousContracts).toBe(27);
    expect(condo.changePercent).toBeCloseTo(11.11, 2);
    expect(condo.quarters.map((q) => q.contracts)).toEqual([6, 10, 8, 6]);
    expect(condo.quarters[1]!.sharePercent).toBeCloseTo(33.33, 2);
    expect(condo.quarters[1]!.perWeek).toBeCloseTo(10 / 13, 5);
    expect(condo.quarters[0]!.changePercent).toBe(0);
  });

  it("quarter shares of any filter add up to 100 % and quarter counts to the year", () => {
    for (const filter of ["all", "single-family", "condo", "multifamily", "rental"] as const) {
      const velocity = contractVelocity(review, filter);
      const shares = velocity.quarters.reduce((sum, q) => sum + q.sharePercent, 0);
      expect(shares).toBeCloseTo(100, 8);
      expect(velocity.quarters.reduce((sum, q) => sum + q.contracts, 0)).toBe(velocity.contracts);
    }
    const types = (["single-family", "condo", "multifamily", "rental"] as const).map(
      (type) => contractVelocity(review, type).contracts,
    );
    expect(types.reduce((a, b) => a + b, 0)).toBe(contractVelocity(review, "all").contracts);
  });

  it("has no change to show when the previous year had no contracts", () => {
    expect(percentChange(4, 0)).toBeNull();
    expect(changeDirection(null)).toBe("flat");
    expect(changeDirection(0)).toBe("flat");
    expect(changeDirection(12)).toBe("up");
    expect(changeDirection(-3)).toBe("down");
  });
});

describe("price bands, zones, luxury and rentals", () => {
  it("shares of the four bands come from the sales and add up to 100 %", () => {
    const bands = priceBandShares(review);
    expect(bands.map((b) => b.label)).toEqual(["Under $2M", "$2-4M", "$4-6M", "$6M and up"]);
    expect(bands[0]!.sharePercent).toBeCloseTo((52 / 192) * 100, 8);
    expect(bands.reduce((sum, b) => sum + b.sharePercent, 0)).toBeCloseTo(100, 8);
    expect(sharePercent(1, 0)).toBe(0);
  });

  it("weights zone averages by their sales", () => {
    expect(
      averageDaysOnMarket([
        { zone: "A", description: "a", sales: 1, averageDaysOnMarket: 10 },
        { zone: "B", description: "b", sales: 3, averageDaysOnMarket: 50 },
      ]),
    ).toBe(40);
    expect(averageDaysOnMarket([])).toBe(0);
  });

  it("takes the luxury count from its price band and the leases from the rental contracts", () => {
    const luxury = luxuryFigures(review);
    expect(luxury.sales).toBe(24);
    expect(luxury.sharePercent).toBeCloseTo(12.5, 8);
    const rental = rentalFigures(review);
    expect(rental.leases).toBe(32);
    expect(rental.previousLeases).toBe(26);
    expect(homesSold(review)).toBe(192);
  });

  it("colours the outlook's probabilities, High strongest", () => {
    expect(probabilityTone("High")).toBe("green");
    expect(probabilityTone("Medium-High")).toBe("yellow");
    expect(probabilityTone("Medium")).toBe("neutral");
  });
});

describe("data files", () => {
  const next = (overrides: Partial<YearlyReview>): YearlyReview => ({ ...review, ...overrides });

  it("the page picks the latest year present", () => {
    const r2025 = next({ year: 2025 });
    expect(latestReview([review, r2025]).year).toBe(2025);
    expect(latestReview([r2025, review]).year).toBe(2025);
    expect(() => latestReview([])).toThrow(/No yearly review/);
    expect(() => latestReview([review, review])).toThrow(/Two yearly reviews for 2024/);
  });

  it("a bad file names itself and the field", () => {
    expect(() => parseYearlyReview("data/yearly/2024.json", { ...review2024, priceBands: [] })).toThrow(
      /data\/yearly\/2024\.json[\s\S]*priceBands/,
    );
    const zones = review.zones.map((zone, index) => (index === 0 ? { ...zone, sales: zone.sales + 1 } : zone));
    expect(() => parseYearlyReview("data/yearly/2024.json", { ...review2024, zones })).toThrow(
      /Zone sales add up to 193 but price band sales to 192/,
    );
    expect(() => parseYearlyReview("data/yearly/2023.json", review2024)).toThrow(/name it 2024\.json/);
  });
});
