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

  it("names the site as Settings saved it, from the root loader's data", () => {
    const root = { id: "root", data: { shell: { site: { name: "Harbor Point Homes" } } } };
    expect(studioMeta("People", [root, { id: "routes/studio" }])[0]).toEqual({
      title: "People | Studio | Harbor Point Homes",
    });
    expect(studioMeta(undefined, [undefined])[0]).toEqual({ title: "Studio | Greenwich Market Report" });
  });
});
