import { data, redirect } from "react-router";
import { z } from "zod";
import type { WeeklyReportData } from "~/domain/contract-types";
import { recordAudit } from "~/server/audit.server";
import type { StudioUser } from "~/server/session.server";
import { formValues } from "~/server/form-values.server";
import type { Mailer } from "~/server/mail.server";
import type { StudioServices } from "~/server/studio-services.server";
import { publishedWeeks, weekVersionsOf } from "~/server/week-store.server";
import { currentIdentity } from "~/server/site-content.server";
import { marketHistoryWithWeeks, type MarketHistory } from "~/server/history-source.server";
import type { PublicIdentity } from "~/lib/site-identity";

// /studio/weeks/:week/preview: a version of a week as the public page and the report e-mail will
// show it, and "Send a test to me" (decision 105).

type Signed = { user: StudioUser; services: StudioServices };

/**
 * What the preview shows of the other features, passed in by the route (a feature imports no
 * other, decision 114): the public page's view (the reports' marketReportPageData) and the report
 * e-mail (the newsletter's reportEmailPreview, sendTestReport and its TestSendError).
 */
export type PreviewParts<View> = {
  /** `history`: the published weeks with the one previewed, and the imported history weeks (decision 116). */
  reportView: (reports: readonly WeeklyReportData[], week: string, history: MarketHistory) => View | null;
  reportEmail: (
    report: WeeklyReportData,
    siteUrl: string,
    site: PublicIdentity,
    /** The published weeks with the one previewed, and the imported history (the e-mail's 13-week trend). */
    history: MarketHistory,
  ) => Promise<{ subject: string; html: string; text: string }>;
};
export type TestSendParts = {
  sendTest: (
    mailer: Mailer,
    report: WeeklyReportData,
    options: { siteUrl: string; to: string; site: PublicIdentity; history: MarketHistory },
  ) => Promise<void>;
  /** The error sendTest throws for a refusal the page explains (502). */
  TestSendError: abstract new (...args: never[]) => Error;
};

const querySchema = z.object({
  week: z.coerce.number().int().min(1).max(100_000),
  version: z.coerce.number().int().positive().optional(),
});

/**
 * A version of a week exactly as /market-report will show it: the same view function and page
 * component, with the published weeks around it; then its report e-mail as a subscriber receives
 * it (the same model and renderers). The newest version is anyone's to preview; an earlier one is
 * an owner's.
 */
export async function weekPreviewView<View>(
  { user, services }: Signed,
  params: { week?: string },
  request: Request,
  { reportView, reportEmail }: PreviewParts<View>,
) {
  const search = new URL(request.url).searchParams;
  const query = querySchema.safeParse({ week: params.week, version: search.get("version") ?? undefined });
  if (!query.success) throw data({ error: "There is no such version." }, { status: 404 });
  const versions = await weekVersionsOf(services.db, query.data.week);
  const chosen = query.data.version === undefined ? versions[0] : versions.find((v) => v.id === query.data.version);
  if (!chosen) throw data({ error: "There is no such version." }, { status: 404 });
  if (chosen.id !== versions[0]?.id && user.role !== "owner") {
    throw data({ error: "Only an owner can view an earlier version." }, { status: 403 });
  }
  const others = (await publishedWeeks(services.db)).filter((report) => report.week !== chosen.week);
  const reports = [...others, chosen.report].sort((a, b) => a.week - b.week);
  const history = await marketHistoryWithWeeks(services.db, reports);
  const view = reportView(reports, String(chosen.week), history);
  if (!view) throw data({ error: "There is no such version." }, { status: 404 });
  const email = await reportEmail(chosen.report, services.siteUrl, await currentIdentity(services.db), history);
  return {
    view,
    email,
    week: chosen.week,
    version: chosen.version,
    versionId: chosen.id,
    me: user.email,
    canSend: Boolean(services.mailer),
    notice: search.has("tested") ? `A test copy of this e-mail went to ${user.email}, and to no one else.` : undefined,
  };
}

const sendSchema = z.object(
  {
    intent: z.literal("send-test", { error: "Unknown action." }),
    versionId: z.coerce.number().int().positive({ error: "Choose a version to send." }),
  },
  { error: "Unknown action." },
);

/**
 * "Send a test to me": the version's report e-mail to the signed-in person's own address only.
 * The newest version is anyone's to send; an earlier one is an owner's, as viewing it is.
 */
export async function weekPreviewAction(
  { user, services }: Signed,
  params: { week?: string },
  request: Request,
  { sendTest, TestSendError }: TestSendParts,
) {
  const week = querySchema.shape.week.safeParse(params.week);
  if (!week.success) throw data({ error: "There is no such week." }, { status: 404 });
  const values = await formValues(request);
  if (!values) return data({ error: "The form could not be read; try again." }, { status: 400 });
  const form = sendSchema.safeParse(values);
  if (!form.success) return data({ error: form.error.issues[0]!.message }, { status: 400 });
  const versions = await weekVersionsOf(services.db, week.data);
  const chosen = versions.find((version) => version.id === form.data.versionId);
  if (!chosen) return data({ error: `Week ${week.data} has no such version.` }, { status: 404 });
  if (chosen.id !== versions[0]?.id && user.role !== "owner") {
    return data({ error: "Only an owner can send an earlier version." }, { status: 403 });
  }
  if (!services.mailer) {
    return data(
      { error: "E-mail is not configured on this server (SMTP_URL and MAIL_FROM), so no test can be sent." },
      { status: 409 },
    );
  }
  try {
    const site = await currentIdentity(services.db);
    const others = (await publishedWeeks(services.db)).filter((report) => report.week !== chosen.report.week);
    await sendTest(services.mailer, chosen.report, {
      siteUrl: services.siteUrl,
      to: user.email,
      site,
      history: await marketHistoryWithWeeks(services.db, [...others, chosen.report]),
    });
  } catch (error) {
    if (error instanceof TestSendError) return data({ error: error.message }, { status: 502 });
    throw error;
  }
  await recordAudit(services.db, {
    userId: user.id,
    actor: user.email,
    action: "week.test-sent",
    subject: `week ${chosen.week} v${chosen.version}`,
    details: { to: user.email },
  });
  throw redirect(`/studio/weeks/${chosen.week}/preview?version=${chosen.id}&tested=1`);
}

export type WeekPreviewView<View = unknown> = Awaited<ReturnType<typeof weekPreviewView<View>>>;
