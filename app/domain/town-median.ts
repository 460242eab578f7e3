// The town's median contract price of a year, as the buyer and investor guides quote it (decision
// 141), and its median days on market (decision 159): the newest year the history holds whole,
// pooled as the yearly review pools a year (periodFigures) and taken by the registry's medians, so a
// guide cannot quote a figure the quarterly reports and the yearly review contradict. Sample where
// the year is sample (decision 136). Pure.
import { figureText, GAP, type Figure } from "./measures";
import type { HistoryContract } from "./market-records";
import { completeYears, periodFigures, yearDates, type YearHistory } from "./quarters";
import { sampleNoticeFor } from "./sample-data";
import type { DaySpan } from "./weekly-market";
import { countOf } from "~/lib/plural";

export type TownMedianHistory = YearHistory & { contracts: readonly HistoryContract[]; sample: readonly DaySpan[] };

export type TownMedian = {
  /** The year it covers, or null when the history holds no whole year. */
  year: number | null;
  figure: Figure;
  /** "$2.52M", or why there is none ("Only 3 contracts", "No history"). */
  value: string;
  /** What it measures and for when: "Median contract price, all home types, 2024". */
  label: string;
  /** Its definition and what it rests on, for the notes under the figure. */
  note: string;
  /** The one sample sentence when the year is sample data, else null. */
  sampleNote: string | null;
};

/** The two town figures of a year the guides quote: how each is labelled and what its note says it is. */
const TOWN_FIGURES = {
  "median-price": {
    label: "Median contract price, all home types",
    middle: "the middle price",
  },
  "median-days-on-market": {
    label: "Median days on market, all home types",
    middle: "the middle number of days on the market before going under contract",
  },
} as const;

/** One town figure of the newest year the history holds whole. */
function townYearFigure(history: TownMedianHistory, measure: keyof typeof TOWN_FIGURES): TownMedian {
  const { label, middle } = TOWN_FIGURES[measure];
  const year = completeYears(history)[0];
  if (year === undefined) {
    return {
      year: null,
      figure: GAP,
      value: figureText(measure, GAP),
      label,
      note: `${label}: the history does not hold a whole year yet.`,
      sampleNote: null,
    };
  }
  const { start, end } = yearDates(year);
  const figure = periodFigures(history.contracts, start, end, history.coverage.contracts).measures[measure];
  return {
    year,
    figure,
    value: figureText(measure, figure),
    label: `${label}, ${year}`,
    note: `${label}, ${year}: ${middle} of the town's ${countOf(figure.basis, { one: "sale contract", other: "sale contracts" })} signed from January 1 to December 31, ${year} (leases apart), computed from the market history as the quarterly reports and the yearly review compute it.`,
    sampleNote: sampleNoticeFor(history.sample, { from: start, to: end }),
  };
}

/** The town median of the newest year the history holds whole. */
export function townMedian(history: TownMedianHistory): TownMedian {
  return townYearFigure(history, "median-price");
}

/** The town's median days on market over the same year as `townMedian`. */
export function townDaysOnMarket(history: TownMedianHistory): TownMedian {
  return townYearFigure(history, "median-days-on-market");
}

/** The days a town figure rests on (its year), or none without a whole year: for a page's one sample sentence. */
export function townYearDays(median: TownMedian): DaySpan[] {
  if (median.year === null) return [];
  const { start, end } = yearDates(median.year);
  return [{ from: start, to: end }];
}

/** The notes a page prints under a town figure: its definition, and the sample sentence where it applies. */
export function townMedianNotes(median: TownMedian): string[] {
  return median.sampleNote === null ? [median.note] : [median.note, median.sampleNote];
}
