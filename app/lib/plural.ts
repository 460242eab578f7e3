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
