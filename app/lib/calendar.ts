// The one calendar of the site: calendar days written YYYY-MM-DD, counted in UTC so that no time
// zone or daylight-saving change moves a day. Weeks run Monday to Sunday (decision 102). Every
// module that needs the Monday of a week, days between dates or a day some days later uses these.

/** Milliseconds in a calendar day. */
export const DAY_MS = 86_400_000;

/**
 * A calendar date ("2025-09-07") as a Date at noon UTC (noon, so that formatting it in any zone
 * from UTC-11 to UTC+11 gives the same day). Throws on text that is not a day that exists.
 */
export function parseIsoDate(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
  if (date.getUTCDate() !== Number(day)) throw new Error(`No such day: ${isoDate}`);
  return date;
}

/** Whether `text` names a day that exists, written YYYY-MM-DD (what parseIsoDate accepts). */
export function isCalendarDate(text: string): boolean {
  try {
    parseIsoDate(text);
    return true;
  } catch {
    return false;
  }
}

/** Days since 1970-01-01 of a calendar date: arithmetic on whole days. */
export function dayNumber(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

/**
 * `dayNumber` of a date already known to be a valid YYYY-MM-DD (a stored listing's event, a
 * generated record), by arithmetic on its digits: no Date, no parsing of the text as a whole.
 * The walk through 100,000 listings' events reads some 650,000 dates (decision 157).
 */
export function dayNumberOfValidDate(isoDate: string): number {
  const digit = (at: number) => isoDate.charCodeAt(at) - 48;
  let year = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3);
  const month = digit(5) * 10 + digit(6);
  const day = digit(8) * 10 + digit(9);
  // Days from the civil calendar (a year starting in March puts the leap day last).
  if (month <= 2) year -= 1;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The calendar date of a day number (the inverse of `dayNumber`). */
export function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The date `days` days after `isoDate` (before it, for a negative count). */
export function addDays(isoDate: string, days: number): string {
  return isoDateOf(dayNumber(isoDate) + days);
}

/** Whole days from `fromIso` to `toIso` (negative when `toIso` is earlier). */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((parseIsoDate(toIso).getTime() - parseIsoDate(fromIso).getTime()) / DAY_MS);
}

/**
 * The same day `years` years later (earlier, for a negative count), or the month's last day when
 * that year has no such day: a year before 2024-02-29 is 2023-02-28.
 */
export function addYears(isoDate: string, years: number): string {
  const year = Number(isoDate.slice(0, 4)) + years;
  const month = Number(isoDate.slice(5, 7));
  // Day 0 of the next month is this month's last day.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(isoDate.slice(8, 10)), lastDay);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The Monday of a day number's week, as a day number: integer arithmetic only, for the walks over
 * every record (decision 157). 1970-01-01, day 0, was a Thursday: (day + 3) mod 7 counts the days
 * since Monday.
 */
export function mondayOfDay(day: number): number {
  return day - ((((day + 3) % 7) + 7) % 7);
}

/** The first Sunday on or after a day number, as a day number (1970-01-04, day 3, was a Sunday). */
export function sundayOnOrAfterDay(day: number): number {
  return day + ((((3 - day) % 7) + 7) % 7);
}

/** The Monday that starts the Monday-to-Sunday week of a date ("2025-09-03" -> "2025-09-01"). */
export function weekStartOf(isoDate: string): string {
  return isoDateOf(mondayOfDay(dayNumber(isoDate)));
}

/** The Sunday that ends the week starting `weekStart`. */
export function weekEndOf(weekStart: string): string {
  return addDays(weekStart, 6);
}

/** The Monday-to-Sunday week a date falls in. */
export function calendarWeekOf(isoDate: string): { startDate: string; endDate: string } {
  const startDate = weekStartOf(isoDate);
  return { startDate, endDate: weekEndOf(startDate) };
}

/** The ISO 8601 week a date falls in: its number, counted from the week holding the year's first Thursday, and that year. */
export function isoWeekNumberOf(isoDate: string): { week: number; year: number } {
  const thursday = dayNumber(weekStartOf(isoDate)) + 3;
  const year = Number(isoDateOf(thursday).slice(0, 4));
  return { week: Math.floor((thursday - dayNumber(`${year}-01-01`)) / 7) + 1, year };
}

/** The months' names in English, January first (index 0). */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
