// The archive and its weeks: one entry per published week, and one per quarterly
// report computed from the history.
import { parseIsoDate } from "~/lib/calendar";
import { formatLongDate, formatShortDate } from "~/lib/format";

export type ArchiveWeek = {
  weekNumber: number;
  title: string;
  startDate: string;
  endDate: string;
  /** "September 1 - September 7, 2025" */
  dateRange: string;
  /** Its report shows sample figures: its page says the sample sentence (decision 120). */
  sample: boolean;
  /**
   * What the search box matches against, normalised (`normaliseSearchText`): the card's own title
   * and long date range, the short dates, the week number, month and year.
   */
  searchText: string;
};

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });

/** "September 22 - October 21, 2025" (the year once when both ends share it). */
export function longDateRange(startDate: string, endDate: string): string {
  const start = parseIsoDate(startDate);
  const sameYear = start.getUTCFullYear() === parseIsoDate(endDate).getUTCFullYear();
  return `${sameYear ? monthDay.format(start) : formatLongDate(startDate)} - ${formatLongDate(endDate)}`;
}

/** "Sep 1 - Sep 7": the short range the report header uses. */
export function shortDateRange(startDate: string, endDate: string): string {
  return `${formatShortDate(startDate)} - ${formatShortDate(endDate)}`;
}

export function archiveWeekOf(week: { week: number; startDate: string; endDate: string }, sample = false): ArchiveWeek {
  const startMonth = monthYear.format(parseIsoDate(week.startDate));
  const endMonth = monthYear.format(parseIsoDate(week.endDate));
  const title = `Week ${week.week} - ${startMonth}`;
  const dateRange = longDateRange(week.startDate, week.endDate);
  return {
    weekNumber: week.week,
    title,
    startDate: week.startDate,
    endDate: week.endDate,
    dateRange,
    sample,
    // A card is found by what it shows (its title and its dates), not only by
    // the spec's short text; one phrase per line, so a match never spans two of them.
    searchText: [
      title,
      dateRange,
      shortDateRange(week.startDate, week.endDate),
      startMonth,
      endMonth === startMonth ? "" : endMonth,
    ]
      .filter(Boolean)
      .map(normaliseSearchText)
      .join("\n"),
  };
}

/** A quarterly report in the archive; the route builds it from the quarters the history covers. */
export type ArchiveQuarter = {
  /** "2025-q3" */
  id: string;
  /** "Q3 2025 Quarterly Report" */
  title: string;
  startDate: string;
  endDate: string;
  /** "July 1 - September 30, 2025" */
  dateRange: string;
  to: string;
  /** Its report shows sample contracts (the quarterly page's notice). */
  sample: boolean;
  searchText: string;
};

export function archiveQuarterOf(quarter: {
  id: string;
  label: string;
  to: string;
  start: string;
  end: string;
  sample: boolean;
}): ArchiveQuarter {
  const title = `${quarter.label} Quarterly Report`;
  const dateRange = longDateRange(quarter.start, quarter.end);
  const months = [0, 1, 2].map((offset) => {
    const first = parseIsoDate(quarter.start);
    return monthYear.format(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + offset, 1));
  });
  return {
    id: quarter.id,
    title,
    startDate: quarter.start,
    endDate: quarter.end,
    dateRange,
    to: quarter.to,
    sample: quarter.sample,
    // As a week's: its own title and dates, its label and id ("q3 2025", "2025-q3"), its months.
    searchText: [title, dateRange, quarter.label, quarter.id, ...months].map(normaliseSearchText).join("\n"),
  };
}

/** The archive's quarters, newest first. */
export function newestQuartersFirst(quarters: readonly ArchiveQuarter[]): ArchiveQuarter[] {
  return [...quarters].sort((a, b) => b.startDate.localeCompare(a.startDate));
}

/**
 * Lower case, any dash as "-", and every run of spaces as one: "Week 4 – September  2025" and
 * "week 4 - september 2025" are the same search.
 */
export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** The archive's order: the newest week first. */
export function newestFirst(weeks: readonly ArchiveWeek[]): ArchiveWeek[] {
  return [...weeks].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.weekNumber - a.weekNumber);
}

/** A day a reader typed: month and day, and the year when given. */
export type DateQuery = { year: number | null; month: number; day: number };

const MONTH_NAMES = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(Date.UTC(2025, month, 1)).toLowerCase(),
);

/** 1 to 12 for a month's name or an abbreviation of at least three letters ("sep", "sept"); else null. */
function monthOf(word: string): number | null {
  if (word.length < 3) return null;
  const index = MONTH_NAMES.findIndex((name) => name.startsWith(word));
  return index === -1 ? null : index + 1;
}

/** A day of the month, "22" or "22nd"; else null. */
function dayOf(word: string): number | null {
  const match = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(word);
  return match ? Number(match[1]) : null;
}

function yearOf(word: string | undefined): number | null | undefined {
  if (word === undefined) return null;
  if (/^\d{4}$/.test(word)) return Number(word);
  if (/^\d{2}$/.test(word)) return 2000 + Number(word);
  return undefined;
}

function validDate(year: number | null, month: number, day: number): DateQuery | null {
  // A year that has February 29 checks the day when no year is given.
  const probe = new Date(Date.UTC(year ?? 2024, month - 1, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day ? { year, month, day } : null;
}

/**
 * The day a query names, written as readers write dates: "September 22",
 * "Sep 22", "22 September", "Sep 22, 2025", "9/22", "09/22/2025", "2025-09-22"; null otherwise.
 */
export function parseDateQuery(query: string): DateQuery | null {
  const text = query.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/.exec(text);
  if (numeric) return validDate(yearOf(numeric[3]) ?? null, Number(numeric[1]), Number(numeric[2]));
  const words = text.split(/[\s,.]+/).filter(Boolean);
  if (words.length < 2 || words.length > 3) return null;
  const [first = "", second = "", third] = words;
  const year = yearOf(third);
  if (year === undefined) return null;
  const monthFirst = monthOf(first);
  const dayFirst = dayOf(first);
  if (monthFirst !== null && dayOf(second) !== null) return validDate(year, monthFirst, dayOf(second)!);
  if (dayFirst !== null && monthOf(second) !== null) return validDate(year, monthOf(second)!, dayFirst);
  return null;
}

/** Whether the day falls within the week (both ends included); without a year, in any year the week spans. */
export function weekContains(week: Pick<ArchiveWeek, "startDate" | "endDate">, date: DateQuery): boolean {
  const first = Number(week.startDate.slice(0, 4));
  const last = Number(week.endDate.slice(0, 4));
  const years = date.year === null ? Array.from({ length: last - first + 1 }, (_, i) => first + i) : [date.year];
  const pad = (n: number) => String(n).padStart(2, "0");
  return years.some((year) => {
    const iso = `${year}-${pad(date.month)}-${pad(date.day)}`;
    return iso >= week.startDate && iso <= week.endDate;
  });
}

/**
 * Case-insensitive substring match of the week's text; besides, a query that names a day
 * finds the week whose range holds it. A blank or whitespace-only query shows every week.
 * Quarters are searched the same way.
 */
export function searchArchive<Entry extends Pick<ArchiveWeek, "searchText" | "startDate" | "endDate">>(
  entries: readonly Entry[],
  query: string,
): Entry[] {
  const needle = normaliseSearchText(query);
  if (needle === "") return [...entries];
  const date = parseDateQuery(needle);
  return entries.filter((entry) => entry.searchText.includes(needle) || (date !== null && weekContains(entry, date)));
}

/** A search is active when the query has any non-blank character. */
export function isSearching(query: string): boolean {
  return query.trim() !== "";
}
