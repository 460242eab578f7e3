// The weekly report e-mail as the studio previews it (issue 28 item 4): the same model and the same
// renderers as the message each subscriber receives (app/server/newsletter-mail.server.ts), with the
// chart, attached to the real message by Content-ID, inlined so that the page can show it.
import { site } from "~content/site";
import type { WeeklyReportData } from "~/features/reports/contract-types";
import { renderReportChart } from "~/server/report-chart.server";
import { CHART_CID, renderReportEmail } from "./report-email";
import { reportEmailModel, reportEmailText } from "./report-email-model";

/** Stands for each subscriber's own unsubscribe token in the preview's links. */
export const PREVIEW_UNSUBSCRIBE_TOKEN = "your-subscribers-own-token";

export type ReportEmailPreview = { subject: string; html: string; text: string };

/** Week `report`'s e-mail: its subject, its HTML part (the chart inlined) and its plain-text part. */
export async function reportEmailPreview(report: WeeklyReportData, siteUrl: string): Promise<ReportEmailPreview> {
  const model = reportEmailModel(report, { siteUrl, unsubscribeToken: PREVIEW_UNSUBSCRIBE_TOKEN, site });
  const [html, chart] = await Promise.all([renderReportEmail(model), renderReportChart(model.chart)]);
  return {
    subject: model.subject,
    html: html.replaceAll(`cid:${CHART_CID}`, `data:image/png;base64,${chart.toString("base64")}`),
    text: reportEmailText(model),
  };
}
