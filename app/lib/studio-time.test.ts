import { describe, expect, it } from "vitest";
import { formatStudioTime, studioCsvTime } from "./studio-time";

describe("formatStudioTime", () => {
  it("shows minutes in Eastern time, with the zone named (standard and daylight time)", () => {
    expect(formatStudioTime("2026-11-24T18:05:59.123Z")).toBe("Nov 24, 2026, 1:05 PM EST");
    expect(formatStudioTime(new Date("2026-07-04T16:00:00Z"))).toBe("Jul 4, 2026, 12:00 PM EDT");
    expect(formatStudioTime("2026-01-01T04:30:00Z")).toBe("Dec 31, 2025, 11:30 PM EST");
    expect(formatStudioTime("2026-03-08T05:00:00Z")).toBe("Mar 8, 2026, 12:00 AM EST");
  });
  it("shows a dash for nothing or nonsense", () => {
    expect(formatStudioTime(null)).toBe("—");
    expect(formatStudioTime(undefined)).toBe("—");
    expect(formatStudioTime("not a date")).toBe("—");
  });
});

describe("studioCsvTime", () => {
  it("writes a sortable Eastern time with seconds and the zone", () => {
    expect(studioCsvTime(new Date("2026-11-24T18:05:59.123Z"))).toBe("2026-11-24 13:05:59 EST");
    expect(studioCsvTime("2026-07-04T04:00:00Z")).toBe("2026-07-04 00:00:00 EDT");
  });
  it("leaves the cell empty for nothing", () => {
    expect(studioCsvTime(null)).toBe("");
    expect(studioCsvTime("nonsense")).toBe("");
  });
});
