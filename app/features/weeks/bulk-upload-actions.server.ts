import { data, redirect } from "react-router";
import { z } from "zod";
import { removeHistoryImport } from "~/server/week-store.server";
import type { StudioUser } from "~/server/session.server";
import type { StudioServices } from "~/server/studio-services.server";
import { planLine, type PlannedWeek } from "./bulk-import";
import { conflictFieldName, historyConflictFieldName, type BulkAnswer, type BulkWeekRow } from "./bulk-answers";
import { readBulkExport, storeBulkImport, type BulkReading } from "./bulk-import.server";
import type { MlsUploadAnswer } from "./mls-answers";
import { decodeExport, exportHeaders } from "~/domain/mls-export.server";
import { badRowCount } from "./mls-import.server";
import { uploadFileName } from "~/lib/upload-file-name";
import { checkedUpload, forgetUpload, keepUpload, savedColumnMap } from "./week-uploads.server";

// The studio's "History from one export" (decisions 112 and 116): "bulk-check"
// reads the export, keeps it, and shows every week it holds with what storing it would do;
// "bulk-store" stores exactly the weeks shown, with the broker's choice for each conflict, the
// numbered weeks published or drafts, the weeks before the newest as history weeks;
// "remove-history" removes one import of history weeks.

/** The studio's uploads travel as one form post (the server takes 5 MB): larger exports use the command. */
export const MAX_STUDIO_BULK_BYTES = 4 * 1024 * 1024;
const MAX_LISTED_PROBLEMS = 300;

const shortText = z
  .unknown()
  .transform((value) => (typeof value === "string" && value.length > 0 ? value.slice(0, 200) : undefined));

const bulkSchema = z.object({
  file: z.unknown().transform((value) => (value instanceof File && value.size > 0 ? value : undefined)),
  uploadId: shortText,
  planKey: z.unknown().transform((value) => (typeof value === "string" ? value.slice(0, 100_000) : undefined)),
  skipBad: z.unknown().transform((value) => value === "yes"),
  mode: z.unknown().transform((value) => (value === "publish" ? "publish" : value === "draft" ? "draft" : undefined)),
});

/** The plan in one line (each week's dates, kind, number and count): what the broker saw. */
function planKeyOf(plan: readonly PlannedWeek[]): string {
  return plan
    .map((week) => `${week.startDate}:${week.kind}:${"week" in week ? week.week : ""}:${week.contracts.length}`)
    .join("|");
}

function weekRows(plan: readonly PlannedWeek[]): BulkWeekRow[] {
  return plan.map((week) => ({
    startDate: week.startDate,
    endDate: week.endDate,
    contracts: week.contracts.length,
    kind: week.kind,
    week: "week" in week ? week.week : null,
    line: planLine(week),
  }));
}

function answerOf(reading: BulkReading, upload: { uploadId: string; fileName: string }): BulkAnswer {
  return {
    ...upload,
    goodRows: reading.goodRows,
    fileProblems: reading.fileProblems.slice(0, MAX_LISTED_PROBLEMS),
    problems: reading.problems.slice(0, MAX_LISTED_PROBLEMS),
    problemCount: reading.problems.length,
    badRows: badRowCount(reading.problems),
    skippedCount: reading.skipped.length,
    weeks: weekRows(reading.plan),
    planKey: planKeyOf(reading.plan),
  };
}

/** "bulk-check" and "bulk-store"; every answer but the redirect is { bulk }. */
export async function bulkUploadAction(
  form: FormData,
  { user, services }: { user: StudioUser; services: StudioServices },
) {
  const answer = (bulk: BulkAnswer, status: number) => data<MlsUploadAnswer>({ bulk }, { status });
  const fields = bulkSchema.parse({
    file: form.get("file"),
    uploadId: form.get("uploadId"),
    planKey: form.get("planKey"),
    skipBad: form.get("skipBad"),
    mode: form.get("mode"),
  });
  if (form.get("intent") === "bulk-check") {
    if (!fields.file) return answer({ error: "Choose the export (a CSV file) to import." }, 400);
    if (fields.file.size > MAX_STUDIO_BULK_BYTES) {
      return answer(
        {
          error: `The file is ${(fields.file.size / 1024 / 1024).toFixed(1)} MB; the studio takes exports of up to 4 MB. Export one part of the history at a time (a quarter or a year), or import the whole file with npm run report:import.`,
        },
        413,
      );
    }
    const text = decodeExport(new Uint8Array(await fields.file.arrayBuffer())).text;
    const fileName = uploadFileName(fields.file.name);
    const reading = await readBulkExport(services.db, text, {
      columnMap: await savedColumnMap(services.db, exportHeaders(text)),
    });
    const uploadId = await keepUpload(services.db, { userId: user.id, fileName, text });
    const bad = reading.fileProblems.length > 0 || reading.problems.length > 0 || reading.goodRows === 0;
    return answer(answerOf(reading, { uploadId, fileName }), bad ? 422 : 200);
  }

  const kept = fields.uploadId ? await checkedUpload(services.db, fields.uploadId, user.id) : undefined;
  if (!kept || !fields.uploadId) {
    return answer(
      { error: "The checked file is no longer kept (a day has passed, or it was imported): check it again." },
      410,
    );
  }
  const reading = await readBulkExport(services.db, kept.text, {
    columnMap: await savedColumnMap(services.db, exportHeaders(kept.text)),
  });
  const shown = answerOf(reading, { uploadId: fields.uploadId, fileName: kept.fileName });
  if (!fields.mode)
    return answer({ ...shown, error: "Choose whether to publish the weeks or keep them as drafts." }, 422);
  if (reading.fileProblems.length > 0 || reading.goodRows === 0) {
    return answer({ ...shown, error: "Nothing was stored: fix the file as listed, then check it again." }, 422);
  }
  if (reading.problems.length > 0 && !fields.skipBad) {
    return answer({ ...shown, error: "Some rows are bad: fix the file, or choose to skip them." }, 422);
  }
  if (fields.planKey !== shown.planKey) {
    return answer(
      {
        ...shown,
        error:
          "The weeks changed since the check (another week was stored): nothing was stored. Look again and choose.",
      },
      409,
    );
  }
  const replace = new Set(
    reading.plan.flatMap((week) =>
      week.kind === "conflict" && form.get(conflictFieldName(week.week)) === "replace" ? [week.week] : [],
    ),
  );
  const replaceHistory = new Set(
    reading.plan.flatMap((week) =>
      week.kind === "history-conflict" && form.get(historyConflictFieldName(week.startDate)) === "replace"
        ? [week.startDate]
        : [],
    ),
  );
  const stored = await storeBulkImport(
    services.db,
    reading.plan,
    { replace, replaceHistory, publish: fields.mode === "publish", fileName: kept.fileName },
    { userId: user.id, actor: user.email },
  );
  await forgetUpload(services.db, fields.uploadId);
  const published = stored.weeks.filter((week) => week.published).length;
  const history = stored.history
    ? `&importedHistory=${stored.history.weeks}&importedHistoryContracts=${stored.history.contracts}`
    : "";
  throw redirect(`/studio/weeks?imported=${stored.weeks.length}&importedPublished=${published}${history}`);
}

const removeSchema = z.object({
  importId: z.coerce.number().int().positive().max(2_147_483_647),
  confirmRemove: z.literal("yes", { error: "Tick the box to confirm that this history is removed." }),
});

/**
 * "Remove this history" (decision 116): an import's history weeks and their contracts leave the
 * history in one transaction, audited; the pages that read the history follow at once. Owners and
 * editors (both import history); the route's requireStudioUser answers 401 without a session.
 */
export async function removeHistoryAction(
  form: FormData,
  { user, services }: { user: StudioUser; services: StudioServices },
) {
  const fields = removeSchema.safeParse({ importId: form.get("importId"), confirmRemove: form.get("confirmRemove") });
  if (!fields.success) {
    const confirm = fields.error.issues.some((issue) => issue.path[0] === "confirmRemove");
    return data<MlsUploadAnswer>(
      {
        historyError: confirm
          ? "Tick the box to confirm that this history is removed."
          : "That is not an import of history: choose one from the list.",
      },
      { status: 400 },
    );
  }
  const removed = await removeHistoryImport(services.db, fields.data.importId, {
    userId: user.id,
    actor: user.email,
  });
  if (!removed) {
    return data<MlsUploadAnswer>(
      { historyError: "That history is already removed (or was replaced by a later import)." },
      { status: 404 },
    );
  }
  throw redirect(`/studio/weeks?historyRemoved=${removed.weeks}&historyRemovedContracts=${removed.contracts}`);
}
