// The coloured label of a consideration ("High impact", "Medium importance"), decided in the loader
// so the page receives the text and tone, not the rule (docs/decisions/004).
import { impactTone, importanceTone, type Tone } from "~/lib/colour-rules";
import type { Consideration } from "~content/guides/types";

export type ConsiderationLabel = { text: string; tone: Tone };

/** A consideration with its label, or null when the guide gives it none. */
export type LabelledConsideration = Consideration & { label: ConsiderationLabel | null };

/** "High impact" green, any other impact yellow. */
export function withImpactLabel<Item extends Consideration>(item: Item): Item & { label: ConsiderationLabel | null } {
  return { ...item, label: item.impact ? { text: `${item.impact} impact`, tone: impactTone(item.impact) } : null };
}

/** "High importance" red, any other importance yellow. */
export function withImportanceLabel<Item extends Consideration>(
  item: Item,
): Item & { label: ConsiderationLabel | null } {
  return {
    ...item,
    label: item.importance ? { text: `${item.importance} importance`, tone: importanceTone(item.importance) } : null,
  };
}
