import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { weeks, weekVersions } from "../../../db/schema";
import type { Database } from "~/server/db.server";

// Which published weeks are sample data (docs/decisions/092): a week the store loaded from
// data/weekly/ (origin "seed", version 1 as the files gave it) whose live version still has those
// contracts. A week the broker published (origin "studio"), or a seed week whose contracts the
// broker replaced with an export, is the broker's data; a correction of the words alone keeps the
// sample contracts and so still says "sample data".

const seedVersion = alias(weekVersions, "seed_version");

/** Whether published week `week` shows the sample (seed) contracts. */
export async function isSampleWeek(db: Database, week: number): Promise<boolean> {
  const [row] = await db
    .select({ sample: sql<boolean>`${weekVersions.contracts} = ${seedVersion.contracts}` })
    .from(weeks)
    .innerJoin(weekVersions, eq(weekVersions.id, weeks.publishedVersionId))
    .innerJoin(seedVersion, and(eq(seedVersion.week, weeks.week), eq(seedVersion.version, 1)))
    .where(and(eq(weeks.week, week), eq(weeks.origin, "seed")));
  return row?.sample === true;
}

/** The published weeks that show sample (seed) contracts, in one query (the pages mark them, issue 33 item 8). */
export async function sampleWeekNumbers(db: Database): Promise<Set<number>> {
  const rows = await db
    .select({ week: weeks.week })
    .from(weeks)
    .innerJoin(weekVersions, eq(weekVersions.id, weeks.publishedVersionId))
    .innerJoin(seedVersion, and(eq(seedVersion.week, weeks.week), eq(seedVersion.version, 1)))
    .where(and(eq(weeks.origin, "seed"), sql`${weekVersions.contracts} = ${seedVersion.contracts}`));
  return new Set(rows.map((row) => row.week));
}
