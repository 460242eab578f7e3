import { describe, expect, it } from "vitest";
import { testTownMedian } from "~/domain/test-town-median";
import { defaultFactBook } from "~content/facts";
import { byramGuidePageView } from "./byram-guide-view";

describe("Byram guide page view", () => {
  const view = byramGuidePageView(defaultFactBook, testTownMedian(true));

  it("compares Byram's median with the history's town median, defined and marked sample (decision 141)", () => {
    expect(view.byramStatistics[0]!.comparison).toBe(
      "Town median $2.85M (median contract price, all home types, 2024)",
    );
    expect(view.byramStatisticNotes).toContain(testTownMedian(true).note);
    expect(view.byramStatisticNotes.at(-1)).toMatch(
      /^Sample data: the figures through December 31, 2024 are generated/,
    );
  });

  it("gives each property type its share, formatted, and a chart bar of that value", () => {
    expect(view.byramPropertyTypes.map((type) => [type.share, type.bar.value])).toEqual([
      ["65%", 65],
      ["25%", 25],
      ["10%", 10],
    ]);
    expect(view.byramPropertyTypes[0]!.bar.color).toBe("#1e3a8a");
  });

  it("projects today's median 25-40% higher, formatted once for the headline and the sentence", () => {
    const [today, range] = view.projection.headline.split(" → ");
    expect(today).toMatch(/^\$[\d.]+[KM]$/);
    expect(range).toMatch(/^\$[\d.]+[KM]–\$[\d.]+[KM]$/);
    expect(view.projection.text).toContain(`today’s ${today} median to ${range}`);
  });

  it("sends both buttons to the contact form with their requests", () => {
    const [tour, report] = view.actions.links.map((link) => link.to);
    expect(tour).toMatch(/^\/contact\?request=/);
    expect(report).toMatch(/^\/contact\?request=/);
    expect(tour).not.toBe(report);
  });
});
