import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addYears,
  calendarWeekOf,
  dayNumber,
  dayNumberOfValidDate,
  daysBetween,
  isoDateOf,
  isoWeekNumberOf,
  mondayOfDay,
  sundayOnOrAfterDay,
  weekEndOf,
  weekStartOf,
} from "./calendar";

describe("the calendar", () => {
  it("a week runs Monday to Sunday", () => {
    expect(weekStartOf("2025-09-01")).toBe("2025-09-01"); // a Monday
    expect(weekStartOf("2025-09-07")).toBe("2025-09-01"); // the Sunday after
    expect(weekStartOf("2025-09-08")).toBe("2025-09-08");
    expect(weekStartOf("2023-12-31")).toBe("2023-12-25");
    expect(weekEndOf("2025-09-01")).toBe("2025-09-07");
    expect(calendarWeekOf("2024-02-29")).toEqual({ startDate: "2024-02-26", endDate: "2024-03-03" });
  });

  it("counts days across months, leap days and daylight-saving changes", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-03-08", 2)).toBe("2025-03-10");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(daysBetween("2025-09-22", "2025-10-21")).toBe(29);
    expect(daysBetween("2025-11-01", "2025-11-03")).toBe(2);
  });

  it("moves a date by whole years, to the month's last day when the day does not exist", () => {
    expect(addYears("2025-09-30", -1)).toBe("2024-09-30");
    expect(addYears("2024-02-29", -1)).toBe("2023-02-28");
    expect(addYears("2024-02-29", 4)).toBe("2028-02-29");
    expect(addYears("2023-12-31", 1)).toBe("2024-12-31");
    // Twelve months to a leap day start on the first of March.
    expect(addDays(addYears("2024-02-29", -1), 1)).toBe("2023-03-01");
  });

  it("finds a day number's Monday and its first Sunday on or after it", () => {
    const monday = dayNumber("2025-09-01");
    for (let day = monday; day < monday + 7; day += 1) expect(isoDateOf(mondayOfDay(day))).toBe("2025-09-01");
    expect(isoDateOf(sundayOnOrAfterDay(monday))).toBe("2025-09-07");
    expect(isoDateOf(sundayOnOrAfterDay(dayNumber("2025-09-07")))).toBe("2025-09-07");
    expect(isoDateOf(sundayOnOrAfterDay(dayNumber("2025-09-08")))).toBe("2025-09-14");
    // Day numbers before 1970 are negative: the arithmetic holds there too.
    expect(isoDateOf(mondayOfDay(dayNumber("1969-12-31")))).toBe("1969-12-29");
    expect(isoDateOf(sundayOnOrAfterDay(dayNumber("1969-12-31")))).toBe("1970-01-04");
  });

  it("property: a day's Sunday is within six days after it, and a Sunday's Monday is six days before", () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumber("1900-01-01"), max: dayNumber("2100-12-31") }), (day) => {
        const sunday = sundayOnOrAfterDay(day);
        expect(sunday - day).toBeGreaterThanOrEqual(0);
        expect(sunday - day).toBeLessThanOrEqual(6);
        expect(new Date(`${isoDateOf(sunday)}T00:00:00Z`).getUTCDay()).toBe(0);
        expect(mondayOfDay(sunday)).toBe(sunday - 6);
      }),
    );
  });

  it("numbers ISO weeks from the week holding the year's first Thursday", () => {
    expect(isoWeekNumberOf("2025-10-07")).toEqual({ week: 41, year: 2025 });
    expect(isoWeekNumberOf("2024-12-30")).toEqual({ week: 1, year: 2025 });
    expect(isoWeekNumberOf("2021-01-03")).toEqual({ week: 53, year: 2020 });
  });

  it("property: a day number and its date are one another's inverse, and a week's Monday is within six days before", () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumber("1990-01-01"), max: dayNumber("2090-12-31") }), (day) => {
        const date = isoDateOf(day);
        expect(dayNumber(date)).toBe(day);
        const monday = weekStartOf(date);
        expect(daysBetween(monday, date)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(monday, date)).toBeLessThanOrEqual(6);
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
      }),
    );
  });

  it("property: a valid date's day number by its digits is dayNumber's, leap days and century years included", () => {
    for (const date of ["1970-01-01", "2000-02-29", "1900-03-01", "2024-02-29", "2025-03-01", "2100-12-31"])
      expect(dayNumberOfValidDate(date), date).toBe(dayNumber(date));
    fc.assert(
      fc.property(fc.integer({ min: dayNumber("1800-01-01"), max: dayNumber("2200-12-31") }), (day) => {
        expect(dayNumberOfValidDate(isoDateOf(day))).toBe(day);
      }),
    );
  });
});
