import { formatDecimal, formatInteger } from "~/lib/format";
import { nounFor } from "~/lib/plural";

export const DAY = { one: "day", other: "days" } as const;

/** "54", "91.5": whole days, or the half day a median of an even count can give. */
export function formatDays(value: number): string {
  return Number.isInteger(value) ? formatInteger(value) : formatDecimal(value, 1);
}

/** "1 day", "91.5 days". */
export function daysText(value: number): string {
  return `${formatDays(value)} ${nounFor(value, DAY)}`;
}
