// Everything /yearly-market-summary shows, each figure as it reads (decision 140): the year's report
// from the history formatted by the measure registry's rules (figureText, changeBetween), the years
// the history holds as plain links, the sample sentence where the year shown is sample data, and the
// broker's words where they were written in the studio. Pure functions, no I/O.
import {
  changeBetween,
  figureText,
  formatMeasureChange,
  MINIMUM_BASIS_RULE,
  NO_FIGURE_WORDS,
  type Figure,
  type MeasureId,
} from "~/domain/measures";
import { SAMPLE_BADGE, sampleNotice, touchesSample } from "~/domain/sample-data";
import type { DaySpan } from "~/domain/weekly-market";
import { formatPercent } from "~/lib/format";
import { countOf } from "~/lib/plural";
import { quarterLabel, yearDates, type QuarterFigures } from "~/domain/quarters";
import { DEFAULT_YEAR_FILTER, leaseFigure, YEAR_FILTERS, type YearFilter, type YearReport } from "./year-figures";

/** The page's address; `?year=` names an earlier year and `?type=` the quarters' property type. */
export const YEARLY_PATH = "/yearly-market-summary";
export const YEAR_PARAM = "year";
export const TYPE_PARAM = "type";

const dash = "–";

export const FILTER_LABELS: Record<YearFilter, string> = {
  all: "All sales",
  "single-family": "Single-family",
  condo: "Condo and co-op",
  multifamily: "Multifamily",
  rental: "Leases",
};

/** The broker's words for the year, each paragraph already safe HTML (inline Markdown, decision 140). */
export type YearWordsHtml = { summary: readonly string[]; outlook: readonly string[] };

/** A change of a measure as the page writes it: "No history" when the earlier period is a gap, a dash when the registry gives none. */
export function changeText(id: MeasureId, now: Figure, before: Figure): string {
  if (before.status === "gap" || now.status === "gap") return figureText(id, before.status === "gap" ? before : now);
  const change = changeBetween(id, now, before);
  return change === null ? dash : formatMeasureChange(id, change);
}

/** The address of a year's review with a filter: the newest year and "all" are left out, so the plain address stays canonical. */
export function yearHref(year: number, newest: number, filter: YearFilter = DEFAULT_YEAR_FILTER): string {
  const query = new URLSearchParams();
  if (year !== newest) query.set(YEAR_PARAM, String(year));
  if (filter !== DEFAULT_YEAR_FILTER) query.set(TYPE_PARAM, filter);
  const text = query.toString();
  return text ? `${YEARLY_PATH}?${text}` : YEARLY_PATH;
}

const contractsOf = (figures: QuarterFigures) => figures.measures.contracts;

/**
 * The year in figures, as sentences: what the page says when the broker wrote nothing, and above
 * their words when they did. Only figures the history holds are named.
 */
export function yearSentences(report: YearReport): string[] {
  const { year, figures, yearBefore } = report;
  const previousYear = year - 1;
  const sales = { one: "sale contract", other: "sale contracts" };
  const now = contractsOf(figures);
  const before = contractsOf(yearBefore);
  const change = changeBetween("contracts", now, before);
  const sentences = [
    `Greenwich saw ${countOf(now.basis, sales)} in ${year} and ${countOf(figures.leases, { one: "lease", other: "leases" })}, counted apart.`,
    before.status === "gap"
      ? `The history does not hold all of ${previousYear}, so no change against it is given.`
      : change === null
        ? `${previousYear} had ${countOf(before.basis, sales)}: too few for a change.`
        : Math.round(change * 10) === 0
          ? `That is as many as in ${previousYear}.`
          : `That is ${change > 0 ? "up" : "down"} ${formatPercent(Math.abs(change))} on ${previousYear} (${countOf(before.basis, sales)}).`,
  ];
  const price = figures.measures["median-price"];
  const days = figures.measures["median-days-on-market"];
  if (price.value !== null) {
    const priceChange = changeBetween("median-price", price, yearBefore.measures["median-price"]);
    sentences.push(
      `The median contract price was ${figureText("median-price", price)}${
        priceChange === null ? "" : ` (${formatMeasureChange("median-price", priceChange)} on ${previousYear})`
      }${days.value === null ? "" : `, and the median home went under contract after ${figureText("median-days-on-market", days)}`}.`,
    );
  }
  const directions = report.filter === "all" ? quarterDirections(report) : null;
  if (directions?.compared === 4) {
    const { up, down } = directions;
    const level = 4 - up - down;
    sentences.push(
      up === 4
        ? "Sale contracts were up on the year before in every quarter."
        : down === 4
          ? "Sale contracts were down on the year before in every quarter."
          : `Against the same quarter a year earlier, sale contracts were up in ${countOf(up, QUARTER)}, down in ${countOf(down, QUARTER)}${level > 0 ? ` and level in ${countOf(level, QUARTER)}` : ""}.`,
    );
  }
  return sentences;
}

const QUARTER = { one: "quarter", other: "quarters" };

/** A change as a card's detail: "+20.0% on 2024", or "No history for 2023". */
function onYear(change: string, previousYear: number): string {
  return change === NO_FIGURE_WORDS.gap ? `No history for ${previousYear}` : `${change} on ${previousYear}`;
}

/** How many quarters' contracts rose or fell against the same quarter a year earlier, among those the history holds both of. */
export function quarterDirections(report: YearReport): { up: number; down: number; compared: number } {
  let up = 0;
  let down = 0;
  let compared = 0;
  for (const { figures, yearBefore } of report.quarters) {
    if (!figures.held || !yearBefore.held) continue;
    compared += 1;
    const now = contractsOf(figures).basis;
    const then = contractsOf(yearBefore).basis;
    if (now > then) up += 1;
    if (now < then) down += 1;
  }
  return { up, down, compared };
}

export type YearViewInput = {
  report: YearReport;
  /** The years the history holds completely, newest first. */
  years: readonly number[];
  /** The history's sample days (decision 120). */
  sample: readonly DaySpan[];
  words: YearWordsHtml | null;
};

/** The page's view of a year's report. */
export function yearView({ report, years, sample, words }: YearViewInput) {
  const { year, figures, yearBefore } = report;
  const newest = years[0] ?? year;
  const previousYear = year - 1;
  const shown = { from: yearDates(previousYear).start, to: yearDates(year).end };
  const isSample = touchesSample(sample, shown.from, shown.to);
  const salesTotal = contractsOf(figures).basis;
  const rental = report.filter === "rental";
  const count = (figure: Figure) => figureText("contracts", figure);
  return {
    year,
    previousYear,
    meta: {
      title: `${year} Greenwich Market Review`,
      description: `Greenwich sale contracts in ${year}, computed from the broker's weekly reports: contracts, median price, price per square foot, days on market, quarter by quarter, by price band, village and property type, beside ${previousYear}.`,
    },
    title: `${year} Greenwich Market Review`,
    intro: `January 1 to December 31, ${year}: every contract of the year from the broker's weekly reports, beside ${previousYear}.`,
    sample: isSample ? { badge: SAMPLE_BADGE, notice: sampleNotice(sample, shown) } : null,
    sentences: yearSentences(report),
    headline: [
      {
        label: `Sale contracts, ${year}`,
        value: count(contractsOf(figures)),
        detail: `${onYear(changeText("contracts", contractsOf(figures), contractsOf(yearBefore)), previousYear)}; ${countOf(figures.leases, { one: "lease", other: "leases" })} apart`,
      },
      ...(["median-price", "median-price-per-sq-ft", "median-days-on-market"] as const).map((id) => ({
        label: `${HEADLINE_LABELS[id]}, ${year}`,
        value: figureText(id, figures.measures[id]),
        detail: onYear(changeText(id, figures.measures[id], yearBefore.measures[id]), previousYear),
      })),
    ],
    filters: YEAR_FILTERS.map((filter) => ({
      filter,
      label: FILTER_LABELS[filter],
      href: `${yearHref(year, newest, filter)}#quarters`,
      active: filter === report.filter,
    })),
    quarterColumns: rental ? ("leases" as const) : ("sales" as const),
    quarters: report.quarters.map(({ quarter, figures: now, yearBefore: then }) => {
      const label = quarterLabel(quarter);
      if (rental) {
        const leases = leaseFigure(now);
        const before = leaseFigure(then);
        return {
          label,
          now: count(leases),
          yearBefore: count(before),
          change: changeText("contracts", leases, before),
          medianPrice: dash,
          medianChange: dash,
        };
      }
      return {
        label,
        now: count(contractsOf(now)),
        yearBefore: count(contractsOf(then)),
        change: changeText("contracts", contractsOf(now), contractsOf(then)),
        medianPrice: figureText("median-price", now.measures["median-price"]),
        medianChange: changeText("median-price", now.measures["median-price"], then.measures["median-price"]),
      };
    }),
    priceBands: figures.priceBands.map((band, index) => {
      const before = yearBefore.priceBands[index]!.contracts;
      return {
        id: band.id,
        label: band.label,
        sales: band.contracts.basis,
        now: count(band.contracts),
        share: salesTotal === 0 ? dash : formatPercent((band.contracts.basis / salesTotal) * 100),
        yearBefore: count(before),
        change: changeText("contracts", band.contracts, before),
      };
    }),
    villages: figures.villages.map((village, index) => {
      const before = yearBefore.villages[index]!;
      return {
        name: village.name,
        contracts: count(village.contracts),
        change: changeText("contracts", village.contracts, before.contracts),
        medianPrice: figureText("median-price", village.medianPrice),
        medianChange: changeText("median-price", village.medianPrice, before.medianPrice),
      };
    }),
    types: [
      ...report.types.map((type) => ({
        label: type.label,
        contracts: count(contractsOf(type.figures)),
        change: changeText("contracts", contractsOf(type.figures), contractsOf(type.yearBefore)),
        medianPrice: figureText("median-price", type.figures.measures["median-price"]),
      })),
      {
        label: "Leases (counted apart)",
        contracts: count(leaseFigure(figures)),
        change: changeText("contracts", leaseFigure(figures), leaseFigure(yearBefore)),
        medianPrice: dash,
      },
    ],
    years: years.map((held) => ({ year: held, href: yearHref(held, newest), current: held === year })),
    words: words && (words.summary.length > 0 || words.outlook.length > 0) ? words : null,
    minimumBasisRule: MINIMUM_BASIS_RULE,
  };
}

const HEADLINE_LABELS = {
  "median-price": "Median contract price",
  "median-price-per-sq-ft": "Median price per sq ft",
  "median-days-on-market": "Median days on market",
} as const;

export type YearView = ReturnType<typeof yearView>;
