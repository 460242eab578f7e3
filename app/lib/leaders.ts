import { countOf, type NounForms } from "./plural";

// Naming a leader honestly (decision 128): the busiest band, the most active brokerage, the fastest
// ZIP code. Every item that shares the top value leads; a tie is said to be a tie, never settled by
// the order of the names.

/** The top value and every item that has it, in the items' own order; null when no item has a value. */
export type Leaders<Item> = { value: number; leaders: Item[] };

/**
 * The items with the highest value (or the lowest, with `direction` "lowest"). An item whose value
 * is null or not a number takes no part.
 */
export function leadersOf<Item>(
  items: readonly Item[],
  valueOf: (item: Item) => number | null,
  direction: "highest" | "lowest" = "highest",
): Leaders<Item> | null {
  let best: number | null = null;
  for (const item of items) {
    const value = valueOf(item);
    if (value === null || Number.isNaN(value)) continue;
    if (best === null || (direction === "highest" ? value > best : value < best)) best = value;
  }
  if (best === null) return null;
  const top = best;
  return { value: top, leaders: items.filter((item) => valueOf(item) === top) };
}

/** Names as a sentence lists them: "A", "A and B", "A, B and C". */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Up to this many leaders are named; more are counted ("4 bands tie"). */
export const MOST_NAMED_LEADERS = 3;

/**
 * How a sentence names the leaders: their names ("Riverside", "Cos Cob and Riverside") while there
 * are at most `most`, else their count with its noun ("5 agents"). `tie` when more than one leads.
 */
export type LeaderNaming = { text: string; tie: boolean; named: boolean; count: number };

export function nameLeaders(
  names: readonly string[],
  noun: NounForms,
  most: number = MOST_NAMED_LEADERS,
): LeaderNaming {
  const count = names.length;
  const named = count <= most;
  return { text: named ? listOfNames(names) : countOf(count, noun), tie: count > 1, named, count };
}

/** The leaders in a table cell or a card: "Riverside", "Cos Cob and Riverside (tied)", "4 bands, tied". */
export function leadersLabel(names: readonly string[], noun: NounForms, most: number = MOST_NAMED_LEADERS): string {
  const naming = nameLeaders(names, noun, most);
  if (!naming.tie) return naming.text;
  return naming.named ? `${naming.text} (tied)` : `${naming.text}, tied`;
}
