// A market fact as the studio edits it (item 2): the figure, its range's top, what it
// measures, the period and its last day, the source. The defaults are content/facts.ts; an edit is
// an override kept in the database, and the value it replaced is kept as history.
import { z } from "zod";
import { daysBetween, isCalendarDate } from "~/lib/calendar";
import {
  defaultFactBook,
  factNames,
  formatFact,
  type Fact,
  type FactBook,
  type FactChange,
  type FactName,
  type FactUnit,
} from "~content/facts";

/** The parts of a fact the studio edits; its unit, measure and segment stay as content/facts.ts has them. */
export type FactFields = Pick<Fact, "value" | "upTo" | "measures" | "period" | "asOf" | "source">;

/** An override as stored: the edited fields of one fact. */
export type FactOverride = FactFields & { name: FactName };

/** The plausible range of a figure of each unit, and whether it is a whole number. */
export const UNIT_RANGES: Record<FactUnit, { min: number; max: number; whole: boolean; words: string }> = {
  usd: { min: 1_000, max: 1_000_000_000, whole: true, words: "a dollar amount from $1,000 to $1,000,000,000" },
  "usd-per-sq-ft": { min: 1, max: 100_000, whole: true, words: "dollars per square foot from 1 to 100,000" },
  percent: { min: 0, max: 100, whole: false, words: "a percent from 0 to 100" },
  change: { min: -100, max: 1_000, whole: false, words: "a change in percent from -100 to 1,000" },
  count: { min: 0, max: 1_000_000, whole: true, words: "a whole number from 0 to 1,000,000" },
  minutes: { min: 1, max: 600, whole: true, words: "whole minutes from 1 to 600" },
};

/** Facts whose period ended more than this many days ago are flagged on the studio's overview. */
export const STALE_AFTER_DAYS = 120;

const MAX_TEXT = 300;

export function isFactName(name: string): name is FactName {
  return (factNames as string[]).includes(name);
}

/** "1,295,000", "$1,295,000", " 5.2 " and "-8.6%" as numbers; anything else as NaN. */
function readNumber(text: string): number {
  const cleaned = text.replace(/[\s$,%]/g, "");
  return /^[-+]?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

function numberField(label: string, unit: FactUnit) {
  const range = UNIT_RANGES[unit];
  const message = `${label} must be ${range.words}.`;
  return z
    .string({ error: message })
    .transform(readNumber)
    .pipe(
      z
        .number({ error: message })
        .min(range.min, { error: message })
        .max(range.max, { error: message })
        .refine((value) => !range.whole || Number.isInteger(value), { error: message }),
    );
}

function textField(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(MAX_TEXT, { error: `${label} is at most ${MAX_TEXT} characters.` });
}

/** The form of one fact: its numbers checked against its unit, the range's top at least its bottom, a real day. */
export function factFormSchema(name: FactName, today: string) {
  const fact: Fact = defaultFactBook.facts[name];
  const hasRange = fact.upTo !== undefined;
  return z
    .object({
      value: numberField(hasRange ? "The bottom of the range" : "The value", fact.unit),
      upTo: hasRange ? numberField("The top of the range", fact.unit) : z.undefined().catch(undefined),
      measures: textField("What it measures"),
      period: textField("The period"),
      asOf: z
        .string({ error: "The period's last day must be a date YYYY-MM-DD." })
        .trim()
        .refine(isCalendarDate, { error: "The period's last day must be a date YYYY-MM-DD." })
        .refine((day) => !isCalendarDate(day) || day <= today, {
          error: "The period's last day cannot be after today.",
        }),
      source: textField("The source"),
    })
    .refine((fields) => fields.upTo === undefined || fields.upTo >= fields.value, {
      error: "The top of the range must be at least its bottom.",
      path: ["upTo"],
    });
}

export type FactFormResult =
  { ok: true; fields: FactFields } | { ok: false; field: keyof FactFields | "name"; error: string };

/** The posted form of fact `name`, checked: the fields, or the first wrong field and what is wrong. */
export function parseFactForm(name: string, form: Record<string, unknown>, today: string): FactFormResult {
  if (!isFactName(name)) return { ok: false, field: "name", error: "There is no such fact." };
  const parsed = factFormSchema(name, today).safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, field: issue.path[0] as keyof FactFields, error: issue.message };
  }
  const { upTo, ...rest } = parsed.data;
  return { ok: true, fields: upTo === undefined ? rest : { ...rest, upTo } };
}

/** Whether an edit changes anything the pages show. */
export function factChanged(before: FactFields, after: FactFields): boolean {
  return (["value", "upTo", "measures", "period", "asOf", "source"] as const).some((key) => before[key] !== after[key]);
}

/** A fact's edited fields laid over its default. */
export function withFields(fact: Fact, fields: FactFields): Fact {
  const { upTo: _dropped, ...rest } = fact;
  return { ...rest, ...fields, ...(fields.upTo === undefined ? {} : { upTo: fields.upTo }) };
}

/** A value a fact had until an edit on day `on` replaced it (the history the studio keeps). */
export type FactHistoryEntry = { name: FactName; on: string; previous: FactFields };

/**
 * The book pages read: the defaults, the overrides over them, and for each fact the latest edit
 * that changed the value pages show (an edit of the source alone keeps the earlier change's note).
 * `history` is newest first.
 */
export function factBookOf(overrides: readonly FactOverride[], history: readonly FactHistoryEntry[]): FactBook {
  const facts: Record<FactName, Fact> = { ...defaultFactBook.facts };
  for (const { name, ...fields } of overrides) facts[name] = withFields(facts[name], fields);
  const changes: Partial<Record<FactName, FactChange>> = {};
  for (const { name, on, previous } of history) {
    if (changes[name] || !isFactName(name)) continue;
    const was = formatFact(withFields(defaultFactBook.facts[name], previous));
    if (was !== formatFact(facts[name])) changes[name] = { on, previousValue: was };
  }
  return { facts, changes };
}

/** A fact whose period ended more than STALE_AFTER_DAYS days before today. */
export type StaleFact = { name: FactName; measures: string; asOf: string; daysPast: number };

/** The facts to bring up to date, the longest past first. */
export function staleFacts(book: FactBook, today: string): StaleFact[] {
  return factNames
    .map((name) => ({ name, measures: book.facts[name].measures, asOf: book.facts[name].asOf }))
    .map((fact) => ({ ...fact, daysPast: daysBetween(fact.asOf, today) }))
    .filter((fact) => fact.daysPast > STALE_AFTER_DAYS)
    .sort((a, b) => b.daysPast - a.daysPast || factNames.indexOf(a.name) - factNames.indexOf(b.name));
}
