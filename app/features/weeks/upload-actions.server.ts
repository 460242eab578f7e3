import { data, redirect } from "react-router";
import { z } from "zod";
import type { StudioUser } from "~/features/studio/session.server";
import type { StudioServices } from "~/server/studio-services.server";
import { decodeExport, importExport } from "./mls-import.server";
import { UNKNOWN_ACTION, type Problem, type UploadAnswer } from "./week-answers";
import { carriedWords, fieldErrors, proposeDates, weekDatesSchema } from "./week-editing";
import { checkedUpload, forgetUpload, keepUpload } from "./week-uploads.server";
import { nextWeekNumber, saveWeekVersion, weekOverlapping, weekVersionsOf, WeekStoreError } from "./week-store.server";

const MAX_CSV_BYTES = 4 * 1024 * 1024;
/** A file of 100,000 bad rows lists the first ones and the count, not a page of megabytes. */
const MAX_LISTED_PROBLEMS = 300;

/** A short text field: at most 200 characters, and none when empty or not text. */
const shortText = z
  .unknown()
  .transform((value) => (typeof value === "string" && value.length > 0 ? value.slice(0, 200) : undefined));

const uploadFields = {
  file: z.unknown().transform((value) => (value instanceof File && value.size > 0 ? value : undefined)),
  uploadId: shortText,
  priceColumn: shortText,
  skipBad: z.unknown().transform((value) => value === "yes"),
};

/** The week and dates as sent: checked by weekDatesSchema afterwards, so that its errors name the fields. */
const typed = z.unknown();

/**
 * The upload form (decision 090): "check" reads an export (a file, or the kept upload with a
 * price column chosen); "create" stores the kept upload as a draft with the dates chosen.
 */
export const uploadFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("check"), ...uploadFields }),
    z.object({ intent: z.literal("create"), ...uploadFields, week: typed, startDate: typed, endDate: typed }),
  ],
  { error: (issue) => (issue.code === "invalid_union" ? UNKNOWN_ACTION : undefined) },
);

const FORM_NAMES = ["intent", "file", "uploadId", "priceColumn", "skipBad", "week", "startDate", "endDate"] as const;

/** The upload form's fields, each the first value of its name (as FormData.get reads it). */
function uploadFormOf(form: FormData) {
  return uploadFormSchema.safeParse(Object.fromEntries(FORM_NAMES.map((name) => [name, form.get(name)])));
}

function listed(problems: Problem[]): Pick<UploadAnswer, "problems" | "problemCount"> {
  return { problems: problems.slice(0, MAX_LISTED_PROBLEMS), problemCount: problems.length };
}

/**
 * Two steps (decision 090): "check" reads the export, keeps it on the server under an id, and
 * lists the bad rows (line, column, reason) or proposes the week; "create" names the kept upload,
 * checks it again with the chosen dates and stores the draft, the bad rows left out only when the
 * editor said so. "check" again with a price column chosen re-reads the kept upload.
 */
export async function uploadAction(
  request: Request,
  { user, services }: { user: StudioUser; services: StudioServices },
) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<UploadAnswer>({ error: "The upload could not be read; try again." }, { status: 400 });
  }
  const parsed = uploadFormOf(form);
  if (!parsed.success) return data<UploadAnswer>({ error: UNKNOWN_ACTION }, { status: 400 });
  const fields = parsed.data;
  const { skipBad, priceColumn } = fields;
  if (fields.file && fields.file.size > MAX_CSV_BYTES) {
    return data<UploadAnswer>({ error: "That file is larger than 4 MB." }, { status: 400 });
  }
  const uploaded = fields.file
    ? {
        text: decodeExport(new Uint8Array(await fields.file.arrayBuffer())).text,
        fileName: fields.file.name.slice(0, 200),
      }
    : undefined;
  const keptId = uploaded ? undefined : fields.uploadId;
  const kept = keptId ? await checkedUpload(services.db, keptId, user.id) : undefined;
  const source = uploaded ?? kept;
  if (!source) {
    return data<UploadAnswer>(
      {
        error: keptId
          ? "The checked file is no longer kept (a day has passed, or it became a draft): upload it again."
          : "Choose the MLS export (a CSV file) to upload.",
      },
      { status: keptId ? 410 : 400 },
    );
  }

  if (fields.intent === "check") {
    const result = importExport(source.text, undefined, { priceColumn });
    const uploadId = keptId ?? (await keepUpload(services.db, { userId: user.id, ...source }));
    const dates = proposeDates(result.contracts);
    const existing = dates ? await weekOverlapping(services.db, dates) : undefined;
    const proposal = existing
      ? { ...existing, correction: true }
      : dates
        ? { week: await nextWeekNumber(services.db), ...dates }
        : undefined;
    const answer: UploadAnswer = {
      ...listed(result.problems),
      goodRows: result.contracts.length,
      uploadId,
      fileName: source.fileName,
      priceCandidates: result.priceCandidates,
      priceColumn,
      proposal,
      skipBad,
    };
    return data(answer, { status: result.problems.length > 0 && !skipBad ? 422 : 200 });
  }

  const carried = { uploadId: keptId, fileName: source.fileName, priceColumn, skipBad };
  const dates = weekDatesSchema.safeParse({ week: fields.week, startDate: fields.startDate, endDate: fields.endDate });
  if (!dates.success) {
    const result = importExport(source.text, undefined, { priceColumn });
    return data<UploadAnswer>(
      {
        ...listed(result.problems),
        goodRows: result.contracts.length,
        ...carried,
        proposal: {
          week: Number(fields.week) || 1,
          startDate: String(fields.startDate ?? ""),
          endDate: String(fields.endDate ?? ""),
        },
        fieldErrors: fieldErrors(dates.error),
      },
      { status: 422 },
    );
  }
  const { week, startDate, endDate } = dates.data;
  const result = importExport(source.text, { startDate, endDate }, { priceColumn });
  const refused = (error: string) =>
    data<UploadAnswer>(
      {
        error,
        ...listed(result.problems),
        goodRows: result.contracts.length,
        ...carried,
        proposal: { week, startDate, endDate },
      },
      { status: 422 },
    );
  if ((result.problems.length > 0 && !skipBad) || result.contracts.length === 0) {
    return refused(
      result.contracts.length === 0
        ? "No good row: nothing was stored."
        : "Some rows are bad for these dates: fix the file, or choose to skip them.",
    );
  }
  // A week that exists keeps its words: the upload replaces its contracts in a new version.
  const [latest] = await weekVersionsOf(services.db, week);
  try {
    await saveWeekVersion(
      services.db,
      { week, ...carriedWords(latest?.report), startDate, endDate, contracts: result.contracts },
      { userId: user.id, actor: user.email },
    );
  } catch (error) {
    if (error instanceof WeekStoreError) return refused(`Nothing was stored. ${error.message}`);
    throw error;
  }
  if (keptId) await forgetUpload(services.db, keptId);
  throw redirect(`/studio/weeks/${week}`);
}
