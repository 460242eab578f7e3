import type { ReactNode } from "react";
import { Link } from "react-router";
import { dashboardSearch, type DashboardQuery } from "./filters";

/**
 * A link to another view of the dashboard (the filters live in the query string): a plain link
 * the server renders, so it works without JavaScript; with it, the page updates without a reload
 * and keeps its scroll position.
 */
export function QueryLink({
  query,
  children,
  className,
  current,
  label,
}: {
  query: DashboardQuery;
  children: ReactNode;
  className?: string;
  /** Marks the link as the selected option (aria-current). */
  current?: boolean;
  /** An accessible name when the visible text is not enough. */
  label?: string;
}) {
  return (
    <Link
      to={dashboardSearch(query)}
      preventScrollReset
      className={className}
      aria-current={current ? "true" : undefined}
      aria-label={label}
    >
      {children}
    </Link>
  );
}
