import type { FactName } from "~content/facts";

/**
 * The facts the studio edits (decision 111): those that every module naming them reads from the fact
 * book current at render time (`factContent`), so an edit is on every page that cites them at once.
 * A fact also named by a module that still computes its text at import time stays as content/facts.ts
 * has it until that module reads a book too: editing it would change some of its pages and not
 * others. render-time-facts.test.ts keeps this list exact, both ways.
 */
export const RENDER_TIME_FACTS = [
  "singleFamilyMedianSalePrice",
  "singleFamilyMedianSalePriceChange",
  "averageDaysOnMarketChange",
  "singleFamilyInventory",
  "singleFamilyInventoryChange",
  "townPricePerSqFtChange",
  "luxuryContractsChange",
  "fastContractsUnder3mPercent",
] as const satisfies readonly FactName[];

/** Whether the studio may edit fact `name`. */
export function editableFact(name: FactName): boolean {
  return (RENDER_TIME_FACTS as readonly FactName[]).includes(name);
}

/** Why the studio does not edit a fact outside that list. */
export const NOT_EDITABLE =
  "This fact is also quoted by pages written with the site's code: it changes in content/facts.ts, with a new release.";
