// Appreciation projections of the buyer guides: a value grown by a low and a high total percentage.

export type ProjectedRange = { low: number; high: number };

/** `value` after a total appreciation of `lowPercent` and `highPercent` (25 means +25 %). */
export function projectAppreciation(value: number, lowPercent: number, highPercent: number): ProjectedRange {
  return { low: value * (1 + lowPercent / 100), high: value * (1 + highPercent / 100) };
}
