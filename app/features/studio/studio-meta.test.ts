import { describe, expect, it } from "vitest";
import { studioMeta } from "./studio-meta";

describe("studioMeta", () => {
  it("names the page, the studio and the site, and keeps the page out of search engines", () => {
    expect(studioMeta("People")).toEqual([
      { title: "People | Studio | Greenwich Market Report" },
      { name: "robots", content: "noindex, nofollow" },
    ]);
    expect(studioMeta()[0]).toEqual({ title: "Studio | Greenwich Market Report" });
  });
});
