import { describe, expect, it } from "vitest";
import { queryCachedPaths, queryCachedRouteOf } from "~/lib/public-routes";
import { listingsSource } from "~/features/listings/listings.server";
import { dashboardView } from "~/features/listings/dashboard";
import { todayIso } from "~/features/listings/weeks";
import { listingsVersion, renderQueries } from "./render-queries";

const trends = renderQueries["/market-trends"]!;
const dashboard = renderQueries["/mock-market-report"]!;
const dashboardExport = renderQueries["/mock-market-report/export.csv"]!;

describe("the normalised queries of the render cache (decision 115)", () => {
  it("has one normaliser for every route the table keeps per query, and no other", () => {
    expect(Object.keys(renderQueries).sort()).toEqual([...queryCachedPaths].sort());
  });

  it("finds a query route by its pathname, the most literal path first", () => {
    expect(queryCachedRouteOf("/market-trends")?.follows).toEqual(["weeks", "site", "listings", "day"]);
    expect(queryCachedRouteOf("/market-trends.csv")?.follows).toEqual(["weeks", "listings"]);
    expect(queryCachedRouteOf("/quarterly-report/2025-q3")?.path).toBe("/quarterly-report/:quarter");
    expect(queryCachedRouteOf("/quarterly-report/2025-q3.pdf")?.path).toBe("/quarterly-report/:quarter.pdf");
    expect(queryCachedRouteOf("/mock-market-report/export.pdf")?.follows).toEqual(["listings", "day"]);
    // The home and buyer pages read the history's market-now figures (decision 139), homes for sale
    // among them; the quarterly pages and PDF a quarter's supply: all follow the listings (decision 157).
    expect(queryCachedRouteOf("/")?.follows).toEqual(["weeks", "site", "listings"]);
    expect(queryCachedRouteOf("/buyer")?.follows).toEqual(["weeks", "site", "listings"]);
    expect(queryCachedRouteOf("/quarterly-report")?.follows).toEqual(["weeks", "site", "listings", "day"]);
    expect(queryCachedRouteOf("/quarterly-report/2025-q3")?.follows).toEqual(["weeks", "site", "listings", "day"]);
    expect(queryCachedRouteOf("/quarterly-report/2025-q3.pdf")?.follows).toEqual(["weeks", "site", "listings"]);
    // The weekly report's supply block and stale listing watch read the stored listings (decision 153).
    expect(queryCachedRouteOf("/market-report")?.follows).toEqual(["weeks", "site", "listings"]);
    for (const path of [
      "/market-trends/x",
      "/quarterly-report/a/b",
      "/market-report/x",
      "/buyers",
      "/market-trendsXcsv",
    ]) {
      expect(queryCachedRouteOf(path), path).toBeUndefined();
    }
  });

  it("keeps the weekly report by its week alone, and no week that is not a whole number", () => {
    const weekly = renderQueries["/market-report"]!;
    expect(weekly("")).toBe("");
    expect(weekly("?week=")).toBe("");
    expect(weekly("?week=3")).toBe("week=3");
    expect(weekly("?utm_source=mail&week=03")).toBe("week=3");
    expect(weekly("?week=abc")).toBeNull();
    expect(weekly("?week=2.5")).toBeNull();
  });

  it("gives every spelling of one trends view one key, and keeps no query the page names as wrong", () => {
    const one = trends("?period=1y&type=all");
    expect(one).toBe("measure=median-price&period=1y&type=all&zip=all&band=all");
    expect(trends("?type=all&period=1y")).toBe(one);
    expect(trends("type=all&period=1y&utm_source=mail&x=1")).toBe(one);
    expect(trends("")).toBe("measure=median-price&period=1y&type=all&zip=all&band=all");
    expect(trends("?period=2y")).not.toBe(one);
    expect(trends("?period=forever")).toBeNull();
    expect(trends("?measure=%3Cscript%3E")).toBeNull();
  });

  it("keeps the pricing guide without the form's fields, or for a valid estimate in the form's spelling only", () => {
    const pricing = renderQueries["/sellers/pricing-guide"]!;
    expect(pricing("")).toBe("");
    expect(pricing("?utm_source=mail")).toBe("");
    const canonical = "sqft=2500&neighborhood=riverside&condition=move-in-ready";
    expect(pricing(`?${canonical}`)).toBe(canonical);
    // The same estimate spelled otherwise echoes what was typed: rendered each time, as is a refused one.
    expect(pricing("?sqft=2%2C500&neighborhood=riverside&condition=move-in-ready")).toBeNull();
    expect(pricing("?condition=move-in-ready&sqft=2500&neighborhood=riverside")).toBeNull();
    expect(pricing("?sqft=12&neighborhood=riverside&condition=move-in-ready")).toBeNull();
    expect(pricing("?sqft=2500&neighborhood=nowhere&condition=move-in-ready")).toBeNull();
  });

  it("reads no query for the quarterly pages", () => {
    expect(renderQueries["/quarterly-report"]!("?anything=1")).toBe("");
    expect(renderQueries["/quarterly-report/:quarter.pdf"]!("")).toBe("");
  });

  it("keeps the dashboard only at the spelling of its own links, and never an unknown filter", () => {
    expect(dashboard("")).toBe("");
    const { listings } = listingsSource();
    const view = dashboardView(listings, new URLSearchParams(), todayIso());
    const week = view.query.week!;
    const type = view.known.type[0]!;
    const canonical = new URLSearchParams({ week: String(week), type }).toString();
    expect(dashboard(`?${canonical}`)).toBe(canonical);
    // The same view, spelled otherwise: rendered as typed (the page hydrates and prints its address).
    expect(dashboard(`?type=${encodeURIComponent(type)}&week=${week}`)).toBeNull();
    expect(dashboard(`?week=${week}&type=${encodeURIComponent(type.toUpperCase())}`)).toBeNull();
    expect(dashboard(`?week=${week}&type=no-such-type`)).toBeNull();
    expect(dashboard(`?week=${week}&glossary=1`)).toBeNull();
    // The exports print no address: every spelling of the view is one file.
    expect(dashboardExport(`?type=${encodeURIComponent(type.toUpperCase())}&week=${week}&listing=x`)).toBe(canonical);
    expect(dashboardExport(`?week=${week}&type=no-such-type`)).toBeNull();
  });

  it("versions the listings by their content version, the mock sample before any export is read", () => {
    expect(listingsVersion()).toBe("sample");
  });
});
