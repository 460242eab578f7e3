import type { Route } from "./+types/studio.weeks.$week.preview";
import {
  previewSupply,
  previewTrend,
  reportEmailPreview,
  sendTestReport,
  TestSendError,
} from "~/features/newsletter/report-email-preview.server";
import { MarketReportPage } from "~/features/reports/market-report-page";
import { marketReportPageData } from "~/features/reports/market-report-page.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { WeekPreviewPage } from "~/features/weeks/week-preview-page";
import { weekPreviewAction, weekPreviewView } from "~/features/weeks/week-preview.server";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ params, matches }: Route.MetaArgs) {
  return studioMeta(`Preview of week ${params.week}`, matches);
}

/** A version of a week as its public page and its report e-mail will show it (an earlier one: owners). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return weekPreviewView(await requireStudioUser(request, appContextOf(context)), params, request, {
    reportView: (reports, week, history) => marketReportPageData(reports, week, history),
    reportEmail: (report, siteUrl, site, history) =>
      reportEmailPreview(
        report,
        siteUrl,
        site,
        previewTrend(report, history),
        history.sample,
        previewSupply(report, history),
      ),
  });
}

/** "Send a test to me": the version's report e-mail to the signed-in person only. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return weekPreviewAction(await requireStudioUser(request, appContextOf(context)), params, request, {
    sendTest: (mailer, report, { history, ...options }) =>
      sendTestReport(mailer, report, {
        ...options,
        trend: previewTrend(report, history),
        supply: previewSupply(report, history),
      }),
    TestSendError,
  });
}

/**
 * /studio/weeks/:week/preview: the public page, then the report e-mail. The route composes the
 * three features: the weeks choose the version, the reports draw the page, the newsletter the e-mail.
 */
export default function StudioWeekPreview({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WeekPreviewPage
      preview={loaderData}
      reportPage={<MarketReportPage view={loaderData.view} />}
      answer={actionData}
    />
  );
}
