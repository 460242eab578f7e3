import { CACHE_CONTROL } from "~/server/cache-control.server";
import type { Route } from "./+types/quarterly-report.pdf";
import { notFoundPage } from "~/server/not-found-response.server";
import { marketHistory } from "~/server/history-source.server";
import { quarterView } from "~/features/trends/quarter-view";
import { quarterlyPdfDefinition } from "~/features/trends/quarterly-pdf.server";
import { quarterSupply } from "~/features/trends/quarter-supply";
import { parseQuarterId } from "~/domain/quarters";
import { renderReportPdf, withPublisher } from "~/domain/weekly-pdf.server";
import { identityFor } from "~/server/site-content.server";
import { appContextOf } from "~/server/app-context.server";

/**
 * A complete quarter's report as PDF, rendered on request like the weekly PDFs;
 * a quarter the history does not cover completely, or a malformed one: the 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const history = await marketHistory(appContextOf(context));
  const view = quarterView(history.contracts, history, params.quarter);
  if (!view) return notFoundPage(request, appContextOf(context));
  // The site's name and the publisher's line from Settings (decision 110).
  const site = await identityFor(appContextOf(context));
  const pdf = await renderReportPdf(
    withPublisher(quarterlyPdfDefinition(view, site.name, quarterSupply(history, parseQuarterId(view.id)!)), site),
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="greenwich-quarterly-report-${view.id}.pdf"`,
      "Cache-Control": CACHE_CONTROL.rendered,
    },
  });
}
