import { Search } from "lucide-react";
import { SAMPLE_BADGE } from "~/domain/sample-data";
import { ButtonLink, buttonClasses } from "~/components/ui/button-link";
import { controlClasses } from "~/components/ui/field";
import type { ArchiveQuarter, ArchiveWeek } from "~/domain/archive";

type ArchiveCopy = {
  searchLabel: string;
  searchPlaceholder: string;
  searchSubmit: string;
  showing: (shown: number, total: number) => string;
  showingQuarters: (shown: number, total: number) => string;
  noWeeks: string;
  noResultsTitle: string;
  noResultsHint: string;
  clearSearch: string;
  viewReport: string;
  weekBadge: (week: number) => string;
};

type ArchiveSearchProps = {
  /** The weeks the query finds (every week when it is blank), filtered by the loader. */
  shown: readonly ArchiveWeek[];
  total: number;
  /** The quarters the same query finds; the quarters' list is `ArchiveQuarters`. */
  shownQuarters: readonly ArchiveQuarter[];
  totalQuarters: number;
  query: string;
  searching: boolean;
  copy: ArchiveCopy;
};

/**
 * The search box filters the weeks. A GET form (`?q=`): the server renders the
 * result, and the page ships no JavaScript (decision 014). The form does not print.
 */
export function ArchiveSearch({
  shown,
  total,
  shownQuarters,
  totalQuarters,
  query,
  searching,
  copy,
}: ArchiveSearchProps) {
  return (
    <div>
      <form method="get" action="/archive" role="search" className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="w-full max-w-xl flex-1">
          <label htmlFor="archive-search" className="block text-sm font-semibold text-slate-800">
            {copy.searchLabel}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="archive-search"
              type="search"
              name="q"
              defaultValue={query}
              placeholder={copy.searchPlaceholder}
              autoComplete="off"
              className={`${controlClasses(false)} pl-10`}
            />
          </div>
        </div>
        <button type="submit" className={buttonClasses("primary")}>
          {copy.searchSubmit}
        </button>
      </form>

      <p role="status" className="mt-4 min-h-6 text-sm font-medium text-slate-700">
        {searching
          ? copy.showing(shown.length, total) +
            (totalQuarters > 0 ? copy.showingQuarters(shownQuarters.length, totalQuarters) : "")
          : ""}
      </p>

      {shown.length === 0 && shownQuarters.length > 0 ? (
        <p className="mt-4 text-slate-700">{copy.noWeeks}</p>
      ) : shown.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h3 className="text-xl font-semibold text-slate-900">{copy.noResultsTitle}</h3>
          <p className="mt-2 text-slate-600">{copy.noResultsHint}</p>
          <ButtonLink to="/archive" className="mt-6 print:hidden">
            {copy.clearSearch}
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {shown.map((week) => (
            <li
              key={week.weekNumber}
              className="flex break-inside-avoid flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex flex-wrap gap-2">
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  {copy.weekBadge(week.weekNumber)}
                </span>
                {week.sample ? <SampleBadge /> : null}
              </span>
              <h3 className="mt-3 text-xl font-bold text-slate-900">{week.title}</h3>
              <p className="mt-1 text-slate-600">{week.dateRange}</p>
              <ButtonLink
                to={`/market-report?week=${week.weekNumber}`}
                variant="secondary"
                className="mt-5 self-start print:hidden"
                aria-label={`${copy.viewReport}: ${week.title}`}
              >
                {copy.viewReport}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type QuartersCopy = {
  noQuarters: string;
  viewQuarter: string;
  quarterBadge: string;
};

/** The badge of a week or a quarter whose report shows sample figures, as its page says (decision 120). */
function SampleBadge() {
  return (
    <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800" data-sample-notice>
      {SAMPLE_BADGE}
    </span>
  );
}

/**
 * The quarterly reports the archive's search finds, newest first; a quarter whose
 * report shows sample figures says so on its card, as its page does.
 */
export function ArchiveQuarters({ quarters, copy }: { quarters: readonly ArchiveQuarter[]; copy: QuartersCopy }) {
  if (quarters.length === 0) return <p className="text-slate-700">{copy.noQuarters}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {quarters.map((quarter) => (
        <li
          key={quarter.id}
          className="flex break-inside-avoid flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span className="flex flex-wrap gap-2">
            <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-900">
              {copy.quarterBadge}
            </span>
            {quarter.sample ? <SampleBadge /> : null}
          </span>
          <h3 className="mt-3 text-xl font-bold text-slate-900">{quarter.title}</h3>
          <p className="mt-1 text-slate-600">{quarter.dateRange}</p>
          <ButtonLink
            to={quarter.to}
            variant="secondary"
            className="mt-5 self-start print:hidden"
            aria-label={`${copy.viewQuarter}: ${quarter.title}`}
          >
            {copy.viewQuarter}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
