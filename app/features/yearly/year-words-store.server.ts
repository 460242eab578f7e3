// The broker's words for each year's review, in the database (decision 140): one row per year,
// replaced whole by a save; the audit log keeps what each save replaced.
import { eq } from "drizzle-orm";
import { yearlyWords } from "~db/schema";
import type { Database } from "~/server/db.server";
import { NO_WORDS, wordsChanged, type YearWords } from "./year-words";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A year's words, or none written yet. */
export async function readYearWords(db: Database | Transaction, year: number): Promise<YearWords> {
  const [row] = await db
    .select({ summary: yearlyWords.summary, outlook: yearlyWords.outlook })
    .from(yearlyWords)
    .where(eq(yearlyWords.year, year));
  return row ? { summary: row.summary, outlook: row.outlook } : NO_WORDS;
}

/** The years with words written, newest first. */
export async function yearsWithWords(db: Database): Promise<number[]> {
  const rows = await db.select({ year: yearlyWords.year }).from(yearlyWords);
  return rows.map((row) => row.year).sort((a, b) => b - a);
}

/**
 * Stores a year's words inside the caller's transaction (the row locked while it is compared):
 * what they replace and what they are now, or null when nothing changed.
 */
export async function saveYearWords(
  tx: Transaction,
  year: number,
  after: YearWords,
  userId: number,
): Promise<{ before: YearWords; after: YearWords } | null> {
  const [current] = await tx
    .select({ summary: yearlyWords.summary, outlook: yearlyWords.outlook })
    .from(yearlyWords)
    .where(eq(yearlyWords.year, year))
    .for("update");
  const before = current ?? NO_WORDS;
  if (!wordsChanged(before, after)) return null;
  const row = { ...after, updatedBy: userId, updatedAt: new Date() };
  await tx
    .insert(yearlyWords)
    .values({ year, ...row })
    .onConflictDoUpdate({ target: yearlyWords.year, set: row });
  return { before, after };
}
