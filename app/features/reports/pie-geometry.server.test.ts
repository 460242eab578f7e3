import { describe, expect, it } from "vitest";
import { pieSlices } from "./pie-geometry.server";

describe("pieSlices", () => {
  it("gives one path per non-zero datum with its share in percent", () => {
    const slices = pieSlices([
      { label: "Single Family", value: 9, color: "#111" },
      { label: "Condo", value: 0, color: "#222" },
      { label: "Land", value: 3, color: "#333" },
    ]);
    expect(slices.map((slice) => [slice.label, slice.percent])).toEqual([
      ["Single Family", 75],
      ["Land", 25],
    ]);
    expect(slices.every((slice) => slice.path.startsWith("M"))).toBe(true);
  });

  it("is empty for a total of zero", () => {
    expect(pieSlices([{ label: "Condo", value: 0, color: "#222" }])).toEqual([]);
  });
});
