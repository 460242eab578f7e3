import { formatInteger } from "./format";

const rules = new Intl.PluralRules("en-US");

/** A noun's singular and plural forms: `{ one: "deal", other: "deals" }`. */
export type NounForms = { one: string; other: string };

/** The form of `noun` that agrees with `count` ("deal" for 1, "deals" for 0, 2 or 1.5). */
export function nounFor(count: number, noun: NounForms): string {
  return rules.select(count) === "one" ? noun.one : noun.other;
}

/** A count with its noun in agreement: "1 deal", "2 deals", "0 deals", "1,200 listings". */
export function countOf(count: number, noun: NounForms): string {
  return `${formatInteger(count)} ${nounFor(count, noun)}`;
}

/**
 * All of a count, as English says it (decision 128): "the one deal", "both deals", "all 5 deals";
 * never "all 2 deals" or "all 1 deal".
 */
export function allOf(count: number, noun: NounForms): string {
  if (count === 1) return `the one ${noun.one}`;
  if (count === 2) return `both ${noun.other}`;
  return `all ${countOf(count, noun)}`;
}

/**
 * A part of a count: "2 of 5 deals", or the whole as `allOf` says it, or none: "neither deal",
 * "none of the 5 deals" ("not the one deal" for a count of one).
 */
export function partOf(part: number, count: number, noun: NounForms): string {
  if (part === count && count > 0) return allOf(count, noun);
  if (part === 0) {
    if (count === 1) return `not the one ${noun.one}`;
    if (count === 2) return `neither ${noun.one}`;
    return `none of the ${countOf(count, noun)}`;
  }
  return `${formatInteger(part)} of ${countOf(count, noun)}`;
}
