import { describe, expect, it } from "vitest";
import { formatUsdCompact } from "~/lib/format";
import { byramContent } from "~content/guides/byram-guide";
import { projectAppreciation } from "./projection";

const { byramProjection } = byramContent();

describe("projectAppreciation", () => {
  it("gives the spec's Byram 2030 range: $1.2M grown 25-40 % is $1.5M-$1.7M", () => {
    const range = projectAppreciation(1_200_000, 25, 40);
    expect(range.low).toBeCloseTo(1_500_000);
    expect(range.high).toBeCloseTo(1_680_000);
    expect(formatUsdCompact(range.low)).toBe("$1.5M");
    expect(formatUsdCompact(range.high)).toBe("$1.7M");
  });

  it("matches the Byram guide's own figures", () => {
    const range = projectAppreciation(
      byramProjection.medianToday,
      byramProjection.lowPercent,
      byramProjection.highPercent,
    );
    expect([formatUsdCompact(range.low), formatUsdCompact(range.high)]).toEqual(["$1.5M", "$1.7M"]);
  });
});
