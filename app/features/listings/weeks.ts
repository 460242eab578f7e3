import { addDays, calendarWeekOf, isoWeekNumberOf, parseIsoDate } from "~/lib/calendar";
import type { Listing } from "./listing-record";

// A week of the dashboard is an ISO 8601 week (Monday to Sunday, numbered from the
// week that holds the year's first Thursday), and it holds the listings whose contract date falls in it.

/** A Monday-to-Sunday week: its ISO number and year, and its first and last days as ISO dates. */
export type ContractWeek = { week: number; year: number; monday: string; sunday: string };

/** The week a calendar date ("2025-10-07") falls in. */
export function weekOf(isoDate: string): ContractWeek {
  const { startDate, endDate } = calendarWeekOf(isoDate);
  return { ...isoWeekNumberOf(startDate), monday: startDate, sunday: endDate };
}

/** How many ISO weeks `year` has (52 or 53): December 28 is always in the year's last week. */
export function weeksInYear(year: number): number {
  return weekOf(`${year}-12-28`).week;
}

/** Week `week` of ISO year `year`, `week` clamped to the weeks that year has. */
export function isoWeek(year: number, week: number): ContractWeek {
  const clamped = Math.min(weeksInYear(year), Math.max(1, week));
  return weekOf(addDays(weekOf(`${year}-01-04`).monday, (clamped - 1) * 7));
}

/** "Oct 6-12, 2025", "Sep 29-Oct 5, 2025", "Dec 29, 2025-Jan 4, 2026". */
export function formatWeekSpan(week: ContractWeek): string {
  const from = parseIsoDate(week.monday);
  const to = parseIsoDate(week.sunday);
  const month = (date: Date) => date.toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  const start = `${month(from)} ${from.getUTCDate()}`;
  if (from.getUTCFullYear() !== to.getUTCFullYear())
    return `${start}, ${from.getUTCFullYear()}-${month(to)} ${to.getUTCDate()}, ${to.getUTCFullYear()}`;
  const end = from.getUTCMonth() === to.getUTCMonth() ? `${to.getUTCDate()}` : `${month(to)} ${to.getUTCDate()}`;
  return `${start}-${end}, ${to.getUTCFullYear()}`;
}

/** The weeks that hold at least one contract date, oldest first. */
export function weeksWithData(listings: readonly Listing[]): ContractWeek[] {
  const byMonday = new Map<string, ContractWeek>();
  for (const listing of listings) {
    const week = weekOf(listing.contractDate);
    byMonday.set(week.monday, week);
  }
  return [...byMonday.values()].sort((a, b) => a.monday.localeCompare(b.monday));
}

/** The listings whose contract date falls in `week`, in file order. */
export function listingsInWeek(listings: readonly Listing[], week: ContractWeek): Listing[] {
  return listings.filter((listing) => listing.contractDate >= week.monday && listing.contractDate <= week.sunday);
}

export type WeekChoice = {
  week: ContractWeek;
  hasData: boolean;
  /** The nearest earlier and later weeks with data (null when there is none). */
  previous: ContractWeek | null;
  next: ContractWeek | null;
  withData: readonly ContractWeek[];
};

/**
 * The week a visitor asked for. No number (or none usable): the newest week with data. A number
 * that a week with data has: that week (the newest, should the data span years). Any other number:
 * that week of the newest data's year, which has no listings. Without any data: the week of `today`.
 */
export function chooseWeek(withData: readonly ContractWeek[], requested: number | null, today: string): WeekChoice {
  const newest = withData.at(-1);
  let week: ContractWeek;
  if (requested === null) week = newest ?? weekOf(today);
  else
    week =
      withData.findLast((candidate) => candidate.week === requested) ??
      isoWeek(newest?.year ?? weekOf(today).year, requested);
  return {
    week,
    hasData: withData.some((candidate) => candidate.monday === week.monday),
    previous: withData.findLast((candidate) => candidate.monday < week.monday) ?? null,
    next: withData.find((candidate) => candidate.monday > week.monday) ?? null,
    withData,
  };
}

/** Today's calendar date in UTC, for the week to show when the file has no listings at all. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}
