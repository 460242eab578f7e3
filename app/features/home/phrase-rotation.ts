import { PHRASE_FADE_MS, PHRASE_INTERVAL_MS } from "~/lib/timing";

/** The class every rotating phrase carries; the stylesheet below animates it. */
export const PHRASE_CLASS = "audience-phrase";
const KEYFRAMES = "audience-phrase-rotation";

/** Keyframe offsets as percentages with at most three decimals. */
function percent(ms: number, cycleMs: number): string {
  return `${Number(((ms / cycleMs) * 100).toFixed(3))}%`;
}

/**
 * Spec sections 4 and 9: a new phrase every 2500 ms with a 300 ms fade, as CSS alone. Every phrase
 * runs the same cycle of `count` slots: shown for its slot, fading out over the slot's last 300 ms
 * while the next phrase fades in over the same 300 ms (the end of its own cycle). Reduced motion
 * stops it on the first phrase.
 */
export function phraseRotationCss(count: number, intervalMs = PHRASE_INTERVAL_MS, fadeMs = PHRASE_FADE_MS): string {
  if (count < 2) return "";
  const cycleMs = count * intervalMs;
  const keyframes =
    `@keyframes ${KEYFRAMES}{0%{opacity:1}${percent(intervalMs - fadeMs, cycleMs)}{opacity:1}` +
    `${percent(intervalMs, cycleMs)}{opacity:0}${percent(cycleMs - fadeMs, cycleMs)}{opacity:0}100%{opacity:1}}`;
  const rule = `.${PHRASE_CLASS}{animation:${KEYFRAMES} ${cycleMs}ms linear var(--phrase-delay) infinite}`;
  const reduced = `@media (prefers-reduced-motion:reduce){.${PHRASE_CLASS}{animation:none}}`;
  return keyframes + rule + reduced;
}

/**
 * When phrase `index` starts its cycle: already under way (a negative delay), so the first phrase
 * is fully shown at the first paint and phrase i takes over after i slots, with no phrase waiting
 * on a delay in the wrong state.
 */
export function phraseDelayMs(index: number, count: number, intervalMs = PHRASE_INTERVAL_MS): number {
  return index === 0 ? 0 : (index - count) * intervalMs;
}
