import { Search } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { controlClasses } from "~/components/ui/field";
import { useHydrated } from "~/lib/use-hydrated";
import { isSearching, searchArchive, type ArchiveWeek } from "./archive";

type ArchiveCopy = {
  searchLabel: string;
  searchPlaceholder: string;
  searchSubmit: string;
  showing: (shown: number, total: number) => string;
  noResultsTitle: string;
  noResultsHint: string;
  clearSearch: string;
  viewReport: string;
  weekBadge: (week: number) => string;
};

/**
 * Spec 2 "Archive": the search box filters the weeks. A GET form (`?q=`) so the server renders
 * the result without JavaScript; with JavaScript the list follows each keystroke and the address
 * keeps the query.
 */
export function ArchiveSearch({
  weeks,
  initialQuery,
  copy,
}: {
  weeks: readonly ArchiveWeek[];
  initialQuery: string;
  copy: ArchiveCopy;
}) {
  const [query, setQuery] = useState(initialQuery);
  const hydrated = useHydrated();
  const shown = searchArchive(weeks, query);

  const update = (value: string) => {
    setQuery(value);
    // Keep the address shareable without asking the server again on every keystroke.
    const search = value.trim() === "" ? "" : `?${new URLSearchParams({ q: value }).toString()}`;
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
  };

  return (
    <div>
      <Form
        method="get"
        action="/archive"
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => hydrated && event.preventDefault()}
      >
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
              value={query}
              onChange={(event) => update(event.currentTarget.value)}
              placeholder={copy.searchPlaceholder}
              autoComplete="off"
              className={`${controlClasses(false)} pl-10`}
            />
          </div>
        </div>
        {hydrated ? null : (
          <button type="submit" className={buttonClasses("primary")}>
            {copy.searchSubmit}
          </button>
        )}
      </Form>

      <p role="status" className="mt-4 min-h-6 text-sm font-medium text-slate-700">
        {isSearching(query) ? copy.showing(shown.length, weeks.length) : ""}
      </p>

      {shown.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h3 className="text-xl font-semibold text-slate-900">{copy.noResultsTitle}</h3>
          <p className="mt-2 text-slate-600">{copy.noResultsHint}</p>
          {hydrated ? (
            <button type="button" onClick={() => update("")} className={buttonClasses("primary", "mt-6")}>
              {copy.clearSearch}
            </button>
          ) : (
            <Link to="/archive" className={buttonClasses("primary", "mt-6")}>
              {copy.clearSearch}
            </Link>
          )}
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {shown.map((week) => (
            <li
              key={week.weekNumber}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="self-start rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                {copy.weekBadge(week.weekNumber)}
              </span>
              <h3 className="mt-3 text-xl font-bold text-slate-900">{week.title}</h3>
              <p className="mt-1 text-slate-600">{week.dateRange}</p>
              <Link
                to={`/market-report?week=${week.weekNumber}`}
                className={buttonClasses("secondary", "mt-5 self-start")}
                aria-label={`${copy.viewReport}: ${week.title}`}
              >
                {copy.viewReport}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
