import { data } from "react-router";
import { z } from "zod";
import { shortDateRange } from "~/domain/archive";
import { formatStudioTime } from "~/lib/studio-time";
import type { StudioUser } from "~/server/session.server";
import { countOf } from "~/lib/plural";
import type { StudioServices } from "~/server/studio-services.server";
import { wordsFormValues } from "./week-editing";
import { cancelledReportRecipients } from "~/server/queue-report.server";
import {
  confirmedSubscriberCount,
  reportEmailProgress,
  studioWeek,
  studioWeeks,
  weekVersionsOf,
} from "~/server/week-store.server";

/** /studio/weeks: every week with its dates, status and versions, and what the last deletion did. */
export async function weekListView(services: StudioServices, search: URLSearchParams) {
  const weeks = await studioWeeks(services.db);
  const deleted = Number(search.get("deleted"));
  return {
    notice:
      Number.isInteger(deleted) && deleted > 0
        ? `Week ${deleted}, a draft, was deleted.`
        : (importedNotice(search) ?? historyRemovedNotice(search)),
    weeks: weeks.map((week) => ({ ...week, dates: shortDateRange(week.startDate, week.endDate) })),
  };
}

/** What a history import stored (bulk-upload-actions.server.ts redirects with the counts). */
function importedNotice(search: URLSearchParams): string | undefined {
  if (!search.has("imported")) return undefined;
  const stored = countParam.parse(search.get("imported"));
  const published = Math.min(countParam.parse(search.get("importedPublished")), stored);
  const historyWeeks = countParam.parse(search.get("importedHistory"));
  const historyContracts = countParam.parse(search.get("importedHistoryContracts"));
  // Decision 116: weeks before the newest are history, not weekly reports.
  const history =
    historyWeeks > 0
      ? `${countOf(historyWeeks, { one: "history week", other: "history weeks" })} (${countOf(historyContracts, { one: "contract", other: "contracts" })}) stored as history for the trends, quarterly reports and yearly review: not weekly reports.`
      : "";
  if (stored === 0 && history) return `Imported ${history}`;
  if (stored === 0) return "The import stored no week: every week of the export was skipped.";
  const weeks = `${stored} week${stored === 1 ? "" : "s"}`;
  return `Imported ${weeks} of history: ${published} published, ${stored - published} kept as draft${stored - published === 1 ? "" : "s"}. No report e-mail was sent.${history ? ` Also ${history}` : ""}`;
}

/** What "Remove this history" removed (decision 116). */
function historyRemovedNotice(search: URLSearchParams): string | undefined {
  if (!search.has("historyRemoved")) return undefined;
  const weeks = countParam.parse(search.get("historyRemoved"));
  const contracts = countParam.parse(search.get("historyRemovedContracts"));
  return `History removed: ${countOf(weeks, { one: "week", other: "weeks" })}, ${countOf(contracts, { one: "contract", other: "contracts" })}. The pages that read the history no longer count them.`;
}

export type WeekListView = Awaited<ReturnType<typeof weekListView>>;

const NOTICES: Record<string, string> = {
  saved: "Saved as a new version (a draft until you publish it).",
  published: "Published: the public pages show this version now.",
  unpublished: "Unpublished: the week is off the public pages. Every version is kept.",
  unchanged: "Nothing to publish: these words are the live version already.",
};

const versionParam = z.coerce.number().int().positive().max(100_000);

/** The notice of the redirect's address: what the last save, publication or unpublication did. */
function noticeOf(search: URLSearchParams): string | undefined {
  const saved = versionParam.safeParse(search.get("saved"));
  if (search.has("published") && saved.success) {
    return `Your edits were saved as v${saved.data} and published: the public pages show them now.`;
  }
  if (search.has("published")) return NOTICES.published;
  return Object.entries(NOTICES).find(([key]) => search.has(key))?.[1];
}

const countParam = z.coerce.number().int().min(0).catch(0);

/** What an unpublication did to the week's report e-mail, from the redirect's address. */
function unpublishedEmailNotice(search: URLSearchParams): string | undefined {
  if (!search.has("unpublished") || !search.has("sent")) return undefined;
  const sent = countParam.parse(search.get("sent"));
  const cancelled = countParam.parse(search.get("cancelled"));
  if (sent === 0 && cancelled === 0) return undefined;
  const again = cancelled > 0 ? ` Publishing the week again sends ${cancelled === 1 ? "it" : "them"}.` : "";
  return `The report e-mail had gone to ${countOf(sent, { one: "subscriber", other: "subscribers" })}; ${countOf(cancelled, { one: "e-mail", other: "e-mails" })} still waiting ${cancelled === 1 ? "was" : "were"} canceled.${again}`;
}

/** A week: its status, its words (the newest version) to edit, and, for owners, every version. */
export async function weekPageView(
  { user, services }: { user: StudioUser; services: StudioServices },
  week: number,
  search: URLSearchParams,
) {
  const summary = await studioWeek(services.db, week);
  if (!summary) throw data({ error: "There is no such week." }, { status: 404 });
  const versions = await weekVersionsOf(services.db, week);
  const latest = versions[0]!;
  const isOwner = user.role === "owner";
  // A week's first publication e-mails the report; publishing it again, the e-mails its
  // unpublication cancelled (decision 126).
  const firstPublication = summary.status === "draft";
  const again = summary.status === "unpublished" && services.mailConfigured;
  return {
    notice: noticeOf(search),
    emailNotice: unpublishedEmailNotice(search),
    recipients: firstPublication && services.mailConfigured ? await confirmedSubscriberCount(services.db) : null,
    againRecipients: again ? await cancelledReportRecipients(services.db, week) : 0,
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

export type WeekPageView = Awaited<ReturnType<typeof weekPageView>>;
