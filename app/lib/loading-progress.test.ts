import { describe, expect, it } from "vitest";
import { LOADING_DURATION_MS, LOADING_LABELS, loadingLabel, progressAt } from "./loading-progress";

describe("progressAt", () => {
  it("starts at zero and advances 1.33 per 16 ms tick", () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(15)).toBe(0);
    expect(progressAt(16)).toBeCloseTo(1.33);
    expect(progressAt(160)).toBeCloseTo(13.3);
  });
  it("never exceeds 100 and reaches it in about 1.2 s", () => {
    expect(progressAt(10_000)).toBe(100);
    expect(LOADING_DURATION_MS).toBeGreaterThan(1100);
    expect(LOADING_DURATION_MS).toBeLessThan(1300);
    expect(progressAt(LOADING_DURATION_MS)).toBe(100);
    expect(progressAt(LOADING_DURATION_MS - 16)).toBeLessThan(100);
  });
  it("treats negative time as the start", () => {
    expect(progressAt(-50)).toBe(0);
  });
});

describe("loadingLabel", () => {
  it("changes label every 25 %", () => {
    expect(loadingLabel(0)).toBe("Loading Properties");
    expect(loadingLabel(24.9)).toBe("Loading Properties");
    expect(loadingLabel(25)).toBe("Analyzing Market Trends");
    expect(loadingLabel(50)).toBe("Mapping the town");
    expect(loadingLabel(75)).toBe("Preparing Insights");
    expect(loadingLabel(100)).toBe("Preparing Insights");
  });
  it("has the four labels of the spec", () => {
    expect(LOADING_LABELS).toHaveLength(4);
  });
});
