import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { queueReportEmail } from "~/features/newsletter/queue-report.server";
import type { Route } from "./+types/studio.weeks.$week";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button-link";
import { DataTable } from "~/components/ui/data-table";
import { TextAreaField, TextField } from "~/components/ui/field";
import { shortDateRange } from "~/features/reports/archive";
import { fieldErrors, weekWordsSchema, wordsFormValues } from "~/features/weeks/week-editing";
import {
  confirmedSubscriberCount,
  deleteDraftWeek,
  publishWeekVersion,
  reportEmailProgress,
  saveWeekVersion,
  studioWeek,
  unpublishWeek,
  weekVersionsOf,
  WeekStoreError,
} from "~/features/weeks/week-store.server";
import { requireStudioUser } from "~/features/studio/session.server";
import { formatStudioTime } from "~/features/studio/studio-time";
import { formatInteger } from "~/lib/format";
import { countOf } from "~/lib/plural";
import { studioMeta } from "~/features/studio/studio-meta";

export function meta({ params }: Route.MetaArgs) {
  return studioMeta(`Week ${params.week}`);
}

const weekParam = z.coerce.number().int().min(1).max(100_000);

/** The week of the address, or a 404 when it names none. */
function weekOf(params: { week: string }): number {
  const parsed = weekParam.safeParse(params.week);
  if (!parsed.success) throw data({ error: "There is no such week." }, { status: 404 });
  return parsed.data;
}

const NOTICES: Record<string, string> = {
  saved: "Saved as a new version (a draft until you publish it).",
  published: "Published: the public pages show this version now.",
  unpublished: "Unpublished: the week is off the public pages. Every version is kept.",
};

const countParam = z.coerce.number().int().min(0).catch(0);

/** What an unpublication did to the week's report e-mail, from the redirect's address. */
function unpublishedEmailNotice(search: URLSearchParams): string | undefined {
  if (!search.has("unpublished") || !search.has("sent")) return undefined;
  const sent = countParam.parse(search.get("sent"));
  const cancelled = countParam.parse(search.get("cancelled"));
  if (sent === 0 && cancelled === 0) return undefined;
  return `The report e-mail had gone to ${countOf(sent, { one: "subscriber", other: "subscribers" })}; ${countOf(cancelled, { one: "e-mail", other: "e-mails" })} still waiting ${cancelled === 1 ? "was" : "were"} cancelled.`;
}

/** A week: its status, its words (the newest version) to edit, and, for owners, every version. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, services } = await requireStudioUser(request, context);
  const week = weekOf(params);
  const summary = await studioWeek(services.db, week);
  if (!summary) throw data({ error: "There is no such week." }, { status: 404 });
  const versions = await weekVersionsOf(services.db, week);
  const latest = versions[0]!;
  const isOwner = user.role === "owner";
  const search = new URL(request.url).searchParams;
  // Only a week's first publication e-mails the report (queue-report.server.ts).
  const firstPublication = summary.status === "draft";
  return {
    notice: Object.entries(NOTICES).find(([key]) => search.has(key))?.[1],
    emailNotice: unpublishedEmailNotice(search),
    recipients: firstPublication && services.mailConfigured ? await confirmedSubscriberCount(services.db) : null,
    emailProgress: await reportEmailProgress(services.db, week),
    summary: { ...summary, dates: shortDateRange(summary.startDate, summary.endDate) },
    contractCount: latest.report.contracts.length,
    words: wordsFormValues(latest.report),
    isOwner,
    versions: isOwner
      ? versions.map((version) => ({
          id: version.id,
          version: version.version,
          createdAt: formatStudioTime(version.createdAt),
          createdBy: version.createdBy ?? "seed data or command line",
          publishedAt: version.publishedAt ? formatStudioTime(version.publishedAt) : null,
          live: version.id === summary.publishedVersionId,
        }))
      : [],
  };
}

type ActionAnswer = {
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** The first publication e-mails every confirmed subscriber: asked once before it happens. */
  confirmPublish?: { versionId: number; version: number; recipients: number };
};

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** save: the words as a new version (a draft); publish: a version goes live; unpublish: the week goes off the site. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, services } = await requireStudioUser(request, context);
  const week = weekOf(params);
  const by = { userId: user.id, actor: user.email };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionAnswer>({ error: "The form could not be read; try again." }, { status: 400 });
  }
  const intent = form.get("intent");
  const summary = await studioWeek(services.db, week);
  if (!summary) return data<ActionAnswer>({ error: "There is no such week." }, { status: 404 });

  if (intent === "save") {
    const values = Object.fromEntries(
      ["title", "startDate", "endDate", "narrative", "keyInsights", "opportunities", "strategicConsiderations"].map(
        (name) => [name, textOf(form, name)],
      ),
    );
    const words = weekWordsSchema.safeParse(values);
    if (!words.success) {
      return data<ActionAnswer>(
        { error: "Nothing was saved: correct the fields marked.", fieldErrors: fieldErrors(words.error), values },
        { status: 422 },
      );
    }
    const [latest] = await weekVersionsOf(services.db, week);
    const contracts = latest!.report.contracts;
    const outside = contracts.filter(
      (contract) => contract.contractDate < words.data.startDate || contract.contractDate > words.data.endDate,
    );
    if (outside.length > 0) {
      return data<ActionAnswer>(
        {
          error: `Nothing was saved: ${outside.length} contract(s) fall outside these dates (for example ${outside[0]!.address}, ${outside[0]!.contractDate}).`,
          fieldErrors: { startDate: "The week must hold every contract date." },
          values,
        },
        { status: 422 },
      );
    }
    try {
      await saveWeekVersion(services.db, { week, ...words.data, contracts }, by);
    } catch (error) {
      if (!(error instanceof WeekStoreError)) throw error;
      return data<ActionAnswer>(
        { error: `Nothing was saved. ${error.message}`, fieldErrors: { startDate: error.message }, values },
        { status: 422 },
      );
    }
    throw redirect(`/studio/weeks/${week}?saved=1`);
  }

  if (intent === "publish") {
    const versionId = z.coerce.number().int().positive().safeParse(form.get("versionId"));
    if (!versionId.success) return data<ActionAnswer>({ error: "Choose a version to publish." }, { status: 400 });
    // Publishing an earlier version (a rollback) is an owner's decision, like viewing one.
    if (versionId.data !== summary.latestVersionId && user.role !== "owner") {
      return data<ActionAnswer>({ error: "Only an owner can publish an earlier version." }, { status: 403 });
    }
    if (summary.status === "draft" && services.mailConfigured && form.get("confirm") !== "yes") {
      const version = (await weekVersionsOf(services.db, week)).find((row) => row.id === versionId.data);
      if (!version) return data<ActionAnswer>({ error: `Week ${week} has no such version.` }, { status: 400 });
      return data<ActionAnswer>({
        confirmPublish: {
          versionId: version.id,
          version: version.version,
          recipients: await confirmedSubscriberCount(services.db),
        },
      });
    }
    try {
      // The first publication of a week sends its report to every confirmed subscriber (issue 20),
      // queued in the publication's own transaction: published means the e-mail is owed.
      await publishWeekVersion(services.db, week, versionId.data, by, async (tx) => {
        if (services.mailConfigured) {
          await queueReportEmail(tx, { week, startedBy: user.email, userId: user.id, versionId: versionId.data });
        }
      });
      services.wakeOutbox();
    } catch (error) {
      if (error instanceof WeekStoreError) return data<ActionAnswer>({ error: error.message }, { status: 400 });
      throw error;
    }
    throw redirect(`/studio/weeks/${week}?published=1`);
  }

  if (intent === "unpublish") {
    const { sent, cancelled } = await unpublishWeek(services.db, week, by);
    throw redirect(`/studio/weeks/${week}?unpublished=1&sent=${sent}&cancelled=${cancelled}`);
  }

  if (intent === "delete") {
    if (form.get("confirmDelete") !== "yes") {
      return data<ActionAnswer>({ error: `Tick the box to confirm that week ${week} is deleted.` }, { status: 400 });
    }
    try {
      await deleteDraftWeek(services.db, week, by);
    } catch (error) {
      if (error instanceof WeekStoreError) return data<ActionAnswer>({ error: error.message }, { status: 409 });
      throw error;
    }
    throw redirect(`/studio/weeks?deleted=${week}`);
  }
  return data<ActionAnswer>({ error: "Unknown action." }, { status: 400 });
}

/** /studio/weeks/:week: write the words, preview, publish, correct, unpublish. */
export default function StudioWeek({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, words, versions } = loaderData;
  const values = { ...words, ...actionData?.values };
  const errors = actionData?.fieldErrors ?? {};
  return (
    <>
      <p className="text-sm">
        <Link className="text-blue-800 underline" to="/studio/weeks">
          All weeks
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Week {summary.week}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
        <span>{summary.dates}</span>
        <Badge tone={summary.status === "published" ? "green" : summary.status === "draft" ? "yellow" : "neutral"}>
          {summary.status}
        </Badge>
        <span>
          {summary.publishedVersion === null ? "not live" : `v${summary.publishedVersion} live`}; newest v
          {summary.latestVersion}, {loaderData.contractCount} contracts
        </span>
      </p>
      {loaderData.notice ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {loaderData.notice}
        </p>
      ) : null}
      {loaderData.emailNotice ? (
        <p role="status" className="mt-4 rounded-lg bg-slate-100 p-3 text-slate-900">
          {loaderData.emailNotice}
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {actionData.error}
        </p>
      ) : null}
      {actionData?.confirmPublish ? (
        <Form method="post" className="mt-6 space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-5">
          <h2 className="text-xl font-bold text-slate-900">Publish week {summary.week} and send it?</h2>
          <p className="text-slate-800">
            Publishing v{actionData.confirmPublish.version} e-mails the report to{" "}
            {countOf(actionData.confirmPublish.recipients, {
              one: "confirmed subscriber",
              other: "confirmed subscribers",
            })}
            . Unpublishing later stops the e-mails not yet sent, not those already sent.
          </p>
          <input type="hidden" name="intent" value="publish" />
          <input type="hidden" name="versionId" value={actionData.confirmPublish.versionId} />
          <input type="hidden" name="confirm" value="yes" />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClasses("primary")}>
              Publish and e-mail{" "}
              {countOf(actionData.confirmPublish.recipients, { one: "subscriber", other: "subscribers" })}
            </button>
            <Link className="text-blue-800 underline" to={`/studio/weeks/${summary.week}`}>
              Not now
            </Link>
          </div>
        </Form>
      ) : null}

      {loaderData.recipients !== null ? (
        <p className="mt-4 text-slate-700">
          Publishing this week for the first time e-mails its report to{" "}
          {countOf(loaderData.recipients, { one: "confirmed subscriber", other: "confirmed subscribers" })}; you are
          asked once to confirm.
        </p>
      ) : null}
      {loaderData.emailProgress.sent + loaderData.emailProgress.pending + loaderData.emailProgress.cancelled > 0 ? (
        <p className="mt-4 text-slate-700">
          Report e-mail: {formatInteger(loaderData.emailProgress.sent)} sent,{" "}
          {formatInteger(loaderData.emailProgress.pending)} waiting, {formatInteger(loaderData.emailProgress.cancelled)}{" "}
          cancelled.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link className={buttonClasses("secondary")} to={`/studio/weeks/${summary.week}/preview`}>
          Preview v{summary.latestVersion}
        </Link>
        {summary.hasNewerDraft ? (
          <Form method="post">
            <input type="hidden" name="intent" value="publish" />
            <input type="hidden" name="versionId" value={summary.latestVersionId} />
            <button type="submit" className={buttonClasses("primary")}>
              {summary.publishedVersion === null
                ? `Publish v${summary.latestVersion}`
                : `Publish the correction (v${summary.latestVersion})`}
            </button>
          </Form>
        ) : null}
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

      <section aria-labelledby="words-heading" className="mt-10 max-w-3xl">
        <h2 id="words-heading" className="text-2xl font-bold text-slate-900">
          Words
        </h2>
        <p className="mt-2 text-slate-700">
          Markdown: <code>**bold**</code>, <code>*italic*</code>, <code>[a link](https://…)</code>. Saving writes a new
          version; the public page changes only when you publish it.
        </p>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="save" />
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
            hint="Paragraphs apart by a blank line."
            name="narrative"
            rows={8}
            defaultValue={values.narrative}
            error={errors.narrative}
            required
          />
          {(
            [
              ["keyInsights", "Key insights"],
              ["opportunities", "Opportunities"],
              ["strategicConsiderations", "Strategic considerations"],
            ] as const
          ).map(([name, label]) => (
            <TextAreaField
              key={name}
              label={label}
              hint="One item a line."
              name={name}
              rows={4}
              defaultValue={values[name]}
              error={errors[name]}
              required
            />
          ))}
          <button type="submit" className={buttonClasses("primary")}>
            Save as a new version
          </button>
        </Form>
      </section>

      {loaderData.isOwner ? (
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
                      <Link
                        className="text-blue-800 underline"
                        to={`/studio/weeks/${summary.week}/preview?version=${version.id}`}
                      >
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
      ) : null}
    </>
  );
}
