import { describe, expect, it } from "vitest";
import { testContracts, testQuotesHistory } from "~/domain/test-market-quotes";
import { sale } from "~/domain/test-sale";
import { testimonialsSection } from "~content/home";
import { homePage } from "./home-page.server";

// The home page's cards from the quotes' test history (decision 159): five villages over the 52
// weeks to June 29, 2025, three of them with a change.
describe("the home page's Top Areas and fast market", () => {
  const { marketNowSection: section } = homePage(testQuotesHistory(), testimonialsSection.testimonials);

  it("ranks the villages with a change, each with its median and counts, the others defined apart", () => {
    expect(section.topAreas.caption).toBe(
      "Median contract price by village, change on the 52 weeks before (52 weeks to June 29, 2025)",
    );
    expect(section.topAreas.villages.map((village) => [village.name, village.change])).toEqual([
      ["Riverside", "+20.0%"],
      ["Old Greenwich", "+2.9%"],
      ["Cos Cob", "0.0%"],
    ]);
    expect(section.topAreas.villages[0]!.detail).toBe(
      "$2.40M on 5 contracts, against $2.00M on 5 contracts in the 52 weeks before",
    );
    expect(section.topAreas.ties).toEqual([]);
    expect(section.cardNotes).toContain("Greenwich (06830), no median and no change: only 3 contracts in these weeks.");
  });

  it("says a tie at the fourth place is a tie and shows both", () => {
    // Greenwich (06830) now at $2.1M on 6 against $2.0M: +5.0%; North Greenwich (06831) before at
    // $4.0M on 5, as now: 0.0%, tied with Cos Cob for fourth.
    const five = [
      ...testContracts,
      ...[2.5, 2.5, 2.5].map((millions) => sale("2025-01-15", millions * 1_000_000)),
      ...[4, 4, 4].map((millions) => sale("2024-01-15", millions * 1_000_000, { zip: "06831" })),
    ];
    const { topAreas } = homePage(testQuotesHistory(five), testimonialsSection.testimonials).marketNowSection;
    expect(topAreas.villages.map((village) => [village.name, village.change])).toEqual([
      ["Riverside", "+20.0%"],
      ["Greenwich (06830)", "+5.0%"],
      ["Old Greenwich", "+2.9%"],
      ["Cos Cob", "0.0%"],
      ["North Greenwich (06831)", "0.0%"],
    ]);
    expect(topAreas.ties).toEqual(["Cos Cob and North Greenwich (06831) tie for fourth at 0.0%, so both are shown."]);
  });

  it("gives the share under $3M that went within 14 days, with its count and period", () => {
    expect(section.fastMarket).toMatchObject({
      value: "21%",
      caption:
        "of sale contracts under $3M went under contract within 14 days (52 weeks to June 29, 2025: 3 of 14 sale contracts under $3M)",
    });
  });
});
