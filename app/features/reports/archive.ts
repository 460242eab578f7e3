// Spec 2 "Archive" and spec 3 "Archive week": one entry per week present in data/weekly.
import { formatLongDate, formatShortDate, parseIsoDate } from "~/lib/format";

export type ArchiveWeek = {
  weekNumber: number;
  title: string;
  startDate: string;
  endDate: string;
  /** "September 1 - September 7, 2025" */
  dateRange: string;
  /** What the search box matches against: short dates, week number, month and year. */
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

export function archiveWeekOf(week: { week: number; startDate: string; endDate: string }): ArchiveWeek {
  const startMonth = monthYear.format(parseIsoDate(week.startDate));
  const endMonth = monthYear.format(parseIsoDate(week.endDate));
  return {
    weekNumber: week.week,
    title: `Week ${week.week} - ${startMonth}`,
    startDate: week.startDate,
    endDate: week.endDate,
    dateRange: longDateRange(week.startDate, week.endDate),
    searchText: [
      `Week ${week.week}`,
      shortDateRange(week.startDate, week.endDate),
      startMonth,
      endMonth === startMonth ? "" : endMonth,
    ]
      .filter(Boolean)
      .join(" "),
  };
}

/** Spec 5: case-insensitive substring match; a blank or whitespace-only query shows every week. */
export function searchArchive(weeks: readonly ArchiveWeek[], query: string): ArchiveWeek[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...weeks];
  return weeks.filter((week) => week.searchText.toLowerCase().includes(needle));
}

/** A search is active when the query has any non-blank character. */
export function isSearching(query: string): boolean {
  return query.trim() !== "";
}
