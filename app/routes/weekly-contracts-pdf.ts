import { CACHE_CONTROL } from "~/server/cache-control.server";
import type { Route } from "./+types/weekly-contracts-pdf";
import { weeklyReportData } from "~/features/reports/market-report.server";
import { notFoundPage } from "~/server/not-found-response.server";
import { marketHistory } from "~/server/history-source.server";
import { sampleNoticeFor } from "~/domain/sample-data";
import { weeklyContractsCsv } from "~/features/reports/weekly-csv.server";
import { weeklyFileOf } from "~/domain/weekly-pdf-path";
import { renderWeeklyPdf } from "~/domain/weekly-pdf.server";
import { publishedWeeks, weeksDatabase } from "~/server/week-store.server";
import { identityFor } from "~/server/site-content.server";
import { appContextOf } from "~/server/app-context.server";

/**
 * A published week's contracts compilation as PDF (render cache, decision 085), or its contracts
 * as CSV (the Take Action comparables). Any other file: the 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const file = weeklyFileOf(params.file);
  const db = weeksDatabase(appContextOf(context));
  const report = file === null ? null : weeklyReportData(await publishedWeeks(db), file.week);
  if (!file || !report) return notFoundPage(request, appContextOf(context));
  if (file.kind === "csv") {
    return new Response(weeklyContractsCsv(report), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${params.file}"`,
        "Cache-Control": CACHE_CONTROL.rendered,
      },
    });
  }
  const pdf = await renderWeeklyPdf(report, {
    // The PDF shows the week's own contracts: the sample sentence by the week's days (decision 120).
    sampleNotice: sampleNoticeFor((await marketHistory(appContextOf(context))).sample, {
      from: report.startDate,
      to: report.endDate,
    }),
    publisher: await identityFor(appContextOf(context)),
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${params.file}"`,
      "Cache-Control": CACHE_CONTROL.rendered,
    },
  });
}
