import { describe, expect, it } from "vitest";
import { daysText, formatDays } from "./days";

describe("days as the dashboard writes them", () => {
  it("keeps the half day of a median of an even count", () => {
    expect(formatDays(91.5)).toBe("91.5");
    expect(formatDays(1200)).toBe("1,200");
  });
  it("agrees the noun with the count", () => {
    expect(daysText(1)).toBe("1 day");
    expect(daysText(0)).toBe("0 days");
    expect(daysText(91.5)).toBe("91.5 days");
  });
});
