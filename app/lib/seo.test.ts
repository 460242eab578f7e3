import { describe, expect, it } from "vitest";
import { canonicalUrl, pageMeta } from "./seo";

describe("canonicalUrl", () => {
  it("joins origin and path without a trailing slash", () => {
    expect(canonicalUrl("https://example.com", "/archive/")).toBe("https://example.com/archive");
    expect(canonicalUrl("https://example.com", "/")).toBe("https://example.com/");
  });
});

describe("pageMeta", () => {
  const matches = [{ id: "root", loaderData: { siteUrl: "https://greenwich.example" } }];
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
});
