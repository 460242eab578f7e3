import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "./routes";
import { routeTable } from "./route-table";
import {
  followsPublishedWeeks,
  hydratedPaths,
  locatedRoutes,
  prerenderedPaths,
  publicRoutes,
  SERVER_RENDERED_PATHS,
  takesUploads,
} from "./lib/public-routes";
import { bodyLimitFor, FORM_BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES } from "./server/form-guards.server";

const moduleText = (file: string) => readFileSync(path.join("app", file), "utf8");

describe("the route table", () => {
  it("names a module that exists for every route, each once", () => {
    const files = locatedRoutes.map((route) => route.file);
    expect(files.filter((file) => !existsSync(path.join("app", file)))).toEqual([]);
    expect(new Set(files).size).toBe(files.length);
  });

  it("is React Router's route config without our own facts", () => {
    expect(routes).toHaveLength(routeTable.length);
    const keys = (entries: readonly object[]): string[] =>
      entries.flatMap((entry) => [
        ...Object.keys(entry),
        ...("children" in entry ? keys(entry.children as object[]) : []),
      ]);
    expect(new Set(keys(routes))).toEqual(new Set(["path", "index", "file", "children"]));
  });

  it("says which pages hydrate exactly where their modules ask for React Router's scripts", () => {
    const asking = locatedRoutes
      .filter((route) => /export const handle = [^;]*\bHYDRATE\b/.test(moduleText(route.file)))
      .map((route) => route.fullPath);
    expect(asking.sort()).toEqual([...hydratedPaths].sort());
  });

  it("renders a page on request when its module reads the query string, and never prerenders one that does", () => {
    const readsQuery = locatedRoutes
      .filter((route) => publicRoutes.includes(route.fullPath))
      .filter((route) => /searchParams|new URL\(request\.url\)/.test(moduleText(route.file)))
      .map((route) => route.fullPath);
    expect(readsQuery.length).toBeGreaterThan(3);
    for (const path of readsQuery) expect(SERVER_RENDERED_PATHS.has(path), path).toBe(true);
  });

  it("prerenders the static pages and generated files only: nothing dynamic, nothing of the studio", () => {
    expect(prerenderedPaths).toContain("/buyers/western-greenwich");
    expect(prerenderedPaths).toContain("/og/site.png");
    // The pages that quote the history's villages or sale-to-list price (decision 159): kept per version.
    for (const path of ["/buyers/family-neighborhoods", "/sellers/listing-mistakes", "/investor"]) {
      expect(prerenderedPaths).not.toContain(path);
    }
    // The first-time guide's PDF quotes the history's town median (decision 141): rendered on request.
    expect(prerenderedPaths).not.toContain("/buyers/first-time-guide.pdf");
    expect(prerenderedPaths.filter((p) => p.includes(":") || p.includes("*") || p.startsWith("/studio"))).toEqual([]);
    expect(prerenderedPaths.filter((p) => SERVER_RENDERED_PATHS.has(p))).toEqual([]);
    expect(new Set(prerenderedPaths).size).toBe(prerenderedPaths.length);
  });

  it("keeps in the render cache the addresses that follow the published weeks, and only those", () => {
    expect(followsPublishedWeeks("/market-report/rss.xml")).toBe(true);
    // Its supply block and stale listing watch follow the listings too: kept per query (decision 153).
    expect(followsPublishedWeeks("/market-report")).toBe(false);
    expect(followsPublishedWeeks("/og/market-report-week-5.png")).toBe(true);
    expect(followsPublishedWeeks("/weekly-contracts/greenwich-weekly-contracts-week-5.pdf")).toBe(true);
    expect(followsPublishedWeeks("/og/site.png")).toBe(false);
    expect(followsPublishedWeeks("/weekly-contracts/greenwich-weekly-contracts-week-5.csv")).toBe(false);
    expect(followsPublishedWeeks("/market-trends")).toBe(false);
  });

  it("gives the upload's body limit to the studio's weeks and the form limit everywhere else", () => {
    for (const path of ["/studio/weeks", "/studio/weeks.data", "/studio/weeks/5", "/Studio/Weeks/5?index"]) {
      expect(takesUploads(path), path).toBe(true);
      expect(bodyLimitFor(path), path).toBe(UPLOAD_BODY_LIMIT_BYTES);
    }
    for (const path of ["/contact", "/subscribe", "/studio/people", "/studio/sign-in"]) {
      expect(bodyLimitFor(path), path).toBe(FORM_BODY_LIMIT_BYTES);
    }
  });
});
