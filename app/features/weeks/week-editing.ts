import { z } from "zod";
import { calendarWeekOf, isCalendarDate } from "~/lib/calendar";
import type { Contract, WeeklyNotes } from "~/domain/contract-types";
import { paragraphsOf } from "~/lib/paragraphs";

// What the studio's week forms accept: the dates a new week is proposed from its
// contracts, and the words of a week as the editor types them (paragraphs and lists as text).

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
  const { startDate, endDate: sunday } = calendarWeekOf(first);
  return { startDate, endDate: last > sunday ? last : sunday };
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
        .max(30, { error: `${what} has at most 30 parts.` }),
    );

/**
 * The words form of a week: what report.md holds besides the week number. A draft may leave the
 * narrative and the lists empty while it is being written; publishing asks for them (publishProblems).
 */
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

/** The fields of a week's words, by their labels on the studio's form. */
export const WORD_FIELDS = {
  title: "Title",
  narrative: "Narrative",
  keyInsights: "Key insights",
  opportunities: "Opportunities",
  strategicConsiderations: "Strategic considerations",
} as const;

export type WordField = keyof typeof WORD_FIELDS;

/**
 * A template line: a line that is wholly bracketed placeholder text, such as "[An insight the
 * figures support.]" (the words drafts once started from), with or without a list
 * marker. A Markdown link ("[the archive](/archive)") or a line that merely starts with a bracket
 * is not one.
 */
export function isTemplateLine(line: string): boolean {
  const text = line.replace(/^\s*[-*]\s+/, "").trim();
  return /^\[[^[\]]*\]$/.test(text);
}

type Words = Omit<WeekWords, "startDate" | "endDate">;
type Problems = Partial<Record<WordField, string>>;

const linesOf = (value: string | readonly string[]) =>
  (typeof value === "string" ? [value] : value).flatMap((part) => part.split(/\r?\n/));

/** The fields that still hold a template line, each with a message quoting it. */
export function templateProblems(words: Words): Problems {
  const problems: Problems = {};
  for (const field of Object.keys(WORD_FIELDS) as WordField[]) {
    const template = linesOf(words[field]).find(isTemplateLine);
    if (template !== undefined) {
      problems[field] =
        `${WORD_FIELDS[field]} still holds the template line "${template.trim()}": write your own words in its place.`;
    }
  }
  return problems;
}

/**
 * Why a version's words may not be published from the studio, by field (empty when they may): a
 * field that still holds a template line, or an empty title, narrative or list (the public page
 * would show a heading with nothing under it).
 */
export function publishProblems(words: Words): Problems {
  const problems = templateProblems(words);
  for (const field of Object.keys(WORD_FIELDS) as WordField[]) {
    if (!problems[field] && linesOf(words[field]).every((line) => line.trim() === "")) {
      problems[field] =
        `${WORD_FIELDS[field]} is empty: write ${field === "title" ? "a title" : "it"} before publishing.`;
    }
  }
  return problems;
}

/** One sentence naming every field that stops a publication, for the page's error message. */
export function publishRefusal(problems: Problems): string | undefined {
  const fields = (Object.keys(problems) as WordField[]).map((field) => WORD_FIELDS[field]);
  if (fields.length === 0) return undefined;
  const named = fields.length === 1 ? fields[0] : `${fields.slice(0, -1).join(", ")} and ${fields[fields.length - 1]}`;
  return `Not published: ${named} ${fields.length === 1 ? "needs" : "need"} your words first (see the ${fields.length === 1 ? "field" : "fields"} marked).`;
}

/** Two sets of words are the same (after the form's own splitting): publishing them saves no new version. */
export function sameWords(a: WeekWords, b: WeekWords): boolean {
  return JSON.stringify(wordsFormValues(a)) === JSON.stringify(wordsFormValues(b));
}

/**
 * The words a new week starts from: a title and nothing else. The form's hints say what each
 * field holds; publishing refuses until every field is written (publishProblems).
 */
export const STARTING_WORDS: Omit<WeekWords, "startDate" | "endDate"> = {
  title: "Greenwich Weekly Market Report",
  narrative: [],
  keyInsights: [],
  opportunities: [],
  strategicConsiderations: [],
};

/**
 * The words a new version of a week carries: the latest version's (an upload or an import replaces
 * only the contracts), or the starting words (empty) for a week not seen before.
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
