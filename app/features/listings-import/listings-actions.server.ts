// The studio's listings upload (decision 134), in the weeks upload's steps: "check" reads the
// export (UTF-8, UTF-16 or Windows-1252) and keeps it a day, showing every bad row with all of its
// problems and what applying would do; "map" names the columns the export calls otherwise, once for
// every later export with the same headers; "apply" stores the kept export in one transaction;
// "remove" takes an upload back (owners only: it rewrites the listings' history).
import { data, redirect } from "react-router";
import { z } from "zod";
import { decodeExport, exportHeaders } from "~/domain/mls-export.server";
import { isCalendarDate } from "~/lib/calendar";
import { uploadFileName } from "~/lib/upload-file-name";
import { checkedUpload, forgetUpload, keepUpload, saveColumnMap, savedColumnMap } from "~/server/mls-uploads.server";
import type { StudioUser } from "~/server/session.server";
import type { StudioServices } from "~/server/studio-services.server";
import {
  LISTING_FIELD_NAMES,
  LISTING_FIELDS,
  NO_COLUMN,
  readListingExport,
  REQUIRED_FIELDS,
  type ListingColumnMap,
  type ListingField,
  type RowProblem,
} from "./listing-export.server";
import { newestAsOf, planKeyOf, planOf, removeListingUpload, storeListingUpload } from "./listing-apply.server";
import { defaultCoversFrom, type ListingChange } from "./listing-plan";

const MAX_CSV_BYTES = 32 * 1024 * 1024;
/** A file of many bad rows lists the first ones and the count, not a page of megabytes. */
const MAX_LISTED = 300;

/** What the page shows after a step. */
export type ListingsAnswer = {
  error?: string;
  fileName?: string;
  uploadId?: string;
  asOf?: string;
  coversFrom?: string;
  planKey?: string;
  rowCount?: number;
  goodRows?: number;
  problems?: RowProblem[];
  problemCount?: number;
  badRows?: number;
  counts?: Record<ListingChange["kind"], number>;
  changes?: ListingChange[];
  /** Fields no header gave, asked in the mapping form (the required first), with the export's headers. */
  unmapped?: { field: ListingField; label: string; required: boolean }[];
  headers?: string[];
  mapped?: Partial<Record<ListingField, string>>;
};

export const mapFieldName = (field: ListingField) => `map_${field}`;

const shortText = z
  .unknown()
  .transform((value) => (typeof value === "string" && value.length > 0 ? value.slice(0, 200) : undefined));

const today = () => new Date().toISOString().slice(0, 10);

const fail = (status: number, answer: ListingsAnswer) => data(answer, { status });

/** Reads the kept export as of `asOf` with the saved mapping and answers what applying would do. */
async function checkAnswer(
  db: StudioServices["db"],
  upload: { id: string; fileName: string; text: string },
  asOf: string,
): Promise<ListingsAnswer> {
  const headers = exportHeaders(upload.text);
  const columnMap: ListingColumnMap = (await savedColumnMap(db, "listings", headers, LISTING_FIELD_NAMES)) ?? {};
  const read = readListingExport(upload.text, { asOf, columnMap });
  const plan = await planOf(db, read, asOf);
  const problems = [...read.problems, ...plan.refusals].sort((a, b) => a.line - b.line);
  const unmapped = [...read.missingRequired, ...read.missingOptional].map((field) => ({
    field,
    label: LISTING_FIELDS[field].label,
    required: REQUIRED_FIELDS.includes(field),
  }));
  return {
    fileName: upload.fileName,
    uploadId: upload.id,
    asOf,
    coversFrom: defaultCoversFrom(read.earliestDate, asOf, await newestAsOf(db)),
    planKey: planKeyOf(plan, read.problems.length),
    rowCount: read.rowCount,
    goodRows: read.rows.length - plan.refusals.length,
    problems: problems.slice(0, MAX_LISTED),
    problemCount: problems.length,
    badRows: new Set(problems.map((problem) => problem.line)).size,
    counts: plan.counts,
    changes: plan.changes.filter((change) => change.kind !== "unchanged").slice(0, MAX_LISTED),
    unmapped: read.headers.length > 0 ? unmapped : undefined,
    headers: read.headers.length > 0 ? read.headers : undefined,
    mapped: Object.keys(columnMap).length > 0 ? columnMap : undefined,
  };
}

function asOfOf(value: unknown): string | { error: string } {
  const text = typeof value === "string" && value !== "" ? value : today();
  if (!isCalendarDate(text))
    return { error: `The export's day must be a date (YYYY-MM-DD), not "${text.slice(0, 40)}".` };
  if (text > today()) return { error: "The export's day is in the future." };
  return text;
}

/** Every step of the listings upload; `session` is the signed-in person (requireStudioUser). */
export async function listingsAction(request: Request, session: { user: StudioUser; services: StudioServices }) {
  const { user, services } = session;
  const { db } = services;
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_CSV_BYTES + 64 * 1024) {
    return fail(413, { error: "The file is larger than 32 MB: export fewer columns or a shorter span." });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(400, { error: "The form could not be read: send it again." });
  }
  const intent = form.get("intent");
  const asOf = asOfOf(form.get("asOf"));
  if (typeof asOf !== "string" && intent !== "remove") return fail(400, asOf);
  const day = typeof asOf === "string" ? asOf : today();
  const by = { userId: user.id, actor: user.email };

  if (intent === "check") {
    const file = form.get("file");
    const uploadId = shortText.parse(form.get("uploadId"));
    if (file instanceof File && file.size > 0) {
      if (file.size > MAX_CSV_BYTES) return fail(413, { error: "The file is larger than 32 MB." });
      const text = decodeExport(new Uint8Array(await file.arrayBuffer())).text;
      const fileName = uploadFileName(file.name);
      const id = await keepUpload(db, "listings", { userId: user.id, fileName, text });
      return checkAnswer(db, { id, fileName, text }, day);
    }
    const kept = uploadId ? await checkedUpload(db, "listings", uploadId, user.id) : undefined;
    if (!kept) return fail(400, { error: "Choose the listings export (a CSV file) to check." });
    return checkAnswer(db, { id: uploadId!, ...kept }, day);
  }

  if (intent === "map" || intent === "apply") {
    const uploadId = shortText.parse(form.get("uploadId"));
    const kept = uploadId ? await checkedUpload(db, "listings", uploadId, user.id) : undefined;
    if (!kept) return fail(400, { error: "That checked export is no longer kept (after a day): upload it again." });
    const upload = { id: uploadId!, ...kept };
    if (intent === "map") {
      const headers = exportHeaders(kept.text);
      const columns: Record<string, string> = {};
      for (const field of LISTING_FIELD_NAMES) {
        const chosen = shortText.parse(form.get(mapFieldName(field)));
        if (chosen === undefined) continue;
        if (chosen !== NO_COLUMN && !headers.includes(chosen)) {
          return fail(400, { ...(await checkAnswer(db, upload, day)), error: `The export has no column "${chosen}".` });
        }
        if (chosen !== NO_COLUMN) columns[field] = chosen;
      }
      if (Object.keys(columns).length === 0) {
        return fail(400, { ...(await checkAnswer(db, upload, day)), error: "Choose a column for a field first." });
      }
      await saveColumnMap(db, "listings", headers, columns, LISTING_FIELD_NAMES, user.id);
      return checkAnswer(db, upload, day);
    }
    const coversFrom = typeof form.get("coversFrom") === "string" ? String(form.get("coversFrom")) : "";
    if (!isCalendarDate(coversFrom) || coversFrom > day) {
      return fail(400, {
        ...(await checkAnswer(db, upload, day)),
        error: "The first day the export covers must be a date (YYYY-MM-DD) on or before its day.",
      });
    }
    const columnMap: ListingColumnMap =
      (await savedColumnMap(db, "listings", exportHeaders(kept.text), LISTING_FIELD_NAMES)) ?? {};
    const read = readListingExport(kept.text, { asOf: day, columnMap });
    const result = await storeListingUpload(
      db,
      {
        text: kept.text,
        fileName: kept.fileName,
        read,
        asOf: day,
        coversFrom,
        skipBad: form.get("skipBad") === "yes",
        planKey: shortText.parse(form.get("planKey")),
      },
      by,
    );
    if ("refused" in result) {
      return fail(422, { ...(await checkAnswer(db, upload, day)), error: result.refused.reason });
    }
    await forgetUpload(db, upload.id);
    if ("already" in result) throw redirect(`/studio/listings?already=${result.already.uploadId}`);
    throw redirect(`/studio/listings?applied=${result.stored.uploadId}`);
  }

  if (intent === "remove") {
    if (user.role !== "owner") return fail(403, { error: "Only an owner can remove an upload." });
    const id = Number(form.get("id"));
    if (!Number.isSafeInteger(id) || id <= 0) return fail(400, { error: "No such upload." });
    const removed = await removeListingUpload(db, id, by);
    if (!removed) return fail(404, { error: "No such upload: it may have been removed already." });
    throw redirect(`/studio/listings?removed=${id}`);
  }
  return fail(400, { error: "Unknown action: reload the page and try again." });
}
