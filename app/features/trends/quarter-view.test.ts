import { describe, expect, it } from "vitest";
import { sale } from "~/domain/test-sale";
import { announcedQuarters, quarterEntries, quarterLinks, quarterReportDays, quarterView } from "./quarter-view";
import { sampleNotice, touchesSampleDays } from "~/domain/sample-data";

const many = (count: number, date: string, price: number, extra: Parameters<typeof sale>[2] = {}) =>
  Array.from({ length: count }, () => sale(date, price, extra));
const contracts = [
  ...many(5, "2024-08-01", 2_000_000),
  ...many(5, "2025-05-01", 3_000_000),
  ...many(2, "2025-07-10", 4_000_000, { zip: "06878" }),
  ...many(8, "2025-08-10", 5_000_000),
  sale("2025-09-10", 9_000, { type: "rental" }),
];
const history = {
  firstDay: "2024-07-01",
  lastDay: "2025-10-05",
  sample: [{ from: "2024-07-01", to: "2025-08-31" }],
  coverage: { contracts: [{ from: "2024-07-01", to: "2025-10-05" }] },
};

describe("quarterView", () => {
  it("opens the newest complete quarter when none is named", () => {
    expect(quarterView(contracts, history, undefined)).toMatchObject({
      id: "2025-q3",
      label: "Q3 2025",
      start: "2025-07-01",
      end: "2025-09-30",
    });
  });

  it("shows a quarter beside the quarter before and a year earlier, with changes", () => {
    const view = quarterView(contracts, history, "2025-q3")!;
    expect(view.previousLabel).toBe("Q2 2025");
    expect(view.yearBeforeLabel).toBe("Q3 2024");
    expect(view.figures[0]).toEqual({
      label: "Sale contracts",
      now: "10",
      previous: "5",
      previousChange: "+100.0%",
      yearBefore: "5",
      yearBeforeChange: "+100.0%",
    });
    expect(view.figures[1]).toMatchObject({
      label: "Median contract price",
      now: "$5.00M",
      previous: "$3.00M",
      previousChange: "+66.7%",
      yearBeforeChange: "+150.0%",
    });
    expect(view.figures.at(-1)).toMatchObject({
      label: "Leases (counted apart)",
      now: "1",
      previous: "0",
      previousChange: "–",
    });
    expect(view.priceBands.map((band) => band.now)).toEqual(["0", "0", "10", "0"]);
    // Two sales in Riverside: too few for a median, and so no change.
    expect(view.villages.find((village) => village.name === "Riverside")).toMatchObject({
      contracts: "2",
      medianPrice: "Only 2 contracts",
      yearBeforeMedianPrice: "No contracts",
      change: "–",
    });
    expect(view.sampleNotice).toBe(sampleNotice(history.sample, quarterReportDays({ year: 2025, quarter: 3 })));
    expect(view.newer).toBeNull();
    expect(view.older).toMatchObject({ id: "2025-q2", to: "/quarterly-report/2025-q2" });
  });

  it("compares with no quarter the history holds only in part: no history, no change", () => {
    const partly = {
      ...history,
      firstDay: "2024-06-30",
      coverage: { contracts: [{ from: "2024-08-01", to: "2025-10-05" }] },
    };
    const view = quarterView(contracts, partly, "2025-q3")!;
    expect(view.figures[0]).toMatchObject({
      yearBefore: "No history",
      yearBeforeChange: "–",
      previousChange: "+100.0%",
    });
    expect(view.figures.at(-1)).toMatchObject({ yearBefore: "No history" });
    expect(quarterView(contracts, partly, "2024-q3")).toBeUndefined();
  });

  it("names no quarter outside the history, or malformed", () => {
    for (const bad of ["2025-q4", "2024-q2", "2030-q1", "2025-Q3", "x"])
      expect(quarterView(contracts, history, bad)).toBeUndefined();
    expect(quarterLinks(history).map((link) => link.label)).toEqual([
      "Q3 2025",
      "Q2 2025",
      "Q1 2025",
      "Q4 2024",
      "Q3 2024",
    ]);
  });
});

describe("quarterEntries (the archive's quarters)", () => {
  it("lists every complete quarter that holds a contract, newest first, saying which show sample contracts", () => {
    // Q1 2025 and Q4 2024 hold no contract; Q3 2025 holds a lease besides its sales.
    expect(quarterEntries(contracts, history)).toEqual([
      {
        id: "2025-q3",
        label: "Q3 2025",
        to: "/quarterly-report/2025-q3",
        start: "2025-07-01",
        end: "2025-09-30",
        sample: true,
      },
      {
        id: "2025-q2",
        label: "Q2 2025",
        to: "/quarterly-report/2025-q2",
        start: "2025-04-01",
        end: "2025-06-30",
        sample: true,
      },
      {
        id: "2024-q3",
        label: "Q3 2024",
        to: "/quarterly-report/2024-q3",
        start: "2024-07-01",
        end: "2024-09-30",
        sample: true,
      },
    ]);
    expect(quarterEntries([sale("2025-09-30", 9_000, { type: "rental" })], history).map((entry) => entry.id)).toEqual([
      "2025-q3",
    ]);
  });

  it("says sample exactly where the quarter's page does", () => {
    const through = [{ from: "2022-09-05", to: "2025-08-31" }];
    // Q3 2026 shows Q3 2025 beside it; Q4 2026 shows Q3 and Q4 2026 and Q4 2025: no sample day.
    expect(touchesSampleDays(through, quarterReportDays({ year: 2026, quarter: 3 }))).toBe(true);
    expect(touchesSampleDays(through, quarterReportDays({ year: 2026, quarter: 4 }))).toBe(false);
    expect(touchesSampleDays([], quarterReportDays({ year: 2025, quarter: 3 }))).toBe(false);
    // Spans, not a last day: a seed span after real weeks marks the quarters that show it, and only those.
    const spans = [
      { from: "2022-09-05", to: "2024-03-31" },
      { from: "2025-09-01", to: "2025-09-07" },
    ];
    const entries = quarterEntries(contracts, { ...history, sample: spans });
    for (const entry of entries) {
      const view = quarterView(contracts, { ...history, sample: spans }, entry.id)!;
      expect(entry.sample, entry.id).toBe(view.sampleNotice !== null);
    }
    expect(entries.map((entry) => [entry.id, entry.sample])).toEqual([
      ["2025-q3", true],
      ["2025-q2", false],
      ["2024-q3", true],
    ]);
    expect(quarterView(contracts, { ...history, sample: spans }, "2025-q3")!.sampleNotice).toBe(
      sampleNotice(spans, quarterReportDays({ year: 2025, quarter: 3 })),
    );
  });
});

describe("announcedQuarters (the feed's quarters)", () => {
  const weeks = [
    { startDate: "2025-09-22", endDate: "2025-10-05" },
    { startDate: "2025-09-15", endDate: "2025-09-21" },
  ];

  it("announces a complete quarter once the week holding its last day is published, dated by that week", () => {
    expect(announcedQuarters(contracts, history, weeks)).toEqual([
      {
        id: "2025-q3",
        label: "Q3 2025",
        to: "/quarterly-report/2025-q3",
        start: "2025-07-01",
        end: "2025-09-30",
        date: "2025-10-05",
        contracts: 10,
        medianPrice: 5_000_000,
        sampleNotice: sampleNotice(history.sample, quarterReportDays({ year: 2025, quarter: 3 })),
      },
    ]);
  });

  it("announces no quarter whose last week is not published (sample history is never published)", () => {
    expect(announcedQuarters(contracts, history, weeks.slice(1))).toEqual([]);
    expect(announcedQuarters(contracts, { ...history, lastDay: "2025-09-28" }, weeks)).toEqual([]);
  });
});

// A period the history does not hold completely reads "No history" and gives no change: a quarter
// with four weeks of history is no quarter to compare with, nor is one before the history.
describe("a quarter beside a period the history does not hold", () => {
  const early = [
    ...many(6, "2022-09-20", 1_000_000),
    ...many(6, "2023-02-10", 2_000_000),
    ...many(6, "2023-08-10", 3_000_000),
  ];
  // The history opens on Monday, September 5, 2022: Q3 2022 holds four weeks of it, Q1 2022 none.
  const opening = {
    firstDay: "2022-09-05",
    lastDay: "2023-10-01",
    sample: [],
    coverage: { contracts: [{ from: "2022-09-05", to: "2023-10-01" }] },
  };

  it("writes No history and no change against a partial or absent quarter, never a change from zero", () => {
    const q3 = quarterView(early, opening, "2023-q3")!;
    const contractsRow = q3.figures[0]!;
    expect(contractsRow).toMatchObject({ now: "6", yearBefore: "No history", yearBeforeChange: "–" });
    for (const row of q3.figures) expect(row.yearBeforeChange, row.label).toBe("–");
    const q1 = quarterView(early, opening, "2023-q1")!;
    // Q4 2022 is held and has no contract: a real zero. Q1 2022 is before the history.
    expect(q1.figures[0]).toMatchObject({ previous: "0", yearBefore: "No history", yearBeforeChange: "–" });
    expect(q1.figures.find((row) => row.label === "Median contract price")).toMatchObject({
      yearBefore: "No history",
      yearBeforeChange: "–",
    });
  });
});
