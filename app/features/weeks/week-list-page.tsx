import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { DataTable } from "~/components/ui/data-table";
import { SelectField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatInteger } from "~/lib/format";
import { countOf } from "~/lib/plural";
import { conflictFieldName, historyConflictFieldName, type BulkAnswer, type HistoryImportRow } from "./bulk-answers";
import { COLUMN_LABELS, mapFieldName, NO_COLUMN, type MlsUploadAnswer } from "./mls-answers";
import type { Problem } from "./week-answers";
import type { WeekListView } from "./week-views.server";

/** A column mapping saved for an export's headers, as the page shows it. */
type SavedMapping = { key: string; headers: string[]; columns: Partial<Record<string, string>>; updatedAt: string };

/** The weeks, and the column mappings saved for MLS exports (issue 28, item 5). */
export type WeekListPageView = WeekListView & {
  mappingNotice?: string;
  mappings: SavedMapping[];
  canForgetMappings: boolean;
  /** The imports of history weeks (decision 116). */
  history: HistoryImportRow[];
};

type UploadAnswer = MlsUploadAnswer;

const columnLabel = (column: string) => COLUMN_LABELS[column as keyof typeof COLUMN_LABELS] ?? column;

/** "Living area in square feet: "Interior Sq Ft"", one per mapped column. */
function MappedList({ columns }: { columns: Partial<Record<string, string>> }) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-6">
      {Object.entries(columns).map(([column, header]) => (
        <li key={column}>
          {columnLabel(column)}: {header === NO_COLUMN ? "none (left empty)" : `"${header}"`}
        </li>
      ))}
    </ul>
  );
}

/** Rows left out because their status is not under contract or pending (decision 106); wraps on a phone. */
function SkippedTable({ skipped, total }: { skipped: NonNullable<UploadAnswer["skipped"]>; total: number }) {
  const cell = "px-3 py-3 break-words text-slate-700";
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="px-4 pt-4 text-left text-base font-semibold text-slate-900">
          {skipped.length < total
            ? `Skipped, not under contract or pending: the first ${formatInteger(skipped.length)} of ${formatInteger(total)}`
            : `Skipped, not under contract or pending (${formatInteger(total)})`}
        </caption>
        <colgroup>
          <col className="w-16" />
          <col />
          <col className="w-28 sm:w-48" />
        </colgroup>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="border-b border-slate-200 px-3 py-3 text-right font-semibold">
              Line
            </th>
            <th scope="col" className="border-b border-slate-200 px-3 py-3 font-semibold">
              Address
            </th>
            <th scope="col" className="border-b border-slate-200 px-3 py-3 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {skipped.map((row) => (
            <tr key={row.line} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="px-3 py-3 text-right font-medium text-slate-900 tabular-nums">
                {row.line}
              </th>
              <td className={cell}>{row.address || "-"}</td>
              <td className={cell}>{row.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A select per column no header matched, listing the export's headers; the choice is kept (decision 106). */
function ColumnMapForm({ answer }: { answer: UploadAnswer }) {
  const headers = answer.headers ?? [];
  return (
    <Form method="post" className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-xl font-bold text-slate-900">Which column is which?</h3>
      <p className="text-slate-700">
        The export names {answer.missingColumns!.length === 1 ? "this column" : "these columns"} in a way the upload
        does not know. Choose the export&apos;s column for each; the choice is kept, and the next export with the same
        columns is read the same way.
      </p>
      <input type="hidden" name="intent" value="map" />
      <input type="hidden" name="uploadId" value={answer.uploadId} />
      {answer.priceColumn ? <input type="hidden" name="priceColumn" value={answer.priceColumn} /> : null}
      {answer.missingColumns!.map((column) => (
        <SelectField key={column} label={COLUMN_LABELS[column]} name={mapFieldName(column)} defaultValue="" required>
          <option value="" disabled>
            Choose a column of the export
          </option>
          {column === "acres" ? <option value={NO_COLUMN}>None: the export has no lot size</option> : null}
          {headers
            .filter((header) => column !== "price" || !answer.listPriceHeaders?.includes(header))
            .map((header, index) => (
              <option key={`${index}-${header}`} value={header}>
                {header}
              </option>
            ))}
        </SelectField>
      ))}
      <button type="submit" className={buttonClasses("primary")}>
        Keep these columns and check again
      </button>
    </Form>
  );
}

/** The mappings saved for earlier exports: what each reads, and (owners) a button to forget it. */
function SavedMappings({ view }: { view: WeekListPageView }) {
  if (view.mappings.length === 0) return null;
  return (
    <section aria-labelledby="mappings-heading" className="mt-10 max-w-3xl">
      <h2 id="mappings-heading" className="text-2xl font-bold text-slate-900">
        Saved column mappings
      </h2>
      <p className="mt-2 text-slate-700">
        Each is applied to every upload with the same columns.
        {view.canForgetMappings ? "" : " An owner can forget one."}
      </p>
      <ul className="mt-4 space-y-4">
        {view.mappings.map((mapping) => (
          <li key={mapping.key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="font-semibold text-slate-900">
              For an export of {countOf(mapping.headers.length, { one: "column", other: "columns" })}, saved{" "}
              {mapping.updatedAt}
            </p>
            <MappedList columns={mapping.columns} />
            {view.canForgetMappings ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="forget-mapping" />
                <input type="hidden" name="mappingKey" value={mapping.key} />
                <button type="submit" className={buttonClasses("secondary")}>
                  Forget this mapping
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The bad rows' problems, every one of a row (a row may have several); the reason wraps under its
 * line and column, so that a phone shows it whole.
 */
function ProblemsTable({ problems, total }: { problems: Problem[]; total: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="px-4 pt-4 text-left text-base font-semibold text-slate-900">
          {problems.length < total
            ? `Bad rows: the first ${formatInteger(problems.length)} of ${countOf(total, { one: "problem", other: "problems" })}`
            : `Bad rows (${countOf(total, { one: "problem", other: "problems" })})`}
        </caption>
        <colgroup>
          <col className="w-16" />
          <col className="w-28 sm:w-36" />
          <col />
        </colgroup>
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
          {problems.map((problem) => (
            <tr
              key={`${problem.line}-${problem.column ?? ""}`}
              className="border-b border-slate-100 align-top last:border-0"
            >
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
  );
}

/** The proposed week's number and dates, to confirm or change before the draft is created. */
function CreateDraftForm({ answer, problemCount }: { answer: UploadAnswer; problemCount: number }) {
  const proposal = answer.proposal!;
  const contracts = countOf(answer.goodRows ?? 0, { one: "contract", other: "contracts" });
  return (
    <Form method="post" className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-xl font-bold text-slate-900">
        {problemCount > 0
          ? "Or skip the bad rows"
          : proposal.correction
            ? `Correct week ${proposal.week}`
            : "Create the week"}
      </h3>
      <p className="text-slate-700">
        {proposal.correction
          ? `These contracts fall in week ${proposal.week}: the upload becomes a new version of it (its words are kept), a draft until you publish it.`
          : "Proposed from the contract dates; change them if they are not right. The draft is not public until you publish it."}
      </p>
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="uploadId" value={answer.uploadId} />
      {answer.priceColumn ? <input type="hidden" name="priceColumn" value={answer.priceColumn} /> : null}
      {problemCount > 0 ? <input type="hidden" name="skipBad" value="yes" /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Week number"
          name="week"
          inputMode="numeric"
          defaultValue={proposal.week}
          error={answer.fieldErrors?.week}
          required
        />
        <TextField
          label="First day"
          name="startDate"
          type="date"
          defaultValue={proposal.startDate}
          error={answer.fieldErrors?.startDate}
          required
        />
        <TextField
          label="Last day"
          name="endDate"
          type="date"
          defaultValue={proposal.endDate}
          error={answer.fieldErrors?.endDate}
          required
        />
      </div>
      <button type="submit" className={buttonClasses("primary")}>
        {problemCount > 0 ? `Skip the bad rows and create the draft (${contracts})` : `Create the draft (${contracts})`}
      </button>
    </Form>
  );
}

/** A new week from an MLS export: check the file, choose the price column if asked, create the draft. */
function UploadStep({ answer }: { answer: UploadAnswer | undefined }) {
  const problems = answer?.problems ?? [];
  const problemCount = answer?.problemCount ?? problems.length;
  const badRows = answer?.badRows ?? problemCount;
  return (
    <section aria-labelledby="upload-heading" className="mt-10 max-w-3xl">
      <h2 id="upload-heading" className="text-2xl font-bold text-slate-900">
        New week from an MLS export
      </h2>
      <p className="mt-2 text-slate-700">
        Upload the CSV export. Every row is checked as <code>npm run report:import</code> checks it; nothing is stored
        until every row is good or you choose to skip the bad ones.
      </p>
      {answer?.error ? (
        <Notice tone="red" className="mt-4">
          {answer.error}
        </Notice>
      ) : null}
      {problemCount > 0 ? (
        <div className="mt-6 space-y-3" role="alert">
          <p className="font-semibold text-red-800">
            {countOf(badRows, { one: "bad row", other: "bad rows" })} in {answer?.fileName || "the file"};{" "}
            {countOf(answer?.goodRows ?? 0, { one: "good row", other: "good rows" })}.
          </p>
          <ProblemsTable problems={problems} total={problemCount} />
        </div>
      ) : null}

      {answer?.mappedColumns ? (
        <Notice className="mt-4">
          Read with the saved column mapping:
          <MappedList columns={answer.mappedColumns} />
        </Notice>
      ) : null}
      {answer?.skipped && answer.skipped.length > 0 ? (
        <div className="mt-6">
          <SkippedTable skipped={answer.skipped} total={answer.skippedCount ?? answer.skipped.length} />
        </div>
      ) : null}

      {answer?.uploadId && answer.missingColumns && answer.missingColumns.length > 0 && answer.headers ? (
        <ColumnMapForm answer={answer} />
      ) : null}

      {answer?.uploadId && answer.priceCandidates && answer.priceCandidates.length > 1 ? (
        <Form method="post" className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <input type="hidden" name="intent" value="check" />
          <input type="hidden" name="uploadId" value={answer.uploadId} />
          <SelectField
            label="Which column is the contract price (what the buyer agreed to pay)?"
            name="priceColumn"
            required
          >
            {answer.priceCandidates.map((candidate) => (
              <option key={candidate} value={candidate}>
                {candidate}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClasses("primary")}>
            Check again with this column
          </button>
        </Form>
      ) : null}

      <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="check" />
        <TextField
          label={problemCount > 0 ? "Fix the file and upload it again" : "MLS export (CSV)"}
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
        />
        <button type="submit" className={buttonClasses("primary")}>
          Check the file
        </button>
      </Form>

      {answer?.uploadId && answer.goodRows && answer.proposal ? (
        <CreateDraftForm answer={answer} problemCount={problemCount} />
      ) : null}
    </section>
  );
}

/** What a week of the export becomes: a new week, a conflict to skip or replace, or skipped (and why). */
function BulkWeekChoice({ week }: { week: NonNullable<BulkAnswer["weeks"]>[number] }) {
  if (week.kind === "new") return <>New week {week.week}</>;
  if (week.kind === "history-conflict") {
    return (
      <SkipOrReplace
        name={historyConflictFieldName(week.startDate)}
        legend="The history already has this week"
        keep="the history's week"
      />
    );
  }
  if (week.kind !== "conflict" || week.week === null) {
    const said = week.line.split(": ").slice(1).join(": ");
    return <>{said.charAt(0).toUpperCase() + said.slice(1)}</>;
  }
  return (
    <SkipOrReplace
      name={conflictFieldName(week.week)}
      legend={`Week ${week.week} already has these dates`}
      keep={`week ${week.week}`}
    />
  );
}

/** A conflict's choice: skip the export's week (the default) or replace what is stored with it. */
function SkipOrReplace({ name, legend, keep }: { name: string; legend: string; keep: string }) {
  return (
    <fieldset>
      <legend className="font-medium text-slate-900">{legend}</legend>
      <span className="mt-1 flex flex-wrap gap-4">
        <label className="inline-flex items-center gap-2">
          <input type="radio" name={name} value="skip" defaultChecked /> Skip: keep {keep}
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="radio" name={name} value="replace" /> Replace its contracts
        </label>
      </span>
    </fieldset>
  );
}

/** History from one export (issue 29 item 2): check the export, see its weeks and conflicts, store them. */
function BulkImportStep({ bulk }: { bulk: BulkAnswer | undefined }) {
  const fileProblems = bulk?.fileProblems ?? [];
  const problems = bulk?.problems ?? [];
  const problemCount = bulk?.problemCount ?? problems.length;
  const badRows = bulk?.badRows ?? problemCount;
  const weeks = bulk?.weeks ?? [];
  const storable = weeks.filter((week) => week.kind !== "overlap");
  const historyWeeks = weeks.filter((week) => week.kind === "history" || week.kind === "history-conflict").length;
  return (
    <section aria-labelledby="bulk-heading" className="mt-10 max-w-3xl">
      <h2 id="bulk-heading" className="text-2xl font-bold text-slate-900">
        History: many weeks from one export
      </h2>
      <p className="mt-2 text-slate-700">
        An export that spans many weeks (a year of contracts, for example) is split into Monday-to-Sunday weeks by
        contract date. You see every week and every bad row before anything is stored; weeks the studio already has are
        skipped unless you choose to replace them. No report e-mail is sent for weeks imported this way. Weeks before
        the newest week become history weeks: they feed the trends, the quarterly reports and the yearly review, but are
        not weekly reports (week numbers are addresses subscribers already have).
      </p>
      {bulk?.error ? (
        <Notice tone="red" className="mt-4">
          {bulk.error}
        </Notice>
      ) : null}
      {fileProblems.length > 0 ? (
        <div className="mt-6 space-y-3" role="alert">
          <p className="font-semibold text-red-800">
            {bulk?.fileName || "The file"} cannot be imported as it is: fix what is listed, then check it again.
          </p>
          <ProblemsTable problems={fileProblems} total={fileProblems.length} />
        </div>
      ) : null}
      {problemCount > 0 ? (
        <div className="mt-6 space-y-3" role={fileProblems.length > 0 ? undefined : "alert"}>
          <p className="font-semibold text-red-800">
            {countOf(badRows, { one: "bad row", other: "bad rows" })} in {bulk?.fileName || "the file"};{" "}
            {countOf(bulk?.goodRows ?? 0, { one: "good row", other: "good rows" })}.
          </p>
          <ProblemsTable problems={problems} total={problemCount} />
        </div>
      ) : null}
      {bulk?.uploadId && fileProblems.length === 0 && weeks.length > 0 ? (
        <Form method="post" className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <input type="hidden" name="intent" value="bulk-store" />
          <input type="hidden" name="uploadId" value={bulk.uploadId} />
          <input type="hidden" name="planKey" value={bulk.planKey} />
          {problemCount > 0 ? <input type="hidden" name="skipBad" value="yes" /> : null}
          <table className="w-full table-fixed border-collapse text-left text-sm">
            <caption className="pb-2 text-left text-base font-semibold text-slate-900">
              {countOf(bulk.goodRows ?? 0, { one: "contract", other: "contracts" })} in{" "}
              {countOf(weeks.length, { one: "week", other: "weeks" })}
              {(bulk.skippedCount ?? 0) > 0
                ? ` (${countOf(bulk.skippedCount ?? 0, { one: "row", other: "rows" })} not under contract or pending left out)`
                : ""}
            </caption>
            <colgroup>
              <col className="w-32 sm:w-56" />
              <col />
            </colgroup>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="border-b border-slate-200 px-3 py-3 font-semibold">
                  Week
                </th>
                <th scope="col" className="border-b border-slate-200 px-3 py-3 font-semibold">
                  What happens
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.startDate} className="border-b border-slate-100 align-top last:border-0">
                  <th scope="row" className="px-3 py-3 font-medium break-words text-slate-900">
                    {week.startDate} to {week.endDate}
                    <span className="block font-normal text-slate-600">
                      {countOf(week.contracts, { one: "contract", other: "contracts" })}
                    </span>
                  </th>
                  <td className="px-3 py-3 break-words text-slate-700">
                    <BulkWeekChoice week={week} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {historyWeeks > 0 ? (
            <p className="text-slate-700">
              {countOf(historyWeeks, { one: "history week is", other: "history weeks are" })} stored as history whatever
              you choose below: the choice applies to the numbered weeks.
            </p>
          ) : null}
          <fieldset>
            <legend className="font-semibold text-slate-900">Store the numbered weeks</legend>
            <span className="mt-2 flex flex-col gap-2">
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="mode" value="publish" required /> Publish them, with words written from each
                week&apos;s figures
              </label>
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="mode" value="draft" required /> Keep them as drafts to read and publish one by
                one
              </label>
            </span>
          </fieldset>
          <button type="submit" className={buttonClasses("primary")}>
            {problemCount > 0 ? "Skip the bad rows and import" : "Import"} (
            {countOf(storable.length, { one: "week", other: "weeks" })} new or in conflict)
          </button>
        </Form>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="bulk-check" />
        <TextField label="Export of many weeks (CSV)" name="file" type="file" accept=".csv,text/csv" required />
        <button type="submit" className={buttonClasses("primary")}>
          Check the export
        </button>
      </Form>
    </section>
  );
}

/** The imports of history weeks (decision 116): dates, weeks, contracts, and a form to remove each. */
function ImportedHistory({ history, error }: { history: HistoryImportRow[]; error: string | undefined }) {
  return (
    <section aria-labelledby="history-heading" className="mt-10 max-w-3xl">
      <h2 id="history-heading" className="text-2xl font-bold text-slate-900">
        Imported history
      </h2>
      <p className="mt-2 text-slate-700">
        Weeks before the newest week, imported from exports: the trends, quarterly reports and yearly review count them;
        they are not weekly reports. Where they reach, the generated sample history steps aside.
      </p>
      {error ? (
        <Notice tone="red" className="mt-4">
          {error}
        </Notice>
      ) : null}
      {history.length === 0 ? (
        <p className="mt-4 text-slate-700">No history is imported yet.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {history.map((row) => (
            <li key={row.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="font-semibold break-words text-slate-900">{row.dates}</p>
              <p className="mt-1 break-words text-slate-700">
                {countOf(row.weeks, { one: "week", other: "weeks" })},{" "}
                {countOf(row.contracts, { one: "contract", other: "contracts" })}, from {row.fileName}, imported{" "}
                {row.imported}
              </p>
              <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="remove-history" />
                <input type="hidden" name="importId" value={row.id} />
                <label className="flex items-center gap-2 text-slate-900">
                  <input type="checkbox" name="confirmRemove" value="yes" required className="size-5" />
                  Remove {row.dates} from the history
                </label>
                <button type="submit" className={buttonClasses("secondary")}>
                  Remove this history
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /studio/weeks: the weeks, their status and version, and a new week from an MLS export. */
export function WeekListPage({ view, answer }: { view: WeekListPageView; answer: UploadAnswer | undefined }) {
  return (
    <>
      <PageHeading title="Weekly reports" />
      {view.notice ? <Notice className="mt-4">{view.notice}</Notice> : null}
      {view.mappingNotice ? <Notice className="mt-4">{view.mappingNotice}</Notice> : null}
      <div className="mt-6">
        <DataTable
          caption="Weeks"
          captionHidden
          rows={view.weeks}
          rowKey={(week) => String(week.week)}
          columns={[
            {
              header: "Week",
              cell: (week) => (
                <Link className="font-semibold text-blue-800 underline" to={`/studio/weeks/${week.week}`}>
                  Week {week.week}
                </Link>
              ),
            },
            { header: "Dates", cell: (week) => week.dates },
            {
              header: "Status",
              cell: (week) => (
                <StatusBadge
                  status={week.status}
                  label={week.status === "published" && week.hasNewerDraft ? "published (newer draft)" : week.status}
                />
              ),
            },
            {
              header: "Version",
              cell: (week) =>
                week.publishedVersion === null
                  ? `v${week.latestVersion}`
                  : `v${week.publishedVersion} live${week.hasNewerDraft ? `, v${week.latestVersion} draft` : ""}`,
            },
            {
              header: "Links",
              cell: (week) => (
                <span className="flex flex-wrap gap-3">
                  <Link className="text-blue-800 underline" to={`/studio/weeks/${week.week}/preview`}>
                    Preview
                  </Link>
                  {week.status === "published" ? (
                    <a className="text-blue-800 underline" href={`/market-report?week=${week.week}`}>
                      Public page
                    </a>
                  ) : null}
                </span>
              ),
            },
          ]}
        />
      </div>
      <UploadStep answer={answer?.bulk || answer?.historyError ? undefined : answer} />
      <BulkImportStep bulk={answer?.bulk} />
      <ImportedHistory history={view.history} error={answer?.historyError} />
      <SavedMappings view={view} />
    </>
  );
}
