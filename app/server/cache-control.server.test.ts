import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { HYDRATE } from "~/lib/route-handle";
import { CACHE_CONTROL, hydratingPaths, renderedCacheControl } from "./cache-control.server";

const route = (
  id: string,
  parentId: string | undefined,
  rest: { path?: string; index?: boolean; handle?: unknown },
) => ({
  id,
  parentId,
  path: rest.path,
  index: rest.index,
  caseSensitive: undefined,
  module: { default: () => null, handle: rest.handle },
});

const build = {
  routes: {
    root: route("root", undefined, { path: "" }),
    "routes/home": route("routes/home", "root", { index: true }),
    "routes/dashboard": route("routes/dashboard", "root", { path: "mock-market-report", handle: HYDRATE }),
    "routes/archive": route("routes/archive", "root", { path: "archive" }),
    "routes/not-found": route("routes/not-found", "root", { path: "*" }),
  },
} as unknown as Pick<ServerBuild, "routes">;

describe("hydratingPaths", () => {
  it("says which pages hydrate, from their route's handle, for the page and its .data request", () => {
    const hydrates = hydratingPaths(build);
    expect(hydrates("/mock-market-report")).toBe(true);
    expect(hydrates("/mock-market-report.data")).toBe(true);
    expect(hydrates("/")).toBe(false);
    expect(hydrates("/archive")).toBe(false);
    expect(hydrates("/no-such-page")).toBe(false);
  });
});

describe("renderedCacheControl", () => {
  it("lets a shared cache keep a page without script, and only the browser a page with a nonce", () => {
    expect(renderedCacheControl("GET", 200, false)).toBe(CACHE_CONTROL.rendered);
    expect(renderedCacheControl("HEAD", 200, false)).toBe(CACHE_CONTROL.rendered);
    expect(CACHE_CONTROL.rendered).toMatch(/^public, .*s-maxage=60, stale-while-revalidate=600$/);
    expect(renderedCacheControl("GET", 200, true)).toBe("private, no-cache");
  });

  it("keeps no form answer, error or redirect", () => {
    expect(renderedCacheControl("POST", 200, false)).toBe("no-store");
    expect(renderedCacheControl("POST", 429, true)).toBe("no-store");
    expect(renderedCacheControl("GET", 404, false)).toBe("no-store");
    expect(renderedCacheControl("GET", 302, false)).toBe("no-store");
  });
});
