import { z } from "zod";
import { isCalendarDate, parseIsoDate } from "~/lib/format";
import type { Contract, WeeklyNotes } from "~/features/reports/contract-types";

// What the studio's week forms accept (issue 19): the dates a new week is proposed from its
// contracts, and the words of a week as the editor types them (paragraphs and lists as text).

const DAY_MS = 86_400_000;

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The week proposed for a set of contracts: from the Monday of the earliest contract date to the
 * Sunday after it, or to the latest contract date when that is later. Null without contracts.
 */
export function proposeDates(contracts: readonly Pick<Contract, "contractDate">[]): {
  startDate: string;
  endDate: string;
} | null {
  const dates = contracts.map((contract) => contract.contractDate).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last) return null;
  const firstDay = parseIsoDate(first);
  const monday = new Date(firstDay.getTime() - ((firstDay.getUTCDay() + 6) % 7) * DAY_MS);
  const sunday = isoOf(new Date(monday.getTime() + 6 * DAY_MS));
  return { startDate: isoOf(monday), endDate: last > sunday ? last : sunday };
}

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Give a date as YYYY-MM-DD." })
  .refine(isCalendarDate, { error: "That day does not exist." });

/** Week number and dates of a new week (the upload's second step), as the form sends them. */
export const weekDatesSchema = z
  .object({
    week: z.coerce
      .number({ error: "Give the week as a whole number." })
      .int({ error: "Give the week as a whole number." })
      .min(1, { error: "The week is 1 or more." })
      .max(100_000, { error: "That week number is too large." }),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((value) => value.startDate <= value.endDate, { error: "The end is before the start.", path: ["endDate"] });

const MAX_ITEM = 4000;

/** Paragraphs: blocks of text separated by a blank line, each joined into one line. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

/** List items: one per line, an optional leading "- " or "* " dropped. */
export function itemsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/^\s*[-*]\s+/, "").trim())
    .filter(Boolean);
}

const items = (what: string, parse: (text: string) => string[]) =>
  z
    .string()
    .max(40_000, { error: `${what} is too long.` })
    .transform(parse)
    .pipe(
      z
        .array(
          z.string().max(MAX_ITEM, { error: `Each part of ${what.toLowerCase()} is at most ${MAX_ITEM} characters.` }),
        )
        .min(1, { error: `Write at least one line of ${what.toLowerCase()}.` })
        .max(30, { error: `${what} has at most 30 parts.` }),
    );

/** The words form of a week: what report.md holds besides the week number. */
export const weekWordsSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: "Give the report a title." })
      .max(200, { error: "The title is at most 200 characters." }),
    startDate: isoDate,
    endDate: isoDate,
    narrative: items("The narrative", paragraphsOf),
    keyInsights: items("Key insights", itemsOf),
    opportunities: items("Opportunities", itemsOf),
    strategicConsiderations: items("Strategic considerations", itemsOf),
  })
  .refine((value) => value.startDate <= value.endDate, { error: "The end is before the start.", path: ["endDate"] });

export type WeekWords = Omit<WeeklyNotes, "week">;

/** A week's words as the form shows them: paragraphs apart by a blank line, one list item a line. */
export function wordsFormValues(notes: WeekWords) {
  return {
    title: notes.title,
    startDate: notes.startDate,
    endDate: notes.endDate,
    narrative: notes.narrative.join("\n\n"),
    keyInsights: notes.keyInsights.join("\n"),
    opportunities: notes.opportunities.join("\n"),
    strategicConsiderations: notes.strategicConsiderations.join("\n"),
  };
}

/** The first error message of each field of a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The words a new week starts from, until the editor writes its own. */
export const STARTING_WORDS: Omit<WeekWords, "startDate" | "endDate"> = {
  title: "Greenwich Weekly Market Report",
  narrative: ["[Two or three paragraphs on the week: where contracts happened, what moved fast, what sat.]"],
  keyInsights: ["[An insight the figures support.]"],
  opportunities: ["[An opportunity for buyers, sellers or investors.]"],
  strategicConsiderations: ["[What to watch in the coming weeks.]"],
};

/**
 * The words a new version of a week carries: the latest version's (an upload or an import replaces
 * only the contracts), or the placeholders for a week not seen before.
 */
export function carriedWords(latest: Omit<WeekWords, "startDate" | "endDate"> | undefined) {
  const words = latest ?? STARTING_WORDS;
  return {
    title: words.title,
    narrative: words.narrative,
    keyInsights: words.keyInsights,
    opportunities: words.opportunities,
    strategicConsiderations: words.strategicConsiderations,
  };
}
