import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/calendar";
import { sampleEndMarks } from "./trend-chart-geometry.server";
import type { TrendRow } from "./trends-view";

// Ten weeks from Monday, January 6, 2025, drawn 100 apart from x = 50.
const weeks = Array.from({ length: 10 }, (_, index) => {
  const weekStart = addDays("2025-01-06", index * 7);
  return { weekStart, weekEnd: addDays(weekStart, 6) } as TrendRow;
});
const x = (index: number) => 50 + index * 100;
const room = { left: 50, labelWidth: 120 };

describe("the mark where sample history ends", () => {
  it("sits halfway between the last sample week and the first real one, and names that week", () => {
    // Sample through Sunday, February 9: weeks 0 to 4 (January 6 to February 3) are sample.
    const marks = sampleEndMarks(weeks, [{ from: "2024-01-01", to: "2025-02-09" }], x, room);
    expect(marks).toEqual([{ x: 500, firstRealWeek: "2025-02-10", labelSide: "left" }]);
  });
  it("puts its words right of the line where the plot leaves no room on the left", () => {
    // Only the first week is sample: the line is at x = 100, 50 from the plot's left edge.
    const marks = sampleEndMarks(weeks, [{ from: "2024-01-01", to: "2025-01-12" }], x, room);
    expect(marks).toEqual([{ x: 100, firstRealWeek: "2025-01-13", labelSide: "right" }]);
    // Left of the line at x = 100 the words need 4 + their width down to the edge at 50: 46 fits, 47 does not.
    expect(
      sampleEndMarks(weeks, [{ from: "2024-01-01", to: "2025-01-12" }], x, { left: 50, labelWidth: 46 })[0]!.labelSide,
    ).toBe("left");
    expect(
      sampleEndMarks(weeks, [{ from: "2024-01-01", to: "2025-01-12" }], x, { left: 50, labelWidth: 47 })[0]!.labelSide,
    ).toBe("right");
  });
  it("draws no mark when every week or no week is sample, and one for each end", () => {
    expect(sampleEndMarks(weeks, [], x, room)).toEqual([]);
    expect(sampleEndMarks(weeks, [{ from: "2024-01-01", to: "2025-12-31" }], x, room)).toEqual([]);
    // A week half sample is not sample: the mark falls before it.
    expect(sampleEndMarks(weeks, [{ from: "2024-01-01", to: "2025-01-15" }], x, room).map((mark) => mark.x)).toEqual([
      100,
    ]);
    const twoEnds = sampleEndMarks(
      weeks,
      [
        { from: "2024-01-01", to: "2025-01-19" },
        { from: "2025-02-03", to: "2025-02-16" },
      ],
      x,
      room,
    );
    expect(twoEnds.map((mark) => mark.firstRealWeek)).toEqual(["2025-01-20", "2025-02-17"]);
  });
});
