import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Contract } from "~/domain/contract-types";
import { addDays, calendarWeekOf, dayNumber, isoDateOf } from "~/lib/calendar";
import {
  generatedWords,
  historyWeeksToStore,
  joinWeeks,
  planImport,
  planLine,
  splitIntoWeeks,
  weeksToStore,
} from "./bulk-import";
import { isTemplateLine, publishProblems } from "./week-editing";

const contract = (address: string, contractDate: string, extra: Partial<Contract> = {}): Contract => ({
  address,
  type: "single-family",
  zone: "R-20",
  zip: "06830",
  acres: 0.5,
  sqft: 3_000,
  price: 2_000_000,
  dom: 20,
  contractDate,
  ...extra,
});

const isoDay = fc.integer({ min: dayNumber("2023-01-01"), max: dayNumber("2026-12-31") }).map(isoDateOf);

describe("splitIntoWeeks", () => {
  it("puts a contract in the Monday-to-Sunday week of its date", () => {
    expect(calendarWeekOf("2025-09-03")).toEqual({ startDate: "2025-09-01", endDate: "2025-09-07" });
    expect(calendarWeekOf("2025-09-07")).toEqual({ startDate: "2025-09-01", endDate: "2025-09-07" });
    expect(calendarWeekOf("2025-09-08")).toEqual({ startDate: "2025-09-08", endDate: "2025-09-14" });
    const weeks = splitIntoWeeks([
      contract("b", "2025-09-09"),
      contract("a", "2025-09-02"),
      contract("c", "2025-09-07"),
    ]);
    expect(weeks.map((week) => [week.startDate, week.contracts.map((row) => row.address)])).toEqual([
      ["2025-09-01", ["a", "c"]],
      ["2025-09-08", ["b"]],
    ]);
  });

  it("splitting an export into weeks and joining them back loses and duplicates no row", () => {
    fc.assert(
      fc.property(fc.array(isoDay, { maxLength: 300 }), (dates) => {
        const rows = dates.map((date, index) => contract(`${index} Lane`, date));
        const weeks = splitIntoWeeks(rows);
        const joined = joinWeeks(weeks);
        expect(joined).toHaveLength(rows.length);
        expect(new Set(joined)).toEqual(new Set(rows));
        for (const week of weeks) {
          expect(
            week.contracts.every((row) => row.contractDate >= week.startDate && row.contractDate <= week.endDate),
          ).toBe(true);
        }
        expect(new Set(weeks.map((week) => week.startDate)).size).toBe(weeks.length);
      }),
    );
  });
});

describe("planImport", () => {
  const known = [
    { week: 1, startDate: "2025-09-01", endDate: "2025-09-07" },
    { week: 2, startDate: "2025-09-08", endDate: "2025-09-14" },
    { week: 3, startDate: "2025-09-15", endDate: "2025-10-14" },
  ];
  const plan = planImport(
    splitIntoWeeks([
      contract("old", "2025-08-27"),
      contract("same", "2025-09-10"),
      contract("crossing", "2025-09-30"),
      contract("new one", "2025-10-21"),
      contract("new two", "2025-10-28"),
    ]),
    known,
  );

  it("numbers new weeks after the highest in date order and names the conflicts", () => {
    expect(plan.map((week) => [week.startDate, week.kind, "week" in week ? week.week : null])).toEqual([
      ["2025-08-25", "history", null],
      ["2025-09-08", "conflict", 2],
      ["2025-09-29", "overlap", null],
      ["2025-10-20", "new", 4],
      ["2025-10-27", "new", 5],
    ]);
    expect(planLine(plan[2]!)).toBe(
      "2025-09-29 to 2025-10-05 (1 contract): skipped, week 3 (2025-09-15 to 2025-10-14) already covers some of these days; to change it, upload its contracts as a correction of that week",
    );
  });

  it("stores a week before the newest as a history week, without a number (decision 116)", () => {
    expect(planLine(plan[0]!)).toBe(
      "2025-08-25 to 2025-08-31 (1 contract): history week (before week 3, not a weekly report)",
    );
    expect(historyWeeksToStore(plan, new Set()).map((week) => [week.startDate, week.replaces])).toEqual([
      ["2025-08-25", false],
    ]);
    expect(weeksToStore(plan, new Set()).some((week) => week.startDate === "2025-08-25")).toBe(false);
  });

  it("makes a history week the history already has a conflict to skip or replace", () => {
    const again = planImport(splitIntoWeeks([contract("older", "2025-08-20"), contract("old", "2025-08-27")]), known, [
      { startDate: "2025-08-25", endDate: "2025-08-31" },
    ]);
    expect(again.map((week) => [week.startDate, week.kind])).toEqual([
      ["2025-08-18", "history"],
      ["2025-08-25", "history-conflict"],
    ]);
    expect(planLine(again[1]!)).toBe(
      "2025-08-25 to 2025-08-31 (1 contract): the history already has this week; skip it or replace its contracts",
    );
    expect(historyWeeksToStore(again, new Set()).map((week) => week.startDate)).toEqual(["2025-08-18"]);
    expect(historyWeeksToStore(again, new Set(["2025-08-25"])).map((week) => [week.startDate, week.replaces])).toEqual([
      ["2025-08-18", false],
      ["2025-08-25", true],
    ]);
  });

  it("splitting and planning loses and duplicates no row: each is stored once or skipped once", () => {
    const knownWeek = fc
      .tuple(isoDay, fc.integer({ min: 0, max: 30 }))
      .map(([start, days]) => ({ startDate: start, endDate: addDays(start, days) }));
    fc.assert(
      fc.property(
        fc.array(isoDay, { maxLength: 200 }),
        fc.uniqueArray(knownWeek, { maxLength: 6, selector: (week) => week.startDate }),
        fc.uniqueArray(isoDay.map(calendarWeekOf), { maxLength: 20, selector: (week) => week.startDate }),
        fc.boolean(),
        (dates, ranges, history, replaceAll) => {
          const numbered = ranges.map((range, index) => ({ week: index + 1, ...range }));
          const rows = dates.map((date, index) => contract(`${index} Lane`, date));
          const plan = planImport(splitIntoWeeks(rows), numbered, history);
          expect(joinWeeks(plan)).toHaveLength(rows.length);
          expect(new Set(joinWeeks(plan))).toEqual(new Set(rows));
          const conflicts = new Set(plan.flatMap((week) => (week.kind === "conflict" ? [week.week] : [])));
          const historyConflicts = new Set(
            plan.flatMap((week) => (week.kind === "history-conflict" ? [week.startDate] : [])),
          );
          const replace = replaceAll ? conflicts : new Set<number>();
          const replaceHistory = replaceAll ? historyConflicts : new Set<string>();
          const stored = [...weeksToStore(plan, replace), ...historyWeeksToStore(plan, replaceHistory)];
          const skipped = plan.filter(
            (week) =>
              week.kind === "overlap" ||
              (week.kind === "conflict" && !replace.has(week.week)) ||
              (week.kind === "history-conflict" && !replaceHistory.has(week.startDate)),
          );
          const accounted = [...joinWeeks(stored), ...joinWeeks(skipped)];
          expect(accounted).toHaveLength(rows.length);
          expect(new Set(accounted)).toEqual(new Set(rows));
          // A new week never shares a day with a known week, numbered or history.
          for (const week of plan.filter((week) => week.kind === "new" || week.kind === "history")) {
            expect(numbered.some((other) => other.startDate <= week.endDate && other.endDate >= week.startDate)).toBe(
              false,
            );
            expect(history.some((other) => other.startDate === week.startDate)).toBe(false);
          }
        },
      ),
    );
  });

  it("stores the new weeks and only the conflicts chosen to be replaced", () => {
    expect(weeksToStore(plan, new Set()).map((week) => week.week)).toEqual([4, 5]);
    expect(weeksToStore(plan, new Set([2])).map((week) => [week.week, week.replaces])).toEqual([
      [2, true],
      [4, false],
      [5, false],
    ]);
  });
});

describe("generatedWords", () => {
  const week = {
    startDate: "2025-10-27",
    endDate: "2025-11-02",
    contracts: [
      contract("1 Fast Lane", "2025-10-28", { price: 1_000_000, dom: 5, zip: "06830" }),
      contract("2 Mid Lane", "2025-10-29", { price: 3_000_000, dom: 40, zip: "06878" }),
      contract("3 Slow Lane", "2025-10-30", { price: 2_000_000, dom: 120, zip: "06878" }),
      contract("4 Lease Lane", "2025-10-30", { type: "rental", price: 9_000, dom: 10 }),
    ],
  };

  it("states the week's own figures (median of 1, 2 and 3 million is 2 million; 40 days)", () => {
    const words = generatedWords(week);
    expect(words.title).toBe(
      "Greenwich contracts, October 27, 2025 to November 2, 2025: 3 sales at a median $2,000,000",
    );
    expect(words.narrative[0]).toContain("3 sale contracts and 1 lease");
    expect(words.narrative[0]).toContain("median sale price was $2,000,000");
    expect(words.narrative[0]).toContain("40 days on the market");
    expect(words.narrative[1]).toBe("Sale prices ran from $1,000,000 to $3,000,000.");
    expect(words.keyInsights[0]).toBe("ZIP 06878 had the most sale contracts: 2 of 3.");
    expect(words.keyInsights[1]).toContain("1 Fast Lane, went under contract in 5 days");
    expect(words.keyInsights[1]).toContain("3 Slow Lane, after 120 days");
  });

  it("say a tie is a tie: ZIP codes tied for the most sales, sales tied as the fastest (decision 128)", () => {
    const tied = generatedWords({
      ...week,
      contracts: [
        contract("1 Fast Lane", "2025-10-28", { price: 1_000_000, dom: 5, zip: "06830" }),
        contract("5 Quick Road", "2025-10-28", { price: 1_500_000, dom: 5, zip: "06830" }),
        contract("2 Mid Lane", "2025-10-29", { price: 3_000_000, dom: 40, zip: "06878" }),
        contract("3 Slow Lane", "2025-10-30", { price: 2_000_000, dom: 120, zip: "06878" }),
      ],
    });
    expect(tied.keyInsights[0]).toBe("ZIP codes 06830 and 06878 tie for the most sale contracts: 2 of 4 each.");
    expect(tied.keyInsights[1]).toBe(
      "The fastest sales, 1 Fast Lane and 5 Quick Road, went under contract in 5 days each; the slowest, 3 Slow Lane, after 120 days.",
    );
    const one = generatedWords({ ...week, contracts: [week.contracts[0]!] });
    expect(one.keyInsights[1]).toBe("The one sale, 1 Fast Lane, went under contract in 5 days.");
  });

  it("are publishable and never a template line, with or without sales", () => {
    for (const contracts of [week.contracts, [week.contracts[3]!]]) {
      const words = generatedWords({ ...week, contracts });
      expect(publishProblems(words)).toEqual({});
      const lines = [
        words.title,
        ...words.narrative,
        ...words.keyInsights,
        ...words.opportunities,
        ...words.strategicConsiderations,
      ];
      expect(lines.some(isTemplateLine)).toBe(false);
    }
  });
});
