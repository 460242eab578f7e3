// The weekly report e-mail as the studio previews it: the same model and the same
// renderers as the message each subscriber receives (app/features/newsletter/newsletter-mail.server.ts), with the
// chart, attached to the real message by Content-ID, inlined so that the page can show it.
import { randomUUID } from "node:crypto";
import type { PublicIdentity } from "~/lib/site-identity";
import type { WeeklyReportData } from "~/domain/contract-types";
import { addDays } from "~/lib/calendar";
import { allSample } from "~/domain/sample-data";
import type { DaySpan } from "~/domain/weekly-market";
import type { MarketHistory } from "~/server/history-source.server";
import type { MailMessage, Mailer } from "~/server/mail.server";
import { reportMessage } from "./newsletter-mail.server";
import { CHART_CID, renderReportEmail, TREND_CID } from "./report-email";
import { reportEmailModel, reportEmailText } from "./report-email-model";
import { thirteenWeekTrend, type TrendPoint } from "./report-email-trend";
import { emailSupply, type EmailSupply } from "./report-email-supply";
import type { MarketLead } from "./market-lead";
import { renderReportChart, renderTrendChart } from "~/server/report-chart.server";

/** Stands for each subscriber's own unsubscribe token in the preview's links. */
export const PREVIEW_UNSUBSCRIBE_TOKEN = "your-subscribers-own-token";
/** Stands for each e-mail's own preferences link token. */
export const PREVIEW_PREFERENCES_TOKEN = "each-emails-own-link";

export type ReportEmailPreview = { subject: string; html: string; text: string };

/**
 * The 13-week trend of `report` in `history`: the published weeks with the one previewed and the
 * imported history weeks (decision 116), as the e-mail's own (server/delivery.ts) reads them from
 * the database, so without the sample history and from the earliest real week on.
 */
export function previewTrend(report: WeeklyReportData, history: MarketHistory): TrendPoint[] {
  // The generated years that open the history are left out: the database holds none of them. They
  // are the span of contracts that starts on the history's first day and is all sample (decision 120).
  const generated = history.coverage.contracts.find(
    (span) => span.from === history.firstDay && allSample(history.sample, span.from, span.to),
  );
  const firstDay = generated ? addDays(generated.to, 1) : history.firstDay;
  const real = history.contracts.filter((row) => row.contractDate >= firstDay);
  return thirteenWeekTrend(real, { endDate: report.endDate, firstDay });
}

/** The supply lines of `report` in `history`, as the e-mail's own reads them: the broker's listings only (decision 138). */
export function previewSupply(report: WeeklyReportData, history: MarketHistory): EmailSupply | null {
  return emailSupply(history, report);
}

/** Week `report`'s e-mail: its subject, its HTML part (the charts inlined) and its plain-text part. */
export async function reportEmailPreview(
  report: WeeklyReportData,
  siteUrl: string,
  site: PublicIdentity,
  trend?: readonly TrendPoint[],
  /** The history's sample days (decision 120). */
  sample: readonly DaySpan[] = [],
  supply?: EmailSupply | null,
  /** The lead of the market previewed (decision 149); none for the whole town. */
  lead?: MarketLead | null,
): Promise<ReportEmailPreview> {
  const model = reportEmailModel(report, {
    siteUrl,
    unsubscribeToken: PREVIEW_UNSUBSCRIBE_TOKEN,
    preferencesToken: PREVIEW_PREFERENCES_TOKEN,
    site,
    trend,
    sample,
    supply,
    lead,
  });
  const [html, chart, trendChart] = await Promise.all([
    renderReportEmail(model),
    renderReportChart(model.chart),
    model.trend ? renderTrendChart(model.trend) : undefined,
  ]);
  const inlined = html.replaceAll(`cid:${CHART_CID}`, `data:image/png;base64,${chart.toString("base64")}`);
  return {
    subject: model.subject,
    html: trendChart
      ? inlined.replaceAll(`cid:${TREND_CID}`, `data:image/png;base64,${trendChart.toString("base64")}`)
      : inlined,
    text: reportEmailText(model),
  };
}

/** Why a test copy was not sent, said to the person who asked. */
export class TestSendError extends Error {}

/**
 * "Send a test to me": week `report`'s e-mail, built by the very function that builds each
 * subscriber's copy (reportMessage), sent through the site's mailer to `to` alone, the signed-in
 * person's own address, never a subscriber's. Sent now rather than through the outbox: the person
 * waits for it and sees a failure at once, and nothing is owed if it fails. Its subject says
 * "[Test]"; it carries no List-Unsubscribe header, the token in its links being no one's.
 */
export async function sendTestReport(
  mailer: Mailer,
  report: WeeklyReportData,
  options: {
    siteUrl: string;
    to: string;
    site: PublicIdentity;
    trend?: readonly TrendPoint[];
    supply?: EmailSupply | null;
    /** The lead of the market the test is sent as (decision 149); none for the whole town. */
    lead?: MarketLead | null;
  },
): Promise<void> {
  const message = await reportMessage(
    {
      from: mailer.from,
      siteUrl: options.siteUrl,
      site: options.site,
      trend: options.trend,
      supply: options.supply,
      lead: options.lead,
    },
    report,
    { email: options.to, unsubscribeToken: PREVIEW_UNSUBSCRIBE_TOKEN, preferencesToken: PREVIEW_PREFERENCES_TOKEN },
    `report-test-${randomUUID()}`,
  );
  await sendTestCopy(mailer, message, options.to);
}

/**
 * A subscriber's message as a test copy to `to` alone: "[Test]" before its subject and no
 * List-Unsubscribe header, the token in its links being no one's.
 */
export async function sendTestCopy(mailer: Mailer, message: MailMessage, to: string): Promise<void> {
  const { list: _list, headers: _headers, ...test } = message;
  try {
    await mailer.send({ ...test, to, subject: `[Test] ${message.subject as string}` });
  } catch (error) {
    throw new TestSendError(`The test was not sent: ${(error as Error).message}`);
  }
}
