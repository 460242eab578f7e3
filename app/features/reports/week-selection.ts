/**
 * Spec 2: the week comes from `?week=`; a missing or unknown value falls back to the first week
 * (week 1). Only whole numbers of a week that exists are accepted.
 */
export function selectWeek(param: string | null, available: readonly number[]): number {
  const fallback = available[0] ?? 1;
  if (param === null || !/^\d+$/.test(param.trim())) return fallback;
  const week = Number(param.trim());
  return available.includes(week) ? week : fallback;
}
