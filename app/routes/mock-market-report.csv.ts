import type { Route } from "./+types/mock-market-report.csv";
import { listingsCsv } from "~/features/listings/export-csv.server";
import { exportFileName } from "~/features/listings/export-summary";
import { filterListings, parseDashboardQuery } from "~/features/listings/filters";
import { listingsSource } from "~/features/listings/listings.server";

/** Export CSV: the listings of the dashboard view named by the query string, in the listings-file columns. */
export function loader({ request }: Route.LoaderArgs) {
  const query = parseDashboardQuery(new URL(request.url).searchParams);
  const csv = listingsCsv(filterListings(listingsSource().listings, query.filters));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(query)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
