import { describe, expect, it } from "vitest";
import { testQuotes } from "~/domain/test-market-quotes";
import { testTownMedian } from "~/domain/test-town-median";
import { defaultFactBook } from "~content/facts";
import { byramGuidePageView } from "./byram-guide-view";

describe("Byram guide page view", () => {
  const view = byramGuidePageView(defaultFactBook, testTownMedian(true), testQuotes(true));

  it("compares Byram's median with the history's town median, defined and marked sample (decision 141)", () => {
    expect(view.byramStatistics[0]!.comparison).toBe(
      "Town median $2.85M (median contract price, all home types, 2024)",
    );
    expect(view.byramStatisticNotes).toContain(testTownMedian(true).note);
    // One sample sentence, over every day the page's figures rest on.
    expect(view.byramStatisticNotes.filter((note) => note.startsWith("Sample data"))).toEqual([
      "Sample data: the figures through June 29, 2025 are generated for this demonstration; the broker's own history replaces them.",
    ]);
  });

  it("gives Byram's change as its village's, named, and says why there is none (decision 159)", () => {
    // The test history's 06830 holds 3 contracts in the 52 weeks: no change.
    expect(view.byramStatistics[0]).toMatchObject({
      change: "No change given for Greenwich (06830), Byram's ZIP code area",
      trend: null,
    });
    expect(view.byramStatisticNotes.join(" ")).toContain(
      "Greenwich (06830), no median and no change: only 3 contracts in these weeks. Median contract price by village",
    );
    const riversideAsByram = byramGuidePageView(defaultFactBook, testTownMedian(), {
      ...testQuotes(),
      villages: testQuotes().villages.map((village) =>
        village.zip === "06830"
          ? { ...testQuotes().villages.at(-1)!, zip: "06830", name: "Greenwich (06830)" }
          : village,
      ),
    });
    expect(riversideAsByram.byramStatistics[0]).toMatchObject({
      change: "+20.0% on a year earlier in Greenwich (06830), Byram's ZIP code area",
      trend: "up",
    });
  });

  it("compares Byram's price per square foot with the town's as a ratio of the two facts, not a trend", () => {
    // $445 against $856: 52%.
    expect(view.byramStatistics[1]).toMatchObject({
      label: "Price per sq ft",
      value: "$445",
      comparison: "Town average $856",
      change: "52% of the town average",
      trend: null,
    });
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
