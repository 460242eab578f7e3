import type { Route } from "./+types/mock-market-report.pdf";
import { dashboardView } from "~/features/listings/dashboard";
import { listingsPdf } from "~/features/listings/export-pdf.server";
import { exportFileName } from "~/features/listings/export-summary";
import { filterListings } from "~/features/listings/filters";
import { refreshListingsSource } from "~/features/listings/listings.server";
import { weeksDatabase } from "~/server/week-store.server";
import { todayIso } from "~/features/listings/weeks";
import { appContextOf } from "~/server/app-context.server";

/** Export PDF: the listings of the dashboard view named by the query string (its week and filters), active filters at the top. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const source = await refreshListingsSource(weeksDatabase(appContextOf(context)));
  const view = dashboardView(source.listings, url.searchParams, todayIso());
  const pdf = await listingsPdf(
    filterListings(view.weekListings, view.query.filters),
    view.query,
    view.weeks.week,
    source.isSample ? source.listings.length : null,
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${exportFileName(view.query)}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
}
