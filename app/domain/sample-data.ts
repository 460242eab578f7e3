// What is sample data, by one rule, and the one sentence every page, badge, feed item, PDF and
// e-mail says about it (decision 120). The days of sample data are the generated years before the
// broker's earliest real week and the seed weeks whose contracts are still those shipped with the
// site (decision 092); the sample listings run with them. Pure functions, no I/O.
import { formatLongDate } from "~/lib/format";
import { addDays } from "~/lib/calendar";
import { mergeSpans, type DaySpan } from "./weekly-market";

/** Whether any day from `from` to `to` is sample data. */
export function touchesSample(sample: readonly DaySpan[], from: string, to: string): boolean {
  return sample.some((span) => span.from <= to && span.to >= from);
}

/** Whether every day from `from` to `to` is sample data. */
export function allSample(sample: readonly DaySpan[], from: string, to: string): boolean {
  return mergeSpans(sample).some((span) => span.from <= from && span.to >= to);
}

/** The sample days as a reader names them: "through August 31, 2025", "September 1 to October 21, 2025". */
export function sampleDaysText(sample: readonly DaySpan[], firstDay?: string): string {
  const spans = mergeSpans(sample);
  return spans
    .map((span, index) =>
      index === 0 && (firstDay === undefined || span.from <= firstDay)
        ? `through ${formatLongDate(span.to)}`
        : `from ${formatLongDate(span.from)} to ${formatLongDate(span.to)}`,
    )
    .join(" and ");
}

/** The sample days within the days shown (spans in any order), merged. */
function sampleWithin(sample: readonly DaySpan[], shown: readonly DaySpan[]): DaySpan[] {
  const merged = mergeSpans(sample);
  return mergeSpans(
    shown.flatMap((part) =>
      merged.flatMap((span) =>
        span.to < part.from || span.from > part.to
          ? []
          : [{ from: span.from < part.from ? part.from : span.from, to: span.to > part.to ? part.to : span.to }],
      ),
    ),
  );
}

const spansOf = (shown: DaySpan | readonly DaySpan[]): readonly DaySpan[] => ("from" in shown ? [shown] : shown);

/**
 * The sentence every page that shows sample figures says, naming the sample days among those it
 * shows (`shown`: one span or several, such as a week, its 13 weeks and the same days a year earlier).
 */
export function sampleNotice(sample: readonly DaySpan[], shown?: DaySpan | readonly DaySpan[]): string {
  const parts = shown ? spansOf(shown) : undefined;
  const within = parts ? sampleWithin(sample, parts) : sample;
  const firstShown = parts ? mergeSpans(parts)[0]?.from : undefined;
  return `Sample data: the figures ${sampleDaysText(within, firstShown)} are generated for this demonstration; the broker's own history replaces them.`;
}

/**
 * What a page, a PDF, a feed item or an e-mail says about sample data (decision 120): the one
 * sentence when any day its figures rest on is sample, else null. Every surface asks this, with
 * the days its figures rest on, rather than deciding by itself.
 */
export function sampleNoticeFor(sample: readonly DaySpan[], shown: DaySpan | readonly DaySpan[]): string | null {
  return touchesSampleDays(sample, shown) ? sampleNotice(sample, shown) : null;
}

/** Whether any of the days shown (one span or several) is sample data: where a badge says `SAMPLE_BADGE`. */
export function touchesSampleDays(sample: readonly DaySpan[], shown: DaySpan | readonly DaySpan[]): boolean {
  return spansOf(shown).some((part) => touchesSample(sample, part.from, part.to));
}

/** A badge's words on a week, a quarter or a feed item that shows sample figures. */
export const SAMPLE_BADGE = "Sample data";

/** The last day of sample data, or null when there is none. */
export function lastSampleDay(sample: readonly DaySpan[]): string | null {
  return mergeSpans(sample).at(-1)?.to ?? null;
}

/** The first day after the sample data that begins the history (the day the broker's own data starts), or null. */
export function firstRealDay(sample: readonly DaySpan[], firstDay: string): string | null {
  const [first] = mergeSpans(sample);
  return first && first.from <= firstDay ? addDays(first.to, 1) : null;
}
