import { describe, expect, it } from "vitest";
import { daysBetween, isCalendarDate, parseIsoDate } from "./calendar";
import {
  formatDecimal,
  formatInteger,
  formatLongDate,
  formatNumericDate,
  formatPercent,
  formatShortDate,
  formatSignedPercent,
  formatUsd,
  formatUsdCompact,
} from "./format";

describe("money", () => {
  it("formats whole US dollars", () => {
    expect(formatUsd(3_000_000)).toBe("$3,000,000");
    expect(formatUsd(6000.4)).toBe("$6,000");
    expect(formatUsd(0)).toBe("$0");
  });
  it("compacts to millions at 1,000,000 and thousands at 1,000", () => {
    expect(formatUsdCompact(3_200_000)).toBe("$3.2M");
    expect(formatUsdCompact(1_000_000)).toBe("$1.0M");
    expect(formatUsdCompact(1_234_567, { millionDecimals: 2 })).toBe("$1.23M");
    expect(formatUsdCompact(999_999)).toBe("$1,000K");
    expect(formatUsdCompact(850_000)).toBe("$850K");
    expect(formatUsdCompact(1_000)).toBe("$1K");
    expect(formatUsdCompact(999)).toBe("$999");
    expect(formatUsdCompact(-2_500_000)).toBe("-$2.5M");
  });
});

describe("numbers and percentages", () => {
  it("formats integers and decimals", () => {
    expect(formatInteger(1234.6)).toBe("1,235");
    expect(formatDecimal(97.2, 1)).toBe("97.2");
    expect(formatDecimal(2, 2)).toBe("2.00");
  });
  it("formats percentages, signed when asked", () => {
    expect(formatPercent(12)).toBe("12.0%");
    expect(formatPercent(0.75, 2)).toBe("0.75%");
    expect(formatSignedPercent(12, 0)).toBe("+12%");
    expect(formatSignedPercent(-3.25, 1)).toBe("-3.3%");
    expect(formatSignedPercent(0, 0)).toBe("0%");
  });
});

describe("dates", () => {
  it("formats calendar dates without a time-zone shift", () => {
    expect(formatShortDate("2025-09-01")).toBe("Sep 1");
    expect(formatLongDate("2025-10-21")).toBe("October 21, 2025");
    expect(formatNumericDate("2025-09-07")).toBe("09/07/2025");
  });
  it("rejects what is not a calendar date", () => {
    expect(() => parseIsoDate("2025-02-30")).toThrow(/No such day/);
    expect(() => parseIsoDate("9/7/2025")).toThrow(/YYYY-MM-DD/);
    expect(isCalendarDate("2025-09-07")).toBe(true);
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("9/7/2025")).toBe(false);
  });
  it("counts whole days between two dates", () => {
    expect(daysBetween("2025-09-22", "2025-10-21")).toBe(29);
    expect(daysBetween("2025-10-06", "2025-10-01")).toBe(-5);
    expect(daysBetween("2025-03-08", "2025-03-10")).toBe(2);
  });
});
