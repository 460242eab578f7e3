import { describe, expect, it } from "vitest";
import { CACHE_CONTROL, renderedCacheControl } from "./cache-control.server";

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
