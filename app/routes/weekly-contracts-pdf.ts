import { CACHE_CONTROL } from "~/server/cache-control.server";
import type { Route } from "./+types/weekly-contracts-pdf";
import { weeklyReportData } from "~/features/reports/market-report.server";
import { notFoundPage } from "~/features/reports/not-found-response.server";
import { weekOfPdfFileName } from "~/features/reports/weekly-pdf-path";
import { isSampleWeek } from "~/features/reports/sample-weeks.server";
import { renderWeeklyPdf } from "~/features/reports/weekly-pdf.server";
import { publishedWeeks, weeksDatabase } from "~/features/reports/week-store.server";

/** A published week's contracts compilation as PDF (render cache, decision 085). Any other file: the 404 page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const week = weekOfPdfFileName(params.file);
  const db = weeksDatabase(context);
  const report = week === null ? null : weeklyReportData(await publishedWeeks(db), week);
  if (!report) return notFoundPage(request, context);
  const pdf = await renderWeeklyPdf(report, { sample: await isSampleWeek(db, report.week) });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${params.file}"`,
      "Cache-Control": CACHE_CONTROL.rendered,
    },
  });
}
