// The subscribers' markets as the studio shows them (decision 151): each choice in words, for the
// list and its CSV, and the confirmed subscribers counted per village and per cadence. Pure
// functions, no I/O.
import { GREENWICH_ZIPS, PROPERTY_TYPE_LABELS, VILLAGE_NAMES } from "~/domain/contract-types";
import { CADENCE_LABELS, CADENCES, CHOICE_OPTIONS, knownChoice, type MarketChoice } from "./market-choice";

/** A choice in words, one phrase per part: what the list shows and the CSV's four columns hold. */
export type ChoiceWords = { villages: string; types: string; band: string; cadence: string };

/** Nothing ticked in a part is the whole of it: "Whole town", "Every type", "Any price". */
export const WHOLE_TOWN_WORDS = "Whole town";
export const EVERY_TYPE_WORDS = "Every type";

export function choiceWords(choice: MarketChoice): ChoiceWords {
  return {
    villages: choice.villages.map((zip) => VILLAGE_NAMES[zip]).join(", ") || WHOLE_TOWN_WORDS,
    types: choice.types.map((type) => PROPERTY_TYPE_LABELS[type]).join(", ") || EVERY_TYPE_WORDS,
    band: CHOICE_OPTIONS.band.find((option) => option.value === choice.band)!.label,
    cadence: CADENCE_LABELS[choice.cadence],
  };
}

/** The words of a choice as the subscribers table stores it; a value the site no longer offers is dropped (decision 147). */
export function storedChoiceWords(row: Parameters<typeof knownChoice>[0]): ChoiceWords {
  return choiceWords(knownChoice(row));
}

export type CountRow = { label: string; count: number };

export type MarketCounts = {
  /** Confirmed subscribers. */
  total: number;
  /** Per village in the site's order, then "Whole town" (no village chosen): one with two villages counts in both. */
  villages: CountRow[];
  /** Per cadence: each subscriber counts once, so these add up to the total. */
  cadences: CountRow[];
};

/** The confirmed subscribers' choices counted per village and per cadence. */
export function marketCounts(choices: readonly Pick<MarketChoice, "villages" | "cadence">[]): MarketCounts {
  const villages = GREENWICH_ZIPS.map((zip) => ({
    label: VILLAGE_NAMES[zip],
    count: choices.filter((choice) => choice.villages.includes(zip)).length,
  }));
  return {
    total: choices.length,
    villages: [
      ...villages,
      { label: WHOLE_TOWN_WORDS, count: choices.filter((choice) => choice.villages.length === 0).length },
    ],
    cadences: CADENCES.map((cadence) => ({
      label: CADENCE_LABELS[cadence],
      count: choices.filter((choice) => choice.cadence === cadence).length,
    })),
  };
}
