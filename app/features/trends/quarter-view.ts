// The quarterly report page's view: which quarter a path names, and the quarter's
// figures beside the quarter before and the same quarter a year earlier, formatted for the page.
import { formatInteger } from "~/lib/format";
import {
  changeBetween,
  figureText,
  formatMeasureChange,
  MEASURES,
  MINIMUM_BASIS_RULE,
  type Figure,
  type MeasureId,
} from "~/domain/measures";
import { sampleNoticeFor, touchesSampleDays } from "~/domain/sample-data";
import type { HistoryContract } from "~/domain/market-records";
import type { DaySpan } from "~/domain/weekly-market";
import {
  completeQuarters,
  parseQuarterId,
  previousQuarter,
  QUARTER_MEASURES,
  quarterDates,
  quarterId,
  quarterFigures,
  quarterLabel,
  quarterOf,
  quarterReport,
  sameQuarterYearBefore,
  type Quarter,
  type QuarterFigures,
} from "~/domain/quarters";

const dash = "–";

export type QuarterLink = { id: string; label: string; to: string };

export type FigureRow = {
  label: string;
  now: string;
  previous: string;
  previousChange: string;
  yearBefore: string;
  yearBeforeChange: string;
};

export type QuarterView = {
  id: string;
  label: string;
  /** "July 1 - September 30, 2025" is formatted by the page; the ISO dates here. */
  start: string;
  end: string;
  previousLabel: string;
  yearBeforeLabel: string;
  figures: FigureRow[];
  priceBands: { label: string; now: string; yearBefore: string }[];
  villages: { name: string; contracts: string; medianPrice: string; yearBeforeMedianPrice: string; change: string }[];
  /** The one sentence when any of the three quarters it shows holds sample data (decision 120), else null. */
  sampleNotice: string | null;
  /** The minimum rule, stated beside the figures (decision 118). */
  minimumRule: string;
  newer: QuarterLink | null;
  older: QuarterLink | null;
  quarters: QuarterLink[];
};

export const quarterPath = (quarter: Quarter) => `/quarterly-report/${quarterId(quarter)}`;

/** "/quarterly-report/2025-q3.pdf": a quarter's report as PDF. */
export const quarterPdfPath = (id: string) => `/quarterly-report/${id}.pdf`;

const linkTo = (quarter: Quarter): QuarterLink => ({
  id: quarterId(quarter),
  label: quarterLabel(quarter),
  to: quarterPath(quarter),
});

/** A quarter's count is its total: "Sale contracts" rather than the registry's weekly "Contracts". */
const QUARTER_LABELS: Partial<Record<MeasureId, string>> = { contracts: "Sale contracts" };

/** A change as the page writes it; a dash where the registry gives none (decision 118: no history, too few). */
const change = (id: MeasureId, now: Figure, before: Figure) => {
  const value = changeBetween(id, now, before);
  return value === null ? dash : formatMeasureChange(id, value);
};

function figureRows(now: QuarterFigures, previous: QuarterFigures, yearBefore: QuarterFigures): FigureRow[] {
  const measureRows = QUARTER_MEASURES.map((id) => ({
    label: QUARTER_LABELS[id] ?? MEASURES[id].label,
    now: figureText(id, now.measures[id]),
    previous: figureText(id, previous.measures[id]),
    previousChange: change(id, now.measures[id], previous.measures[id]),
    yearBefore: figureText(id, yearBefore.measures[id]),
    yearBeforeChange: change(id, now.measures[id], yearBefore.measures[id]),
  }));
  const leases = (figures: QuarterFigures) =>
    figures.held ? formatInteger(figures.leases) : figureText("contracts", { value: null, basis: 0, status: "gap" });
  return [
    ...measureRows,
    {
      label: "Leases (counted apart)",
      now: leases(now),
      previous: leases(previous),
      previousChange: dash,
      yearBefore: leases(yearBefore),
      yearBeforeChange: dash,
    },
  ];
}

/**
 * The days a quarter's report rests on: the quarter, the quarter before and the same quarter a year
 * earlier. Its page, PDF, archive card and feed item say "sample data" when any of them is.
 */
export function quarterReportDays(quarter: Quarter): DaySpan[] {
  return [quarter, previousQuarter(quarter), sameQuarterYearBefore(quarter)].map((shown) => {
    const { start, end } = quarterDates(shown);
    return { from: start, to: end };
  });
}

/**
 * The quarters the history covers completely, newest first, from the history's first and last
 * days; `undefined` for a `quarterParam` that names none of them (the page answers 404), and the
 * newest quarter when no quarter is named.
 */
export function quarterView(
  contracts: readonly HistoryContract[],
  history: QuarterHistory,
  quarterParam: string | undefined,
): QuarterView | undefined {
  const quarters = quartersOf(history);
  const chosen = quarterParam === undefined ? quarters[0] : parseQuarterId(quarterParam);
  const index = chosen ? quarters.findIndex((quarter) => quarterId(quarter) === quarterId(chosen)) : -1;
  if (!chosen || index < 0) return undefined;
  const report = quarterReport(contracts, chosen, history.coverage.contracts);
  const { start, end } = quarterDates(chosen);
  const yearBefore = report.yearBefore.figures;
  return {
    id: quarterId(chosen),
    label: quarterLabel(chosen),
    start,
    end,
    previousLabel: quarterLabel(report.previous.quarter),
    yearBeforeLabel: quarterLabel(report.yearBefore.quarter),
    figures: figureRows(report.figures, report.previous.figures, yearBefore),
    priceBands: report.figures.priceBands.map((band, bandIndex) => ({
      label: band.label,
      now: figureText("contracts", band.contracts),
      yearBefore: figureText("contracts", yearBefore.priceBands[bandIndex]!.contracts),
    })),
    villages: report.figures.villages.map((village, villageIndex) => {
      const before = yearBefore.villages[villageIndex]!.medianPrice;
      return {
        name: village.name,
        contracts: figureText("contracts", village.contracts),
        medianPrice: figureText("median-price", village.medianPrice),
        yearBeforeMedianPrice: figureText("median-price", before),
        change: change("median-price", village.medianPrice, before),
      };
    }),
    sampleNotice: sampleNoticeFor(history.sample, quarterReportDays(chosen)),
    minimumRule: MINIMUM_BASIS_RULE,
    newer: index > 0 ? linkTo(quarters[index - 1]!) : null,
    older: index < quarters.length - 1 ? linkTo(quarters[index + 1]!) : null,
    quarters: quarters.map(linkTo),
  };
}

/** What the quarterly views read of the history: its first and last days, its sample days and what it covers. */
export type QuarterHistory = {
  firstDay: string;
  lastDay: string;
  sample: readonly DaySpan[];
  coverage: { contracts: readonly DaySpan[] };
};

/** The quarters the history holds completely, newest first. */
const quartersOf = (history: Omit<QuarterHistory, "sample">) =>
  completeQuarters(history.firstDay, history.lastDay, history.coverage.contracts);

/** The quarters that exist, for a 404 page's links. */
export function quarterLinks(history: Omit<QuarterHistory, "sample">): QuarterLink[] {
  return quartersOf(history).map(linkTo);
}

/** A quarter the archive lists: its link, its dates and whether its report shows sample contracts. */
export type QuarterEntry = QuarterLink & { start: string; end: string; sample: boolean };

/**
 * Every complete quarter that holds contracts (sales or leases), newest first, for the archive
 *. One pass over the history: the quarters that hold a contract are collected first.
 */
export function quarterEntries(contracts: readonly HistoryContract[], history: QuarterHistory): QuarterEntry[] {
  const held = new Set(contracts.map((contract) => quarterId(quarterOf(contract.contractDate))));
  return quartersOf(history)
    .filter((quarter) => held.has(quarterId(quarter)))
    .map((quarter) => ({
      ...linkTo(quarter),
      ...quarterDates(quarter),
      sample: touchesSampleDays(history.sample, quarterReportDays(quarter)),
    }));
}

/** A quarter the feed announces: its link and figures, dated by the published week holding its last day. */
export type AnnouncedQuarter = QuarterLink & {
  start: string;
  end: string;
  /** The feed's date of the quarter's last week (the week's last day, as the feed dates every week). */
  date: string;
  contracts: number;
  medianPrice: number | null;
  /** The quarter page's sample sentence (decision 120), or null. */
  sampleNotice: string | null;
};

/**
 * The complete quarters whose last week is published (the feed announces a quarter
 * when its last week is published), newest first. Sample weeks are never published, so a
 * quarter made of sample history only is never announced.
 */
export function announcedQuarters(
  contracts: readonly HistoryContract[],
  history: QuarterHistory,
  weeks: readonly { startDate: string; endDate: string }[],
): AnnouncedQuarter[] {
  return quartersOf(history).flatMap((quarter) => {
    const { start, end } = quarterDates(quarter);
    const lastWeek = weeks.find((week) => week.startDate <= end && end <= week.endDate);
    if (!lastWeek) return [];
    const figures = quarterFigures(contracts, quarter, history.coverage.contracts);
    return [
      {
        ...linkTo(quarter),
        start,
        end,
        date: lastWeek.endDate,
        contracts: figures.measures.contracts.basis,
        medianPrice: figures.measures["median-price"].value,
        sampleNotice: sampleNoticeFor(history.sample, quarterReportDays(quarter)),
      },
    ];
  });
}
