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

/** The sentence every page that shows sample figures says, naming the sample days it shows. */
export function sampleNotice(sample: readonly DaySpan[], shown?: DaySpan): string {
  const within = shown
    ? mergeSpans(sample).flatMap((span) =>
        span.to < shown.from || span.from > shown.to
          ? []
          : [{ from: span.from < shown.from ? shown.from : span.from, to: span.to > shown.to ? shown.to : span.to }],
      )
    : sample;
  return `Sample data: the figures ${sampleDaysText(within, shown?.from)} are generated for this demonstration; the broker's own history replaces them.`;
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
