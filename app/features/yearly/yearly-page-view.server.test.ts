import { describe, expect, it } from "vitest";
import review2024 from "../../../data/yearly/2024.json";
import { yearlyPageView } from "./yearly-page-view.server";
import { parseYearlyReview } from "./yearly-schema";

const review = parseYearlyReview("data/yearly/2024.json", review2024);

describe("the yearly page's counts say when they hold leases (decision 093)", () => {
  it("the headline and the All types figures name their leases", () => {
    const all = yearlyPageView(review, "all", "/yearly-market-summary");
    // 224 contracts in 2024: 192 sales and 32 leases; 200 in 2023, 26 of them leases.
    expect(all.headline.growth.detail).toBe("224 contracts, 32 of them leases, against 200 (26 leases) in 2023");
    expect(all.velocity.summary).toBe("224 contracts for all property types in 2024, 32 of them leases");
    expect(all.velocity.quarters.map((quarter) => quarter.leases)).toEqual([
      "5 of them leases",
      "11 of them leases",
      "10 of them leases",
      "6 of them leases",
    ]);
  });

  it("a filter of sales alone, or of rentals alone, needs no such note", () => {
    const condo = yearlyPageView(review, "condo", "/yearly-market-summary");
    expect(condo.velocity.summary).toBe("30 contracts for condominiums in 2024");
    expect(condo.velocity.quarters.every((quarter) => quarter.leases === null)).toBe(true);
    const rental = yearlyPageView(review, "rental", "/yearly-market-summary");
    expect(rental.velocity.summary).toBe("32 contracts for rentals (signed leases) in 2024");
    expect(rental.velocity.quarters.every((quarter) => quarter.leases === null)).toBe(true);
  });

  it("counts agree with their nouns", () => {
    const one = {
      ...review,
      priceBands: review.priceBands.map((band, index) => ({ ...band, sales: index === 0 ? 1 : band.sales })),
    };
    const view = yearlyPageView(one, "all", "/yearly-market-summary");
    expect(view.priceBands.shares[0]!.sales).toBe("1 sale");
  });
});
