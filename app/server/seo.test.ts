// pageMeta (app/lib/seo.ts) with the root data the server builds (shell-content.server.ts): a test of
// the two together, so it lives on the server side of the layers (decision 114).
import { describe, expect, it } from "vitest";
import { rootData } from "./shell-content.server";
import { DEFAULT_IDENTITY } from "~/lib/site-identity";
import { canonicalPath, canonicalUrl, pageMeta } from "~/lib/seo";

describe("canonicalUrl", () => {
  it("joins origin and path without a trailing slash", () => {
    expect(canonicalUrl("https://example.com", "/archive/")).toBe("https://example.com/archive");
    expect(canonicalUrl("https://example.com", "/")).toBe("https://example.com/");
  });

  it("names a prerendered page's address without its trailing slash", () => {
    expect(canonicalPath("/privacy/")).toBe("/privacy");
    expect(canonicalPath("/privacy")).toBe("/privacy");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("//")).toBe("/");
  });
});

describe("pageMeta", () => {
  const matches = [{ id: "root", loaderData: rootData("https://greenwich.example", DEFAULT_IDENTITY) }];
  it("builds title, description and canonical from SITE_URL", () => {
    const meta = pageMeta(
      { location: { pathname: "/subscribe" }, matches },
      { title: "Subscribe", description: "Weekly." },
    );
    expect(meta).toContainEqual({ title: "Subscribe | Greenwich Market Report" });
    expect(meta).toContainEqual({ name: "description", content: "Weekly." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://greenwich.example/subscribe" });
  });
  it("does not repeat the site name on the home page", () => {
    const meta = pageMeta(
      { location: { pathname: "/" }, matches },
      { title: "Greenwich Market Report", description: "d" },
    );
    expect(meta).toContainEqual({ title: "Greenwich Market Report" });
  });
  it("without the root's data (its own error page) gives the page's title and no publisher", () => {
    const meta = pageMeta({ location: { pathname: "/x" }, matches: [] }, { title: "Error", description: "d" });
    expect(meta).toContainEqual({ title: "Error" });
    expect(meta.some((d) => "script:ld+json" in d)).toBe(false);
  });
});

describe("sharing and structured data", () => {
  const matches = [{ id: "root", loaderData: rootData("https://greenwich.example", DEFAULT_IDENTITY) }];
  it("adds Open Graph and Twitter tags with an absolute image URL", () => {
    const meta = pageMeta(
      { location: { pathname: "/archive" }, matches },
      { title: "Archive", description: "All weeks." },
    );
    expect(meta).toContainEqual({ property: "og:url", content: "https://greenwich.example/archive" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://greenwich.example/og/site.png" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ property: "og:type", content: "website" });
  });
  it("describes the publisher as a RealEstateAgent, and adds the page's own JSON-LD", () => {
    const meta = pageMeta(
      { location: { pathname: "/market-report" }, matches },
      {
        title: "Week 1",
        description: "d",
        type: "article",
        image: "/og/market-report-week-1.png",
        jsonLd: { "@type": "Report" },
      },
    );
    const ld = meta
      .filter((d) => "script:ld+json" in d)
      .map((d) => (d as { "script:ld+json": { "@type": string } })["script:ld+json"]);
    expect(ld.map((item) => item["@type"])).toEqual(["RealEstateAgent", "Report"]);
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://greenwich.example/og/market-report-week-1.png",
    });
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
  });
});
