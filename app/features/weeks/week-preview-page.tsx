import type { ReactNode } from "react";
import { Link } from "react-router";
import { Notice } from "~/components/ui/notice";
import { TestSendForm } from "~/components/ui/test-send-form";
import type { WeekPreviewView } from "./week-preview.server";

/**
 * The preview: a band saying what it is, the public page (`reportPage`: the route renders the
 * reports' page component with the preview's view), then the report e-mail.
 */
export function WeekPreviewPage({
  preview,
  reportPage,
  answer,
}: {
  preview: WeekPreviewView;
  reportPage: ReactNode;
  answer: { error?: string } | undefined;
}) {
  const { email, week, version, versionId, me, canSend, notice } = preview;
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
      {answer?.error ? (
        <Notice tone="red" className="mb-4">
          {answer.error}
        </Notice>
      ) : null}
      <div className="-mx-4 sm:-mx-6">{reportPage}</div>
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
        <TestSendForm canSend={canSend} me={me} className="mt-3">
          <input type="hidden" name="versionId" value={versionId} />
        </TestSendForm>
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
