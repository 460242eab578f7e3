// The normalised query of each "query" route of the table (app/route-table.ts, decision 115): the
// page's own parser reads the query string, and what it accepts whole is written back in one
// spelling, which keys the render cache and is the address rendered. A query the parser does not
// accept whole (a value it names on the page, an unknown filter) gives null: rendered as today, on
// each request, and never kept, so no one fills the cache with addresses of their own making.
import { pricingFromQuery } from "~/features/guides/pricing-estimate";
import { dashboardView } from "~/features/listings/dashboard";
import { dashboardSearch, GLOSSARY_PARAM, LISTING_PARAM, parseDashboardQuery } from "~/features/listings/filters";
import { listingsSource } from "~/features/listings/listings.server";
import { todayIso } from "~/features/listings/weeks";
import { parseTrendsQuery, trendsQueryString } from "~/features/trends/trends-view";
import { pricingGuideContent } from "~content/guides/pricing-guide";

/** The normalised query ("" for none) of a request's query string (with or without its "?"), or null. */
export type QueryNormaliser = (search: string) => string | null;

const paramsOf = (search: string) => new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);

/** /market-trends and its CSV: every field the form names, in its order; a value it does not offer is shown, not kept. */
function trendsQuery(search: string): string | null {
  const { query, notices } = parseTrendsQuery(paramsOf(search));
  return notices.length > 0 ? null : trendsQueryString(query);
}

/**
 * The weekly report reads `week` alone (a whole number, or none for the newest week): every other
 * parameter is the same answer; a week that is not a whole number is the page's 404, never kept.
 */
function weeklyReportQuery(search: string): string | null {
  const week = paramsOf(search).get("week")?.trim() ?? "";
  if (week === "") return "";
  return /^\d+$/.test(week) ? `week=${Number(week)}` : null;
}

/** The home and buyer pages, the quarterly pages and PDF read no query: every query string is the same answer. */
const noQuery: QueryNormaliser = () => "";

/**
 * The pricing guide's quick estimate echoes the fields as typed, so the page is kept only without the
 * form's fields or for a valid estimate already in the form's own spelling (sqft, neighborhood, condition);
 * any other query, a refused one (400) among them, is rendered each time.
 */
function pricingGuideQuery(search: string): string | null {
  const raw = search.startsWith("?") ? search.slice(1) : search;
  const outcome = pricingFromQuery(paramsOf(search), pricingGuideContent().pricingNeighbourhoods);
  // No field of the form: the page without an estimate, whatever else the address carries.
  if (outcome.status === "empty") return "";
  if (outcome.status !== "valid") return null;
  const { squareFeet, neighbourhood, condition } = outcome.result;
  const canonical = new URLSearchParams({
    sqft: String(squareFeet),
    neighborhood: neighbourhood.id,
    condition: condition.id,
  }).toString();
  return canonical === raw ? canonical : null;
}

/** The dashboard's view as its loader resolves it, or null when a filter names a value the file does not hold. */
function dashboardQueryOf(search: string) {
  const params = paramsOf(search);
  const view = dashboardView(listingsSource().listings, params, todayIso());
  return view.unknownFilters.length > 0 ? null : { params, view };
}

/**
 * The dashboard page hydrates, and its print footer prints the address as the browser has it: the
 * page is kept only for an address already in the spelling of its own links (the filter bar's),
 * so the kept page is exactly that address's render. Open dialogs and respelled filters (a
 * redirect) are rendered each time.
 */
function dashboardPageQuery(search: string): string | null {
  const resolved = dashboardQueryOf(search);
  if (!resolved) return null;
  const { params, view } = resolved;
  if (params.has(LISTING_PARAM) || params.has(GLOSSARY_PARAM) || view.canonicalSearch !== null) return null;
  const canonical = dashboardSearch({ ...view.query, week: parseDashboardQuery(params).week }).slice(1);
  return canonical === (search.startsWith("?") ? search.slice(1) : search) ? canonical : null;
}

/** The dashboard's exports print no address: every spelling of one view is one file. */
function dashboardExportQuery(search: string): string | null {
  const resolved = dashboardQueryOf(search);
  return resolved && dashboardSearch(resolved.view.query).slice(1);
}

/** Each "query" route's normaliser, by its path in the table (a unit test holds the two lists equal). */
export const renderQueries: Readonly<Record<string, QueryNormaliser>> = {
  "/": noQuery,
  "/buyer": noQuery,
  // The guides that quote the history's town median (decision 141), and the first-time guide's PDF.
  "/buyers/byram-guide": noQuery,
  "/buyers/first-time-guide.pdf": noQuery,
  "/buyers/greenwich-vs-stamford": noQuery,
  "/investors/investment-trends": noQuery,
  // The pages that quote the history's villages, sale-to-list price and fast market (decision 159).
  "/buyers/family-neighborhoods": noQuery,
  "/investor": noQuery,
  "/sellers/listing-mistakes": noQuery,
  "/sellers/pricing-guide": pricingGuideQuery,
  "/market-report": weeklyReportQuery,
  "/market-trends": trendsQuery,
  "/market-trends.csv": trendsQuery,
  "/quarterly-report": noQuery,
  "/quarterly-report/:quarter": noQuery,
  "/quarterly-report/:quarter.pdf": noQuery,
  "/mock-market-report": dashboardPageQuery,
  "/mock-market-report/export.csv": dashboardExportQuery,
  "/mock-market-report/export.pdf": dashboardExportQuery,
};

/**
 * The dashboard's listings version: the stored listings' content version as this process last read
 * it, or "sample" (decision 135). The render cache refreshes it before a query route's render.
 */
export function listingsVersion(): string {
  return listingsSource().version;
}
