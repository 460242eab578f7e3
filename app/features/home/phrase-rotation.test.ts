import { describe, expect, it } from "vitest";
import { PHRASE_FADE_MS, PHRASE_INTERVAL_MS } from "~/lib/timing";
import { msUntilNextPhraseFrame, phraseFrameAt } from "./phrase-rotation";

const PHRASES = 7;

describe("phraseFrameAt", () => {
  it("uses the spec's 2500 ms interval and 300 ms fade", () => {
    expect(PHRASE_INTERVAL_MS).toBe(2500);
    expect(PHRASE_FADE_MS).toBe(300);
  });

  it("shows the first phrase, faded in, at the start", () => {
    expect(phraseFrameAt(0, PHRASES)).toEqual({ index: 0, visible: true });
  });

  it("starts fading the phrase out 300 ms before its 2500 ms slot ends", () => {
    expect(phraseFrameAt(2199, PHRASES)).toEqual({ index: 0, visible: true });
    expect(phraseFrameAt(2200, PHRASES)).toEqual({ index: 0, visible: false });
    expect(phraseFrameAt(2499, PHRASES)).toEqual({ index: 0, visible: false });
  });

  it("moves to the next phrase every 2500 ms", () => {
    expect(phraseFrameAt(2500, PHRASES)).toEqual({ index: 1, visible: true });
    expect(phraseFrameAt(5000, PHRASES)).toEqual({ index: 2, visible: true });
    expect(phraseFrameAt(6 * 2500 + 100, PHRASES)).toEqual({ index: 6, visible: true });
  });

  it("wraps from the last phrase back to the first", () => {
    expect(phraseFrameAt(7 * 2500, PHRASES)).toEqual({ index: 0, visible: true });
    expect(phraseFrameAt(100 * 2500 + 10, PHRASES)).toEqual({ index: 100 % PHRASES, visible: true });
  });

  it("stays on the first phrase for an empty list or a negative time", () => {
    expect(phraseFrameAt(5000, 0)).toEqual({ index: 0, visible: true });
    expect(phraseFrameAt(-1, PHRASES)).toEqual({ index: 0, visible: true });
  });
});

describe("msUntilNextPhraseFrame", () => {
  it("waits until the fade-out starts, then until the next slot", () => {
    expect(msUntilNextPhraseFrame(0)).toBe(2200);
    expect(msUntilNextPhraseFrame(2000)).toBe(200);
    expect(msUntilNextPhraseFrame(2200)).toBe(300);
    expect(msUntilNextPhraseFrame(2400)).toBe(100);
    expect(msUntilNextPhraseFrame(2500)).toBe(2200);
  });

  it("always lands on a time where the frame differs from the current one", () => {
    for (let elapsed = 0; elapsed < 3 * 2500; elapsed += 37) {
      const wait = msUntilNextPhraseFrame(elapsed);
      expect(wait).toBeGreaterThan(0);
      expect(phraseFrameAt(elapsed + wait, PHRASES)).not.toEqual(phraseFrameAt(elapsed, PHRASES));
      expect(phraseFrameAt(elapsed + wait - 1, PHRASES)).toEqual(phraseFrameAt(elapsed, PHRASES));
    }
  });
});
