import { wrapIndex } from "~/lib/carousel";
import { PHRASE_FADE_MS, PHRASE_INTERVAL_MS } from "~/lib/timing";

/** What the rotating audience phrase shows at one moment: which phrase, and whether it is faded in. */
export type PhraseFrame = { index: number; visible: boolean };

export const FIRST_PHRASE_FRAME: PhraseFrame = { index: 0, visible: true };

/**
 * Spec sections 4 and 9: a new phrase every 2500 ms, with a 300 ms fade. Each phrase is shown for
 * the first 2200 ms of its slot and fades out during the last 300 ms; the next one fades in as its
 * slot starts. Computed from the elapsed time, so late timers never make the rotation drift.
 */
export function phraseFrameAt(
  elapsedMs: number,
  phraseCount: number,
  intervalMs = PHRASE_INTERVAL_MS,
  fadeMs = PHRASE_FADE_MS,
): PhraseFrame {
  if (phraseCount <= 0 || elapsedMs < 0) return FIRST_PHRASE_FRAME;
  const slot = Math.floor(elapsedMs / intervalMs);
  const withinSlot = elapsedMs - slot * intervalMs;
  return { index: wrapIndex(slot, phraseCount), visible: withinSlot < intervalMs - fadeMs };
}

/** Milliseconds from `elapsedMs` until the frame next changes (fade-out start or next slot). */
export function msUntilNextPhraseFrame(
  elapsedMs: number,
  intervalMs = PHRASE_INTERVAL_MS,
  fadeMs = PHRASE_FADE_MS,
): number {
  const withinSlot = ((elapsedMs % intervalMs) + intervalMs) % intervalMs;
  const fadeStart = intervalMs - fadeMs;
  return withinSlot < fadeStart ? fadeStart - withinSlot : intervalMs - withinSlot;
}
