// The monthly digest's and the quarterly report's figures for a subscriber's market (decision 150):
// the lead's measures (decision 149) over the whole month or quarter just ended, each with the count
// it rests on, beside the period before and the same period a year earlier. The registry computes
// every figure over the market's records (`spanFigure`, decision 118), so a median resting on fewer
// than MINIMUM_BASIS records is withheld by its one rule; the market falls back to a wider one by
// the lead's one rule; sample days are named by the one sentence (decision 120). Pure, no I/O.
import { figureText, MEASURES, type Figure } from "~/domain/measures";
import { spanFigure } from "~/domain/period-figures";
import { sampleNoticeFor } from "~/domain/sample-data";
import { spansCover, type Coverage, type DaySpan, type WeeklyMarket } from "~/domain/weekly-market";
import { periodBefore, periodDates, periodYearEarlier, type DigestPeriod } from "~/domain/digest-periods";
import { countOf as countWithNoun } from "~/lib/plural";
import { marketKey, marketLabel, type MarketFilter } from "./market-choice";
import { LEAD_MEASURES, marketLinks, marketShown } from "./market-lead";

/** What a digest reads of the history: the records by week, what each source covers, the sample days. */
export type DigestHistory = { market: WeeklyMarket; coverage: Coverage; sample: readonly DaySpan[] };

export type DigestLine = {
  label: string;
  period: string;
  /** The records the period's figure rests on ("4 contracts"), or "no history". */
  count: string;
  before: string;
  yearEarlier: string;
};

export type MarketDigest = {
  period: DigestPeriod;
  before: DigestPeriod;
  yearEarlier: DigestPeriod;
  /** The chosen market in words, which the subject names. */
  chosenLabel: string;
  /** The market whose figures are shown: the chosen one, or the wider one the rule fell back to. */
  shown: MarketFilter;
  label: string;
  heading: string;
  /** Why a wider market is shown, in one sentence; null when it is the chosen one. */
  fallback: string | null;
  lines: DigestLine[];
  links: { label: string; href: string }[];
  /** The one sentence on sample data when a day of the three periods is sample (decision 120), else null. */
  sampleNotice: string | null;
  note: string;
};

/** Whether the history holds the period's last day: a digest is queued only once it does. */
export function periodHeld(history: Pick<DigestHistory, "coverage">, period: DigestPeriod): boolean {
  return spansCover(history.coverage.contracts, period.to, period.to);
}

const span = (period: DigestPeriod): DaySpan => ({ from: period.from, to: period.to });

/** The digest of a market over `period`, beside the period before and the same period a year earlier. */
export function marketDigest(
  history: DigestHistory,
  filter: MarketFilter,
  period: DigestPeriod,
  siteUrl: string,
): MarketDigest {
  const before = periodBefore(period);
  const yearEarlier = periodYearEarlier(period);
  const over = (records: WeeklyMarket, id: (typeof LEAD_MEASURES)[number], of: DigestPeriod): Figure =>
    spanFigure({ market: records, coverage: history.coverage }, id, span(of));
  const { shown, records, fallback } = marketShown(
    history.market,
    filter,
    (records) => {
      const contracts = over(records, "contracts", period);
      return contracts.status === "gap" ? null : (contracts.value ?? 0);
    },
    `in ${period.label}`,
  );
  const lines = LEAD_MEASURES.map((id) => {
    const figure = over(records, id, period);
    return {
      label: MEASURES[id].label,
      period: figureText(id, figure),
      count: figure.status === "gap" ? "no history" : countWithNoun(figure.basis, MEASURES[id].basisNoun),
      before: figureText(id, over(records, id, before)),
      yearEarlier: figureText(id, over(records, id, yearEarlier)),
    };
  });
  const label = marketLabel(shown);
  return {
    period,
    before,
    yearEarlier,
    chosenLabel: marketLabel(filter),
    shown,
    label,
    heading: `${label}: ${period.label}, ${periodDates(period)}`,
    fallback,
    lines,
    links: marketLinks(siteUrl, shown),
    sampleNotice: sampleNoticeFor(history.sample, [span(period), span(before), span(yearEarlier)]),
    note: `Each figure is the whole ${period.cadence === "monthly" ? "month" : "quarter"}'s: contracts and new listings are its totals, a median pools its records, homes for sale are the average of its Sunday counts. Contracts from the broker's weekly reports; homes for sale, new listings and months of supply from the broker's MLS listings.`,
  };
}

/** One line as the plain-text part and the HTML part write it. */
export function digestLineText(line: DigestLine, digest: Pick<MarketDigest, "before" | "yearEarlier">): string {
  return `${line.label}: ${line.period} (${line.count}; ${digest.before.label}: ${line.before}; ${digest.yearEarlier.label}: ${line.yearEarlier})`;
}

/**
 * The digests of one history, each distinct market's computed once: every subscriber of a market
 * shares its figures, and a new history (the next version of the data) starts afresh.
 */
export class MarketDigests {
  /** How many digests were computed: what the tests count. */
  computed = 0;
  private readonly byHistory = new WeakMap<object, Map<string, MarketDigest>>();

  of(history: DigestHistory, filter: MarketFilter, period: DigestPeriod, siteUrl: string): MarketDigest {
    let digests = this.byHistory.get(history);
    if (!digests) {
      digests = new Map();
      this.byHistory.set(history, digests);
    }
    const key = `${period.cadence}|${period.id}|${marketKey(filter)}`;
    let digest = digests.get(key);
    if (!digest) {
      this.computed += 1;
      digest = marketDigest(history, filter, period, siteUrl);
      digests.set(key, digest);
    }
    return digest;
  }
}
