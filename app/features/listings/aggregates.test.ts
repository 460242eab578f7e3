import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  actionsThisWeek,
  bandPulse,
  dealConfidenceDays,
  dealsFigureText,
  dealsMedian,
  escrowRunwayDays,
  groupStats,
  listingBadges,
  matrixShade,
  reductionMatrix,
  summarize,
  weekLeaders,
} from "./aggregates";
import { makeListing } from "./listing-fixture.test-support";
import { MINIMUM_BASIS, type Figure } from "~/domain/measures";

const ok = (value: number, basis: number): Figure => ({ value, basis, status: "ok" });
const few = (basis: number): Figure => ({ value: null, basis, status: "few" });
const empty: Figure = { value: null, basis: 0, status: "empty" };

describe("a median of deals (withheld below MINIMUM_BASIS, the site's one rule)", () => {
  it("is withheld for 0, 1 and 4 deals and given from 5", () => {
    expect(MINIMUM_BASIS).toBe(5);
    expect(dealsMedian([])).toEqual(empty);
    expect(dealsMedian([30])).toEqual(few(1));
    expect(dealsMedian([10, 20, 30, 40])).toEqual(few(4));
    expect(dealsMedian([50, 10, 40, 20, 30])).toEqual(ok(30, 5));
    expect(dealsMedian([10, 20, 30, 40, 50, 60])).toEqual(ok(35, 6));
  });
  it("says why it is withheld, in the dashboard's noun", () => {
    const days = (value: number) => `${value} days`;
    expect(dealsFigureText(dealsMedian([10, 20]), days)).toBe("Only 2 deals");
    expect(dealsFigureText(dealsMedian([10]), days)).toBe("Only 1 deal");
    expect(dealsFigureText(dealsMedian([]), days)).toBe("No deals");
    expect(dealsFigureText(dealsMedian([1, 2, 3, 4, 5]), days)).toBe("3 days");
  });
});

describe("Deal Confidence (the mean of positive contract-to-pending days, rounded)", () => {
  it("ignores zero and missing days and rounds to whole days", () => {
    const listings = [1, 2, 2, 3, 1, 0, null].map((days) => makeListing({ contractToPendingDays: days }));
    expect(dealConfidenceDays(listings)).toEqual(ok(2, 5)); // (1 + 2 + 2 + 3 + 1) / 5 = 1.8
  });
  it("is withheld below five deals with a day to pending, as every average is", () => {
    const listings = [1, 2, 2, 0, null].map((days) => makeListing({ contractToPendingDays: days }));
    expect(dealConfidenceDays(listings)).toEqual(few(3));
    expect(dealConfidenceDays([makeListing({ contractToPendingDays: 0 })])).toEqual(empty);
  });
});

describe("Escrow Runway (shown at 25 % or more with contract-to-close above zero)", () => {
  const closing = (days: number) => makeListing({ contractToCloseDays: days });
  const none = makeListing({ contractToCloseDays: 0 });
  it("is shown at exactly 25 % and hidden below", () => {
    const five = [30, 30, 30, 30, 30].map(closing);
    expect(escrowRunwayDays([...five, ...Array<typeof none>(15).fill(none)])).toEqual(ok(30, 5));
    expect(escrowRunwayDays([...five, ...Array<typeof none>(16).fill(none)])).toBeNull();
    expect(escrowRunwayDays([30, 45, 30, 45, 45].map(closing))).toEqual(ok(39, 5)); // 195 / 5
    expect(escrowRunwayDays([])).toBeNull();
  });
  it("when shown, withholds its average below five closing deals", () => {
    expect(escrowRunwayDays([closing(30), none, none, none])).toEqual(few(1));
    expect(escrowRunwayDays([closing(30), closing(45), none])).toEqual(few(2));
  });
});

describe("aggregates of an empty list", () => {
  it("are 0 and the actions list is empty", () => {
    expect(summarize([])).toEqual({
      dealsInked: 0,
      medianAdom: empty,
      typicalCutPercent: empty,
      dealConfidenceDays: empty,
      escrowRunwayDays: null,
    });
    expect(
      bandPulse([]).every((band) => band.count === 0 && band.volume === 0 && band.medianAdom.status === "empty"),
    ).toBe(true);
    expect(groupStats([], "firm")).toEqual([]);
    expect(reductionMatrix([]).maxCount).toBe(0);
    expect(actionsThisWeek([])).toEqual([]);
  });
});

describe("per band, district, firm and agent", () => {
  const listings = [
    makeListing({ id: 1, listPrice: 2_995_000, adom: 54, cutPercent: 6.3, district: "Old Greenwich", firm: "S" }),
    makeListing({ id: 2, listPrice: 2_395_000, adom: 129, cutPercent: 11.1, district: "Cos Cob", firm: "S" }),
    makeListing({ id: 3, listPrice: 1_850_000, adom: 23, cutPercent: 0, district: "Old Greenwich", firm: "C" }),
  ];
  // The two deals of 2.001M-4M (54 and 129 days): too few for a median (fewer than five deals).
  it("band pulse gives count, volume and medians in band order", () => {
    const bands = bandPulse(listings);
    expect(bands.map((band) => band.band)).toEqual(["0-500k", "501k-1M", "1.001M-2M", "2.001M-4M", "4.001M-6M", "6M+"]);
    expect(bands[3]).toEqual({
      band: "2.001M-4M",
      count: 2,
      volume: 5_390_000,
      medianAdom: few(2),
      medianCutPercent: few(2),
    });
  });
  // Six deals of 2.001M-4M: 54, 129, 23, 60, 80 and 100 days; the median of an even count is the
  // mean of the two middle ones: (60 + 80) / 2 = 70; cuts 6.3, 11.1, 0, 2, 4, 8: (4 + 6.3) / 2.
  it("gives a band's medians from five deals", () => {
    const six = [
      [54, 6.3],
      [129, 11.1],
      [23, 0],
      [60, 2],
      [80, 4],
      [100, 8],
    ].map(([adom, cutPercent]) => makeListing({ listPrice: 3_000_000, adom, cutPercent }));
    expect(bandPulse(six)[3]).toMatchObject({ count: 6, medianAdom: ok(70, 6), medianCutPercent: ok(5.15, 6) });
  });
  it("group stats give count, share, medians, top band and top district, ties kept whole", () => {
    const [first, second] = groupStats(listings, "firm");
    expect(first).toEqual({
      name: "S",
      firm: "S",
      count: 2,
      share: 2 / 3,
      medianAdom: few(2),
      medianCutPercent: few(2),
      topBands: ["2.001M-4M"],
      topDistricts: ["Cos Cob", "Old Greenwich"], // one each: a tie, both named
    });
    expect(second).toMatchObject({ name: "C", count: 1, topBands: ["1.001M-2M"], topDistricts: ["Old Greenwich"] });
  });
  it("counts an agent per firm: a name on two firms' deals is two rows, each with its firm", () => {
    const agents = groupStats(
      [
        makeListing({ firm: "Shoreline Realty", agent: "Anne Parker" }),
        makeListing({ firm: "Coastal Properties", agent: "Anne Parker" }),
        makeListing({ firm: "Harbor House Realty", agent: "Mark Ellis" }),
        makeListing({ firm: "Harbor House Realty", agent: "Mark Ellis" }),
      ],
      "agent",
    );
    expect(agents.map((agent) => [agent.name, agent.firm, agent.count])).toEqual([
      ["Mark Ellis", "Harbor House Realty", 2],
      ["Anne Parker", "Coastal Properties", 1],
      ["Anne Parker", "Shoreline Realty", 1],
    ]);
  });
});

describe("Reduction Playbook shading (the share of the maximum cell)", () => {
  it("is green above 0.66, yellow above 0.33, otherwise grey", () => {
    expect(matrixShade(3, 3)).toBe("green");
    expect(matrixShade(2, 3)).toBe("green"); // 0.667
    expect(matrixShade(66, 100)).toBe("yellow");
    expect(matrixShade(34, 100)).toBe("yellow");
    expect(matrixShade(33, 100)).toBe("grey");
    expect(matrixShade(0, 0)).toBe("grey");
  });
  it("counts reductions 0, 1, 2+ against the bands", () => {
    const matrix = reductionMatrix([
      makeListing({ reductions: 0, listPrice: 400_000 }),
      makeListing({ reductions: 3, listPrice: 400_000 }),
      makeListing({ reductions: 2, listPrice: 400_000 }),
    ]);
    expect(matrix.maxCount).toBe(2);
    expect(matrix.rows.map((row) => row.bucket)).toEqual(["0", "1", "2+"]);
    expect(matrix.rows[2]!.cells[0]).toEqual({ bucket: "2+", band: "0-500k", count: 2, shade: "green" });
    expect(matrix.rows[0]!.cells[0]!.shade).toBe("yellow");
    expect(matrix.rows[1]!.cells[0]!.shade).toBe("grey");
  });
});

describe("row badges", () => {
  it("flags 2+ reductions, marks ADOM at or below the median fast and 2 days or fewer to pending clean", () => {
    expect(listingBadges(makeListing({ reductions: 2, adom: 40, contractToPendingDays: 3 }), ok(40, 5))).toEqual({
      flag: true,
      fast: true,
      clean: false,
    });
    expect(listingBadges(makeListing({ reductions: 1, adom: 41, contractToPendingDays: 2 }), ok(40, 5))).toEqual({
      flag: false,
      fast: false,
      clean: true,
    });
    expect(listingBadges(makeListing({ contractToPendingDays: null }), ok(40, 5)).clean).toBe(false);
  });
  it("gives no fast badge against a median withheld (fewer than five deals)", () => {
    expect(listingBadges(makeListing({ adom: 1 }), few(4)).fast).toBe(false);
    expect(listingBadges(makeListing({ adom: 1 }), empty).fast).toBe(false);
  });
});

describe("Actions This Week", () => {
  const listings = [
    makeListing({ listPrice: 2_995_000, reductions: 2, cutPercent: 6.3, firm: "Shoreline Realty", agent: "Anne" }),
    makeListing({ listPrice: 2_395_000, reductions: 3, cutPercent: 11.1, firm: "Shoreline Realty", agent: "Anne" }),
    makeListing({ listPrice: 875_000, cutPercent: 2.7, firm: "Harbor House", agent: "Mark" }),
    makeListing({ listPrice: 1_850_000, firm: "Coastal", agent: "Lisa" }),
  ];
  it("writes three sentences from the figures, nouns agreeing with their counts", () => {
    expect(actionsThisWeek(listings)).toEqual([
      "Focus on 2.001M-4M: the busiest band with 2 of 4 deals and $5.4M in list-price volume.",
      "Price at the market from day one: 2 of 4 deals needed a reduction; too few deals (under 5) for a typical cut.",
      "Watch Shoreline Realty: 2 deals (50% of the market); its most active agent is Anne with 2 deals.",
    ]);
    expect(actionsThisWeek([listings[2]!])).toEqual([
      "Focus on 501k-1M: the busiest band with the one deal and $875K in list-price volume.",
      "Price at the market from day one: the one deal needed no price reduction.",
      "Watch Harbor House: 1 deal (100% of the market); its most active agent is Mark with 1 deal.",
    ]);
  });
  it("reads as English for two deals, and gives no typical cut of two", () => {
    const two = [listings[0]!, listings[2]!];
    expect(actionsThisWeek(two)[1]).toBe(
      "Price at the market from day one: 1 of 2 deals needed a reduction; too few deals (under 5) for a typical cut.",
    );
    expect(actionsThisWeek([listings[2]!, listings[3]!])[1]).toBe(
      "Price at the market from day one: neither deal needed a price reduction.",
    );
  });
  it("names the summary's Typical Cut: one measure, one figure", () => {
    const five = [...listings, makeListing({ cutPercent: 4, reductions: 1 })];
    expect(summarize(five).typicalCutPercent).toEqual(ok(4, 5)); // 0, 2.7, 4, 6.3, 11.1
    expect(actionsThisWeek(five)[1]).toBe(
      "Price at the market from day one: 3 of 5 deals needed a reduction; the typical cut from ask to contract is 4.0%, the median of the 5 deals.",
    );
  });

  // The sample file's week of October 6: two bands with 2 deals each, three firms with 2 each, and
  // an agent's name on deals of two firms.
  const week41 = [
    makeListing({ listPrice: 2_995_000, reductions: 2, firm: "Shoreline Realty", agent: "Anne Parker" }),
    makeListing({ listPrice: 1_195_000, firm: "Harbor House Realty", agent: "Mark Ellis" }),
    makeListing({ listPrice: 2_395_000, reductions: 3, firm: "Shoreline Realty", agent: "Lisa Grant" }),
    makeListing({ listPrice: 875_000, reductions: 1, firm: "Harbor House Realty", agent: "Mark Ellis" }),
    makeListing({ listPrice: 4_995_000, reductions: 2, firm: "Coastal Properties", agent: "Anne Parker" }),
    makeListing({ listPrice: 1_850_000, firm: "Coastal Properties", agent: "David Chen" }),
  ];
  it("says a tie is a tie, and names an agent only with their own firm", () => {
    const [bands, , firms] = actionsThisWeek(week41);
    expect(bands).toBe(
      "Focus on 1.001M-2M and 2.001M-4M: they tie as the busiest bands with 2 of 6 deals each ($3.0M and $5.4M in list-price volume).",
    );
    expect(firms).toBe(
      "Watch Coastal Properties, Harbor House Realty and Shoreline Realty: they tie with 2 deals each (33% of the market each); the most active agent among them is Mark Ellis of Harbor House Realty with 2 deals.",
    );
  });
  it("counts the leaders when too many tie to name", () => {
    const spread = ["A", "B", "C", "D"].map((firm, index) =>
      makeListing({ firm, agent: `Agent ${firm}`, listPrice: [400_000, 900_000, 1_500_000, 3_000_000][index] }),
    );
    expect(actionsThisWeek(spread)[0]).toBe("No band leads: 4 bands tie with 1 of 4 deals each.");
    expect(actionsThisWeek(spread)[2]).toBe(
      "No brokerage leads: 4 brokerages tie with 1 deal each (25% of the market each).",
    );
  });
  it("whatever the listings: the leaders named all share the top count, every one with it is named, and each agent is their firm's", () => {
    const listing = fc.record({
      band: fc.constantFrom(400_000, 900_000, 1_500_000, 3_000_000),
      firm: fc.constantFrom("North", "South", "East"),
      agent: fc.constantFrom("Ann", "Bo", "Cy"),
    });
    fc.assert(
      fc.property(fc.array(listing, { minLength: 1, maxLength: 12 }), (rows) => {
        const made = rows.map((row) => makeListing({ listPrice: row.band, firm: row.firm, agent: row.agent }));
        const leaders = weekLeaders(made);
        const bands = bandPulse(made);
        const topBand = Math.max(...bands.map((band) => band.count));
        expect(leaders.bands.map((band) => band.band)).toEqual(
          bands.filter((band) => band.count === topBand).map((band) => band.band),
        );
        const firms = groupStats(made, "firm");
        const topFirm = Math.max(...firms.map((firm) => firm.count));
        expect(leaders.firms.map((firm) => firm.name).sort()).toEqual(
          firms
            .filter((firm) => firm.count === topFirm)
            .map((firm) => firm.name)
            .sort(),
        );
        const ofLeadingFirms = groupStats(made, "agent").filter((agent) =>
          leaders.firms.some((firm) => firm.name === agent.firm),
        );
        const topAgent = Math.max(...ofLeadingFirms.map((agent) => agent.count));
        expect(leaders.agents.length).toBeGreaterThan(0);
        for (const agent of leaders.agents) {
          expect(agent.count).toBe(topAgent);
          expect(made.filter((row) => row.agent === agent.name && row.firm === agent.firm)).toHaveLength(agent.count);
        }
        expect(leaders.agents).toHaveLength(ofLeadingFirms.filter((agent) => agent.count === topAgent).length);
        const [bandSentence, , firmSentence] = actionsThisWeek(made);
        expect(bandSentence!.includes(" tie ")).toBe(leaders.bands.length > 1);
        expect(firmSentence!.includes(" tie ")).toBe(leaders.firms.length > 1 || leaders.agents.length > 1);
        if (leaders.firms.length <= 3) for (const firm of leaders.firms) expect(firmSentence).toContain(firm.name);
      }),
    );
  });
});
