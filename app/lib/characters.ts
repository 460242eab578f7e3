// Form limits are in characters, as the fields say: a character is a Unicode code
// point, so "ж" and "😀" count one each, whatever their UTF-8 or UTF-16 length.

/** The number of characters (code points) of `text`. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The first `limit` characters of `text`, never cutting a character in half. */
export function firstCharacters(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return Array.from(text).slice(0, limit).join("");
}
