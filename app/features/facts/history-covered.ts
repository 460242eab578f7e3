// Which typed facts the history computes (decision 139): a fact of a measure the registry defines
// the same way, about the whole town, over a period every source of that measure covers, must be
// taken from the history, never typed, so a page cannot quote two values of one measure and period.
// Pure functions, no I/O.
import { sourcesOf, type MeasureId } from "~/domain/measures";
import { spansCover, type Coverage, type DaySpan } from "~/domain/weekly-market";
import type { Fact, FactMeasure } from "~content/facts";
import { addDays, addYears, MONTH_NAMES } from "~/lib/calendar";

/**
 * The typed facts' measures that are a registry measure. The town's sale-to-list, price per square
 * foot and days on market facts are averages and its active listings count rentals, where the
 * registry's are medians and sales only: they measure other things.
 */
export const REGISTRY_MEASURE_OF: Partial<Record<FactMeasure, MeasureId>> = {
  "median-sale-price": "median-sale-price",
};

/** The segments the history's series give: the whole town, and the town's single-family homes. */
export const TOWN_SEGMENTS = new Set([
  "Greenwich, all home types",
  "Greenwich, all sales",
  "Greenwich, single-family homes",
]);

/**
 * The days a fact's period covers, ending on its `asOf`: "2024", "12 months to September 2025",
 * "September 2025", "2020 to 2024". Null for a period written otherwise.
 */
export function factSpan(fact: Pick<Fact, "period" | "asOf">): DaySpan | null {
  const { period, asOf } = fact;
  const year = /^(\d{4})$/.exec(period) ?? /^(\d{4}) to \d{4}$/.exec(period);
  if (year) return { from: `${year[1]}-01-01`, to: asOf };
  if (/^12 months to /.test(period)) {
    // The day after the same day a year before (after 2023-02-28 for 2024-02-29).
    return { from: addDays(addYears(asOf, -1), 1), to: asOf };
  }
  const month = /^([A-Z][a-z]+) (\d{4})$/.exec(period);
  if (month && (MONTH_NAMES as readonly string[]).includes(month[1]!)) {
    const number = String((MONTH_NAMES as readonly string[]).indexOf(month[1]!) + 1).padStart(2, "0");
    return { from: `${month[2]}-${number}-01`, to: asOf };
  }
  return null;
}

/** The registry measure the history gives for this fact's measure, segment and period, or null. */
export function historyMeasureOf(fact: Fact, coverage: Coverage): MeasureId | null {
  const measure = REGISTRY_MEASURE_OF[fact.measure];
  const span = factSpan(fact);
  if (!measure || !span || !TOWN_SEGMENTS.has(fact.segment)) return null;
  return sourcesOf(measure).every((source) => spansCover(coverage[source], span.from, span.to)) ? measure : null;
}

/** The names of the facts the history covers: each should be the history's figure, not typed. */
export function factsTheHistoryCovers(facts: Readonly<Record<string, Fact>>, coverage: Coverage): string[] {
  return Object.entries(facts)
    .filter(([, fact]) => historyMeasureOf(fact, coverage) !== null)
    .map(([name]) => name);
}
