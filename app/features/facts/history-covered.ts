// Which typed facts the history computes (decisions 139 and 159): a fact of a measure the history
// gives, about a segment it gives it for (the whole town, a village), over a period every source of
// that measure covers, must be taken from the history, never typed, so a page cannot quote two
// values of one measure and period. The test beside this module holds every typed fact to it, with
// no exception. Pure functions, no I/O.
import { FAST_PRICE_LIMIT, villageNames } from "~/domain/market-quotes";
import { sourcesOf } from "~/domain/measures";
import type { MarketSource } from "~/domain/market-records";
import { spansCover, type Coverage, type DaySpan } from "~/domain/weekly-market";
import type { Fact, FactMeasure } from "~content/facts";
import { addDays, addYears, MONTH_NAMES } from "~/lib/calendar";
import { formatUsdCompact } from "~/lib/format";

/** The segments the history's town series give: the whole town, and the town's single-family homes. */
export const TOWN_SEGMENTS = new Set([
  "Greenwich, all home types",
  "Greenwich, all sales",
  "Greenwich, single-family homes",
]);

/** The town and its villages (ZIP code areas) as the pages name them: what the village quotes cover. */
const TOWN_AND_VILLAGES = new Set([...TOWN_SEGMENTS, ...villageNames()]);

/** One way the history gives a measure: what it is called, the sources it reads, the segments it covers. */
type HistoryMeasure = { name: string; sources: readonly MarketSource[]; segments: ReadonlySet<string> };

/**
 * What the history gives for each typed fact's measure (decision 159). A price level is the
 * registry's median contract price (the contracts) or median sale price (the closed sales of the
 * listings); a change of it the villages' median contract price against the 52 weeks before; the
 * town's sale-to-list price and days on market the registry's medians, which the pages quote in
 * place of a typed average; the fast market's share the quotes' own. The town's price per square
 * foot is the publisher's average over above-grade square feet and its active listings count
 * rentals: the registry measures other things (a median over the contracts giving square feet, sales
 * only), and they stay facts.
 */
export const HISTORY_MEASURES: Partial<Record<FactMeasure, readonly HistoryMeasure[]>> = {
  "median-sale-price": [
    { name: "median-price", sources: sourcesOf("median-price"), segments: TOWN_AND_VILLAGES },
    { name: "median-sale-price", sources: sourcesOf("median-sale-price"), segments: TOWN_AND_VILLAGES },
  ],
  "median-sale-price-change": [
    { name: "median-price change", sources: sourcesOf("median-price"), segments: TOWN_AND_VILLAGES },
  ],
  "sale-to-list": [{ name: "sale-to-list", sources: sourcesOf("sale-to-list"), segments: TOWN_SEGMENTS }],
  "days-on-market": [
    { name: "median-days-on-market", sources: sourcesOf("median-days-on-market"), segments: TOWN_SEGMENTS },
  ],
  "share-to-contract-in-14-days": [
    {
      name: "fast contracts",
      sources: ["contracts"],
      segments: new Set([
        ...TOWN_SEGMENTS,
        `Greenwich, under ${formatUsdCompact(FAST_PRICE_LIMIT, { millionDecimals: 0 })}`,
      ]),
    },
  ],
};

/** A change's period: the 12 months it ends with and the 12 months before them. */
const AGAINST_YEAR_BEFORE = /^(.*), against the 12 months before$/;

/**
 * The days a fact's period covers, ending on its `asOf`: "2024", "12 months to September 2025",
 * "September 2025", "2020 to 2024"; a change "..., against the 12 months before" covers the year
 * before too. Null for a period written otherwise.
 */
export function factSpan(fact: Pick<Fact, "period" | "asOf">): DaySpan | null {
  const { period, asOf } = fact;
  const change = AGAINST_YEAR_BEFORE.exec(period);
  if (change) {
    const inner = factSpan({ period: change[1]!, asOf });
    return inner && { from: addDays(addYears(asOf, -2), 1), to: asOf };
  }
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

/** The history's measure for this fact's measure, segment and period, or null where it gives none. */
export function historyMeasureOf(fact: Fact, coverage: Coverage): string | null {
  const span = factSpan(fact);
  if (!span) return null;
  const given = (HISTORY_MEASURES[fact.measure] ?? []).find(
    ({ sources, segments }) =>
      segments.has(fact.segment) && sources.every((source) => spansCover(coverage[source], span.from, span.to)),
  );
  return given?.name ?? null;
}

/** The names of the facts the history covers: each should be the history's figure, not typed. */
export function factsTheHistoryCovers(facts: Readonly<Record<string, Fact>>, coverage: Coverage): string[] {
  return Object.entries(facts)
    .filter(([, fact]) => historyMeasureOf(fact, coverage) !== null)
    .map(([name]) => name);
}
