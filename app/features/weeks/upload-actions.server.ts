import { data, redirect } from "react-router";
import { z } from "zod";
import { CONTRACT_COLUMNS } from "~/domain/contracts-csv.server";
import { recordAudit } from "~/server/audit.server";
import type { StudioUser } from "~/server/session.server";
import type { StudioServices } from "~/server/studio-services.server";
import { mapFieldName, type MlsUploadAnswer } from "./mls-answers";
import { decodeExport, exportHeaders } from "~/domain/mls-export.server";
import {
  badRowCount,
  COLUMNS_THAT_MAY_BE_ABSENT,
  importExport,
  isListPrice,
  NO_COLUMN,
  type ColumnMap,
  type ImportResult,
} from "./mls-import.server";
import { bulkUploadAction, removeHistoryAction } from "./bulk-upload-actions.server";
import { uploadFileName } from "~/lib/upload-file-name";
import { UNKNOWN_ACTION, type Problem } from "./week-answers";
import { carriedWords, fieldErrors, proposeDates, weekDatesSchema } from "./week-editing";
import {
  checkedUpload,
  forgetColumnMap,
  forgetUpload,
  keepUpload,
  saveColumnMap,
  savedColumnMap,
} from "./week-uploads.server";
import {
  nextWeekNumber,
  saveWeekVersion,
  weekOverlapping,
  weekVersionsOf,
  WeekStoreError,
} from "~/server/week-store.server";

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

/** The mapping form's choices: a header of the kept upload for each column it asked about. */
const mapFields = Object.fromEntries(CONTRACT_COLUMNS.map((column) => [mapFieldName(column), shortText])) as Record<
  `map_${(typeof CONTRACT_COLUMNS)[number]}`,
  typeof shortText
>;

/** A saved mapping's key (the export's headers, normalized): long for an export of many columns. */
const mappingKey = z.string().min(1).max(20_000);

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
    z.object({ intent: z.literal("map"), ...uploadFields, ...mapFields }),
    z.object({ intent: z.literal("forget-mapping"), mappingKey }),
  ],
  { error: (issue) => (issue.code === "invalid_union" ? UNKNOWN_ACTION : undefined) },
);

const FORM_NAMES = [
  "intent",
  "file",
  "uploadId",
  "priceColumn",
  "skipBad",
  "week",
  "startDate",
  "endDate",
  "mappingKey",
  ...CONTRACT_COLUMNS.map(mapFieldName),
] as const;

/** The upload form's fields, each the first value of its name (as FormData.get reads it). */
function uploadFormOf(form: FormData) {
  return uploadFormSchema.safeParse(Object.fromEntries(FORM_NAMES.map((name) => [name, form.get(name)])));
}

function listed(problems: Problem[]): Pick<MlsUploadAnswer, "problems" | "problemCount" | "badRows"> {
  return {
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    problemCount: problems.length,
    badRows: badRowCount(problems),
  };
}

/** What a check says about the export's columns and statuses (decision 106). */
function columnsAnswer(result: ImportResult, mappedColumns: ColumnMap | undefined): MlsUploadAnswer {
  return {
    missingColumns: result.missingColumns,
    headers: result.missingColumns ? result.headers : undefined,
    listPriceHeaders: result.missingColumns ? result.headers?.filter(isListPrice) : undefined,
    mappedColumns: mappedColumns && Object.keys(mappedColumns).length > 0 ? mappedColumns : undefined,
    skipped: result.skipped.slice(0, MAX_LISTED_PROBLEMS),
    skippedCount: result.skipped.length,
  };
}

/**
 * The mapping form's choices, each a header of the export (or "(none)" where a column may be
 * absent), or the first choice that is not.
 */
function chosenColumns(
  fields: Record<string, unknown>,
  headers: readonly string[],
): { columns: ColumnMap } | { error: string } {
  const columns: ColumnMap = {};
  for (const column of CONTRACT_COLUMNS) {
    const chosen = fields[mapFieldName(column)];
    if (typeof chosen !== "string") continue;
    const absent = chosen === NO_COLUMN && COLUMNS_THAT_MAY_BE_ABSENT.includes(column);
    if (!absent && !headers.includes(chosen)) return { error: `The export has no column "${chosen}".` };
    if (column === "price" && isListPrice(chosen)) {
      return { error: `"${chosen}" is the list (asking) price; choose the contract price.` };
    }
    columns[column] = chosen;
  }
  if (Object.keys(columns).length === 0) return { error: "Choose a column of the export for each one asked." };
  return { columns };
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
    return data<MlsUploadAnswer>({ error: "The upload could not be read; try again." }, { status: 400 });
  }
  // History from one export: its own two steps.
  const intent = form.get("intent");
  if (intent === "bulk-check" || intent === "bulk-store") return bulkUploadAction(form, { user, services });
  if (intent === "remove-history") return removeHistoryAction(form, { user, services });
  const parsed = uploadFormOf(form);
  if (!parsed.success) return data<MlsUploadAnswer>({ error: UNKNOWN_ACTION }, { status: 400 });
  const fields = parsed.data;
  if (fields.intent === "forget-mapping") {
    // A mapping serves every later upload: only an owner forgets one (decision 106).
    if (user.role !== "owner") return data<MlsUploadAnswer>({ error: "Only an owner can do this." }, { status: 403 });
    if (!(await forgetColumnMap(services.db, fields.mappingKey))) {
      return data<MlsUploadAnswer>({ error: "That column mapping is already forgotten." }, { status: 404 });
    }
    await recordAudit(services.db, { userId: user.id, actor: user.email, action: "mls-mapping.forgotten" });
    throw redirect("/studio/weeks?mapping=forgotten");
  }
  const { skipBad, priceColumn } = fields;
  if (fields.file && fields.file.size > MAX_CSV_BYTES) {
    return data<MlsUploadAnswer>({ error: "That file is larger than 4 MB." }, { status: 400 });
  }
  const uploaded = fields.file
    ? {
        text: decodeExport(new Uint8Array(await fields.file.arrayBuffer())).text,
        fileName: uploadFileName(fields.file.name),
      }
    : undefined;
  const keptId = uploaded ? undefined : fields.uploadId;
  const kept = keptId ? await checkedUpload(services.db, keptId, user.id) : undefined;
  const source = uploaded ?? kept;
  if (!source) {
    return data<MlsUploadAnswer>(
      {
        error: keptId
          ? "The checked file is no longer kept (a day has passed, or it became a draft): upload it again."
          : "Choose the MLS export (a CSV file) to upload.",
      },
      { status: keptId ? 410 : 400 },
    );
  }

  const headers = exportHeaders(source.text);
  if (fields.intent === "map") {
    const chosen = chosenColumns(fields, headers);
    if ("error" in chosen || !keptId) {
      return data<MlsUploadAnswer>(
        { error: "error" in chosen ? chosen.error : "Upload the export again, then choose its columns." },
        { status: 400 },
      );
    }
    await saveColumnMap(services.db, headers, chosen.columns, user.id);
    await recordAudit(services.db, {
      userId: user.id,
      actor: user.email,
      action: "mls-mapping.saved",
      details: { columns: chosen.columns },
    });
  }
  // The price column chosen among several is kept too: the next export with these headers is not asked.
  if (
    fields.intent === "check" &&
    keptId &&
    priceColumn &&
    headers.includes(priceColumn) &&
    !isListPrice(priceColumn)
  ) {
    await saveColumnMap(services.db, headers, { price: priceColumn }, user.id);
    await recordAudit(services.db, {
      userId: user.id,
      actor: user.email,
      action: "mls-mapping.saved",
      details: { columns: { price: priceColumn } },
    });
  }
  const columnMap = await savedColumnMap(services.db, headers);
  const options = { priceColumn, columnMap };

  if (fields.intent === "check" || fields.intent === "map") {
    const result = importExport(source.text, undefined, options);
    const uploadId = keptId ?? (await keepUpload(services.db, { userId: user.id, ...source }));
    const dates = proposeDates(result.contracts);
    const existing = dates ? await weekOverlapping(services.db, dates) : undefined;
    const proposal = existing
      ? { ...existing, correction: true }
      : dates
        ? { week: await nextWeekNumber(services.db), ...dates }
        : undefined;
    const answer: MlsUploadAnswer = {
      ...listed(result.problems),
      ...columnsAnswer(result, columnMap),
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
    const result = importExport(source.text, undefined, options);
    return data<MlsUploadAnswer>(
      {
        ...listed(result.problems),
        ...columnsAnswer(result, columnMap),
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
  const result = importExport(source.text, { startDate, endDate }, options);
  const refused = (error: string) =>
    data<MlsUploadAnswer>(
      {
        error,
        ...listed(result.problems),
        ...columnsAnswer(result, columnMap),
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
