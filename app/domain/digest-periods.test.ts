import { describe, expect, it } from "vitest";
import { periodBefore, periodById, periodJustEnded, periodYearEarlier } from "./digest-periods";

describe("the period a digest covers (decision 150)", () => {
  it("is the last whole calendar month before the day", () => {
    expect(periodJustEnded("monthly", "2026-12-01")).toEqual({
      cadence: "monthly",
      id: "2026-11",
      label: "November 2026",
      from: "2026-11-01",
      to: "2026-11-30",
    });
    // November 30 is not over on November 30.
    expect(periodJustEnded("monthly", "2026-11-30").id).toBe("2026-10");
    // January's month just ended is December of the year before.
    expect(periodJustEnded("monthly", "2027-01-15")).toMatchObject({ id: "2026-12", to: "2026-12-31" });
    // February of a leap year.
    expect(periodJustEnded("monthly", "2028-03-01")).toMatchObject({ from: "2028-02-01", to: "2028-02-29" });
  });

  it("is the last whole quarter before the day", () => {
    expect(periodJustEnded("quarterly", "2026-10-01")).toEqual({
      cadence: "quarterly",
      id: "2026-q3",
      label: "Q3 2026",
      from: "2026-07-01",
      to: "2026-09-30",
    });
    expect(periodJustEnded("quarterly", "2026-09-30").id).toBe("2026-q2");
    expect(periodJustEnded("quarterly", "2026-02-10")).toMatchObject({ id: "2025-q4", to: "2025-12-31" });
  });

  it("has a period before and the same period a year earlier", () => {
    const january = periodJustEnded("monthly", "2027-02-01");
    expect(periodBefore(january)).toMatchObject({ id: "2026-12", from: "2026-12-01", to: "2026-12-31" });
    expect(periodYearEarlier(january)).toMatchObject({ id: "2026-01", label: "January 2026" });
    const q1 = periodJustEnded("quarterly", "2026-04-02");
    expect(periodBefore(q1)).toMatchObject({ id: "2025-q4", from: "2025-10-01" });
    expect(periodYearEarlier(q1)).toMatchObject({ id: "2025-q1", from: "2025-01-01", to: "2025-03-31" });
  });

  it("reads a period back by its id, and refuses another cadence's or a bad one", () => {
    expect(periodById("monthly", "2026-10")).toEqual(periodJustEnded("monthly", "2026-11-05"));
    expect(periodById("quarterly", "2026-q3")).toEqual(periodJustEnded("quarterly", "2026-10-05"));
    expect(periodById("monthly", "2026-q3")).toBeNull();
    expect(periodById("monthly", "2026-13")).toBeNull();
    expect(periodById("quarterly", "2026-10")).toBeNull();
  });
});
