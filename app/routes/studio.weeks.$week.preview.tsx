import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/studio.weeks.$week.preview";
import { buttonClasses } from "~/components/ui/button-link";
import { Notice } from "~/components/ui/notice";
import { reportEmailPreview, sendTestReport, TestSendError } from "~/features/newsletter/report-email-preview.server";
import { recordAudit } from "~/features/studio/audit.server";
import { formValues } from "~/server/form-values.server";
import { MarketReportPage } from "~/features/reports/market-report-page";
import { marketReportPageData } from "~/features/reports/market-report-page.server";
import { publishedWeeks, weekVersionsOf } from "~/features/weeks/week-store.server";
import { requireStudioUser } from "~/features/studio/session.server";
import { studioMeta } from "~/features/studio/studio-meta";

export function meta({ params }: Route.MetaArgs) {
  return studioMeta(`Preview of week ${params.week}`);
}

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
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, services } = await requireStudioUser(request, context);
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
  const view = marketReportPageData(reports, String(chosen.week));
  if (!view) throw data({ error: "There is no such version." }, { status: 404 });
  const email = await reportEmailPreview(chosen.report, services.siteUrl);
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
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, services } = await requireStudioUser(request, context);
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
    await sendTestReport(services.mailer, chosen.report, { siteUrl: services.siteUrl, to: user.email });
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

/** The preview: a band saying what it is, the public page's component, then the report e-mail. */
export default function StudioWeekPreview({ loaderData, actionData }: Route.ComponentProps) {
  const { view, email, week, version, versionId, me, canSend, notice } = loaderData;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
        <p>
          Preview of week {week}, version {version}: this is how <code>/market-report?week={week}</code> will look.{" "}
          <a className="font-semibold text-blue-800 underline" href="#report-email">
            The report e-mail
          </a>{" "}
          follows the page.
        </p>
        <Link className="font-semibold text-blue-800 underline" to={`/studio/weeks/${week}`}>
          Back to week {week}
        </Link>
      </div>
      {notice ? <Notice className="mb-4">{notice}</Notice> : null}
      {actionData?.error ? (
        <Notice tone="red" className="mb-4">
          {actionData.error}
        </Notice>
      ) : null}
      <div className="-mx-4 sm:-mx-6">
        <MarketReportPage view={view} />
      </div>
      <section aria-labelledby="report-email" className="mt-10 rounded-lg border border-amber-300 bg-amber-50 p-4">
        <h2 id="report-email" className="text-2xl font-bold text-slate-900">
          The report e-mail of version {version}
        </h2>
        <p className="mt-2 text-slate-800">
          Sent once, to every confirmed subscriber, when week {week} is first published (a correction is not e-mailed).
          Each copy carries the subscriber&rsquo;s own unsubscribe link.
        </p>
        <p className="mt-2 text-slate-900">
          <span className="font-semibold">Subject:</span> {email.subject}
        </p>
        {canSend ? (
          <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="send-test" />
            <input type="hidden" name="versionId" value={versionId} />
            <button type="submit" className={buttonClasses("secondary")}>
              Send a test to me
            </button>
            <span className="text-slate-800">To {me} only, subject marked [Test]; no subscriber gets it.</span>
          </Form>
        ) : (
          <p className="mt-3 text-slate-800">
            E-mail is not configured on this server (SMTP_URL and MAIL_FROM), so no test can be sent.
          </p>
        )}
        <iframe
          title={`The report e-mail of week ${week}, version ${version}`}
          srcDoc={email.html}
          sandbox=""
          className="mt-4 h-[56rem] w-full rounded border border-slate-300 bg-white"
        />
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold text-blue-800">The plain-text part</summary>
          <pre className="mt-2 rounded bg-white p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
            {email.text}
          </pre>
        </details>
      </section>
    </>
  );
}
