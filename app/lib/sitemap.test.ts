import { describe, expect, it } from "vitest";
import { publicRoutes } from "./public-routes";
import { sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists every path as an absolute URL", () => {
    const xml = sitemapXml("https://example.com", ["/", "/archive"]);
    expect(xml).toContain("<loc>https://example.com/</loc>");
    expect(xml).toContain("<loc>https://example.com/archive</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
  it("escapes XML special characters", () => {
    expect(sitemapXml("https://example.com", ["/a&b"])).toContain("/a&amp;b");
  });
});

describe("publicRoutes", () => {
  it("derives the pages from app/routes.ts and leaves out resource and catch-all routes", () => {
    expect(publicRoutes).toContain("/");
    expect(publicRoutes).not.toContain("/sitemap.xml");
    expect(publicRoutes).not.toContain("/robots.txt");
    expect(publicRoutes.some((path) => path.includes("*"))).toBe(false);
  });
});
