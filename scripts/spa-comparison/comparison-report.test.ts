import { describe, expect, it } from "vitest";
import { comparisonTable, targetVerdict, type ComparedRoute } from "./comparison-report";

const home: ComparedRoute = {
  route: "/",
  ours: { lcpMs: 900, totalBytes: 170_000 },
  spa: { lcpMs: 2_400, totalBytes: 200_000 },
};
const guide: ComparedRoute = {
  route: "/buyers/byram-guide",
  ours: { lcpMs: 1_000, totalBytes: 176_000 },
  spa: { lcpMs: 2_000, totalBytes: 160_000 },
};

describe("side-by-side report", () => {
  it("puts each route's LCP and bytes beside the client-rendered build's, with ours / SPA", () => {
    expect(comparisonTable([home])).toEqual([
      "| route | our LCP ms | SPA LCP ms | LCP ours / SPA | our bytes | SPA bytes | bytes ours / SPA |",
      "|---|---|---|---|---|---|---|",
      "| / | 900 | 2400 | 0.38 | 170000 | 200000 | 0.85 |",
    ]);
  });

  it("holds when every ratio is at most one half, exactly half included", () => {
    expect(targetVerdict([home, guide])).toMatch(
      /\*\*holds\*\* on all 2 routes \(highest ratio 0\.50, \/buyers\/byram-guide\)/,
    );
  });

  it("names every route where our LCP is more than half of theirs", () => {
    const slow = { ...guide, ours: { ...guide.ours, lcpMs: 1_300 } };
    expect(targetVerdict([home, slow])).toMatch(
      /\*\*does not hold\*\* on 1 of 2 routes: \/buyers\/byram-guide \(0\.65\)/,
    );
  });

  it("does not count a route whose LCP was not measured, on either build, as a success", () => {
    const spaUnmeasured = { ...home, spa: { lcpMs: 0, totalBytes: 0 } };
    const oursUnmeasured = { ...guide, ours: { lcpMs: 0, totalBytes: 176_000 } };
    expect(comparisonTable([spaUnmeasured])[2]).toBe("| / | 900 | n/a | n/a | 170000 | n/a | n/a |");
    expect(comparisonTable([oursUnmeasured])[2]).toBe(
      "| /buyers/byram-guide | n/a | 2000 | n/a | 176000 | 160000 | 1.10 |",
    );
    expect(targetVerdict([spaUnmeasured, oursUnmeasured])).toMatch(
      /\*\*does not hold\*\* on 2 of 2 routes: \/ \(LCP not measured\), \/buyers\/byram-guide \(LCP not measured\)/,
    );
  });
});
