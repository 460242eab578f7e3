// The periods of the monthly digest and the quarterly report by e-mail (decision 150): the whole
// calendar month or quarter that ended before a day, the period before it and the same period a
// year earlier. Pure functions, no I/O.
import { addDays, MONTH_NAMES } from "~/lib/calendar";
import { formatLongDate } from "~/lib/format";
import { quarterDates, quarterId, quarterLabel, quarterOf, type Quarter } from "./quarters";

export const DIGEST_CADENCES = ["monthly", "quarterly"] as const;
export type DigestCadence = (typeof DIGEST_CADENCES)[number];

/** What each cadence's e-mail is called, in a sentence: "the monthly digest for October 2026". */
export const DIGEST_NAMES: Record<DigestCadence, string> = {
  monthly: "monthly digest",
  quarterly: "quarterly report",
};

export type DigestPeriod = {
  cadence: DigestCadence;
  /** "2026-10" for a month, "2026-q3" for a quarter: what an e-mail's idempotency key names. */
  id: string;
  /** "October 2026", "Q3 2026". */
  label: string;
  /** Its first and last day, ISO dates. */
  from: string;
  to: string;
};

/** A month's period: `month` 1 to 12. */
function monthPeriod(year: number, month: number): DigestPeriod {
  const from = new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return {
    cadence: "monthly",
    id: `${year}-${String(month).padStart(2, "0")}`,
    label: `${MONTH_NAMES[month - 1]} ${year}`,
    from,
    to,
  };
}

function quarterPeriod(quarter: Quarter): DigestPeriod {
  const { start, end } = quarterDates(quarter);
  return { cadence: "quarterly", id: quarterId(quarter), label: quarterLabel(quarter), from: start, to: end };
}

/** The period of a cadence that holds a day. */
function periodOf(cadence: DigestCadence, isoDate: string): DigestPeriod {
  return cadence === "monthly"
    ? monthPeriod(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)))
    : quarterPeriod(quarterOf(isoDate));
}

/**
 * The period just ended on `asOf` (an ISO date): the last whole calendar month or quarter whose
 * every day is before it. On December 1 the month is November; on November 30 it is October,
 * since November is not over. On October 1 the quarter is Q3; on September 30, Q2.
 */
export function periodJustEnded(cadence: DigestCadence, asOf: string): DigestPeriod {
  return periodOf(cadence, addDays(periodOf(cadence, asOf).from, -1));
}

/** The month or quarter before. */
export function periodBefore(period: DigestPeriod): DigestPeriod {
  return periodOf(period.cadence, addDays(period.from, -1));
}

/** The same month or quarter a year earlier. */
export function periodYearEarlier(period: DigestPeriod): DigestPeriod {
  const year = Number(period.from.slice(0, 4)) - 1;
  return period.cadence === "monthly"
    ? monthPeriod(year, Number(period.from.slice(5, 7)))
    : quarterPeriod({ year, quarter: quarterOf(period.from).quarter });
}

/** A period by its id ("2026-10", "2026-q3"), or null when the id is not one of the cadence's. */
export function periodById(cadence: DigestCadence, id: string): DigestPeriod | null {
  const match = cadence === "monthly" ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(id) : /^(\d{4})-q([1-4])$/.exec(id);
  if (!match) return null;
  const year = Number(match[1]);
  return cadence === "monthly"
    ? monthPeriod(year, Number(match[2]))
    : quarterPeriod({ year, quarter: Number(match[2]) as Quarter["quarter"] });
}

/** "October 1, 2026 to October 31, 2026". */
export function periodDates(period: DigestPeriod): string {
  return `${formatLongDate(period.from)} to ${formatLongDate(period.to)}`;
}
