import { describe, expect, it } from "vitest";
import { formatStudioTime } from "./studio-time";

describe("formatStudioTime", () => {
  it("shows minutes in UTC", () => {
    expect(formatStudioTime("2026-11-24T18:05:59.123Z")).toBe("2026-11-24 18:05 UTC");
  });
  it("shows a dash for nothing or nonsense", () => {
    expect(formatStudioTime(null)).toBe("—");
    expect(formatStudioTime("not a date")).toBe("—");
  });
});
