import { describe, expect, it } from "vitest";
import { BAR_AREA_WIDTH } from "~/components/charts/computed-bar-chart";
import { barGeometry } from "./bar-geometry.server";

describe("barGeometry", () => {
  it("scales bars to the largest value", () => {
    const bars = barGeometry([
      { label: "A", value: 10, color: "#000" },
      { label: "B", value: 5, color: "#000" },
      { label: "C", value: 0, color: "#000" },
    ]);
    expect(bars.map((bar) => bar.width)).toEqual([BAR_AREA_WIDTH, BAR_AREA_WIDTH / 2, 0]);
  });

  it("gives a tiny value a visible sliver and survives all zeros", () => {
    expect(
      barGeometry([
        { label: "A", value: 1000, color: "#000" },
        { label: "B", value: 1, color: "#000" },
      ])[1]?.width,
    ).toBe(2);
    expect(barGeometry([{ label: "A", value: 0, color: "#000" }])[0]?.width).toBe(0);
  });
});
