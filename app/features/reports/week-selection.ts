/**
 * Which week `?week=` names (a departure from the specification, docs/reports.md): no value (or a
 * blank one) opens the newest week; a whole number of a week that exists opens that week; anything
 * else (an unknown week, "abc", "2.5") names no week: null, and the page answers 404.
 */
export function selectWeek(param: string | null, available: readonly number[]): number | null {
  const value = param?.trim() ?? "";
  if (value === "") return available.length === 0 ? null : Math.max(...available);
  if (!/^\d+$/.test(value)) return null;
  const week = Number(value);
  return available.includes(week) ? week : null;
}
