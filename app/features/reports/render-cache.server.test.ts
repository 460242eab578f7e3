import { describe, expect, it } from "vitest";
import { isWeeklyContentPath, LruCache } from "./render-cache.server";

describe("the render cache", () => {
  it("keeps the pages made from the published weeks, and nothing else", () => {
    for (const path of [
      "/market-report",
      "/archive",
      "/market-report/rss.xml",
      "/investors/rental-market",
      "/investors/zip-code-hotspots",
      "/og/market-report-week-12.png",
      "/weekly-contracts/greenwich-weekly-contracts-week-3.pdf",
    ]) {
      expect(isWeeklyContentPath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/studio/weeks",
      "/og/site.png",
      "/market-report.data",
      "//evil.example/market-report",
      "/contact",
    ]) {
      expect(isWeeklyContentPath(path), path).toBe(false);
    }
  });

  it("forgets the least recently used entries beyond its count and size", () => {
    const cache = new LruCache<{ bytes: number }>(2, 100);
    cache.set("a", { bytes: 10 });
    cache.set("b", { bytes: 10 });
    cache.get("a");
    cache.set("c", { bytes: 10 });
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map(Boolean)).toEqual([true, false, true]);
    cache.set("big", { bytes: 95 });
    expect(cache.size).toBe(1);
    cache.set("huge", { bytes: 101 });
    expect(cache.get("huge")).toBeUndefined();
  });
});
