import { describe, expect, it } from "vitest";
import { PHRASE_FADE_MS, PHRASE_INTERVAL_MS } from "~/lib/timing";
import { phraseDelayMs, phraseRotationCss } from "./phrase-rotation";

/** Opacity of phrase `index` of `count` at `elapsedMs`, by reading the generated keyframes back. */
function opacityAt(elapsedMs: number, index: number, count: number): number {
  const css = phraseRotationCss(count);
  const stops = [...css.matchAll(/([\d.]+)%\{opacity:([01])\}/g)].map((match) => ({
    at: (Number(match[1]) / 100) * count * PHRASE_INTERVAL_MS,
    opacity: Number(match[2]),
  }));
  const cycleMs = count * PHRASE_INTERVAL_MS;
  const within = (((elapsedMs - phraseDelayMs(index, count)) % cycleMs) + cycleMs) % cycleMs;
  const after = stops.findIndex((stop) => stop.at >= within);
  const end = stops[after]!;
  const start = stops[Math.max(after - 1, 0)]!;
  if (end.at === start.at) return end.opacity;
  // Offsets are written to three decimals of a percent: round away the last millisecond's share.
  const opacity = start.opacity + ((end.opacity - start.opacity) * (within - start.at)) / (end.at - start.at);
  return Math.round(opacity * 100) / 100;
}

describe("phraseRotationCss (spec sections 4 and 9)", () => {
  it("uses the spec's 2500 ms interval and 300 ms fade", () => {
    expect(PHRASE_INTERVAL_MS).toBe(2500);
    expect(PHRASE_FADE_MS).toBe(300);
  });

  it("runs a cycle of one 2500 ms slot per phrase", () => {
    expect(phraseRotationCss(7)).toContain("17500ms linear var(--phrase-delay) infinite");
  });

  it("shows only the first phrase at the first paint", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((index) => opacityAt(0, index, 7))).toEqual([1, 0, 0, 0, 0, 0, 0]);
  });

  it("fades the phrase out and the next one in over the last 300 ms of each 2500 ms slot", () => {
    expect(opacityAt(2199, 0, 7)).toBe(1);
    expect(opacityAt(2200, 1, 7)).toBe(0);
    expect(opacityAt(2350, 0, 7)).toBeCloseTo(0.5);
    expect(opacityAt(2350, 1, 7)).toBeCloseTo(0.5);
    expect(opacityAt(2500, 0, 7)).toBe(0);
    expect(opacityAt(2500, 1, 7)).toBe(1);
    expect(opacityAt(5000, 2, 7)).toBe(1);
  });

  it("wraps from the last phrase back to the first", () => {
    expect(opacityAt(6 * 2500 + 100, 6, 7)).toBe(1);
    expect(opacityAt(7 * 2500 + 100, 0, 7)).toBe(1);
    expect(opacityAt(7 * 2500 + 100, 6, 7)).toBe(0);
  });

  it("stops on the first phrase when the visitor prefers reduced motion", () => {
    expect(phraseRotationCss(7)).toContain("@media (prefers-reduced-motion:reduce){.audience-phrase{animation:none}}");
  });

  it("does not animate a single phrase", () => {
    expect(phraseRotationCss(1)).toBe("");
  });
});
