import { describe, expect, it } from "vitest";
import {
  archiveQuarterOf,
  archiveWeekOf,
  longDateRange,
  newestFirst,
  newestQuartersFirst,
  parseDateQuery,
  searchArchive,
} from "./archive";

const weeks = [
  { week: 1, startDate: "2025-09-01", endDate: "2025-09-07" },
  { week: 2, startDate: "2025-09-08", endDate: "2025-09-14" },
  { week: 3, startDate: "2025-09-15", endDate: "2025-09-21" },
  { week: 4, startDate: "2025-09-22", endDate: "2025-10-21" },
].map((week) => archiveWeekOf(week));

describe("archive weeks", () => {
  it("titles each week with its number and month", () => {
    expect(weeks.map((week) => week.title)).toEqual([
      "Week 1 - September 2025",
      "Week 2 - September 2025",
      "Week 3 - September 2025",
      "Week 4 - September 2025",
    ]);
  });

  it("gives a long date range", () => {
    expect(weeks[0]?.dateRange).toBe("September 1 - September 7, 2025");
    expect(weeks[3]?.dateRange).toBe("September 22 - October 21, 2025");
    expect(longDateRange("2025-12-29", "2026-01-04")).toBe("December 29, 2025 - January 4, 2026");
  });
});

describe("searchArchive", () => {
  const numbers = (query: string) => searchArchive(weeks, query).map((week) => week.weekNumber);

  it("shows every week for a blank or whitespace query", () => {
    expect(numbers("")).toEqual([1, 2, 3, 4]);
    expect(numbers("   ")).toEqual([1, 2, 3, 4]);
  });

  it("matches short dates, week numbers and month/year, ignoring case", () => {
    expect(numbers("sep 8")).toEqual([2]);
    expect(numbers("WEEK 3")).toEqual([3]);
    expect(numbers("september 2025")).toEqual([1, 2, 3, 4]);
    expect(numbers("Oct 21")).toEqual([4]);
  });

  it("finds every card by its own title and its own date range", () => {
    for (const week of weeks) {
      expect(numbers(week.title), week.title).toEqual([week.weekNumber]);
      expect(numbers(week.dateRange), week.dateRange).toEqual([week.weekNumber]);
    }
    expect(numbers("Week 4 - September 2025")).toEqual([4]);
    expect(numbers("  week 4 \u2013  SEPTEMBER 2025 ")).toEqual([4]);
    expect(numbers("September 22 - October 21, 2025")).toEqual([4]);
  });

  it("does not match across two of a week's phrases", () => {
    expect(numbers("2025 october")).toEqual([]);
  });

  it("finds nothing for an unrelated query", () => {
    expect(numbers("march")).toEqual([]);
  });

  it("finds the week holding a date written with the month's name or its abbreviation", () => {
    expect(numbers("September 22")).toEqual([4]);
    expect(numbers("Sep 23")).toEqual([4]);
    expect(numbers("Sept. 10")).toEqual([2]);
    expect(numbers("22 September")).toEqual([4]);
    expect(numbers("3rd September 2025")).toEqual([1]);
    expect(numbers("October 5")).toEqual([4]);
    expect(numbers("Sep 17, 2025")).toEqual([3]);
  });

  it("finds the week holding a numeric or ISO date", () => {
    expect(numbers("9/22")).toEqual([4]);
    expect(numbers("09/22/2025")).toEqual([4]);
    expect(numbers("9/12/25")).toEqual([2]);
    expect(numbers("2025-09-22")).toEqual([4]);
    expect(numbers("2025-09-05")).toEqual([1]);
  });

  it("finds no week for a day outside every week, or another year", () => {
    expect(numbers("November 3")).toEqual([]);
    expect(numbers("09/22/2024")).toEqual([]);
    expect(numbers("2026-09-10")).toEqual([]);
  });
});

describe("newestFirst", () => {
  it("puts the newest week first", () => {
    expect(newestFirst(weeks).map((week) => week.weekNumber)).toEqual([4, 3, 2, 1]);
    const nextYear = archiveWeekOf({ week: 1, startDate: "2026-01-05", endDate: "2026-01-11" });
    expect(newestFirst([nextYear, ...weeks]).map((week) => week.startDate)[0]).toBe("2026-01-05");
  });
});

describe("parseDateQuery", () => {
  it("reads month and day, and the year when given", () => {
    expect(parseDateQuery("Sep 22")).toEqual({ year: null, month: 9, day: 22 });
    expect(parseDateQuery("22 september 2025")).toEqual({ year: 2025, month: 9, day: 22 });
    expect(parseDateQuery("2025-09-22")).toEqual({ year: 2025, month: 9, day: 22 });
    expect(parseDateQuery("9/22")).toEqual({ year: null, month: 9, day: 22 });
  });

  it("is null for what is not a day", () => {
    expect(parseDateQuery("week 3")).toBeNull();
    expect(parseDateQuery("september 2025")).toBeNull();
    expect(parseDateQuery("Feb 30")).toBeNull();
    expect(parseDateQuery("13/01")).toBeNull();
    expect(parseDateQuery("ma 3")).toBeNull();
  });
});

describe("archive quarters", () => {
  const quarters = newestQuartersFirst(
    [
      { id: "2025-q2", label: "Q2 2025", start: "2025-04-01", end: "2025-06-30", sample: true },
      { id: "2025-q3", label: "Q3 2025", start: "2025-07-01", end: "2025-09-30", sample: false },
      { id: "2024-q3", label: "Q3 2024", start: "2024-07-01", end: "2024-09-30", sample: true },
    ].map((quarter) => archiveQuarterOf({ ...quarter, to: `/quarterly-report/${quarter.id}` })),
  );
  const ids = (query: string) => searchArchive(quarters, query).map((quarter) => quarter.id);

  it("titles each quarter, dates it and links its report, newest first", () => {
    expect(quarters.map((quarter) => [quarter.title, quarter.dateRange, quarter.to, quarter.sample])).toEqual([
      ["Q3 2025 Quarterly Report", "July 1 - September 30, 2025", "/quarterly-report/2025-q3", false],
      ["Q2 2025 Quarterly Report", "April 1 - June 30, 2025", "/quarterly-report/2025-q2", true],
      ["Q3 2024 Quarterly Report", "July 1 - September 30, 2024", "/quarterly-report/2024-q3", true],
    ]);
  });

  it("finds every quarter by its own title and date range, and by its label, id or months", () => {
    for (const quarter of quarters) {
      expect(ids(quarter.title), quarter.title).toEqual([quarter.id]);
      expect(ids(quarter.dateRange), quarter.dateRange).toEqual([quarter.id]);
    }
    expect(ids("q3 2025")).toEqual(["2025-q3"]);
    expect(ids("2024-Q3")).toEqual(["2024-q3"]);
    expect(ids("May 2025")).toEqual(["2025-q2"]);
    expect(ids("Q3")).toEqual(["2025-q3", "2024-q3"]);
    expect(ids("quarterly")).toEqual(["2025-q3", "2025-q2", "2024-q3"]);
  });

  it("finds the quarter holding a day, and no quarter for a week's title", () => {
    expect(ids("Sep 22, 2025")).toEqual(["2025-q3"]);
    expect(ids("June 3")).toEqual(["2025-q2"]);
    expect(ids("Week 4 - September 2025")).toEqual([]);
    expect(searchArchive(weeks, "Q3 2025 Quarterly Report")).toEqual([]);
  });
});
