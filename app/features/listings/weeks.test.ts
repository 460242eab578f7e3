import { describe, expect, it } from "vitest";
import { makeListing } from "./listing-fixture.test-support";
import { chooseWeek, formatWeekSpan, isoWeek, listingsInWeek, weekOf, weeksInYear, weeksWithData } from "./weeks";

describe("weeks (Monday to Sunday, ISO numbers)", () => {
  it("puts a date in its Monday-to-Sunday week with the ISO number", () => {
    expect(weekOf("2025-10-07")).toEqual({ week: 41, year: 2025, monday: "2025-10-06", sunday: "2025-10-12" });
    expect(weekOf("2025-10-12").monday).toBe("2025-10-06");
    expect(weekOf("2025-10-13").week).toBe(42);
    // January 1, 2026 is a Thursday: the week of December 29, 2025 is week 1 of 2026.
    expect(weekOf("2025-12-30")).toEqual({ week: 1, year: 2026, monday: "2025-12-29", sunday: "2026-01-04" });
    expect(weekOf("2021-01-03")).toMatchObject({ week: 53, year: 2020 });
  });

  it("counts 52 or 53 weeks a year and finds a week by number", () => {
    expect(weeksInYear(2025)).toBe(52);
    expect(weeksInYear(2020)).toBe(53);
    expect(isoWeek(2025, 41)).toEqual(weekOf("2025-10-06"));
    expect(isoWeek(2025, 53)).toEqual(isoWeek(2025, 52));
  });

  it("writes the span as readers do", () => {
    expect(formatWeekSpan(weekOf("2025-10-07"))).toBe("Oct 6-12, 2025");
    expect(formatWeekSpan(weekOf("2025-10-01"))).toBe("Sep 29-Oct 5, 2025");
    expect(formatWeekSpan(weekOf("2025-12-30"))).toBe("Dec 29, 2025-Jan 4, 2026");
  });

  const listings = [
    makeListing({ id: 1, contractDate: "2025-10-07" }),
    makeListing({ id: 2, contractDate: "2025-09-16" }),
    makeListing({ id: 3, contractDate: "2025-10-12" }),
    makeListing({ id: 4, contractDate: "2025-10-01" }),
  ];
  const withData = weeksWithData(listings);

  it("lists the weeks with data, oldest first, and the listings of each", () => {
    expect(withData.map((week) => week.week)).toEqual([38, 40, 41]);
    expect(listingsInWeek(listings, withData[2]!).map((listing) => listing.id)).toEqual([1, 3]);
  });

  it("opens the newest week with data; previous and next skip weeks without data", () => {
    const newest = chooseWeek(withData, null, "2026-11-24");
    expect(newest).toMatchObject({ week: { week: 41 }, hasData: true, previous: { week: 40 }, next: null });
    expect(chooseWeek(withData, 40, "2026-11-24")).toMatchObject({ previous: { week: 38 }, next: { week: 41 } });
    const empty = chooseWeek(withData, 39, "2026-11-24");
    expect(empty).toMatchObject({ week: { week: 39, monday: "2025-09-22" }, hasData: false });
    expect(empty.previous?.week).toBe(38);
    expect(empty.next?.week).toBe(40);
    expect(chooseWeek([], null, "2026-11-24")).toMatchObject({ week: weekOf("2026-11-24"), hasData: false });
  });
});
