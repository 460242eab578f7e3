// Paragraphs as the studio's text boxes take them: a week's narrative, a year's words.

/** Paragraphs: blocks of text separated by a blank line, each joined into one line. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}
