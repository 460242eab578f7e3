import type { Route } from "./+types/mock-market-report.csv";
import { dashboardView } from "~/features/listings/dashboard";
import { listingsCsv } from "~/features/listings/export-csv.server";
import { exportFileName } from "~/features/listings/export-summary";
import { filterListings } from "~/features/listings/filters";
import { refreshListingsSource } from "~/features/listings/listings.server";
import { weeksDatabase } from "~/server/week-store.server";
import { todayIso } from "~/features/listings/weeks";
import { appContextOf } from "~/server/app-context.server";

/** Export CSV: the listings of the dashboard view named by the query string (its week and filters), in the listings-file columns. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const source = await refreshListingsSource(weeksDatabase(appContextOf(context)));
  const view = dashboardView(source.listings, url.searchParams, todayIso());
  const csv = listingsCsv(filterListings(view.weekListings, view.query.filters));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(view.query)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
