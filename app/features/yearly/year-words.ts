// The broker's words for a year's review (decision 140): the year in their words and their outlook,
// typed in the studio as a week's narrative is (paragraphs apart by a blank line, inline Markdown).
// Every figure beside them is computed from the history; the words hold none the page relies on.
import { z } from "zod";
import { paragraphsOf } from "~/lib/paragraphs";

const MAX_TEXT = 20_000;
const MAX_PARAGRAPH = 4000;
const MAX_PARAGRAPHS = 20;

/** The year's words as stored: paragraphs; both may be empty (the page then reads from its figures alone). */
export type YearWords = { summary: string[]; outlook: string[] };

export const NO_WORDS: YearWords = { summary: [], outlook: [] };

const paragraphs = (what: string) =>
  z
    .string({ error: `${what} was not sent as the page sends it.` })
    .max(MAX_TEXT, { error: `${what} is too long: at most ${MAX_TEXT.toLocaleString("en-US")} characters.` })
    .transform(paragraphsOf)
    .pipe(
      z
        .array(
          z.string().max(MAX_PARAGRAPH, {
            error: `Each paragraph of ${what.toLowerCase()} is at most ${MAX_PARAGRAPH.toLocaleString("en-US")} characters.`,
          }),
        )
        .max(MAX_PARAGRAPHS, { error: `${what} has at most ${MAX_PARAGRAPHS} paragraphs.` }),
    );

/** The studio's form: the year it is for and the two texts. */
export const yearWordsForm = z.object({
  intent: z.literal("save", { error: "Unknown action." }),
  year: z
    .string()
    .regex(/^\d{4}$/, { error: "Give the year as four digits." })
    .transform(Number),
  summary: paragraphs("The year in your words"),
  outlook: paragraphs("The outlook"),
});

/** Whether two versions of the words differ. */
export function wordsChanged(before: YearWords, after: YearWords): boolean {
  return JSON.stringify(before) !== JSON.stringify(after);
}

/** The words as the form's text boxes show them: paragraphs apart by a blank line. */
export function wordsText(words: YearWords): { summary: string; outlook: string } {
  return { summary: words.summary.join("\n\n"), outlook: words.outlook.join("\n\n") };
}
