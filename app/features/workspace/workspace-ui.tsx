import { ButtonLink, buttonClasses } from "~/components/ui/button-link";
import { SelectField, TextField } from "~/components/ui/field";
import { formatInteger } from "~/lib/format";
import { PAGE_SIZE, pageHref, type ListQuery } from "./list-query";

/** The search box and status filter of a list: a GET form, so it works without JavaScript and its URL can be kept. */
export function ListFilters({
  action,
  query,
  statuses,
  searchLabel,
  searchHint,
}: {
  action: string;
  query: ListQuery<string>;
  statuses: readonly string[];
  searchLabel: string;
  searchHint: string;
}) {
  return (
    <form method="get" action={action} role="search" className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <TextField label={searchLabel} hint={searchHint} name="q" type="search" defaultValue={query.q} maxLength={200} />
      <SelectField label="Status" name="status" defaultValue={query.status} className="sm:self-start">
        <option value="">All</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {status[0]!.toUpperCase() + status.slice(1)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClasses("primary", "sm:mb-7")}>
        Search
      </button>
    </form>
  );
}

/** "Showing 26-50 of 112" with previous and next links that keep the search. */
export function Pager({ path, query, total }: { path: string; query: ListQuery<string>; total: number }) {
  const first = total === 0 ? 0 : (query.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, query.page * PAGE_SIZE);
  const hasNext = last < total;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        {total === 0 || first > total
          ? `None of ${formatInteger(total)}`
          : `Showing ${formatInteger(first)}–${formatInteger(last)} of ${formatInteger(total)}`}
      </p>
      <div className="flex gap-2">
        {query.page > 1 ? (
          <ButtonLink variant="secondary" to={pageHref(path, query, query.page - 1)}>
            Previous page
          </ButtonLink>
        ) : null}
        {hasNext ? (
          <ButtonLink variant="secondary" to={pageHref(path, query, query.page + 1)}>
            Next page
          </ButtonLink>
        ) : null}
      </div>
    </nav>
  );
}
