import { data, redirect } from "react-router";
import { z } from "zod";
import { cancelledReportRecipients, queueReportEmail, resumeCancelledReportEmails } from "~/server/queue-report.server";
import type { StudioUser } from "~/server/session.server";
import { formValues } from "~/server/form-values.server";
import type { StudioServices } from "~/server/studio-services.server";
import { UNKNOWN_ACTION, type WeekAnswer } from "./week-answers";
import { fieldErrors, publishProblems, publishRefusal, sameWords, weekWordsSchema } from "./week-editing";
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
  type WeekSummary,
} from "~/server/week-store.server";

/** A words field as typed (checked by weekWordsSchema afterwards, so that its errors name the fields). */
const typed = z.string().catch("");
const CHOOSE_VERSION = "Choose a version to publish.";
const words = {
  title: typed,
  startDate: typed,
  endDate: typed,
  narrative: typed,
  keyInsights: typed,
  opportunities: typed,
  strategicConsiderations: typed,
};

/** The forms of a week's page, told apart by their intent. */
export const weekFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("save"), ...words }),
    // The Publish buttons submit the words form (issue 28): what is on the screen is published,
    // saved first as a new version when it differs from the newest one.
    z.object({
      intent: z.literal("save-and-publish"),
      ...words,
      confirm: z.literal("yes").optional().catch(undefined),
    }),
    z.object({
      intent: z.literal("publish"),
      versionId: z.coerce
        .number({ error: CHOOSE_VERSION })
        .int({ error: CHOOSE_VERSION })
        .positive({ error: CHOOSE_VERSION }),
      confirm: z.literal("yes").optional().catch(undefined),
    }),
    // Unpublishing stops the week's e-mails: asked first, done on the answer (decision 127).
    z.object({ intent: z.literal("unpublish"), confirm: z.literal("yes").optional().catch(undefined) }),
    z.object({ intent: z.literal("delete"), confirmDelete: z.literal("yes").optional().catch(undefined) }),
  ],
  { error: (issue) => (issue.code === "invalid_union" ? UNKNOWN_ACTION : undefined) },
);

const weekNumber = z.coerce.number().int().min(1).max(100_000);

/** The week of the address, or a 404 when it names none. */
export function weekOf(params: { week?: string }): number {
  const parsed = weekNumber.safeParse(params.week);
  if (!parsed.success) throw data({ error: "There is no such week." }, { status: 404 });
  return parsed.data;
}

type Signed = { user: StudioUser; services: StudioServices };
type By = { userId: number; actor: string };

/**
 * Publishes one version of the week: refused (naming the fields) while its words hold a template
 * line or an empty field. With e-mail configured, a publication that e-mails is confirmed once: the
 * first (every confirmed subscriber), and publishing an unpublished week again (the subscribers
 * whose e-mail its unpublication cancelled, decision 126).
 */
async function publishVersion(
  week: number,
  summary: WeekSummary,
  target: { versionId: number; confirm: "yes" | undefined; savedVersion?: number },
  { user, services }: Signed,
  by: By,
) {
  const { versionId } = target;
  // Publishing an earlier version (a rollback) is an owner's decision, like viewing one.
  if (versionId !== summary.latestVersionId && user.role !== "owner") {
    return data<WeekAnswer>({ error: "Only an owner can publish an earlier version." }, { status: 403 });
  }
  const version = (await weekVersionsOf(services.db, week)).find((row) => row.id === versionId);
  if (!version) return data<WeekAnswer>({ error: `Week ${week} has no such version.` }, { status: 400 });
  const problems = publishProblems(version.report);
  const refusal = publishRefusal(problems);
  if (refusal) {
    // The form shows the newest version's words: its fields are marked; an earlier version is named.
    const newest = versionId === summary.latestVersionId;
    return data<WeekAnswer>(
      newest ? { error: refusal, fieldErrors: problems } : { error: `${refusal} (v${version.version})` },
      { status: 422 },
    );
  }
  if (summary.status === "draft" && services.mailConfigured && target.confirm !== "yes") {
    return data<WeekAnswer>({
      confirmPublish: {
        versionId: version.id,
        version: version.version,
        recipients: await confirmedSubscriberCount(services.db),
        savedVersion: target.savedVersion,
      },
    });
  }
  if (summary.status === "unpublished" && services.mailConfigured && target.confirm !== "yes") {
    const recipients = await cancelledReportRecipients(services.db, week);
    if (recipients > 0) {
      return data<WeekAnswer>({
        confirmPublish: {
          versionId: version.id,
          version: version.version,
          recipients,
          savedVersion: target.savedVersion,
          again: true,
        },
      });
    }
  }
  if (summary.publishedVersionId === versionId) throw redirect(`/studio/weeks/${week}?unchanged=1`);
  try {
    // The first publication of a week sends its report to every confirmed subscriber, queued in
    // the publication's own transaction: published means the e-mail is owed. Published again after
    // an unpublication, the e-mails it cancelled resume (decision 126).
    await publishWeekVersion(services.db, week, versionId, by, {
      first: async (tx) => {
        if (services.mailConfigured) {
          await queueReportEmail(tx, { week, startedBy: user.email, userId: user.id, versionId });
        }
      },
      again: async (tx) => (services.mailConfigured ? resumeCancelledReportEmails(tx, week) : 0),
    });
    services.wakeOutbox();
  } catch (error) {
    if (error instanceof WeekStoreError) return data<WeekAnswer>({ error: error.message }, { status: 400 });
    throw error;
  }
  throw redirect(`/studio/weeks/${week}?published=1${target.savedVersion ? `&saved=${target.savedVersion}` : ""}`);
}

/**
 * save: the words as a new version (a draft); save-and-publish: the words on the screen go live,
 * saved first when they differ from the newest version; publish: a version goes live;
 * unpublish: the week goes off the site; delete: a draft never published.
 */
export async function weekAction(request: Request, week: number, signed: Signed) {
  const { user, services } = signed;
  const by = { userId: user.id, actor: user.email };
  const values = await formValues(request);
  if (!values) return data<WeekAnswer>({ error: "The form could not be read; try again." }, { status: 400 });
  const summary = await studioWeek(services.db, week);
  if (!summary) return data<WeekAnswer>({ error: "There is no such week." }, { status: 404 });
  const parsed = weekFormSchema.safeParse(values);
  if (!parsed.success) return data<WeekAnswer>({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const form = parsed.data;

  if (form.intent === "save" || form.intent === "save-and-publish") {
    const publishing = form.intent === "save-and-publish";
    const nothing = publishing ? "Nothing was saved or published" : "Nothing was saved";
    const typedWords = {
      title: form.title,
      startDate: form.startDate,
      endDate: form.endDate,
      narrative: form.narrative,
      keyInsights: form.keyInsights,
      opportunities: form.opportunities,
      strategicConsiderations: form.strategicConsiderations,
    };
    const words = weekWordsSchema.safeParse(typedWords);
    if (!words.success) {
      return data<WeekAnswer>(
        {
          error: `${nothing}: correct the fields marked.`,
          fieldErrors: fieldErrors(words.error),
          values: typedWords,
        },
        { status: 422 },
      );
    }
    if (publishing) {
      const problems = publishProblems(words.data);
      const refusal = publishRefusal(problems);
      if (refusal) {
        return data<WeekAnswer>(
          { error: `${refusal} Your edits are below, not saved yet.`, fieldErrors: problems, values: typedWords },
          { status: 422 },
        );
      }
    }
    const [latest] = await weekVersionsOf(services.db, week);
    const contracts = latest!.report.contracts;
    const outside = contracts.filter(
      (contract) => contract.contractDate < words.data.startDate || contract.contractDate > words.data.endDate,
    );
    if (outside.length > 0) {
      return data<WeekAnswer>(
        {
          error: `${nothing}: ${outside.length} contract(s) fall outside these dates (for example ${outside[0]!.address}, ${outside[0]!.contractDate}).`,
          fieldErrors: { startDate: "The week must hold every contract date." },
          values: typedWords,
        },
        { status: 422 },
      );
    }
    // Publishing words that are the newest version's publishes that version: no copy of it is saved.
    if (publishing && sameWords(latest!.report, words.data)) {
      return publishVersion(week, summary, { versionId: latest!.id, confirm: form.confirm }, signed, by);
    }
    let saved;
    try {
      saved = await saveWeekVersion(services.db, { week, ...words.data, contracts }, by);
    } catch (error) {
      if (!(error instanceof WeekStoreError)) throw error;
      return data<WeekAnswer>(
        { error: `${nothing}. ${error.message}`, fieldErrors: { startDate: error.message }, values: typedWords },
        { status: 422 },
      );
    }
    if (!publishing) throw redirect(`/studio/weeks/${week}?saved=1`);
    // The new version is now the newest: the summary the publication checks against says so.
    const current = (await studioWeek(services.db, week))!;
    return publishVersion(
      week,
      current,
      { versionId: saved.id, confirm: form.confirm, savedVersion: saved.version },
      signed,
      by,
    );
  }

  if (form.intent === "publish") {
    return publishVersion(week, summary, { versionId: form.versionId, confirm: form.confirm }, signed, by);
  }

  if (form.intent === "unpublish") {
    if (summary.status !== "published") {
      return data<WeekAnswer>({ error: `Week ${week} is not public: there is nothing to unpublish.` }, { status: 409 });
    }
    if (form.confirm !== "yes") {
      const { sent, pending } = await reportEmailProgress(services.db, week);
      return data<WeekAnswer>({ confirmUnpublish: { sent, waiting: pending } });
    }
    const { sent, cancelled } = await unpublishWeek(services.db, week, by);
    throw redirect(`/studio/weeks/${week}?unpublished=1&sent=${sent}&cancelled=${cancelled}`);
  }

  if (form.confirmDelete !== "yes") {
    return data<WeekAnswer>({ error: `Tick the box to confirm that week ${week} is deleted.` }, { status: 400 });
  }
  try {
    await deleteDraftWeek(services.db, week, by);
  } catch (error) {
    if (error instanceof WeekStoreError) return data<WeekAnswer>({ error: error.message }, { status: 409 });
    throw error;
  }
  throw redirect(`/studio/weeks?deleted=${week}`);
}
