import { describe, expect, it } from "vitest";
import { builtAddressOf, dayOf, isWeeklyContentPath, keyIsCurrent, queryAddress, renderKey } from "./keys.server";

describe("the render cache", () => {
  it("keeps the pages made from the published weeks, and nothing else", () => {
    for (const path of [
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
      "/market-report",
      "/market-report.data",
      "//evil.example/market-report",
      "/contact",
    ]) {
      expect(isWeeklyContentPath(path), path).toBe(false);
    }
  });
});

describe("builtAddressOf", () => {
  it("names the pages and files rendered at build time, and their loader data, and nothing else", () => {
    expect(builtAddressOf("/seller")).toBe("/seller");
    expect(builtAddressOf("/buyers/western-greenwich/")).toBe("/buyers/western-greenwich");
    expect(builtAddressOf("/buyers/western-greenwich/index.html")).toBe("/buyers/western-greenwich");
    expect(builtAddressOf("/og/site.png")).toBe("/og/site.png");
    expect(builtAddressOf("/seller.data", "?_routes=routes%2Fseller")).toBe("/seller.data?_routes=routes%2Fseller");
    expect(builtAddressOf("/buyers/western-greenwich/_.data")).toBe("/buyers/western-greenwich/_.data");
    // The home and buyer pages follow the history (decision 139), and so do the guides that quote its
    // town median (decision 141): rendered on request, not built.
    expect(builtAddressOf("/buyers/byram-guide")).toBeNull();
    expect(builtAddressOf("/buyers/first-time-guide.pdf")).toBeNull();
    expect(builtAddressOf("/")).toBeNull();
    expect(builtAddressOf("/_root.data")).toBeNull();
    expect(builtAddressOf("/buyer.data", "?_routes=routes%2Fbuyer")).toBeNull();
    // Rendered on request, or following the weeks: not the build's.
    expect(builtAddressOf("/contact")).toBeNull();
    expect(builtAddressOf("/market-report")).toBeNull();
    expect(builtAddressOf("/contact.data")).toBeNull();
    expect(builtAddressOf("/studio/settings")).toBeNull();
  });
});

describe("renderKey", () => {
  it("keys a weekly page by both versions and a page built once by the site's", () => {
    expect(renderKey({ weeks: 7, site: null }, "/archive")).toBe("w7 snull /archive");
    expect(renderKey({ weeks: 7, site: 9 }, "/archive")).toBe("w7 s9 /archive");
    expect(renderKey({ site: 9 }, "/")).toBe("s9 /");
  });

  it("keys a page kept per query by the versions its route follows, and the day", () => {
    expect(renderKey({ weeks: 7, site: 9, day: "2026-11-26" }, "/market-trends?period=1y")).toBe(
      "w7 s9 d2026-11-26 /market-trends?period=1y",
    );
    expect(renderKey({ listings: "abc", day: "2026-11-26" }, "/mock-market-report")).toBe(
      "labc d2026-11-26 /mock-market-report",
    );
    expect(renderKey({ weeks: 7 }, "/market-trends.csv?a=1")).toBe("w7 /market-trends.csv?a=1");
  });

  it("keeps, when a version moves, only the keys of the current versions and those that follow neither", () => {
    const current = { weeks: 8, site: 9 };
    expect(keyIsCurrent("w8 s9 /archive", current)).toBe(true);
    expect(keyIsCurrent("w7 s9 /archive", current)).toBe(false);
    expect(keyIsCurrent("w8 snull /archive", current)).toBe(false);
    expect(keyIsCurrent("s9 /buyer", current)).toBe(true);
    expect(keyIsCurrent("w8 d2026-11-26 /market-trends.csv?x=1", current)).toBe(true);
    expect(keyIsCurrent("w7 d2026-11-26 /market-trends.csv?x=1", current)).toBe(false);
    expect(keyIsCurrent("labc d2026-11-26 /mock-market-report", current)).toBe(true);
    expect(keyIsCurrent("s8 /sellers?w=1 s8", current)).toBe(false);
    expect(keyIsCurrent("s9 /sellers?w7", current)).toBe(true);
  });

  it("renders a normalised query at its one address, and keeps no query the route refuses", () => {
    expect(queryAddress("/market-trends", "period=1y")).toBe("/market-trends?period=1y");
    expect(queryAddress("/quarterly-report", "")).toBe("/quarterly-report");
    expect(queryAddress("/market-trends", null)).toBeNull();
    expect(dayOf(new Date("2026-11-26T23:59:59Z"))).toBe("2026-11-26");
  });
});
