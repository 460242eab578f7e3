import { activeFilters, FILTER_LABELS, type DashboardQuery } from "./filters";

/** "Type: Condo; Firm: Shoreline Realty", or "none": the active filters as the exports print them. */
export function activeFiltersText(query: DashboardQuery): string {
  const active = activeFilters(query.filters);
  if (active.length === 0) return "none";
  return active.map(([key, value]) => `${FILTER_LABELS[key]}: ${value}`).join("; ");
}

/** "listings-week-43-type-condo": a file name (without extension) for an export of this view. */
export function exportFileName(query: DashboardQuery): string {
  const parts = activeFilters(query.filters).map(([key, value]) => `${key}-${value}`);
  const slug = ["listings", "week", String(query.week), ...parts]
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug.slice(0, 120);
}
