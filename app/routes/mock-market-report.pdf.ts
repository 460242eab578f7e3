import type { Route } from "./+types/mock-market-report.pdf";
import { listingsPdf } from "~/features/listings/export-pdf.server";
import { exportFileName } from "~/features/listings/export-summary";
import { filterListings, parseDashboardQuery } from "~/features/listings/filters";
import { listingsSource } from "~/features/listings/listings.server";

/** Export PDF: the listings of the dashboard view named by the query string, active filters at the top. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseDashboardQuery(new URL(request.url).searchParams);
  const source = listingsSource();
  const pdf = await listingsPdf(filterListings(source.listings, query.filters), query, source.isSample);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${exportFileName(query)}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
}
