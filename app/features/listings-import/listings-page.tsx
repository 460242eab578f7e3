import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { SelectField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { formatInteger } from "~/lib/format";
import { countOf } from "~/lib/plural";
import type { ListingsAnswer } from "./listings-actions.server";

/** An applied upload as the page lists it. */
export type UploadRow = {
  id: number;
  fileName: string;
  asOf: string;
  covers: string;
  rows: number;
  refused: number;
  added: number;
  changed: number;
  applied: string;
};

export type ListingsPageView = {
  uploads: UploadRow[];
  listings: number;
  notice?: string;
  canRemove: boolean;
  today: string;
};

const NONE = "(none)";

/** /studio/listings: upload the MLS listings export (every status), check it, map it, apply it. */
export function ListingsPage({ view, answer }: { view: ListingsPageView; answer?: ListingsAnswer }) {
  const problems = answer?.problems ?? [];
  const problemCount = answer?.problemCount ?? 0;
  const asOf = answer?.asOf ?? view.today;
  return (
    <section>
      <PageHeading title="Listings" />
      <p className="mt-2 max-w-prose text-slate-700">
        Upload the MLS listings export: every status, a five-year export to build the history or a weekly one to update
        it. Each listing is kept by its MLS number. The dashboard, the market trends and the reports read the listings
        on every page as soon as an export is applied ({formatInteger(view.listings)} held now).
      </p>
      {view.notice ? <Notice className="mt-4">{view.notice}</Notice> : null}
      {answer?.error ? (
        <Notice tone="red" className="mt-4">
          {answer.error}
        </Notice>
      ) : null}

      <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="check" />
        <TextField
          label={problemCount > 0 ? "Fix the file and upload it again" : "MLS listings export (CSV)"}
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
        />
        <TextField
          label="The day of the export"
          hint="No date in the file may be after it."
          name="asOf"
          type="date"
          defaultValue={asOf}
          max={view.today}
          required
        />
        <button type="submit" className={buttonClasses("primary")}>
          Check the file
        </button>
      </Form>

      {answer?.uploadId ? <CheckResult answer={answer} problems={problems} problemCount={problemCount} /> : null}

      <Uploads view={view} />
    </section>
  );
}

function CheckResult({
  answer,
  problems,
  problemCount,
}: {
  answer: ListingsAnswer;
  problems: NonNullable<ListingsAnswer["problems"]>;
  problemCount: number;
}) {
  const counts = answer.counts;
  const required = (answer.unmapped ?? []).filter((field) => field.required);
  return (
    <div className="mt-8 space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">
        {answer.fileName}: {countOf(answer.rowCount ?? 0, { one: "row", other: "rows" })}
      </h2>
      {answer.mapped ? (
        <Notice>
          Read with the saved column mapping:{" "}
          {Object.entries(answer.mapped)
            .map(([field, header]) => `${field} from "${header}"`)
            .join(", ")}
          .
        </Notice>
      ) : null}
      {problemCount > 0 ? (
        <div className="space-y-3" role="alert">
          <p className="font-semibold text-red-800">
            {countOf(answer.badRows ?? 0, { one: "bad row", other: "bad rows" })};{" "}
            {countOf(answer.goodRows ?? 0, { one: "good row", other: "good rows" })}.
          </p>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="px-4 pt-4 text-left text-base font-semibold text-slate-900">
                {problems.length < problemCount
                  ? `Bad rows: the first ${formatInteger(problems.length)} of ${countOf(problemCount, { one: "problem", other: "problems" })}`
                  : `Bad rows (${countOf(problemCount, { one: "problem", other: "problems" })})`}
              </caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="border-b border-slate-200 px-3 py-3 text-right font-semibold">
                    Line
                  </th>
                  <th scope="col" className="border-b border-slate-200 px-3 py-3 font-semibold">
                    Column
                  </th>
                  <th scope="col" className="border-b border-slate-200 px-3 py-3 font-semibold">
                    Reason
                  </th>
                </tr>
              </thead>
              <tbody>
                {problems.map((problem, index) => (
                  <tr key={index} className="border-b border-slate-100 align-top last:border-0">
                    <th scope="row" className="px-3 py-3 text-right font-medium text-slate-900 tabular-nums">
                      {problem.line}
                    </th>
                    <td className="px-3 py-3 break-words text-slate-700">{problem.column ?? "-"}</td>
                    <td className="px-3 py-3 break-words text-slate-700">{problem.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}

      {answer.unmapped && answer.unmapped.length > 0 && answer.headers ? (
        <Form method="post" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">
            {required.length > 0 ? "Which column holds each field?" : "Fields no column gave (optional)"}
          </h3>
          <p className="text-sm text-slate-700">
            The choice is kept for every later export with the same columns, here and for npm run listings:import.
          </p>
          <input type="hidden" name="intent" value="map" />
          <input type="hidden" name="uploadId" value={answer.uploadId} />
          <input type="hidden" name="asOf" value={answer.asOf} />
          {answer.unmapped.map((field) => (
            <SelectField
              key={field.field}
              label={`${field.label}${field.required ? "" : " (optional)"}`}
              name={`map_${field.field}`}
              defaultValue={NONE}
            >
              <option value={NONE}>{field.required ? "Choose a column" : "None"}</option>
              {answer.headers!.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </SelectField>
          ))}
          <button type="submit" className={buttonClasses("secondary")}>
            Check again with these columns
          </button>
        </Form>
      ) : null}

      {counts && (answer.goodRows ?? 0) > 0 ? (
        <Form method="post" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">Apply the export</h3>
          <p className="text-slate-700">
            {countOf(counts.added, { one: "listing added", other: "listings added" })},{" "}
            {countOf(counts.changed, { one: "changed", other: "changed" })},{" "}
            {countOf(counts.unchanged, { one: "unchanged", other: "unchanged" })}
            {counts.refused > 0 ? `, ${countOf(counts.refused, { one: "refused", other: "refused" })}` : ""}.
          </p>
          {answer.changes && answer.changes.length > 0 ? (
            <ul className="max-h-80 space-y-1 overflow-y-auto text-sm text-slate-700">
              {answer.changes.map((change) => (
                <li key={`${change.mls}-${change.line}`}>
                  <span className="font-medium text-slate-900">
                    {change.mls} {change.address}
                  </span>{" "}
                  ({change.kind}): {change.notes.join("; ") || "first seen"}
                </li>
              ))}
            </ul>
          ) : null}
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="uploadId" value={answer.uploadId} />
          <input type="hidden" name="asOf" value={answer.asOf} />
          <input type="hidden" name="planKey" value={answer.planKey} />
          <TextField
            label="The first day the export covers"
            hint="Every listing on the market or changed on the days from this one to the export's day is in it."
            name="coversFrom"
            type="date"
            defaultValue={answer.coversFrom}
            max={answer.asOf}
            required
          />
          {problemCount > 0 ? (
            <label className="flex items-center gap-2 text-slate-800">
              <input type="checkbox" name="skipBad" value="yes" className="h-5 w-5" />
              Apply the good rows, without the bad ones
            </label>
          ) : null}
          <button type="submit" className={buttonClasses("primary")}>
            Apply {countOf(answer.goodRows ?? 0, { one: "row", other: "rows" })}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function Uploads({ view }: { view: ListingsPageView }) {
  if (view.uploads.length === 0) return <p className="mt-10 text-slate-700">No listings export applied yet.</p>;
  return (
    <div className="mt-10">
      <h2 className="text-xl font-semibold text-slate-900">Applied exports</h2>
      <ul className="mt-4 space-y-3">
        {view.uploads.map((upload) => (
          <li key={upload.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-medium break-words text-slate-900">{upload.fileName}</p>
            <p className="text-sm text-slate-700">
              As of {upload.asOf}, covering {upload.covers}: {countOf(upload.rows, { one: "row", other: "rows" })} (
              {upload.added} added, {upload.changed} changed
              {upload.refused > 0 ? `, ${upload.refused} skipped` : ""}). Applied {upload.applied}.
            </p>
            {view.canRemove ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={upload.id} />
                <button type="submit" className={buttonClasses("secondary")}>
                  Remove this export
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
