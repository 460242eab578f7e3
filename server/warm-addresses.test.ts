import { describe, expect, it } from "vitest";
import { queryCachedRouteOf } from "~/lib/public-routes";
import { isWeeklyContentPath } from "~/server/render-cache/keys.server";
import { addressesToWarm } from "./warm-addresses";

describe("the addresses the render cache warms", () => {
  it("renders each changed week's page as the e-mail links it, the index pages, then what follows the history", () => {
    expect(addressesToWarm([7])).toEqual([
      "/market-report?week=7",
      "/market-report",
      "/archive",
      "/market-report/rss.xml",
      "/weekly-contracts/greenwich-weekly-contracts-week-7.pdf",
      "/og/market-report-week-7.png",
      "/investors/zip-code-hotspots",
      "/investors/rental-market",
      "/market-trends",
      "/quarterly-report",
      "/",
    ]);
    expect(addressesToWarm([7], { more: false })).toEqual([
      "/market-report?week=7",
      "/market-report",
      "/archive",
      "/market-report/rss.xml",
    ]);
    // Each is an address the render cache keeps: a weekly one, or one kept per query.
    for (const address of addressesToWarm([3, 4])) {
      const { pathname } = new URL(address, "http://x");
      expect(isWeeklyContentPath(pathname) || queryCachedRouteOf(pathname) !== undefined, address).toBe(true);
    }
  });
});
