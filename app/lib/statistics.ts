/**
 * The median: the middle of the sorted values, the mean of the two middle ones for an even count,
 * and 0 for no values (aggregates of an empty list are 0). A deliberate departure from the
 * spec's "element at index floor(n/2)", which for two values gives the larger one
 * (docs/decisions/015-a-median-is-the-middle.md).
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
