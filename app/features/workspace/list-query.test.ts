import { describe, expect, it } from "vitest";
import { containsPattern, MAX_PAGE, MAX_SEARCH_LENGTH, pageHref, parseListQuery } from "./list-query";

const STATUSES = ["new", "replied", "closed"] as const;
const parse = (search: string) => parseListQuery(new URLSearchParams(search), STATUSES);

describe("parseListQuery", () => {
  it("reads a search, a known status and a page", () => {
    expect(parse("q=%20Ann%20&status=replied&page=3")).toEqual({ q: "Ann", status: "replied", page: 3 });
  });

  it("falls back to all rows, page 1, for missing or hostile values", () => {
    expect(parse("")).toEqual({ q: "", status: "", page: 1 });
    expect(parse("status=deleted&page=-4")).toEqual({ q: "", status: "", page: 1 });
    expect(parse("status=NEW&page=1e400")).toEqual({ q: "", status: "", page: 1 });
    expect(parse(`page=${MAX_PAGE + 1}`).page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
  });

  it("drops control characters and cuts a long search", () => {
    expect(parse("q=a%00b%0Ac").q).toBe("a b c");
    expect(parse(`q=${"x".repeat(5000)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
  });
});

describe("containsPattern", () => {
  it("escapes the LIKE wildcards so they match themselves", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("pageHref", () => {
  it("keeps the search and the filter, and leaves page 1 out", () => {
    expect(pageHref("/studio/leads", { q: "a&b", status: "new", page: 1 }, 2)).toBe(
      "/studio/leads?q=a%26b&status=new&page=2",
    );
    expect(pageHref("/studio/leads", { q: "", status: "", page: 2 }, 1)).toBe("/studio/leads");
  });
});
