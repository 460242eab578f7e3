import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { footerGroups, headerLinks } from "~content/navigation";
import { locatedRoutes } from "./lib/public-routes";

// One shape for every public content page (docs/architecture.md, "Adding a page"): a content module,
// a page view and a page component in its feature, and a route of a few lines that calls the page
// view in its loader and renders the page component; the page is linked from the site's navigation.

/** The guides, calculators and audience pages: every page whose words live in a content module. */
const CONTENT_PAGE =
  /^\/(buyers|sellers|investors|brokerages)\/|^\/(buyer|seller|investor|brokerage|insurance-education)$/;

const contentRoutes = locatedRoutes.filter((route) => CONTENT_PAGE.test(route.fullPath) && route.file.endsWith(".tsx"));
const source = (file: string) => readFileSync(path.join("app", file), "utf8");

describe("public content routes (one shape)", () => {
  it("finds the content pages", () => {
    expect(contentRoutes.map((route) => route.fullPath)).toEqual(
      expect.arrayContaining(["/buyers/byram-guide", "/sellers/pricing-guide", "/insurance-education", "/buyer"]),
    );
    expect(contentRoutes.length).toBeGreaterThanOrEqual(25);
  });

  for (const route of contentRoutes) {
    it(`${route.fullPath} is a route of a few lines over its feature's page view and page`, () => {
      const text = source(route.file);
      expect(text.split("\n").length, "lines").toBeLessThan(40);
      // The markup lives in the feature: the route imports no building block of the page.
      expect(text).not.toMatch(/from "~\/components\//);
      // Its loader calls a page view and its component renders one page component with it.
      expect(text).toMatch(/\w+PageView\(/);
      expect(text).toMatch(
        /export default function \w+\(\{ loaderData: \{ page \} \}: Route\.ComponentProps\) \{\n {2}return <\w+Page page=\{page\} \/>;\n\}/,
      );
    });
  }

  it("links every content page from the header or a footer group", () => {
    const linked = new Set([...headerLinks, ...footerGroups.flatMap((group) => group.links)].map((link) => link.to));
    expect(contentRoutes.map((route) => route.fullPath).filter((page) => !linked.has(page))).toEqual([]);
  });
});

/** Every public page's route module (the studio's are signed-in pages, with their own shape). */
const publicPageRoutes = [
  ...new Set(
    locatedRoutes
      .filter((route) => route.file.endsWith(".tsx") && !/^\/studio(\/|$)/.test(route.fullPath))
      .map((route) => route.file),
  ),
];

describe("public page routes (wiring over a feature's page view)", () => {
  it("finds the public pages, the forms' and the e-mails' landing pages among them", () => {
    expect(publicPageRoutes).toEqual(
      expect.arrayContaining(["routes/preferences.tsx", "routes/unsubscribe.tsx", "routes/mock-market-report.tsx"]),
    );
    expect(publicPageRoutes.length).toBeGreaterThanOrEqual(40);
  });

  for (const file of publicPageRoutes) {
    it(`${file} is under 40 lines and lays out nothing itself`, () => {
      const text = source(file);
      expect(text.split("\n").length, "lines").toBeLessThan(40);
      // The page's markup lives in its feature's page view: the route styles no element.
      expect(text).not.toMatch(/className=/);
    });
  }
});
