import type { Database } from "~/server/db.server";
import type { WeeklyReportData } from "./contract-types";
import { weeklyReports } from "./weekly-data.server";

// The published weeks, for any code that needs a week's data at request time (the report e-mail,
// the studio). Issue 19 moves the weeks into the database; these two functions are the interface
// the rest of the code uses, whatever the storage.

/** Every published week, in week order. */
export async function publishedWeeks(_db: Database): Promise<readonly WeeklyReportData[]> {
  return weeklyReports;
}

/** One published week, or undefined when week `week` is not published. */
export async function publishedWeek(db: Database, week: number): Promise<WeeklyReportData | undefined> {
  return (await publishedWeeks(db)).find((report) => report.week === week);
}
