import { LOADING_PROGRESS_STEP, LOADING_TICK_MS } from "./timing";

/** Spec "Shell": the four labels of the loading overlay, one per quarter of the progress bar. */
export const LOADING_LABELS = [
  "Loading Properties",
  "Analyzing Market Trends",
  "Mapping the town",
  "Preparing Insights",
] as const;

/** Progress (0-100) after `elapsedMs`, advancing 1.33 every 16 ms tick (spec 9: about 1.2 s). */
export function progressAt(elapsedMs: number): number {
  const ticks = Math.floor(Math.max(0, elapsedMs) / LOADING_TICK_MS);
  return Math.min(100, ticks * LOADING_PROGRESS_STEP);
}

/** Milliseconds until the progress bar reaches 100 %. */
export const LOADING_DURATION_MS = Math.ceil(100 / LOADING_PROGRESS_STEP) * LOADING_TICK_MS;

/** The label changes every 25 %; the last label stays at 100 %. */
export function loadingLabel(progress: number): (typeof LOADING_LABELS)[number] {
  const index = Math.min(LOADING_LABELS.length - 1, Math.max(0, Math.floor(progress / 25)));
  return LOADING_LABELS[index] ?? LOADING_LABELS[0];
}
