import { describe, expect, it } from "vitest";
import { listingPriceBandOf, reductionBucketOf } from "./price-bands";

describe("listingPriceBandOf (the dashboard's list-price bands)", () => {
  it.each([
    [1, "0-500k"],
    [500_000, "0-500k"],
    [500_001, "501k-1M"],
    [1_000_000, "501k-1M"],
    [1_000_001, "1.001M-2M"],
    [2_000_000, "1.001M-2M"],
    [2_000_001, "2.001M-4M"],
    [4_000_000, "2.001M-4M"],
    [4_000_001, "4.001M-6M"],
    [6_000_000, "4.001M-6M"],
    [6_000_001, "6M+"],
    [25_000_000, "6M+"],
  ])("%d is in band %s", (price, band) => {
    expect(listingPriceBandOf(price)).toBe(band);
  });
});

describe("reductionBucketOf (buckets 0, 1, 2+)", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [2, "2+"],
    [7, "2+"],
  ])("%d reductions is bucket %s", (reductions, bucket) => {
    expect(reductionBucketOf(reductions)).toBe(bucket);
  });
});
