import { Form, Link } from "react-router";
import { ButtonLink, buttonClasses } from "~/components/ui/button-link";
import { DataTable } from "~/components/ui/data-table";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatInteger } from "~/lib/format";
import { countOf } from "~/lib/plural";
import type { WeekAnswer } from "./week-answers";
import type { WeekPageView } from "./week-views.server";

type Summary = WeekPageView["summary"];

/**
 * A publication that e-mails the report is confirmed once, seeing to how many: the first, or
 * publishing an unpublished week again (the e-mails its unpublication cancelled, decision 126).
 */
function ConfirmPublish({ week, confirm }: { week: number; confirm: NonNullable<WeekAnswer["confirmPublish"]> }) {
  return (
    <Form method="post" className="mt-6 space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <h2 className="text-xl font-bold text-slate-900">
        {confirm.again ? `Publish week ${week} again and send it?` : `Publish week ${week} and send it?`}
      </h2>
      {confirm.savedVersion ? (
        <p className="text-slate-800">Your edits were saved as v{confirm.savedVersion} (not yet public).</p>
      ) : null}
      {confirm.again ? (
        <p className="text-slate-800">
          Publishing v{confirm.version} again e-mails the report to the{" "}
          {countOf(confirm.recipients, { one: "subscriber", other: "subscribers" })} whose e-mail was canceled when the
          week was unpublished. Those who had it already are not sent it again.
        </p>
      ) : (
        <p className="text-slate-800">
          Publishing v{confirm.version} e-mails the report to{" "}
          {countOf(confirm.recipients, { one: "confirmed subscriber", other: "confirmed subscribers" })}. Unpublishing
          later stops the e-mails not yet sent, not those already sent.
        </p>
      )}
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="versionId" value={confirm.versionId} />
      <input type="hidden" name="confirm" value="yes" />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClasses("primary")}>
          {confirm.again ? "Publish again and e-mail" : "Publish and e-mail"}{" "}
          {countOf(confirm.recipients, { one: "subscriber", other: "subscribers" })}
        </button>
        <Link className="text-blue-800 underline" to={`/studio/weeks/${week}`}>
          Not now
        </Link>
      </div>
    </Form>
  );
}

/**
 * Unpublishing takes the week off every public page and cancels its report e-mails not yet sent:
 * asked first, with the e-mail's progress, as a real form (decision 127).
 */
function ConfirmUnpublish({ week, confirm }: { week: number; confirm: NonNullable<WeekAnswer["confirmUnpublish"]> }) {
  return (
    <Form
      method="post"
      aria-labelledby="unpublish-heading"
      className="mt-6 space-y-3 rounded-2xl border border-red-200 bg-red-50 p-5"
    >
      <h2 id="unpublish-heading" className="text-xl font-bold text-slate-900">
        Unpublish week {week}?
      </h2>
      <p className="text-slate-800">
        Week {week} leaves every public page now: the report, the archive, the feed and its PDF. Every version is kept,
        and you can publish it again.
      </p>
      <p className="text-slate-800">
        Its report e-mails not yet sent are canceled ({formatInteger(confirm.waiting)} waiting now); the{" "}
        {countOf(confirm.sent, { one: "e-mail", other: "e-mails" })} already sent stay sent. Publishing the week again
        sends the canceled ones.
      </p>
      <input type="hidden" name="intent" value="unpublish" />
      <input type="hidden" name="confirm" value="yes" />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClasses("primary")}>
          Yes, unpublish week {week}
        </button>
        <Link className="text-blue-800 underline" to={`/studio/weeks/${week}`}>
          Keep it published
        </Link>
      </div>
    </Form>
  );
}

/** Preview, unpublish (asked first), and delete a draft never published (publishing is the words form's button). */
function WeekButtons({ summary }: { summary: Summary }) {
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink variant="secondary" to={`/studio/weeks/${summary.week}/preview`}>
          Preview v{summary.latestVersion}
        </ButtonLink>
        {summary.status === "published" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="unpublish" />
            <button type="submit" className={buttonClasses("secondary")}>
              Unpublish week {summary.week}
            </button>
          </Form>
        ) : null}
      </div>
      {summary.status === "draft" ? (
        <Form
          method="post"
          className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4"
        >
          <input type="hidden" name="intent" value="delete" />
          <label className="flex items-center gap-2 text-slate-900">
            <input type="checkbox" name="confirmDelete" value="yes" required className="size-5" />
            Delete week {summary.week} and its {countOf(summary.latestVersion, { one: "version", other: "versions" })}
          </label>
          <button type="submit" className={buttonClasses("secondary")}>
            Delete this draft
          </button>
        </Form>
      ) : null}
    </>
  );
}

/** What the words form's Publish button says: a first publication, a correction, or publishing again. */
function publishLabel(summary: Summary): string {
  if (summary.status === "published") return "Publish the correction";
  return summary.status === "unpublished" ? "Publish again" : "Publish";
}

const LISTS = [
  ["keyInsights", "Key insights", "Insights the week's figures support, one a line."],
  ["opportunities", "Opportunities", "Opportunities for buyers, sellers or investors, one a line."],
  ["strategicConsiderations", "Strategic considerations", "What to watch in the coming weeks, one a line."],
] as const;

/**
 * The words of the newest version: saved as a new version, or published as they are on the screen
 * (saved first when they differ from the newest version), so that no edit is left behind.
 */
function WordsForm({
  summary,
  values,
  errors,
}: {
  summary: Summary;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  return (
    <section aria-labelledby="words-heading" className="mt-10 max-w-3xl">
      <h2 id="words-heading" className="text-2xl font-bold text-slate-900">
        Words
      </h2>
      <p className="mt-2 text-slate-700">
        Markdown: <code>**bold**</code>, <code>*italic*</code>, <code>[a link](https://…)</code>. Saving writes a new
        version; the public page changes only when you publish it.
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <TextField label="Title" name="title" defaultValue={values.title} error={errors.title} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First day"
            name="startDate"
            type="date"
            defaultValue={values.startDate}
            error={errors.startDate}
            required
          />
          <TextField
            label="Last day"
            name="endDate"
            type="date"
            defaultValue={values.endDate}
            error={errors.endDate}
            required
          />
        </div>
        <TextAreaField
          label="Narrative"
          hint="Two or three paragraphs on the week: where contracts happened, what moved fast, what sat. Paragraphs apart by a blank line."
          name="narrative"
          rows={8}
          defaultValue={values.narrative}
          error={errors.narrative}
        />
        {LISTS.map(([name, label, hint]) => (
          <TextAreaField
            key={name}
            label={label}
            hint={hint}
            name={name}
            rows={4}
            defaultValue={values[name]}
            error={errors[name]}
          />
        ))}
        <p id="publish-hint" className="text-slate-700">
          {publishLabel(summary)} publishes the words above as they are on the screen: edits not yet saved become a new
          version first, then go live. Every field must be written, with no bracketed template line left.
        </p>
        <div className="flex flex-wrap gap-3">
          {/* The first submit button is what Enter in a field presses: saving, never publishing. */}
          <button type="submit" name="intent" value="save" className={buttonClasses("secondary")}>
            Save as a new version
          </button>
          <button
            type="submit"
            name="intent"
            value="save-and-publish"
            aria-describedby="publish-hint"
            className={buttonClasses("primary")}
          >
            {publishLabel(summary)}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** Owners: every version, who wrote it and when, to view or publish again (a rollback). */
function VersionsTable({ week, versions }: { week: number; versions: WeekPageView["versions"] }) {
  return (
    <section aria-labelledby="versions-heading" className="mt-10">
      <h2 id="versions-heading" className="text-2xl font-bold text-slate-900">
        Versions
      </h2>
      <div className="mt-4">
        <DataTable
          caption="Versions of this week"
          captionHidden
          rows={versions}
          rowKey={(version) => String(version.id)}
          columns={[
            { header: "Version", cell: (version) => `v${version.version}${version.live ? " (live)" : ""}` },
            { header: "Written", cell: (version) => `${version.createdAt} by ${version.createdBy}` },
            {
              header: "First published",
              cell: (version) => (version.publishedAt ? version.publishedAt : "never"),
            },
            {
              header: "Actions",
              cell: (version) => (
                <span className="flex flex-wrap items-center gap-3">
                  <Link className="text-blue-800 underline" to={`/studio/weeks/${week}/preview?version=${version.id}`}>
                    View v{version.version}
                  </Link>
                  {version.live ? null : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="publish" />
                      <input type="hidden" name="versionId" value={version.id} />
                      <button type="submit" className="text-blue-800 underline">
                        Publish v{version.version}
                      </button>
                    </Form>
                  )}
                </span>
              ),
            },
          ]}
        />
      </div>
    </section>
  );
}

/** /studio/weeks/:week: write the words, preview, publish, correct, unpublish. */
export function WeekPage({ view, answer }: { view: WeekPageView; answer: WeekAnswer | undefined }) {
  const { summary, emailProgress } = view;
  const values: Record<string, string> = { ...view.words, ...answer?.values };
  return (
    <>
      <p className="text-sm">
        <Link className="text-blue-800 underline" to="/studio/weeks">
          All weeks
        </Link>
      </p>
      <div className="mt-2">
        <PageHeading title={`Week ${summary.week}`} />
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
        <span>{summary.dates}</span>
        <StatusBadge status={summary.status} />
        <span>
          {summary.publishedVersion === null ? "not live" : `v${summary.publishedVersion} live`}; newest v
          {summary.latestVersion}, {view.contractCount} contracts
        </span>
      </p>
      {view.notice ? <Notice className="mt-4">{view.notice}</Notice> : null}
      {view.emailNotice ? (
        <Notice tone="neutral" className="mt-4">
          {view.emailNotice}
        </Notice>
      ) : null}
      {answer?.error ? (
        <Notice tone="red" className="mt-4">
          {answer.error}
        </Notice>
      ) : null}
      {answer?.confirmPublish ? <ConfirmPublish week={summary.week} confirm={answer.confirmPublish} /> : null}
      {answer?.confirmUnpublish ? <ConfirmUnpublish week={summary.week} confirm={answer.confirmUnpublish} /> : null}

      {view.recipients !== null ? (
        <p className="mt-4 text-slate-700">
          Publishing this week for the first time e-mails its report to{" "}
          {countOf(view.recipients, { one: "confirmed subscriber", other: "confirmed subscribers" })}; you are asked
          once to confirm.
        </p>
      ) : null}
      {view.againRecipients > 0 ? (
        <p className="mt-4 text-slate-700">
          Publishing this week again e-mails its report to the{" "}
          {countOf(view.againRecipients, { one: "subscriber", other: "subscribers" })} whose e-mail was canceled when it
          was unpublished; you are asked once to confirm.
        </p>
      ) : null}
      {emailProgress.sent + emailProgress.pending + emailProgress.cancelled > 0 ? (
        <p className="mt-4 text-slate-700">
          Report e-mail: {formatInteger(emailProgress.sent)} sent, {formatInteger(emailProgress.pending)} waiting,{" "}
          {formatInteger(emailProgress.cancelled)} cancelled.
        </p>
      ) : null}
      <WeekButtons summary={summary} />
      <WordsForm summary={summary} values={values} errors={answer?.fieldErrors ?? {}} />
      {view.isOwner ? <VersionsTable week={summary.week} versions={view.versions} /> : null}
    </>
  );
}
